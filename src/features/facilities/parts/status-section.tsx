import { useId, useState } from 'react';
import { type } from 'arktype';
import { facilityMutations, facilityStatuses, type Facility, type FacilityStatus } from '@/api/facilities';
import { confirmationReasonRule, FACILITY_LIMITS } from '@/api/facility-input';
import { formatDateTime } from '@/lib/dates';
import { facilitiesMessages as m } from '@/messages/facilities';
import { AdminMark } from '@/ui/admin-mark';
import { Badge } from '@/ui/badge';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { submitProps, useAppForm } from '@/ui/form/form-kit';
import { useFormDraft } from '@/ui/form/use-draft';
import { useAppMutation } from '@/ui/use-app-mutation';
import { statusLabels, statusTones } from '../options';

type Props = { corporationId: string; facility: Facility };

const statusOptions = facilityStatuses.map((value) => ({ value, label: statusLabels[value] }));

/** Facility status change: chosen on the form kit, asked in a ConfirmDialog, saved with status/update. */
export function StatusSection({ corporationId, facility }: Props) {
  const id = useId();
  const [asking, setAsking] = useState<FacilityStatus | null>(null);
  const change = useAppMutation(facilityMutations.status(corporationId, facility.id), { success: m.detail.statusSaved });
  const form = useAppForm({
    defaultValues: { status: facility.status as string },
    validators: { onSubmit: ({ value }) => (value.status === facility.status ? { fields: { status: m.detail.statusUnchanged } } : undefined) },
    onSubmit: ({ value }) => setAsking(value.status as FacilityStatus),
  });
  const confirm = async () => {
    if (!asking) return;
    try {
      await change.mutateAsync(asking);
      form.reset({ status: asking });
    } catch {
      // Shown once, by the action's toast; the choice stays.
    } finally {
      setAsking(null);
    }
  };
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.sections.status}</h2>
      <p>
        {m.detail.status}：<Badge tone={statusTones[facility.status]}>{statusLabels[facility.status]}</Badge>
      </p>
      <form className="toolbar" aria-label={m.detail.changeStatus} {...submitProps(form)}>
        <form.AppField name="status">{(field) => <field.SelectField label={m.detail.newStatus} options={statusOptions} />}</form.AppField>
        <form.AppForm>
          <p className="actions">
            <form.SubmitButton label={m.detail.changeStatus} busyLabel={m.detail.changeStatus} />
          </p>
        </form.AppForm>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={m.detail.statusConfirmTitle}
        confirmLabel={m.detail.statusConfirm}
        busy={change.isPending}
        danger={asking === 'closed'}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>{m.detail.statusConfirmBody(statusLabels[facility.status], asking ? statusLabels[asking] : '')}</p>
      </ConfirmDialog>
    </section>
  );
}

const confirmationOptions = (['approved', 'rejected'] as const).map((value) => ({ value, label: m.detail.confirmationLabels[value] }));
const ConfirmationInput = type({ status: "'approved' | 'rejected'", reason: confirmationReasonRule });

/** Admin-only confirmation (confirmed with a status and a reason), marked with the ＊ admin marker. */
export function ConfirmationSection({ corporationId, facility }: Props) {
  const id = useId();
  const confirm = useAppMutation(facilityMutations.confirm(corporationId, facility.id), { success: m.detail.confirmationSaved });
  const empty = { status: 'approved', reason: '' };
  const form = useAppForm({
    defaultValues: empty,
    validators: { onChange: ConfirmationInput },
    onSubmit: async ({ value, formApi }) => {
      await confirm.mutateAsync({ status: value.status === 'rejected' ? 'rejected' : 'approved', reason: value.reason.trim() });
      formApi.reset(empty);
    },
  });
  const draft = useFormDraft(form, ['facility', facility.id, 'confirmation']);
  return (
    <section className="card facilities-admin" aria-labelledby={`${id}-heading`}>
      <div className="heading-row facilities-section-header-start">
        <h2 id={`${id}-heading`}>{m.sections.confirmation}</h2>
        <AdminMark />
      </div>
      <p className="hint">{m.detail.confirmationAdminOnly}</p>
      <dl className="details">
        <dt>{m.detail.confirmedAt}</dt>
        <dd>{facility.confirmedAt ? formatDateTime(facility.confirmedAt) : m.detail.unconfirmed}</dd>
        {facility.confirmationReason ? (
          <>
            <dt>{m.detail.lastReason}</dt>
            <dd>{facility.confirmationReason}</dd>
          </>
        ) : null}
      </dl>
      <form aria-label={m.sections.confirmation} {...submitProps(form)}>
        {draft.offer}
        <form.AppField name="status">{(field) => <field.RadioGroupField label={m.detail.confirmationStatus} options={confirmationOptions} />}</form.AppField>
        <form.AppField name="reason">
          {(field) => <field.TextAreaField label={m.detail.reason} maxLength={FACILITY_LIMITS.confirmationReason} rows={3} />}
        </form.AppField>
        <form.AppForm>
          <form.FormErrors />
          <p className="actions">
            <form.SubmitButton label={m.detail.confirm} />
          </p>
        </form.AppForm>
      </form>
    </section>
  );
}
