import { useId, useState } from 'react';
import { confirmFacility, facilityStatuses, updateFacilityStatus, type ConfirmationStatus, type Facility, type FacilityStatus } from '@/api/facilities';
import { errorDetail } from '@/api/api-error';
import { AdminMark } from '@/ui/admin-mark';
import { formatDateTime } from '@/lib/dates';
import { facilitiesMessages as m } from '@/messages/facilities';
import { Badge } from '@/ui/badge';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { withLoading } from '@/ui/loading/with-loading';
import { statusLabels, statusTones } from '../options';
import { FailureNotice } from '@/ui/failure-notice';

type Props = { corporationId: string; facility: Facility; onSaved: (facility: Facility) => void };

/** Facility status change, asked in a ConfirmDialog first. */
export function StatusSection({ corporationId, facility, onSaved }: Props) {
  const id = useId();
  const [next, setNext] = useState<FacilityStatus>(facility.status);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const change = async () => {
    setBusy(true);
    setError('');
    try {
      onSaved(await withLoading(() => updateFacilityStatus(corporationId, facility.id, next), { success: m.detail.statusSaved }));
      setAsking(false);
    } catch (failure) {
      setError(errorDetail(failure));
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.sections.status}</h2>
      <p>
        {m.detail.status}：<Badge tone={statusTones[facility.status]}>{statusLabels[facility.status]}</Badge>
      </p>
      <div className="toolbar">
        <div className="field">
          <label htmlFor={`${id}-next`}>{m.detail.newStatus}</label>
          <select id={`${id}-next`} value={next} onChange={(event) => setNext(event.target.value as FacilityStatus)}>
            {facilityStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" disabled={next === facility.status} onClick={() => setAsking(true)}>
          {m.detail.changeStatus}
        </button>
      </div>
      <FailureNotice error={error} />
      <ConfirmDialog
        open={asking}
        title={m.detail.statusConfirmTitle}
        confirmLabel={m.detail.statusConfirm}
        busy={busy}
        danger={next === 'closed'}
        onConfirm={() => void change()}
        onCancel={() => setAsking(false)}
      >
        <p>{m.detail.statusConfirmBody(statusLabels[facility.status], statusLabels[next])}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Admin-only confirmation (confirmed with a status and a reason), marked with the ＊ admin marker. */
export function ConfirmationSection({ corporationId, facility, onSaved }: Props) {
  const id = useId();
  const [status, setStatus] = useState<ConfirmationStatus>('approved');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const tooLong = [...reason].length > 255;
  const submit = async () => {
    if (tooLong) return;
    setError('');
    try {
      onSaved(await withLoading(() => confirmFacility(corporationId, facility.id, status, reason.trim()), { success: m.detail.confirmationSaved }));
      setReason('');
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };
  return (
    <section className="card facilities-admin" aria-labelledby={`${id}-heading`}>
      <div className="facilities-section-header facilities-section-header-start">
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
      <fieldset className="facilities-checks">
        <legend>{m.detail.confirmationStatus}</legend>
        {(['approved', 'rejected'] as const).map((value) => (
          <span key={value} className="checkbox">
            <input id={`${id}-${value}`} type="radio" name={`${id}-status`} checked={status === value} onChange={() => setStatus(value)} />
            <label htmlFor={`${id}-${value}`}>{m.detail.confirmationLabels[value]}</label>
          </span>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{m.detail.reason}</label>
        <textarea id={`${id}-reason`} rows={3} value={reason} aria-invalid={tooLong || undefined} onChange={(event) => setReason(event.target.value)} />
        <span className="counter" data-over={tooLong ? 'true' : 'false'}>
          残り{255 - [...reason].length}文字
        </span>
        {tooLong ? (
          <span className="error" role="alert">
            {m.validation.reasonTooLong}
          </span>
        ) : null}
      </div>
      <FailureNotice error={error} />
      <p className="actions">
        <button type="button" className="button" onClick={() => void submit()} disabled={tooLong}>
          {m.detail.confirm}
        </button>
      </p>
    </section>
  );
}
