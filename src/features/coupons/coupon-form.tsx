import { useState } from 'react';
import {
  COUPON_BENEFIT_MAX_LENGTH,
  COUPON_DESCRIPTION_MAX_LENGTH,
  COUPON_TITLE_MAX_LENGTH,
  issuableCountOptions,
  requiredVisitOptions,
} from '@/api/coupon-input';
import type { CouponFacilityOption } from '@/api/coupons';
import { couponMessages as m } from '@/messages/coupons';
import { submitProps, useAppForm } from '@/ui/form/form-kit';
import { useFormDraft } from '@/ui/form/use-draft';
import { confirmLeave } from '@/ui/navigation-guard';
import { ImageUploader, settleUploads, useUploadBatch } from '@/ui/upload';
import type { UseQueryResult } from '@tanstack/react-query';
import { CouponFacilityPicker } from './coupon-facility-picker';
import { couponFormSchema, endBeforeStart, type CouponFormValues } from './coupon-form-values';

const visitOptions = requiredVisitOptions.map((n) => ({ value: String(n), label: m.visits(n) }));
const issuableOptions = issuableCountOptions.map((n) => ({ value: String(n), label: m.issuable(n) }));

type Props = {
  initialValues: CouponFormValues;
  facilities: UseQueryResult<CouponFacilityOption[]>;
  submitLabel: string;
  /** Saves, answering where to go next (if anywhere); a rejection keeps every value in the form (the action's toast says why). */
  onSave: (values: CouponFormValues) => Promise<string | void>;
  onCancel: () => void;
  notice?: string;
  /** Whose draft this is (src/ui/form/use-draft.tsx): the coupon's id, or 'new'; and when the coupon last changed. */
  record: string;
  changedAt?: string;
};

/** The coupon form of /coupons/new and of editing on /coupons/{id} (docs/coupons.md). */
export function CouponForm({ initialValues, facilities, submitLabel, onSave, onCancel, notice, record, changedAt }: Props) {
  // Fixed at mount: a parent re-render must never reset what the user typed.
  const [defaultValues] = useState(initialValues);
  const uploads = useUploadBatch();
  const form = useAppForm({
    defaultValues,
    validators: { onChange: couponFormSchema, onSubmit: couponFormSchema },
    onSubmit: async ({ formApi }) => {
      // As a facility's: an image still uploading is waited for, a failed one stops the save (the uploader says why).
      if ((await settleUploads(uploads)) === 'refused') return;
      // Read after the wait: an image that finished meanwhile is in the form now.
      draft.done((await onSave(formApi.state.values)) ?? undefined);
    },
  });
  const draft = useFormDraft(form, ['coupon', record], { changedAt });
  const cancel = () => {
    // Leaving by 取り消す gives up what was typed: no draft is kept of it.
    if (!confirmLeave()) return;
    draft.done();
    onCancel();
  };

  return (
    <form className="card coupon-form" aria-label={submitLabel} {...submitProps(form)}>
      {draft.offer}
      {notice ? <p className="notice">{notice}</p> : null}
      <form.AppField name="title">{(field) => <field.TextField label={m.fields.title} required maxLength={COUPON_TITLE_MAX_LENGTH} />}</form.AppField>
      <form.AppField name="benefit">
        {(field) => <field.TextField label={m.fields.benefit} hint={m.fields.benefitHint} required maxLength={COUPON_BENEFIT_MAX_LENGTH} />}
      </form.AppField>
      <div className="coupon-form-row">
        <form.AppField name="requiredVisits">
          {(field) => (
            <field.SelectField
              label={m.fields.requiredVisits}
              hint={m.fields.requiredVisitsHint}
              required
              options={visitOptions}
              placeholder={m.selectPlaceholder}
            />
          )}
        </form.AppField>
        <form.AppField name="issuableCount">
          {(field) => <field.SelectField label={m.fields.issuableCount} hint={m.fields.issuableCountHint} required options={issuableOptions} />}
        </form.AppField>
      </div>
      <div className="coupon-form-row">
        <form.AppField name="startDate">{(field) => <field.TextField type="date" label={m.fields.startDate} required />}</form.AppField>
        <form.AppField
          name="endDate"
          validators={{
            // The schema checks the order only once every field is valid; say it as soon as both dates are set.
            onChangeListenTo: ['startDate'],
            onChange: ({ value, fieldApi }) => endBeforeStart(fieldApi.form.getFieldValue('startDate'), value),
            onSubmit: ({ value, fieldApi }) => endBeforeStart(fieldApi.form.getFieldValue('startDate'), value),
          }}
        >
          {(field) => <field.TextField type="date" label={m.fields.endDate} required />}
        </form.AppField>
      </div>
      <form.Field name="facilityIds">
        {(field) => (
          <CouponFacilityPicker options={facilities} value={field.state.value} onChange={(ids) => field.handleChange(ids)} onBlur={field.handleBlur} />
        )}
      </form.Field>
      <form.Field name="images">
        {(field) => (
          <div className="field">
            <ImageUploader label={m.fields.image} value={field.state.value} onChange={(images) => field.handleChange(images)} max={1} uploads={uploads} />
          </div>
        )}
      </form.Field>
      <form.AppField name="description">
        {(field) => <field.TextAreaField label={m.fields.description} maxLength={COUPON_DESCRIPTION_MAX_LENGTH} rows={4} />}
      </form.AppField>

      <form.AppForm>
        <form.FormErrors />
        <p className="actions">
          <form.SubmitButton label={submitLabel} />
          <button type="button" className="button button-secondary" onClick={cancel}>
            {m.form.cancel}
          </button>
        </p>
      </form.AppForm>
    </form>
  );
}
