import type { FormEvent } from 'react';
import { createFormHook } from '@tanstack/react-form';
import { fieldContext, formContext, useFormContext } from './form-context';
import { FormErrors } from './form-errors';
import { CheckboxField, RadioGroupField, SelectField, TextAreaField, TextField } from './fields';

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

/**
 * The app's one form hook (TanStack Form `createFormHook`): `useAppForm({ defaultValues, validators: { onChange: arktypeSchema }, onSubmit })`,
 * `<form.AppField name="x">{(f) => <f.TextField label="…" />}</form.AppField>`,
 * `<form.AppForm><form.FormErrors /><form.SubmitButton label="…" /></form.AppForm>`.
 */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, SelectField, CheckboxField, RadioGroupField },
  formComponents: { SubmitButton, FormErrors },
});

/**
 * A form-kit <form>'s props: the browser's own validation off (the rules speak Japanese), its submit the form's. A save failing in `onSubmit`
 * was said by its action's toast (src/ui/use-app-mutation.ts), and every field keeps what was typed.
 */
export const submitProps = (form: { handleSubmit: () => Promise<unknown> }) => ({
  noValidate: true,
  onSubmit: (event: FormEvent) => {
    event.preventDefault();
    form.handleSubmit().catch(() => undefined);
  },
});
