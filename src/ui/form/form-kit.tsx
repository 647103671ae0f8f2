import { createFormHook } from '@tanstack/react-form';
import { ja } from '@/messages/ja';
import { fieldContext, formContext, useFormContext } from './form-context';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields';

/** Submit button that is busy while the form submits; enabled otherwise so errors can be shown. */
function SubmitButton({ label, busyLabel = '保存中…' }: { label: string; busyLabel?: string }) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? busyLabel : label}
        </button>
      )}
    </form.Subscribe>
  );
}

/** A summary of what is still wrong, shown after a submit attempt. */
function FormErrors() {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => [state.submissionAttempts, state.isValid] as const}>
      {([attempts, isValid]) =>
        attempts > 0 && !isValid ? (
          <p className="notice notice-danger" role="alert">
            {ja.formInvalid}
          </p>
        ) : null
      }
    </form.Subscribe>
  );
}

/**
 * The app's one form hook (TanStack Form `createFormHook`): features build forms with
 * `useAppForm({ defaultValues, validators: { onChange: arktypeSchema }, onSubmit })` and
 * `<form.AppField name="x">{(f) => <f.TextField label="…" />}</form.AppField>`.
 */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, SelectField, CheckboxField },
  formComponents: { SubmitButton, FormErrors },
});
