import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from '@tanstack/react-form';
import { useLocation } from 'wouter';
import { facilityMutations } from '@/api/facilities';
import { useCan, useCorporationId, useProfile } from '@/session/session-context';
import { facilitiesMessages as m } from '@/messages/facilities';
import { paths } from '@/paths';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useAppForm } from '@/ui/form/form-kit';
import { useUnsavedChanges } from '@/ui/navigation-guard';
import { settleUploads, useUploadBatch } from '@/ui/upload';
import { useAppMutation } from '@/ui/use-app-mutation';
import { emptyDraft, newFacilityOf, type FacilityDraft } from './draft';
import { validateDraft } from './draft-rules';
import { draftStore, useDraftPersistence, type DraftOwner } from './draft-store';
import { AgreementSettingsEditor } from './parts/agreement-settings';
import { ActivitiesField, ImagesField, TagsField } from './parts/draft-custom-fields';
import { AddressFields, BasicFields, CheckInFields, TextFields } from './parts/draft-fields';
import { LocationFields } from './parts/location-fields';
import { PdfPicker } from './parts/pdf-picker';
import './facilities.css';

/** /facilities/new: the whole draft of SPEC §3, kept in localStorage until it is saved. */
export default function FacilityNewPage() {
  const corporationId = useCorporationId();
  const profile = useProfile();
  const owner: DraftOwner = profile?.uid || profile?.email || undefined;
  const stored = useMemo(() => draftStore.load(corporationId, owner), [corporationId, owner]);
  // Discarding a restored draft remounts the form on an empty draft.
  const [restored, setRestored] = useState<FacilityDraft | null>(stored);
  return (
    <NewFacilityForm
      key={restored ? 'restored' : 'empty'}
      corporationId={corporationId}
      owner={owner}
      restored={restored}
      onDiscard={() => {
        draftStore.clear(corporationId);
        setRestored(null);
      }}
    />
  );
}

function NewFacilityForm({
  corporationId,
  owner,
  restored,
  onDiscard,
}: {
  corporationId: string;
  owner: DraftOwner;
  restored: FacilityDraft | null;
  onDiscard: () => void;
}) {
  const canEditSpecial = useCan('canEditSpecialTag');
  const [, navigate] = useLocation();
  const [pdf, setPdf] = useState<File | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [askingDiscard, setAskingDiscard] = useState(false);
  const pdfId = useId();
  const uploads = useUploadBatch();
  const create = useAppMutation(facilityMutations.create(corporationId), { success: m.create.saved });

  const form = useAppForm({
    defaultValues: restored ?? emptyDraft(),
    validators: { onChange: validateDraft },
    onSubmit: async ({ formApi }) => {
      // SPEC §5: new files are uploaded first; a file that failed stops the save (the uploader says why).
      if ((await settleUploads(uploads)) === 'refused') return;
      try {
        // Read after the wait: images that finished meanwhile are in the form now.
        const facility = await create.mutateAsync(newFacilityOf(formApi.state.values, corporationId, pdf));
        persistence.discardPending();
        draftStore.clear(corporationId);
        setSavedId(facility.id);
      } catch {
        // Shown once, by the action's toast; every field and the stored draft stay.
      }
    },
  });

  const isDirty = useStore(form.store, (state) => state.isDirty);
  useUnsavedChanges(isDirty && savedId === null);
  // Kept in storage as it changes, without re-rendering the whole 3,800 px form on every keystroke.
  const persistence = useDraftPersistence(form.store, corporationId, owner, savedId === null);
  useEffect(() => {
    // The new facility replaces the form in history: Back from its detail does not reopen a sent form.
    if (savedId) navigate(paths.facility(savedId), { replace: true });
  }, [savedId, navigate]);

  return (
    <form
      className="facilities facilities-form"
      noValidate
      aria-label={m.create.formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {restored ? (
        <div className="notice" role="status">
          <p>{m.create.draftRestored}</p>
          <p>
            <button type="button" className="button button-small button-secondary" onClick={() => setAskingDiscard(true)}>
              {m.create.discardDraft}
            </button>
          </p>
        </div>
      ) : null}
      <BasicFields form={form} />
      <AddressFields form={form} />
      <TextFields form={form} />
      <fieldset className="card facilities-fieldset">
        <legend>{m.sections.tags}</legend>
        <form.Field name="tags">{(field) => <TagsField field={field} canEditSpecial={canEditSpecial} />}</form.Field>
      </fieldset>
      <fieldset className="card facilities-fieldset">
        <legend>{m.sections.activities}</legend>
        <form.Field name="activities">{(field) => <ActivitiesField field={field} />}</form.Field>
      </fieldset>
      <form.Field name="images">{(field) => <ImagesField field={field} uploads={uploads} label={m.sections.images} />}</form.Field>
      <CheckInFields form={form} />
      <LocationFields form={form} />
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
      <ConfirmDialog
        open={askingDiscard}
        title={m.create.discardConfirm}
        confirmLabel={m.create.discardDraft}
        danger
        onConfirm={() => {
          setAskingDiscard(false);
          onDiscard();
        }}
        onCancel={() => setAskingDiscard(false)}
      >
        <p>{m.create.discardBody}</p>
      </ConfirmDialog>
    </form>
  );
}
