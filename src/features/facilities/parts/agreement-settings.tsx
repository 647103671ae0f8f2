import { useState } from 'react';
import { agreementFlags, type AgreementSettings } from '@/api/facilities';
import { customFieldRule, FACILITY_LIMITS, problemOf } from '@/api/facility-input';
import { facilitiesMessages as m } from '@/messages/facilities';
import { AddInput, CheckGroup, Chips } from './controls';

const a = m.agreement;

/** Why a custom field cannot be added (its rule, a duplicate, the limit), or undefined when it can. */
export function customFieldProblem(names: readonly string[], name: string): string | undefined {
  const rule = problemOf(customFieldRule, name);
  if (rule) return rule;
  if (names.includes(name)) return a.duplicateCustomField(name);
  if (names.length >= FACILITY_LIMITS.customFields) return m.validation.tooManyCustomFields(FACILITY_LIMITS.customFields);
  return undefined;
}

type Props = { idPrefix: string; value: AgreementSettings; onChange: (settings: AgreementSettings) => void };

/** What an agreement asks people to fill in (the has* items and custom fields), edited alike on the new-facility form and the detail. */
export function AgreementSettingsEditor({ idPrefix, value, onChange }: Props) {
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
  const checks = agreementFlags.map((flag) => ({
    key: flag,
    label: a[flag],
    checked: value[flag],
    onChange: (on: boolean) => onChange({ ...value, [flag]: on }),
  }));
  return (
    <>
      <CheckGroup legend={a.items} checks={checks} />
      <fieldset className="bare-fieldset facilities-checks">
        <legend>{a.customFields}</legend>
        {value.customFields.length ? (
          <Chips
            label={a.customFields}
            items={value.customFields}
            removeLabel={a.removeCustomField}
            onRemove={(field) => onChange({ ...value, customFields: value.customFields.filter((other) => other !== field) })}
          />
        ) : null}
        <div className="toolbar">
          <AddInput
            id={`${idPrefix}-custom`}
            label={a.customFieldInput}
            hint={a.customFieldHint(FACILITY_LIMITS.customField, FACILITY_LIMITS.customFields)}
            value={name}
            problem={problem}
            onChange={(text) => {
              setName(text);
              setProblem('');
            }}
            onAdd={add}
          />
          <button type="button" className="button button-secondary" onClick={add}>
            {a.addCustomField}
          </button>
        </div>
      </fieldset>
    </>
  );
}
