import { useId, useState, type FormEvent } from 'react';
import { ja } from '@/messages/ja';
import { looksLikeEmail, normalizeEmail } from '@/lib/text';

/** An e-mail form's field and submit, read as people type (full-width too): an invalid address shows its error, a valid one goes to `onValid`. */
export function useEmailForm(onValid: (email: string) => void) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = normalizeEmail(value);
    const problem = !email ? ja.signIn.emailRequired : !looksLikeEmail(email) ? ja.signIn.emailInvalid : undefined;
    setError(problem);
    if (!problem) onValid(email);
  };
  return { field: { value, onChange: setValue, error }, submit };
}

type Props = { label: string; value: string; onChange: (value: string) => void; error?: string; autoFocus?: boolean };

export function EmailField({ label, value, onChange, error, autoFocus }: Props) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={value}
        autoFocus={autoFocus}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-dirty={touched ? 'true' : undefined}
        onChange={(event) => {
          setTouched(true);
          onChange(event.target.value);
        }}
      />
      {error ? (
        <span className="error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
