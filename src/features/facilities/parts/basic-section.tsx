import { useState } from 'react';
import { useStore } from '@tanstack/react-form';
import { updateFacility, type Facility } from '@/api/facilities';
import { errorDetail } from '@/api/api-error';
import { safeHref } from '@/lib/safe-url';
import { ja } from '@/messages/ja';
import { facilitiesMessages as m } from '@/messages/facilities';
import { useAppForm } from '@/ui/form/form-kit';
import { withLoading } from '@/ui/loading/with-loading';
import { useUnsavedChanges } from '@/ui/navigation-guard';
import { ImageUploader } from '@/ui/upload';
import { draftFromFacility, draftSchema, facilityFieldsOf } from '../draft';
import { AddressFields, BasicFields, CheckInFields, TextFields } from './draft-fields';
import { LocationFields } from './location-fields';
import { FailureNotice } from '@/ui/failure-notice';

type Props = { corporationId: string; facility: Facility; onSaved: (facility: Facility) => void };

const f = m.fields;
const orNotSet = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? m.detail.notSet : String(value));

/** Basic info: shown as a list, edited in place and saved with /update (imageIds keep uploaded images). */
export function BasicSection(props: Props) {
  const [editing, setEditing] = useState(false);
  const { facility } = props;
  return (
    <section className="card" aria-labelledby="facility-basic-heading">
      <div className="facilities-section-header">
        <h2 id="facility-basic-heading">{m.sections.basic}</h2>
        {editing ? null : (
          <button type="button" className="button button-small button-secondary" onClick={() => setEditing(true)}>
            {m.detail.edit}
          </button>
        )}
      </div>
      {editing ? (
        <BasicForm {...props} onDone={() => setEditing(false)} />
      ) : (
        <>
          {facility.imageUrls.length ? (
            <ul className="facilities-images">
              {facility.imageUrls.map((url, index) => (
                <li key={facility.imageIds[index] ?? url}>
                  <img src={url} alt={`${facility.name} ${m.sections.images}${index + 1}`} width={160} height={100} />
                </li>
              ))}
            </ul>
          ) : null}
          <BasicDetails facility={facility} />
        </>
      )}
    </section>
  );
}

function BasicDetails({ facility }: { facility: Facility }) {
  const url = safeHref(facility.url);
  return (
    <dl className="details">
      <dt>{f.name}</dt>
      <dd>{facility.name}</dd>
      <dt>{m.sections.address}</dt>
      <dd>
        {facility.postalCode ? `〒${facility.postalCode} ` : ''}
        {facility.prefecture}
        {facility.address}
      </dd>
      <dt>{m.sections.delivery}</dt>
      <dd>
        {facility.isSameDeliveryAddress
          ? f.isSameDeliveryAddress
          : `〒${facility.deliveryPostalCode} ${facility.deliveryPrefecture}${facility.deliveryAddress} ${facility.addressee}`}
      </dd>
      <dt>{f.tel}</dt>
      <dd>{orNotSet(facility.tel)}</dd>
      <dt>{f.url}</dt>
      <dd>
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {facility.url}
          </a>
        ) : (
          orNotSet(facility.url)
        )}
      </dd>
      <dt>{f.catchphrase}</dt>
      <dd>{orNotSet(facility.catchphrase)}</dd>
      <dt>{f.introduction}</dt>
      <dd className="facilities-pre">{orNotSet(facility.introduction)}</dd>
      <dt>{f.caution}</dt>
      <dd className="facilities-pre">{orNotSet(facility.caution)}</dd>
      <dt>
        {f.latitude}・{f.longitude}
      </dt>
      <dd>{facility.latitude !== null && facility.longitude !== null ? `${facility.latitude}, ${facility.longitude}` : m.detail.notSet}</dd>
    </dl>
  );
}

function BasicForm({ corporationId, facility, onSaved, onDone }: Props & { onDone: () => void }) {
  const [error, setError] = useState('');
  const form = useAppForm({
    defaultValues: draftFromFacility(facility),
    validators: { onChange: draftSchema },
    onSubmit: async ({ value }) => {
      setError('');
      try {
        const imageIds = value.images.map((image) => image.id);
        const saved = await withLoading(() => updateFacility(corporationId, facility.id, facilityFieldsOf(value), imageIds), { success: m.detail.savedBasic });
        onSaved(saved);
        onDone();
      } catch (failure) {
        setError(errorDetail(failure));
      }
    },
  });
  const isDirty = useStore(form.store, (state) => state.isDirty);
  useUnsavedChanges(isDirty);
  return (
    <form
      noValidate
      className="facilities-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <BasicFields form={form} />
      <AddressFields form={form} />
      <TextFields form={form} />
      <fieldset className="card facilities-fieldset">
        <legend>{m.sections.images}</legend>
        <form.Field name="images">{(field) => <ImageUploader label={f.images} value={field.state.value} onChange={field.handleChange} />}</form.Field>
      </fieldset>
      <CheckInFields form={form} />
      <LocationFields form={form} />
      <FailureNotice error={error} />
      <form.AppForm>
        <form.FormErrors />
        <p className="actions">
          <form.SubmitButton label={m.detail.saveBasic} />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              if (isDirty && !window.confirm(ja.unsavedChanges)) return;
              form.reset();
              onDone();
            }}
          >
            {m.detail.cancel}
          </button>
        </p>
      </form.AppForm>
    </form>
  );
}
