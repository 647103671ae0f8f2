import { useState, type ReactNode } from 'react';
import { allowedCouponActions, hasEnded, type CouponAction } from '@machines/coupon-status/coupon-status';
import { couponMutations, type Coupon } from '@/api/coupons';
import { couponMessages as m } from '@/messages/coupons';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useAppMutation } from '@/ui/use-app-mutation';

/** The status buttons the life cycle allows (machines/coupon-status), each behind a confirmation saying what changes for customers; then `children`. */
export function CouponStatusActions({ coupon, corporationId, children }: { coupon: Coupon; corporationId: string; children?: ReactNode }) {
  const [pending, setPending] = useState<CouponAction>();
  const change = useAppMutation(couponMutations.changeStatus(corporationId, coupon.id), { success: (_, action) => m.confirm[action].done });
  // A draft whose period has ended cannot go live: say so instead of offering a refused action.
  const draftEnded = coupon.status === 'draft' && hasEnded(coupon.endAt, new Date());
  const actions = draftEnded ? [] : allowedCouponActions(coupon.status);

  // The answer lands in the coupon's cache (couponMutations): the page shows the new status.
  const confirm = () => {
    if (!pending) return;
    change.mutate(pending, { onSettled: () => setPending(undefined) });
  };

  return (
    <div className="coupon-status-actions">
      {coupon.status === 'expired' ? <p className="notice notice-warning">{m.detail.expiredNote}</p> : null}
      {draftEnded ? <p className="notice notice-warning">{m.detail.draftEndedNote}</p> : null}
      {actions.length > 0 || children ? (
        <p className="actions">
          {actions.map((action) => (
            <button key={action} type="button" className={action === 'stop' ? 'button button-danger' : 'button'} onClick={() => setPending(action)}>
              {m.actions[action]}
            </button>
          ))}
          {children}
        </p>
      ) : null}
      <ConfirmDialog
        open={pending !== undefined}
        title={pending ? m.confirm[pending].title : ''}
        confirmLabel={pending ? m.actions[pending] : ''}
        danger={pending === 'stop'}
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      >
        <p>{pending ? m.confirm[pending].body : ''}</p>
        {pending ? <p className="coupon-confirm-target">「{coupon.title}」</p> : null}
      </ConfirmDialog>
    </div>
  );
}
