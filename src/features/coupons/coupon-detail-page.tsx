import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { couponMutations } from '@/api/coupons';
import { queryOf } from '@/api/queries';
import { useCan, useCorporationId } from '@/session/session-context';
import { couponMessages as m } from '@/messages/coupons';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { useHasDraft } from '@/ui/form/use-draft';
import { QueryState } from '@/ui/query-state';
import { useLoader } from '@/ui/use-loader';
import { couponLoader } from './loaders';
import { useAppMutation } from '@/ui/use-app-mutation';
import { CouponDetails, CouponStatusBadge, useCouponFacilities } from './coupon-details';
import { CouponForm } from './coupon-form';
import { couponToForm, formToInput } from './coupon-form-values';
import { CouponStatusActions } from './coupon-status-actions';
import './coupons.css';

/** /coupons/{couponId}: the coupon, its status actions and (with canEditCoupon) editing in place. */
export default function CouponDetailPage() {
  const { couponId = '' } = useParams<{ couponId: string }>();
  const corporationId = useCorporationId();
  const canEdit = useCan('canEditCoupon');
  // A save or a status change writes the answer into this query's cache: one copy of the coupon.
  const loaded = useLoader(couponLoader);
  const coupon = useQuery(queryOf(loaded.coupon));
  const facilities = useCouponFacilities(loaded.facilities);
  const update = useAppMutation(couponMutations.update(corporationId, couponId), { success: m.form.saved });
  // A draft of this coupon's edit, kept from the last session, opens the form to be offered.
  const [editing, setEditing] = useState(useHasDraft(['coupon', couponId]));

  return (
    <>
      <p className="coupon-back">
        <Link href={paths.coupons}>{m.detail.back}</Link>
      </p>
      <QueryState query={coupon} notFound={{ href: paths.coupons, label: ja.titles.coupons }}>
        {(loaded) => (
          <>
            <section className="card coupon-heading" aria-labelledby="coupon-title">
              <h2 id="coupon-title">
                {loaded.title} <CouponStatusBadge status={loaded.status} />
              </h2>
              {canEdit ? (
                <>
                  <h3 className="visually-hidden">{m.detail.statusHeading}</h3>
                  <CouponStatusActions coupon={loaded} corporationId={corporationId}>
                    {!editing ? (
                      <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
                        {m.detail.edit}
                      </button>
                    ) : null}
                  </CouponStatusActions>
                </>
              ) : loaded.status === 'expired' ? (
                <p className="notice notice-warning">{m.detail.expiredNote}</p>
              ) : null}
            </section>
            {canEdit && editing ? (
              <section aria-labelledby="coupon-edit-heading">
                <h2 id="coupon-edit-heading">{m.detail.editHeading}</h2>
                <CouponForm
                  initialValues={couponToForm(loaded)}
                  facilities={facilities}
                  submitLabel={m.form.save}
                  notice={loaded.status === 'published' ? m.form.publishedNotice : undefined}
                  record={loaded.id}
                  changedAt={loaded.updatedAt}
                  onCancel={() => setEditing(false)}
                  onSave={async (values) => {
                    await update.mutateAsync(formToInput(values));
                    setEditing(false);
                  }}
                />
              </section>
            ) : (
              <CouponDetails coupon={loaded} facilities={facilities} />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
