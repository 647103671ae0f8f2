import { useId, useState } from 'react';
import { facilityMutations } from '@/api/facilities';
import { useCan, useCorporationId } from '@/session/session-context';
import { facilitiesMessages as m } from '@/messages/facilities';
import { paths } from '@/paths';
import { submitProps, useAppForm } from '@/ui/form/form-kit';
import { useFormDraft } from '@/ui/form/use-draft';
import { settleUploads, useUploadBatch } from '@/ui/upload';
import { useAppMutation } from '@/ui/use-app-mutation';
import { emptyDraft, newFacilityOf } from './draft';
import { validateDraft } from './draft-rules';
import { ActivitiesField } from './parts/activities-editor';
import { AgreementSettingsEditor } from './parts/agreement-settings';
import { DraftFields } from './parts/draft-fields';
import { PdfPicker } from './parts/pdf-picker';
import { TagsField } from './parts/tag-picker';
import './facilities.css';

/** /facilities/new: the whole new-facility draft (docs/facilities.md), kept for its person until it is saved (src/ui/form/use-draft.tsx). */
export default function FacilityNewPage() {
  const corporationId = useCorporationId();
  const canEditSpecial = useCan('canEditSpecialTag');
  const [pdf, setPdf] = useState<File | null>(null);
  const pdfId = useId();
  const uploads = useUploadBatch();
  const create = useAppMutation(facilityMutations.create(corporationId), { success: m.create.saved });

  const form = useAppForm({
    defaultValues: emptyDraft(),
    validators: { onChange: validateDraft },
    onSubmit: async ({ formApi }) => {
      // New files are uploaded first; a file that failed stops the save (the uploader says why).
      if ((await settleUploads(uploads)) === 'refused') return;
      // Read after the wait: images that finished meanwhile are in the form now.
      const facility = await create.mutateAsync(newFacilityOf(formApi.state.values, corporationId, pdf));
      draft.done(paths.facility(facility.id));
    },
  });

  const draft = useFormDraft(form, ['facility', 'new']);

  return (
    <form className="facilities facilities-form" aria-label={m.create.formLabel} {...submitProps(form)}>
      {draft.offer}
      <DraftFields form={form} uploads={uploads} imagesLabel={m.sections.images}>
        <fieldset className="card facilities-fieldset">
          <legend>{m.sections.tags}</legend>
          <form.Field name="tags">{(field) => <TagsField field={field} canEditSpecial={canEditSpecial} />}</form.Field>
        </fieldset>
        <fieldset className="card facilities-fieldset">
          <legend>{m.sections.activities}</legend>
          <form.Field name="activities">{(field) => <ActivitiesField field={field} />}</form.Field>
        </fieldset>
      </DraftFields>
      <fieldset className="card facilities-fieldset">
        <legend>{m.sections.agreement}</legend>
        <form.AppField name="needAgreement">{(field) => <field.CheckboxField label={m.fields.needAgreement} />}</form.AppField>
        <form.Subscribe selector={(state) => state.values.needAgreement}>
          {(needAgreement) => (
            <>
              <PdfPicker
                id={pdfId}
                label={m.fields.agreementPdf}
                hint={m.fields.agreementPdfHint}
                file={pdf}
                disabled={!needAgreement}
                disabledHint={m.fields.agreementPdfDisabled}
                onChange={setPdf}
              />
              {needAgreement && !pdf ? <p className="hint">{m.fields.agreementPdfMissing}</p> : null}
              {/* What people fill in when they agree: asked only once the agreement itself is. */}
              {needAgreement ? (
                <form.Field name="agreement">
                  {(field) => <AgreementSettingsEditor idPrefix={`${pdfId}-settings`} value={field.state.value} onChange={field.handleChange} />}
                </form.Field>
              ) : null}
            </>
          )}
        </form.Subscribe>
      </fieldset>
      <form.AppForm>
        <form.FormErrors />
        <p className="actions">
          <form.SubmitButton label={m.create.submit} busyLabel={m.create.submitting} />
        </p>
      </form.AppForm>
    </form>
  );
}
