import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from '@tanstack/react-form';
import { useLocation } from 'wouter';
import { createFacility } from '@/api/facilities';
import { errorDetail } from '@/api/api-error';
import { useCan, useCorporationId } from '@/session/session-context';
import { facilitiesMessages as m } from '@/messages/facilities';
import { paths } from '@/paths';
import { useAppForm } from '@/ui/form/form-kit';
import { withLoading } from '@/ui/loading/with-loading';
import { useUnsavedChanges } from '@/ui/navigation-guard';
import { ImageUploader } from '@/ui/upload';
import { activitiesValid, draftSchema, draftStore, emptyDraft, newFacilityOf, type FacilityDraft } from './draft';
import { ActivitiesEditor } from './parts/activities-editor';
import { AddressFields, BasicFields, CheckInFields, TextFields } from './parts/draft-fields';
import { LocationFields } from './parts/location-fields';
import { TagPicker } from './parts/tag-picker';
import './facilities.css';

/** /facilities/new: the whole draft of SPEC §3, kept in localStorage until it is saved. */
export default function FacilityNewPage() {
  const corporationId = useCorporationId();
  const stored = useMemo(() => draftStore.load(corporationId), [corporationId]);
  // Discarding a restored draft remounts the form on an empty draft.
  const [restored, setRestored] = useState<FacilityDraft | null>(stored);
  return (
    <NewFacilityForm
      key={restored ? 'restored' : 'empty'}
      corporationId={corporationId}
      restored={restored}
      onDiscard={() => {
        draftStore.clear(corporationId);
        setRestored(null);
      }}
    />
  );
}

function NewFacilityForm({ corporationId, restored, onDiscard }: { corporationId: string; restored: FacilityDraft | null; onDiscard: () => void }) {
  const canEditSpecial = useCan('canEditSpecialTag');
  const [, navigate] = useLocation();
  const [pdf, setPdf] = useState<File | null>(null);
  const [serverError, setServerError] = useState('');
  const [savedId, setSavedId] = useState<string | null>(null);
  const [showActivityErrors, setShowActivityErrors] = useState(false);
  const pdfId = useId();

  const form = useAppForm({
    defaultValues: restored ?? emptyDraft(),
    validators: { onChange: draftSchema },
    onSubmit: async ({ value }) => {
      setShowActivityErrors(true);
      if (!activitiesValid(value.activities)) return;
      setServerError('');
      try {
        const facility = await withLoading(() => createFacility(newFacilityOf(value, corporationId, pdf)), { success: m.create.saved });
        draftStore.clear(corporationId);
        setSavedId(facility.id);
      } catch (error) {
        // A failed save keeps every field: the form is untouched and the draft stays stored.
        setServerError(errorDetail(error));
      }
    },
  });

  const values = useStore(form.store, (state) => state.values);
  const isDirty = useStore(form.store, (state) => state.isDirty);
  useUnsavedChanges(isDirty && savedId === null);
  useEffect(() => {
    if (savedId === null && isDirty) draftStore.save(corporationId, values);
  }, [values, isDirty, savedId, corporationId]);
  useEffect(() => {
    if (savedId) navigate(paths.facility(savedId));
  }, [savedId, navigate]);

  return (
    <form
      className="facilities facilities-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {restored ? (
        <div className="notice" role="status">
          <p>{m.create.draftRestored}</p>
          <p>
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => {
                if (window.confirm(m.create.discardConfirm)) onDiscard();
              }}
            >
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
        <form.Field name="tags">{(field) => <TagPicker value={field.state.value} onChange={field.handleChange} canEditSpecial={canEditSpecial} />}</form.Field>
      </fieldset>
      <fieldset className="card facilities-fieldset">
        <legend>{m.sections.activities}</legend>
        <form.Field name="activities">
          {(field) => <ActivitiesEditor value={field.state.value} onChange={field.handleChange} showErrors={showActivityErrors} />}
        </form.Field>
      </fieldset>
      <fieldset className="card facilities-fieldset">
        <legend>{m.sections.images}</legend>
        <form.Field name="images">{(field) => <ImageUploader label={m.fields.images} value={field.state.value} onChange={field.handleChange} />}</form.Field>
      </fieldset>
      <CheckInFields form={form} />
      <LocationFields form={form} />
      <fieldset className="card facilities-fieldset">
        <legend>{m.sections.agreement}</legend>
        <form.AppField name="needAgreement">{(field) => <field.CheckboxField label={m.fields.needAgreement} />}</form.AppField>
        <div className="field">
          <label htmlFor={pdfId}>{m.fields.agreementPdf}</label>
          <span className="hint" id={`${pdfId}-hint`}>
            {m.fields.agreementPdfHint}
          </span>
          <input id={pdfId} type="file" accept="application/pdf,.pdf" aria-describedby={`${pdfId}-hint`} onChange={(event) => setPdf(event.target.files?.[0] ?? null)} />
        </div>
      </fieldset>
      {serverError ? (
        <p className="notice notice-danger" role="alert">
          {serverError}
        </p>
      ) : null}
      <form.AppForm>
        <form.FormErrors />
        <p className="actions">
          <form.SubmitButton label={m.create.submit} busyLabel={m.create.submitting} />
        </p>
      </form.AppForm>
    </form>
  );
}
