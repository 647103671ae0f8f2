import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { getCoupon, updateCoupon, type Coupon } from '@/api/coupons';
import { useCan, useCorporationId } from '@/session/session-context';
import { couponMessages } from '@/messages/coupons';
import { paths } from '@/paths';
import { DataState } from '@/ui/data-state';
import { withLoading } from '@/ui/loading/with-loading';
import { confirmLeave } from '@/ui/navigation-guard';
import { useResource } from '@/ui/use-resource';
import { CouponDetails, CouponStatusBadge, useCouponFacilities } from './coupon-details';
import { CouponForm } from './coupon-form';
import { couponToForm, formToInput } from './coupon-form-values';
import { CouponStatusActions } from './coupon-status-actions';
import './coupons.css';

const m = couponMessages;

/** /coupons/{couponId}: the coupon, its status actions and (with canEditCoupon) editing in place. */
export default function CouponDetailPage() {
  const { couponId = '' } = useParams<{ couponId: string }>();
  const corporationId = useCorporationId();
  const canEdit = useCan('canEditCoupon');
  const resource = useResource(`coupon:${corporationId}:${couponId}`, () => getCoupon(corporationId, couponId));
  const facilities = useCouponFacilities(corporationId);
  // The latest version after a save or a status change, without reloading the page.
  const [current, setCurrent] = useState<Coupon>();
  const [editing, setEditing] = useState(false);
  useEffect(() => setCurrent(resource.data), [resource.data]);

  return (
    <>
      <p className="coupon-back">
        <Link href={paths.coupons}>{m.detail.back}</Link>
      </p>
      <DataState resource={resource}>
        {(loaded) => {
          const coupon = current ?? loaded;
          return (
            <>
              <section className="card coupon-heading" aria-labelledby="coupon-title">
                <h2 id="coupon-title">
                  {coupon.title} <CouponStatusBadge status={coupon.status} />
                </h2>
                {canEdit ? (
                  <>
                    <h3 className="visually-hidden">{m.detail.statusHeading}</h3>
                    <CouponStatusActions coupon={coupon} corporationId={corporationId} onChanged={setCurrent}>
                      {!editing ? (
                        <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
                          {m.detail.edit}
                        </button>
                      ) : null}
                    </CouponStatusActions>
                  </>
                ) : coupon.status === 'expired' ? (
                  <p className="notice notice-warning">{m.detail.expiredNote}</p>
                ) : null}
              </section>
              {canEdit && editing ? (
                <section aria-labelledby="coupon-edit-heading">
                  <h2 id="coupon-edit-heading">{m.detail.editHeading}</h2>
                  <CouponForm
                    initialValues={couponToForm(coupon)}
                    facilities={facilities}
                    submitLabel={m.form.save}
                    notice={coupon.status === 'published' ? m.form.publishedNotice : undefined}
                    onCancel={() => {
                      if (confirmLeave()) setEditing(false);
                    }}
                    onSave={async (values) => {
                      const saved = await withLoading(() => updateCoupon(corporationId, coupon.id, formToInput(values)), { success: m.form.saved });
                      setCurrent(saved);
                      setEditing(false);
                    }}
                  />
                </section>
              ) : (
                <CouponDetails coupon={coupon} facilities={facilities} />
              )}
            </>
          );
        }}
      </DataState>
    </>
  );
}
