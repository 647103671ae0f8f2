import { useId } from 'react';
import { charCount } from '@/lib/text';
import { describedBy, FieldErrors, FieldHint, FieldShell } from './field-shell';
import { useFieldRegistration } from './field-registry';
import { errorMessages, useFieldContext } from './form-context';
import './form.css';

type Common = { label: string; hint?: string; required?: boolean };

/** A field's errors (shown once touched or after a submit) and states: changed and passing every rule (`data-valid`), invalid, or dirty. */
function useFieldState<T>(id: string, label: string) {
  const field = useFieldContext<T>();
  useFieldRegistration(field.form, field.name, id, label);
  const meta = field.state.meta;
  const all = errorMessages(meta.errors);
  const errors = meta.isTouched || field.form.state.submissionAttempts > 0 ? all : [];
  const stateAttributes = {
    'aria-invalid': errors.length ? ('true' as const) : undefined,
    'data-dirty': meta.isDirty ? 'true' : undefined,
    'data-valid': meta.isDirty && all.length === 0 ? 'true' : undefined,
  };
  return { field, errors, stateAttributes };
}

/** What a text input, a textarea and a select share: value, validity, description ids, states, handlers. */
function useTextControl({ label, hint, required, maxLength }: Common & { maxLength?: number }) {
  const id = useId();
  const { field, errors, stateAttributes } = useFieldState<string>(id, label);
  const value = field.state.value ?? '';
  const counter = maxLength ? { length: charCount(value), max: maxLength } : undefined;
  const textControl = {
    id,
    name: field.name,
    value,
    ...stateAttributes,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, { hint, errors, counter }),
    onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value),
    onBlur: field.handleBlur,
  };
  return { id, errors, counter, textControl };
}

type TextFieldProps = Common & {
  maxLength?: number;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'datetime-local' | 'search';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url' | 'decimal';
  autoComplete?: string;
  placeholder?: string;
};

/** A text input; `maxLength` shows the remaining characters (and lets people type past it, with an error). */
export function TextField({ label, hint, required, maxLength, type = 'text', inputMode, autoComplete, placeholder }: TextFieldProps) {
  const { id, errors, counter, textControl } = useTextControl({ label, hint, required, maxLength });
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} required={required} counter={counter}>
      <input type={type} inputMode={inputMode} autoComplete={autoComplete} placeholder={placeholder} {...textControl} />
    </FieldShell>
  );
}

export function TextAreaField({ label, hint, required, maxLength, rows = 5 }: Common & { maxLength?: number; rows?: number }) {
  const { id, errors, counter, textControl } = useTextControl({ label, hint, required, maxLength });
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} required={required} counter={counter}>
      <textarea rows={rows} {...textControl} />
    </FieldShell>
  );
}

export type Option = { value: string; label: string };

export function SelectField({ label, hint, required, options, placeholder }: Common & { options: readonly Option[]; placeholder?: string }) {
  const { id, errors, textControl } = useTextControl({ label, hint, required });
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} required={required}>
      <select {...textControl}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** One choice of a few, as radio buttons in a fieldset (the legend is the label). */
export function RadioGroupField({ label, hint, options }: { label: string; hint?: string; options: readonly Option[] }) {
  const id = useId();
  const { field, errors, stateAttributes } = useFieldState<string>(`${id}-${options[0]?.value ?? ''}`, label);
  return (
    <fieldset className="field bare-fieldset radio-group" aria-describedby={describedBy(id, { hint, errors })} aria-invalid={stateAttributes['aria-invalid']}>
      <legend>{label}</legend>
      <FieldHint id={id} hint={hint} />
      {options.map((option) => (
        <span key={option.value} className="checkbox">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={`${id}-${field.name}`}
            value={option.value}
            checked={field.state.value === option.value}
            onChange={() => field.handleChange(option.value)}
            onBlur={field.handleBlur}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </span>
      ))}
      <FieldErrors id={id} errors={errors} />
    </fieldset>
  );
}

export function CheckboxField({ label, hint }: { label: string; hint?: string }) {
  const id = useId();
  const { field, errors, stateAttributes } = useFieldState<boolean>(id, label);
  return (
    <div className="field">
      <span className="checkbox">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={field.state.value === true}
          aria-invalid={stateAttributes['aria-invalid']}
          aria-describedby={describedBy(id, { hint, errors })}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
        />
        <label htmlFor={id}>{label}</label>
      </span>
      <FieldHint id={id} hint={hint} />
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}
