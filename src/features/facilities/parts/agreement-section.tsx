import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { agreementFlags, facilityMutations, type Agreement, type AgreementSettings } from '@/api/facilities';
import { defaultAgreementSettings } from '@/api/facility-input';
import { queryOf } from '@/api/queries';
import { reads } from '@/api/reads';
import { safeHref } from '@/lib/safe-url';
import { facilitiesMessages as m } from '@/messages/facilities';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useFieldRegistration } from '@/ui/form/field-registry';
import { errorMessages } from '@/ui/form/form-context';
import { submitProps, useAppForm } from '@/ui/form/form-kit';
import { useFormDraft } from '@/ui/form/use-draft';
import { QueryState } from '@/ui/query-state';
import { useAppMutation } from '@/ui/use-app-mutation';
import { AgreementSettingsEditor } from './agreement-settings';
import type { CustomField } from './controls';
import { PdfPicker } from './pdf-picker';

const a = m.agreement;

const settingsOf = (agreement: Agreement): AgreementSettings => ({
  ...(Object.fromEntries(agreementFlags.map((flag) => [flag, agreement[flag]])) as Record<(typeof agreementFlags)[number], boolean>),
  customFields: agreement.customFields,
});
const valuesOf = (agreement: Agreement | null) => ({ file: null as File | null, settings: agreement ? settingsOf(agreement) : defaultAgreementSettings() });

/** The agreement: get, update (multipart with the has* items and custom fields), delete. */
export function AgreementSection({ corporationId, facilityId }: { corporationId: string; facilityId: string }) {
  const id = useId();
  const agreement = useQuery(queryOf(reads.agreement(corporationId, facilityId)));
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.sections.agreement}</h2>
      <QueryState query={agreement}>{(loaded) => <AgreementForm corporationId={corporationId} facilityId={facilityId} agreement={loaded} />}</QueryState>
    </section>
  );
}

function AgreementForm({ corporationId, facilityId, agreement }: { corporationId: string; facilityId: string; agreement: Agreement | null }) {
  const id = useId();
  const [askingDelete, setAskingDelete] = useState(false);
  const save = useAppMutation(facilityMutations.saveAgreement(corporationId, facilityId), { success: a.saved });
  const remove = useAppMutation(facilityMutations.deleteAgreement(corporationId, facilityId), { success: a.deleted });
  const form = useAppForm({
    defaultValues: valuesOf(agreement),
    validators: {
      // A new agreement needs its PDF; an existing one keeps its file unless another is chosen.
      onSubmit: ({ value }) => (!agreement && !value.file ? { fields: { file: a.fileRequired } } : undefined),
    },
    onSubmit: async ({ value, formApi }) => {
      const saved = await save.mutateAsync({ file: value.file, ...value.settings });
      formApi.reset(valuesOf(saved));
    },
  });
  const draft = useFormDraft(form, ['facility', facilityId, 'agreement']);
  const href = safeHref(agreement?.fileUrl) ?? (agreement?.fileUrl?.startsWith('data:application/pdf') ? agreement.fileUrl : undefined);
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
      form.reset(valuesOf(null));
    } catch {
      // Shown once, by the action's toast.
    } finally {
      setAskingDelete(false);
    }
  };

  return (
    <form className="facilities-agreement" aria-label={m.sections.agreement} {...submitProps(form)}>
      {draft.offer}
      {agreement ? (
        <p>
          {a.current}：
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" download={agreement.fileName ?? undefined}>
              {agreement.fileName ?? a.open}
            </a>
          ) : (
            (agreement.fileName ?? a.open)
          )}
        </p>
      ) : (
        <p className="hint">{a.none}</p>
      )}
      <form.Field name="file">{(field) => <FileField field={field} id={`${id}-file`} hasAgreement={agreement !== null} />}</form.Field>
      <form.Field name="settings">{(field) => <AgreementSettingsEditor idPrefix={id} value={field.state.value} onChange={field.handleChange} />}</form.Field>
      <form.AppForm>
        <form.FormErrors />
        <p className="actions">
          <form.SubmitButton label={a.save} />
          {agreement ? (
            <button type="button" className="button button-danger" onClick={() => setAskingDelete(true)}>
              {a.delete}
            </button>
          ) : null}
        </p>
      </form.AppForm>
      <ConfirmDialog
        open={askingDelete}
        title={a.deleteTitle}
        confirmLabel={a.delete}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAskingDelete(false)}
      >
        <p>{a.deleteBody}</p>
      </ConfirmDialog>
    </form>
  );
}

/** The PDF, as a field of the form: the summary links to it when a new agreement has none. */
function FileField({ field, id, hasAgreement }: { field: CustomField<File | null>; id: string; hasAgreement: boolean }) {
  useFieldRegistration(field.form, field.name, id, a.file);
  const errors = field.form.state.submissionAttempts > 0 ? errorMessages(field.state.meta.errors) : [];
  return (
    <PdfPicker
      id={id}
      label={a.file}
      hint={hasAgreement ? a.fileHint : a.fileHintNew}
      file={field.state.value}
      error={errors.join(' ') || undefined}
      onChange={(file) => field.handleChange(file)}
    />
  );
}
