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
 * The app's one form hook (TanStack Form `createFormHook`): features build forms with
 * `useAppForm({ defaultValues, validators: { onChange: arktypeSchema }, onSubmit })` and
 * `<form.AppField name="x">{(f) => <f.TextField label="…" />}</form.AppField>`, and end them with
 * `<form.AppForm><form.FormErrors /><form.SubmitButton label="…" /></form.AppForm>`: after a
 * rejected submit the summary links every error to its field and focus goes to the first one.
 * Fields show only the messages the rules wrote (src/ui/form/rule-messages.ts).
 */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, SelectField, CheckboxField, RadioGroupField },
  formComponents: { SubmitButton, FormErrors },
});

/**
 * The props of a form-kit form's <form> element: the browser's own validation off (the rules speak
 * Japanese), and its submit made the form's. A save that fails in `onSubmit` has been said once, by
 * its action's toast (src/ui/use-app-mutation.ts): nothing more to do, and every field keeps what was typed.
 *
 * @example <form aria-label="…" {...submitProps(form)}>
 */
export const submitProps = (form: { handleSubmit: () => Promise<unknown> }) => ({
  noValidate: true,
  onSubmit: (event: FormEvent) => {
    event.preventDefault();
    form.handleSubmit().catch(() => undefined);
  },
});
