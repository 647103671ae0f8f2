import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Coupon, CouponFacilityOption } from '@/api/coupons';
import type { Facility } from '@/api/facilities';
import { queryOf } from '@/api/queries';
import type { Read } from '@/api/reads';
import { formatDateJa, formatDateSlash, formatDateTime } from '@/lib/dates';
import { couponMessages as m } from '@/messages/coupons';
import { Badge, type BadgeTone } from '@/ui/badge';

const options = (facilities: Facility[]): CouponFacilityOption[] => facilities.map(({ id, name }) => ({ id, name }));

/** The target-facility options (ids and names) out of the facility list the facility screens read, for the form and the details. */
export const useCouponFacilities = (list: Read<'listFacilities'>): UseQueryResult<CouponFacilityOption[]> => useQuery({ ...queryOf(list), select: options });

/** The valid period (docs/product.md "Constants and limits"): 2026/11/22 〜 2027/03/31 (list) or 年月日 (detail). */
export const formatCouponPeriod = (coupon: { startAt: string; endAt: string }, style: 'slash' | 'ja' = 'slash') => {
  const format = style === 'ja' ? formatDateJa : formatDateSlash;
  return `${format(coupon.startAt)} 〜 ${format(coupon.endAt)}`;
};

const couponStatusTone: Record<Coupon['status'], BadgeTone> = { draft: 'neutral', published: 'success', stopped: 'warning', expired: 'danger' };

export function CouponStatusBadge({ status }: { status: Coupon['status'] }) {
  return <Badge tone={couponStatusTone[status]}>{m.status[status]}</Badge>;
}

function facilityNames(ids: string[], facilities: UseQueryResult<CouponFacilityOption[]>): string {
  if (ids.length === 0) return m.fields.allFacilities;
  const names = new Map((facilities.data ?? []).map((facility) => [facility.id, facility.name]));
  return ids.map((id) => names.get(id) ?? (facilities.data ? m.unknownFacility(id) : id)).join('、');
}

/** A coupon's fields, read-only. */
export function CouponDetails({ coupon, facilities }: { coupon: Coupon; facilities: UseQueryResult<CouponFacilityOption[]> }) {
  return (
    <section className="card" aria-label={m.detail.detailsLabel}>
      <div className="coupon-details">
        <div className="coupon-image">
          {coupon.image ? <img src={coupon.image.thumbnailUrl} alt={m.fields.image} /> : <span className="muted-text coupon-no-image">{m.fields.noImage}</span>}
        </div>
        <dl className="details">
          <dt>{m.fields.status}</dt>
          <dd>
            <CouponStatusBadge status={coupon.status} />
          </dd>
          <dt>{m.fields.benefit}</dt>
          <dd>{coupon.benefit}</dd>
          <dt>{m.fields.requiredVisits}</dt>
          <dd>{m.visits(coupon.requiredVisits)}</dd>
          <dt>{m.fields.issuableCount}</dt>
          <dd>{m.issuable(coupon.issuableCount)}</dd>
          <dt>{m.fields.period}</dt>
          <dd>{formatCouponPeriod(coupon, 'ja')}</dd>
          <dt>{m.fields.facilities}</dt>
          <dd>{facilityNames(coupon.facilityIds, facilities)}</dd>
          <dt>{m.fields.description}</dt>
          <dd>{coupon.description || m.fields.noDescription}</dd>
          <dt>{m.fields.createdAt}</dt>
          <dd>{formatDateTime(coupon.createdAt)}</dd>
          <dt>{m.fields.updatedAt}</dt>
          <dd>{formatDateTime(coupon.updatedAt)}</dd>
        </dl>
      </div>
    </section>
  );
}
