import { useId } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { couponStatuses } from '@machines/coupon-status/coupon-status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Coupon } from '@/api/coupons';
import { queryOf } from '@/api/queries';
import { useCan } from '@/session/session-context';
import { couponMessages as m } from '@/messages/coupons';
import { paths } from '@/paths';
import { QueryState } from '@/ui/query-state';
import { useLoader } from '@/ui/use-loader';
import { couponListLoader } from './loaders';
import { DataTable } from '@/ui/data-table';
import { ToolbarSelect } from '@/ui/toolbar-select';
import { CouponStatusBadge, formatCouponPeriod } from './coupon-details';
import { couponListHref, couponListState, readCouponListUrl } from './coupon-list-url';
import './coupons.css';

function CouponTable({ coupons }: { coupons: Coupon[] }) {
  return (
    <>
      <p className="count">{m.list.count(coupons.length)}</p>
      <DataTable
        caption={m.list.caption}
        columns={[
          { label: m.columns.title },
          { label: m.columns.status },
          { label: m.columns.period },
          { label: m.columns.requiredVisits, num: true },
          { label: m.columns.benefit },
        ]}
      >
        {coupons.map((coupon) => (
          <tr key={coupon.id}>
            <td className="coupon-title-cell">
              <Link href={paths.coupon(coupon.id)}>{coupon.title}</Link>
            </td>
            <td>
              <CouponStatusBadge status={coupon.status} />
            </td>
            <td className="nowrap tabular-nums">{formatCouponPeriod(coupon)}</td>
            <td className="num">{m.visits(coupon.requiredVisits)}</td>
            <td>{coupon.benefit}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** /coupons: every coupon of the corporation, filtered by status through `?status=`. */
export default function CouponListPage() {
  const canEdit = useCan('canEditCoupon');
  const filterId = useId();
  const [, navigate] = useLocation();
  const state = readCouponListUrl(useSearch());
  const coupons = useQuery({ ...queryOf(useLoader(couponListLoader).list), placeholderData: keepPreviousData });

  return (
    <>
      <div className="toolbar">
        <ToolbarSelect
          id={filterId}
          label={m.list.statusFilter}
          value={state.status ?? ''}
          choices={[{ value: '', label: m.list.allStatuses }, ...couponStatuses.map((one) => ({ value: one, label: m.status[one] }))]}
          onChange={(status) => navigate(couponListHref(couponListState(status)), { replace: true })}
        />
        {canEdit ? (
          <Link href={paths.couponNew} className="button coupon-create">
            {m.list.create}
          </Link>
        ) : null}
      </div>
      {!canEdit ? <p className="notice">{m.list.readOnly}</p> : null}
      <QueryState query={coupons} isEmpty={(data) => data.length === 0} empty={state.status ? m.list.emptyFiltered : m.list.empty}>
        {(data) => <CouponTable coupons={data} />}
      </QueryState>
    </>
  );
}
