import { useId, useRef, useState, type ReactNode } from 'react';
import { FACILITY_LIMITS as L } from '@/api/facility-input';
import { facilitiesMessages as m } from '@/messages/facilities';
import { withForm } from '@/ui/form/form-kit';
import { useFieldRegistration } from '@/ui/form/field-registry';
import { ImageUploader, type UploadBatchActor, type UploadedImage } from '@/ui/upload';
import { emptyDraft, normalizePostalCode } from '../draft';
import { prefectures } from '../options';
import { fillable, lookupPostalCode } from '../postal-lookup';
import type { CustomField } from './controls';
import { LocationFields } from './location-fields';

const f = m.fields;
const prefectureOptions = prefectures.map((name) => ({ value: name, label: name }));

const home = { postal: 'postalCode', prefecture: 'prefecture', address: 'address' } as const;
const delivery = { postal: 'deliveryPostalCode', prefecture: 'deliveryPrefecture', address: 'deliveryAddress' } as const;

/** Postal code, prefecture and address (each labelled as its field); a 7-digit code fills the other two unless typed by hand. */
const AddressBlock = withForm({
  defaultValues: emptyDraft(),
  props: { names: home as typeof home | typeof delivery },
  render: function Render({ form, names }) {
    const lastFilled = useRef<{ prefecture?: string; address?: string }>({});
    const [notice, setNotice] = useState('');
    const lookup = async (value: string) => {
      const found = await lookupPostalCode(value).catch(() => null);
      if (form.getFieldValue(names.postal) !== value) return;
      if (!found) {
        const complete = normalizePostalCode(value) !== null;
        // An unknown code: what the previous lookup filled no longer belongs to it, and only that is cleared.
        let cleared = false;
        if (complete) {
          for (const name of ['prefecture', 'address'] as const) {
            const filled = lastFilled.current[name];
            if (filled !== undefined && form.getFieldValue(names[name]) === filled) {
              form.setFieldValue(names[name], '');
              cleared = true;
            }
            lastFilled.current[name] = undefined;
          }
        }
        setNotice(complete ? `${m.postal.notFound}${cleared ? m.postal.cleared : ''}` : '');
        return;
      }
      let kept = false;
      for (const name of ['prefecture', 'address'] as const) {
        if (fillable(form.getFieldValue(names[name]), lastFilled.current[name])) {
          form.setFieldValue(names[name], found[name]);
          lastFilled.current[name] = found[name];
        } else kept = true;
      }
      setNotice(`${m.postal.found(found.prefecture + found.address)}${kept ? m.postal.kept : ''}`);
    };
    return (
      <>
        <form.AppField name={names.postal} listeners={{ onChange: ({ value }) => void lookup(value) }}>
          {(field) => <field.TextField label={f[names.postal]} hint={f.postalCodeHint} inputMode="numeric" autoComplete="postal-code" placeholder="123-4567" />}
        </form.AppField>
        {notice ? (
          <p className="hint fine-print facilities-postal-notice" role="status">
            {notice}
          </p>
        ) : null}
        <form.AppField name={names.prefecture}>
          {(field) => <field.SelectField label={f[names.prefecture]} options={prefectureOptions} placeholder={f.prefecturePlaceholder} />}
        </form.AppField>
        <form.AppField name={names.address}>
          {(field) => <field.TextField label={f[names.address]} autoComplete="street-address" maxLength={L.address} />}
        </form.AppField>
      </>
    );
  },
});

const AddressFields = withForm({
  defaultValues: emptyDraft(),
  render: function Render({ form }) {
    return (
      <>
        <fieldset className="card facilities-fieldset">
          <legend>{m.sections.address}</legend>
          <AddressBlock form={form} names={home} />
        </fieldset>
        <fieldset className="card facilities-fieldset">
          <legend>{m.sections.delivery}</legend>
          <form.AppField name="isSameDeliveryAddress">{(field) => <field.CheckboxField label={f.isSameDeliveryAddress} />}</form.AppField>
          <form.Subscribe selector={(state) => state.values.isSameDeliveryAddress}>
            {(same) =>
              same ? null : (
                <>
                  <AddressBlock form={form} names={delivery} />
                  <form.AppField name="addressee">{(field) => <field.TextField label={f.addressee} maxLength={L.addressee} />}</form.AppField>
                </>
              )
            }
          </form.Subscribe>
        </fieldset>
      </>
    );
  },
});

/** The facility's images: the form's uploads (a save waits for them), registered with the error summary. */
function ImagesField({ field, uploads, label }: { field: CustomField<UploadedImage[]>; uploads: UploadBatchActor; label: string }) {
  const id = useId();
  useFieldRegistration(field.form, field.name, id, label);
  return <ImageUploader id={id} label={label} className="card" value={field.state.value} onChange={field.handleChange} uploads={uploads} />;
}

/** The draft's fields, on the new form and the detail's edit mode (`bare`: its heading names the basic fields, so no card); `children` go before the images. */
export const DraftFields = withForm({
  defaultValues: emptyDraft(),
  props: {} as { bare?: boolean; uploads: UploadBatchActor; imagesLabel: string; children?: ReactNode },
  render: function Render({ form, bare, uploads, imagesLabel, children }) {
    const basic = (
      <>
        <form.AppField name="name">{(field) => <field.TextField label={f.name} required maxLength={L.name} />}</form.AppField>
        <form.AppField name="tel">{(field) => <field.TextField label={f.tel} hint={f.telHint} type="tel" inputMode="tel" autoComplete="tel" />}</form.AppField>
        <form.AppField name="url">{(field) => <field.TextField label={f.url} type="url" inputMode="url" placeholder="https://" />}</form.AppField>
      </>
    );
    return (
      <>
        {bare ? (
          <div className="facilities-edit-group">{basic}</div>
        ) : (
          <fieldset className="card facilities-fieldset">
            <legend>{m.sections.basic}</legend>
            {basic}
          </fieldset>
        )}
        <AddressFields form={form} />
        <fieldset className="card facilities-fieldset">
          <legend>{m.sections.texts}</legend>
          <form.AppField name="catchphrase">{(field) => <field.TextField label={f.catchphrase} maxLength={L.catchphrase} />}</form.AppField>
          <form.AppField name="introduction">{(field) => <field.TextAreaField label={f.introduction} maxLength={L.introduction} rows={6} />}</form.AppField>
          <form.AppField name="caution">{(field) => <field.TextAreaField label={f.caution} maxLength={L.caution} rows={4} />}</form.AppField>
        </fieldset>
        {children}
        <form.Field name="images">{(field) => <ImagesField field={field} uploads={uploads} label={imagesLabel} />}</form.Field>
        <fieldset className="card facilities-fieldset">
          <legend>{m.sections.checkIn}</legend>
          <form.AppField name="memoForCheckIn">
            {(field) => <field.TextAreaField label={f.memoForCheckIn} maxLength={L.memoForCheckIn} rows={3} />}
          </form.AppField>
          <form.AppField name="qrCodeId">{(field) => <field.TextField label={f.qrCodeId} hint={f.qrCodeIdHint} maxLength={L.qrCodeId} />}</form.AppField>
        </fieldset>
        <LocationFields form={form} />
      </>
    );
  },
});
