import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { facilityMutations, type Facility } from '@/api/facilities';
import { safeHref } from '@/lib/safe-url';
import { facilitiesMessages as m } from '@/messages/facilities';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { submitProps, useAppForm } from '@/ui/form/form-kit';
import { useFormDraft, useHasDraft } from '@/ui/form/use-draft';
import { useUnsavedChanges } from '@/ui/navigation-guard';
import { settleUploads, useUploadBatch } from '@/ui/upload';
import { useAppMutation } from '@/ui/use-app-mutation';
import { draftFromFacility, facilityFieldsOf } from '../draft';
import { validateDraft } from '../draft-rules';
import { DraftFields } from './draft-fields';

type Props = { corporationId: string; facility: Facility };
const draftRecord = (facility: Facility) => ['facility', facility.id, 'basic'];

const f = m.fields;
const orNotSet = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? m.detail.notSet : String(value));

/** 〒123-4567 東京都渋谷区…, or 未設定 like every other empty field. */
export function addressLine(postalCode: string, prefecture: string, address: string): string {
  const text = [postalCode ? `〒${postalCode}` : '', `${prefecture}${address}`].filter(Boolean).join(' ');
  return text || m.detail.notSet;
}

/** Basic info: shown as a list, edited in place and saved with /update (imageIds keep uploaded images). */
export function BasicSection(props: Props) {
  const [editing, setEditing] = useState(useHasDraft(draftRecord(props.facility)));
  const { facility } = props;
  return (
    <section className="card" aria-labelledby="facility-basic-heading">
      <div className="heading-row">
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
            <ul className="facilities-images" aria-label={f.images}>
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
      <dd>{addressLine(facility.postalCode, facility.prefecture, facility.address)}</dd>
      <dt>{m.sections.delivery}</dt>
      <dd>
        {facility.isSameDeliveryAddress
          ? f.isSameDeliveryAddress
          : [addressLine(facility.deliveryPostalCode, facility.deliveryPrefecture, facility.deliveryAddress), facility.addressee].filter(Boolean).join(' ')}
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

function BasicForm({ corporationId, facility, onDone }: Props & { onDone: () => void }) {
  const [askingCancel, setAskingCancel] = useState(false);
  const uploads = useUploadBatch();
  const update = useAppMutation(facilityMutations.update(corporationId, facility.id), { success: m.detail.savedBasic });
  const form = useAppForm({
    defaultValues: draftFromFacility(facility),
    validators: { onChange: validateDraft },
    onSubmit: async ({ formApi }) => {
      // New files are uploaded first; the form stays open (and the uploads alive) until then.
      if ((await settleUploads(uploads)) === 'refused') return;
      const value = formApi.state.values;
      await update.mutateAsync({ fields: facilityFieldsOf(value), imageIds: value.images.map((image) => image.id) });
      draft.done();
      onDone();
    },
  });
  const draft = useFormDraft(form, draftRecord(facility));
  const uploading = useSelector(uploads, (snapshot) => snapshot.context.items.length > 0);
  useUnsavedChanges(uploading);
  return (
    <form className="facilities-form" aria-label={m.detail.editBasicLabel} {...submitProps(form)}>
      {draft.offer}
      <DraftFields form={form} bare uploads={uploads} imagesLabel={f.images} />
      <form.AppForm>
        <form.FormErrors />
        <p className="actions">
          <form.SubmitButton label={m.detail.saveBasic} />
          <button type="button" className="button button-secondary" onClick={() => (draft.changed || uploading ? setAskingCancel(true) : onDone())}>
            {m.detail.cancel}
          </button>
        </p>
      </form.AppForm>
      <ConfirmDialog
        open={askingCancel}
        title={m.detail.cancelEditTitle}
        confirmLabel={m.detail.cancelEditConfirm}
        cancelLabel={m.detail.keepEditing}
        danger
        onConfirm={() => {
          setAskingCancel(false);
          draft.done();
          onDone();
        }}
        onCancel={() => setAskingCancel(false)}
      >
        <p>{m.detail.cancelEditBody}</p>
      </ConfirmDialog>
    </form>
  );
}
