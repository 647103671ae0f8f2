import { useRef, useState, type ReactNode } from 'react';
import { FACILITY_LIMITS as L } from '@/api/facility-input';
import { facilitiesMessages as m } from '@/messages/facilities';
import { withForm } from '@/ui/form/form-kit';
import { emptyDraft, normalizePostalCode } from '../draft';
import { prefectures } from '../options';
import { fillable, lookupPostalCode } from '../postal-lookup';

const f = m.fields;
const prefectureOptions = prefectures.map((name) => ({ value: name, label: name }));

type Target = { prefecture: 'prefecture' | 'deliveryPrefecture'; address: 'address' | 'deliveryAddress' };

/** Postal code, prefecture and address; a 7-digit code fills the other two unless typed by hand. */
const AddressBlock = withForm({
  defaultValues: emptyDraft(),
  props: {
    postal: 'postalCode' as 'postalCode' | 'deliveryPostalCode',
    target: { prefecture: 'prefecture', address: 'address' } as Target,
    labels: { postal: f.postalCode, prefecture: f.prefecture, address: f.address } as { postal: string; prefecture: string; address: string },
  },
  render: function Render({ form, postal, target, labels }) {
    const lastFilled = useRef<{ prefecture?: string; address?: string }>({});
    const [notice, setNotice] = useState('');
    const lookup = async (value: string) => {
      const found = await lookupPostalCode(value).catch(() => null);
      if (form.getFieldValue(postal) !== value) return;
      if (!found) {
        const complete = normalizePostalCode(value) !== null;
        // An unknown code: what the previous lookup filled no longer belongs to this code. Clear
        // it, and only it: whatever the user typed stays.
        let cleared = false;
        if (complete) {
          for (const name of ['prefecture', 'address'] as const) {
            const filled = lastFilled.current[name];
            if (filled !== undefined && form.getFieldValue(target[name]) === filled) {
              form.setFieldValue(target[name], '');
              cleared = true;
            }
            lastFilled.current[name] = undefined;
          }
        }
        setNotice(complete ? `${m.postal.notFound}${cleared ? m.postal.cleared : ''}` : '');
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
        <form.AppField name={target.address}>
          {(field) => <field.TextField label={labels.address} autoComplete="street-address" maxLength={L.address} />}
        </form.AppField>
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
          <AddressBlock
            form={form}
            postal="postalCode"
            target={{ prefecture: 'prefecture', address: 'address' }}
            labels={{ postal: f.postalCode, prefecture: f.prefecture, address: f.address }}
          />
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

/** A card with its legend on the new-facility form; in the detail's edit mode the section heading already names it. */
function Group({ legend, bare, children }: { legend: string; bare?: boolean; children: ReactNode }) {
  if (bare) return <div className="facilities-edit-group">{children}</div>;
  return (
    <fieldset className="card facilities-fieldset">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

export const BasicFields = withForm({
  defaultValues: emptyDraft(),
  props: {} as { bare?: boolean },
  render: function Render({ form, bare }) {
    return (
      <Group legend={m.sections.basic} bare={bare}>
        <form.AppField name="name">{(field) => <field.TextField label={f.name} required maxLength={L.name} />}</form.AppField>
        <form.AppField name="tel">{(field) => <field.TextField label={f.tel} hint={f.telHint} type="tel" inputMode="tel" autoComplete="tel" />}</form.AppField>
        <form.AppField name="url">{(field) => <field.TextField label={f.url} type="url" inputMode="url" placeholder="https://" />}</form.AppField>
      </Group>
    );
  },
});

export const TextFields = withForm({
  defaultValues: emptyDraft(),
  render: function Render({ form }) {
    return (
      <fieldset className="card facilities-fieldset">
        <legend>{m.sections.texts}</legend>
        <form.AppField name="catchphrase">{(field) => <field.TextField label={f.catchphrase} maxLength={L.catchphrase} />}</form.AppField>
        <form.AppField name="introduction">{(field) => <field.TextAreaField label={f.introduction} maxLength={L.introduction} rows={6} />}</form.AppField>
        <form.AppField name="caution">{(field) => <field.TextAreaField label={f.caution} maxLength={L.caution} rows={4} />}</form.AppField>
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
        <form.AppField name="memoForCheckIn">{(field) => <field.TextAreaField label={f.memoForCheckIn} maxLength={L.memoForCheckIn} rows={3} />}</form.AppField>
        <form.AppField name="qrCodeId">{(field) => <field.TextField label={f.qrCodeId} hint={f.qrCodeIdHint} maxLength={L.qrCodeId} />}</form.AppField>
      </fieldset>
    );
  },
});
