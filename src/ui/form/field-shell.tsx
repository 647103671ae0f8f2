import type { ReactNode } from 'react';

type Props = { id: string; label: string; hint?: string; errors: string[]; required?: boolean; counter?: { length: number; max: number }; children: ReactNode };

/** Label, hint, error and character counter around one control; ids wire aria-describedby. */
export function FieldShell({ id, label, hint, errors, required, counter, children }: Props) {
  const remaining = counter ? counter.max - counter.length : 0;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <span className="required-mark">（必須）</span> : null}
      </label>
      <FieldHint id={id} hint={hint} />
      {children}
      {counter ? (
        <span className="counter" id={`${id}-counter`} data-over={remaining < 0 ? 'true' : 'false'} aria-live="polite">
          {remaining >= 0 ? `残り${remaining}文字` : `${-remaining}文字超えています`}
        </span>
      ) : null}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}

/** A field's hint and its errors, under the ids `describedBy` names. */
export const FieldHint = ({ id, hint }: { id: string; hint?: string }) =>
  hint ? (
    <span className="hint" id={`${id}-hint`}>
      {hint}
    </span>
  ) : null;
export const FieldErrors = ({ id, errors }: { id: string; errors: string[] }) =>
  errors.length ? (
    <span className="error" id={`${id}-error`} role="alert">
      {errors.join(' ')}
    </span>
  ) : null;

export function describedBy(id: string, parts: { hint?: unknown; errors: string[]; counter?: unknown }): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : '', parts.counter ? `${id}-counter` : '', parts.errors.length ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
