import { useId, useState, type FormEvent } from 'react';
import { ja } from '@/messages/ja';
import { looksLikeEmail, normalizeEmail } from '@/lib/text';

/** Validates an e-mail the way people type it (full-width accepted); returns the clean value or an error. */
export function validateEmail(raw: string): { email: string } | { error: string } {
  const email = normalizeEmail(raw);
  if (!email) return { error: ja.signIn.emailRequired };
  if (!looksLikeEmail(email)) return { error: ja.signIn.emailInvalid };
  return { email };
}

/** An e-mail form's field state and submit: an invalid address shows its error, a valid one goes to `onValid`. */
export function useEmailForm(onValid: (email: string) => void) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateEmail(value);
    setError('error' in result ? result.error : undefined);
    if ('email' in result) onValid(result.email);
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
