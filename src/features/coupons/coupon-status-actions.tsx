import { useState, type ReactNode } from 'react';
import { allowedCouponActions, couponTransitions, hasEnded, type CouponAction } from '@machines/coupon-status/coupon-status';
import { changeCouponStatus, type Coupon } from '@/api/coupons';
import { couponMessages } from '@/messages/coupons';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { withLoading } from '@/ui/loading/with-loading';
import { failureMessage } from '@/ui/failure-notice';

const m = couponMessages;

/**
 * The status buttons the life cycle allows for this coupon (machines/coupon-status), each behind
 * a confirmation that says what changes for customers.
 */
export function CouponStatusActions({
  coupon,
  corporationId,
  onChanged,
  children,
}: {
  coupon: Coupon;
  corporationId: string;
  onChanged: (coupon: Coupon) => void;
  /** More buttons for the same row (edit). */
  children?: ReactNode;
}) {
  const [pending, setPending] = useState<CouponAction>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // A draft whose period has ended cannot go live: say so instead of offering a refused action.
  const draftEnded = coupon.status === 'draft' && hasEnded(coupon.endAt, new Date());
  const actions = draftEnded ? [] : allowedCouponActions(coupon.status);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError(undefined);
    try {
      const updated = await withLoading(() => changeCouponStatus(corporationId, coupon.id, couponTransitions[pending].to), {
        success: m.confirm[pending].done,
      });
      setPending(undefined);
      onChanged(updated);
    } catch (failure) {
      setPending(undefined);
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="coupon-status-actions">
      {coupon.status === 'expired' ? <p className="notice notice-warning">{m.detail.expiredNote}</p> : null}
      {draftEnded ? <p className="notice notice-warning">{m.detail.draftEndedNote}</p> : null}
      {actions.length > 0 || children ? (
        <p className="actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'stop' ? 'button button-danger' : 'button'}
              onClick={() => {
                setError(undefined);
                setPending(action);
              }}
            >
              {m.actions[action]}
            </button>
          ))}
          {children}
        </p>
      ) : null}
      {error ? (
        <p className="notice notice-danger" role="alert">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={pending !== undefined}
        title={pending ? m.confirm[pending].title : ''}
        confirmLabel={pending ? m.actions[pending] : ''}
        danger={pending === 'stop'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
      >
        <p>{pending ? m.confirm[pending].body : ''}</p>
        {pending ? <p className="coupon-confirm-target">「{coupon.title}」</p> : null}
      </ConfirmDialog>
    </div>
  );
}
