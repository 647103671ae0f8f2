import { useId, type ReactNode } from 'react';
import { useStore } from '@tanstack/react-form';

/** What the custom fields need of a TanStack field: its value, errors, change and its form. */
export type CustomField<T> = {
  name: string;
  form: { store: object; state: { submissionAttempts: number } };
  state: { value: T; meta: { errors: unknown[]; isTouched: boolean } };
  handleChange: (updater: T | ((previous: T) => T)) => void;
};

type FormStore = Parameters<typeof useStore>[0];

/** Whether the form was submitted once: errors show from then on (a field re-renders on its own state only, so this subscribes). */
export const useAttempted = (field: CustomField<unknown>) =>
  useStore(field.form.store as FormStore, (state) => (state as { submissionAttempts: number }).submissionAttempts > 0);

type Check = { key: string; label: ReactNode; checked: boolean; onChange: (checked: boolean) => void };

type CheckGroupProps = { legend: string; checks: readonly Check[]; className?: string; children?: ReactNode };

/** A fieldset of checkboxes (tags, agreement items, training checklists); `children` go between the legend and the list. */
export function CheckGroup({ legend, checks, className = 'facilities-checks', children }: CheckGroupProps) {
  const id = useId();
  return (
    <fieldset className={`bare-fieldset ${className}`}>
      <legend>{legend}</legend>
      {children}
      {checks.length ? (
        <ul>
          {checks.map((check) => (
            <li key={check.key} className="checkbox">
              <input id={`${id}-${check.key}`} type="checkbox" checked={check.checked} onChange={(event) => check.onChange(event.target.checked)} />
              <label htmlFor={`${id}-${check.key}`}>{check.label}</label>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

type ChipsProps = { label: string; items: readonly string[]; removeLabel: (item: string) => string; onRemove: (item: string) => void };

/** Removable chips (free tags, custom fields), each with its own remove button. */
export function Chips({ label, items, removeLabel, onRemove }: ChipsProps) {
  return (
    <ul className="facilities-chips" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="badge">
          {item}
          <button type="button" className="facilities-chip-remove" aria-label={removeLabel(item)} onClick={() => onRemove(item)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

type AddInputProps = {
  id: string;
  className?: string;
  label: string;
  hint: string;
  value: string;
  problem: string;
  note?: string;
  onChange: (value: string) => void;
  onAdd: () => void;
  onBlur?: () => void;
};

/** A text input that adds its text on Enter, with its hint, the problem that kept it (alert) and a note (status). */
export function AddInput({ id, className = 'field', label, hint, value, problem, note, onChange, onAdd, onBlur }: AddInputProps) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <span className="hint" id={`${id}-hint`}>
        {hint}
      </span>
      <input
        id={id}
        type="text"
        aria-describedby={[`${id}-hint`, problem ? `${id}-error` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ')}
        aria-invalid={problem ? 'true' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter that confirms an IME conversion is not a request to add.
          if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
          event.preventDefault();
          onAdd();
        }}
        onBlur={onBlur}
      />
      {problem ? (
        <span className="error" id={`${id}-error`} role="alert">
          {problem}
        </span>
      ) : null}
      {note ? (
        <span className="facilities-tag-note" id={`${id}-note`} role="status">
          {note}
        </span>
      ) : null}
    </div>
  );
}
