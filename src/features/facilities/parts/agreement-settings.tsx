import { useState } from 'react';
import { agreementFlags, type AgreementSettings } from '@/api/facilities';
import { customFieldRule, FACILITY_LIMITS, problemOf } from '@/api/facility-input';
import { facilitiesMessages as m } from '@/messages/facilities';

const a = m.agreement;

/** Why a custom field cannot be added (its rule, a duplicate, the limit), or undefined when it can. */
export function customFieldProblem(names: readonly string[], name: string): string | undefined {
  const rule = problemOf(customFieldRule, name);
  if (rule) return rule;
  if (names.includes(name)) return a.duplicateCustomField(name);
  if (names.length >= FACILITY_LIMITS.customFields) return m.validation.tooManyCustomFields(FACILITY_LIMITS.customFields);
  return undefined;
}

/**
 * What an agreement asks people to fill in: the has* items and custom fields.
 * The new-facility form and the detail's agreement section edit it the same way.
 */
export function AgreementSettingsEditor({
  idPrefix,
  value,
  onChange,
  disabled = false,
}: {
  idPrefix: string;
  value: AgreementSettings;
  onChange: (settings: AgreementSettings) => void;
  disabled?: boolean;
}) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  const add = () => {
    const text = name.trim();
    if (!text) return;
    const why = customFieldProblem(value.customFields, text);
    setProblem(why ?? '');
    if (why) return;
    onChange({ ...value, customFields: [...value.customFields, text] });
    setName('');
  };
  const inputId = `${idPrefix}-custom`;
  return (
    <>
      <fieldset className="facilities-checks" disabled={disabled}>
        <legend>{a.items}</legend>
        <ul>
          {agreementFlags.map((flag) => (
            <li key={flag} className="checkbox">
              <input
                id={`${idPrefix}-${flag}`}
                type="checkbox"
                checked={value[flag]}
                onChange={(event) => onChange({ ...value, [flag]: event.target.checked })}
              />
              <label htmlFor={`${idPrefix}-${flag}`}>{a[flag]}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="facilities-checks" disabled={disabled}>
        <legend>{a.customFields}</legend>
        {value.customFields.length ? (
          <ul className="facilities-chips" aria-label={a.customFields}>
            {value.customFields.map((field) => (
              <li key={field} className="badge">
                {field}
                <button
                  type="button"
                  className="facilities-chip-remove"
                  aria-label={a.removeCustomField(field)}
                  onClick={() => onChange({ ...value, customFields: value.customFields.filter((other) => other !== field) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="toolbar">
          <div className="field">
            <label htmlFor={inputId}>{a.customFieldInput}</label>
            <span className="hint" id={`${inputId}-hint`}>
              {a.customFieldHint(FACILITY_LIMITS.customField, FACILITY_LIMITS.customFields)}
            </span>
            <input
              id={inputId}
              type="text"
              value={name}
              aria-describedby={problem ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
              aria-invalid={problem ? 'true' : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setProblem('');
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
                event.preventDefault();
                add();
              }}
            />
            {problem ? (
              <span className="error" id={`${inputId}-error`} role="alert">
                {problem}
              </span>
            ) : null}
          </div>
          <button type="button" className="button button-secondary" onClick={add}>
            {a.addCustomField}
          </button>
        </div>
      </fieldset>
    </>
  );
}
