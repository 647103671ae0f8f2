import { useRef, useState } from 'react';
import { facilitiesMessages as m } from '@/messages/facilities';
import { withForm } from '@/ui/form/form-kit';
import { emptyDraft } from '../draft';
import { prefectures } from '../options';
import { fillable, lookupPostalCode } from '../postal-lookup';

const f = m.fields;
const prefectureOptions = prefectures.map((name) => ({ value: name, label: name }));

type Target = { prefecture: 'prefecture' | 'deliveryPrefecture'; address: 'address' | 'deliveryAddress' };

/** Postal code, prefecture and address; a 7-digit code fills the other two unless typed by hand. */
const AddressBlock = withForm({
  defaultValues: emptyDraft(),
  props: { postal: 'postalCode' as 'postalCode' | 'deliveryPostalCode', target: { prefecture: 'prefecture', address: 'address' } as Target, labels: { postal: f.postalCode, prefecture: f.prefecture, address: f.address } as { postal: string; prefecture: string; address: string } },
  render: function Render({ form, postal, target, labels }) {
    const lastFilled = useRef<{ prefecture?: string; address?: string }>({});
    const [notice, setNotice] = useState('');
    const lookup = async (value: string) => {
      const found = await lookupPostalCode(value).catch(() => null);
      if (form.getFieldValue(postal) !== value) return;
      if (!found) {
        setNotice(value.replace(/\D/g, '').length >= 7 ? m.postal.notFound : '');
        return;
      }
      let kept = false;
      if (fillable(form.getFieldValue(target.prefecture), lastFilled.current.prefecture)) {
        form.setFieldValue(target.prefecture, found.prefecture);
        lastFilled.current.prefecture = found.prefecture;
      } else kept = true;
      if (fillable(form.getFieldValue(target.address), lastFilled.current.address)) {
        form.setFieldValue(target.address, found.address);
        lastFilled.current.address = found.address;
      } else kept = true;
      setNotice(`${m.postal.found(found.prefecture + found.address)}${kept ? m.postal.kept : ''}`);
    };
    return (
      <>
        <form.AppField name={postal} listeners={{ onChange: ({ value }) => void lookup(value) }}>
          {(field) => <field.TextField label={labels.postal} hint={f.postalCodeHint} inputMode="numeric" autoComplete="postal-code" placeholder="123-4567" />}
        </form.AppField>
        {notice ? (
          <p className="hint facilities-postal-notice" role="status">
            {notice}
          </p>
        ) : null}
        <form.AppField name={target.prefecture}>
          {(field) => <field.SelectField label={labels.prefecture} options={prefectureOptions} placeholder={f.prefecturePlaceholder} />}
        </form.AppField>
        <form.AppField name={target.address}>{(field) => <field.TextField label={labels.address} autoComplete="street-address" />}</form.AppField>
      </>
    );
  },
});

export const AddressFields = withForm({
  defaultValues: emptyDraft(),
  render: function Render({ form }) {
    return (
      <>
        <fieldset className="card facilities-fieldset">
          <legend>{m.sections.address}</legend>
          <AddressBlock form={form} postal="postalCode" target={{ prefecture: 'prefecture', address: 'address' }} labels={{ postal: f.postalCode, prefecture: f.prefecture, address: f.address }} />
        </fieldset>
        <fieldset className="card facilities-fieldset">
          <legend>{m.sections.delivery}</legend>
          <form.AppField name="isSameDeliveryAddress">{(field) => <field.CheckboxField label={f.isSameDeliveryAddress} />}</form.AppField>
          <form.Subscribe selector={(state) => state.values.isSameDeliveryAddress}>
            {(same) =>
              same ? null : (
                <>
                  <AddressBlock
                    form={form}
                    postal="deliveryPostalCode"
                    target={{ prefecture: 'deliveryPrefecture', address: 'deliveryAddress' }}
                    labels={{ postal: f.deliveryPostalCode, prefecture: f.deliveryPrefecture, address: f.deliveryAddress }}
                  />
                  <form.AppField name="addressee">{(field) => <field.TextField label={f.addressee} />}</form.AppField>
                </>
              )
            }
          </form.Subscribe>
        </fieldset>
      </>
    );
  },
});

export const BasicFields = withForm({
  defaultValues: emptyDraft(),
  render: function Render({ form }) {
    return (
      <fieldset className="card facilities-fieldset">
        <legend>{m.sections.basic}</legend>
        <form.AppField name="name">{(field) => <field.TextField label={f.name} required maxLength={100} />}</form.AppField>
        <form.AppField name="tel">{(field) => <field.TextField label={f.tel} type="tel" inputMode="tel" autoComplete="tel" />}</form.AppField>
        <form.AppField name="url">{(field) => <field.TextField label={f.url} type="url" inputMode="url" placeholder="https://" />}</form.AppField>
      </fieldset>
    );
  },
});

export const TextFields = withForm({
  defaultValues: emptyDraft(),
  render: function Render({ form }) {
    return (
      <fieldset className="card facilities-fieldset">
        <legend>{m.sections.texts}</legend>
        <form.AppField name="catchphrase">{(field) => <field.TextField label={f.catchphrase} maxLength={200} />}</form.AppField>
        <form.AppField name="introduction">{(field) => <field.TextAreaField label={f.introduction} maxLength={8000} rows={6} />}</form.AppField>
        <form.AppField name="caution">{(field) => <field.TextAreaField label={f.caution} maxLength={8000} rows={4} />}</form.AppField>
      </fieldset>
    );
  },
});

export const CheckInFields = withForm({
  defaultValues: emptyDraft(),
  render: function Render({ form }) {
    return (
      <fieldset className="card facilities-fieldset">
        <legend>{m.sections.checkIn}</legend>
        <form.AppField name="memoForCheckIn">{(field) => <field.TextAreaField label={f.memoForCheckIn} maxLength={255} rows={3} />}</form.AppField>
        <form.AppField name="qrCodeId">{(field) => <field.TextField label={f.qrCodeId} hint={f.qrCodeIdHint} />}</form.AppField>
      </fieldset>
    );
  },
});
