import {
  ACTIVE_COUPON_STATUS,
  fetchCancelWaitingFigures,
  fetchCheckInFigures,
  fetchCouponFigures,
  fetchFacilityFigures,
  fetchTicketSalesFigures,
} from '@/api/dashboard';
import { useCan, useCorporationId } from '@/session/session-context';
import { formatDateJa, todayInTokyo } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { dashboardMessages as m } from '@/messages/dashboard';
import { paths } from '@/paths';
import { useResource } from '@/ui/use-resource';
import { DashboardCard, Figure } from './dashboard-card';
import './dashboard.css';

const FACILITY_STATUSES = ['pending', 'enabled', 'disabled', 'closed'] as const;
/** The list screens keep their status filter in the query (`?status=`). */
const withStatus = (path: string, status: string) => `${path}?${new URLSearchParams({ status }).toString()}`;
const countOf = (n: number) => `${n.toLocaleString('ja-JP')}${m.unit}`;

function CheckInCard({ cid }: { cid: string }) {
  const resource = useResource(`dashboard:check-ins:${cid}`, () => fetchCheckInFigures(cid));
  return (
    <DashboardCard heading={m.checkIns.heading} resource={resource} placeholder={{ today: 0, thisMonth: 0 }}>
      {(figures) => (
        <>
          <Figure href={paths.checkInHistory} label={m.checkIns.today} value={countOf(figures.today)} />
          <Figure href={paths.checkInSummary} label={m.checkIns.thisMonth} value={countOf(figures.thisMonth)} />
        </>
      )}
    </DashboardCard>
  );
}

function FacilityCard({ cid }: { cid: string }) {
  const resource = useResource(`dashboard:facilities:${cid}`, () => fetchFacilityFigures(cid));
  return (
    <DashboardCard heading={m.facilities.heading} resource={resource} wide placeholder={{ total: 0, byStatus: {}, unconfirmed: 1 }}>
      {(figures) => (
        <>
          {figures.unconfirmed > 0 ? (
            <Figure href={paths.facilities} label={m.facilities.unconfirmed} value={countOf(figures.unconfirmed)} note={m.facilities.unconfirmedNote} tone="warning" />
          ) : null}
          {FACILITY_STATUSES.map((status) => (
            <Figure key={status} href={withStatus(paths.facilities, status)} label={m.facilities.statuses[status] ?? status} value={countOf(figures.byStatus[status] ?? 0)} />
          ))}
          <Figure href={paths.facilities} label={m.facilities.total} value={countOf(figures.total)} />
        </>
      )}
    </DashboardCard>
  );
}

function CouponCard({ cid }: { cid: string }) {
  const resource = useResource(`dashboard:coupons:${cid}`, () => fetchCouponFigures(cid));
  return (
    <DashboardCard heading={m.coupons.heading} resource={resource} placeholder={{ active: 0, total: 0 }}>
      {(figures) => <Figure href={withStatus(paths.coupons, ACTIVE_COUPON_STATUS)} label={m.coupons.active} value={countOf(figures.active)} note={m.coupons.total(figures.total)} />}
    </DashboardCard>
  );
}

function TicketSalesCard({ cid, month }: { cid: string; month: string }) {
  const resource = useResource(`dashboard:ticket-sales:${cid}:${month}`, () => fetchTicketSalesFigures(cid, month));
  return (
    <DashboardCard heading={m.tickets.salesHeading} resource={resource} placeholder={{ month, amount: 0, count: 0 }}>
      {(figures) => (
        <Figure href={paths.summaryPayments} label={m.tickets.sales} value={formatYen(figures.amount)} note={m.tickets.salesCount(figures.count)} />
      )}
    </DashboardCard>
  );
}

function CancelWaitingCard({ cid }: { cid: string }) {
  const resource = useResource(`dashboard:cancel-waitings:${cid}`, () => fetchCancelWaitingFigures(cid));
  return (
    <DashboardCard heading={m.tickets.cancelHeading} resource={resource} placeholder={{ payments: 0, tickets: 0 }}>
      {(figures) => (
        <Figure
          href={paths.ticketSources}
          label={m.tickets.cancelWaitings}
          value={countOf(figures.payments)}
          note={m.tickets.cancelTickets(figures.tickets)}
          tone={figures.payments > 0 ? 'warning' : undefined}
        />
      )}
    </DashboardCard>
  );
}

/**
 * The top page: every card starts its own call at once (no waterfall) and fails on its own.
 * Ticket figures only for canEditTicketSource, like the sidebar.
 */
export default function DashboardPage() {
  const cid = useCorporationId();
  const canSeeTickets = useCan('canEditTicketSource');
  const today = todayInTokyo();
  return (
    <div className="dashboard">
      <p className="dashboard-lead">{m.lead(formatDateJa(today))}</p>
      <div className="dashboard-grid">
        <CheckInCard cid={cid} />
        <FacilityCard cid={cid} />
        <CouponCard cid={cid} />
        {canSeeTickets ? (
          <>
            <TicketSalesCard cid={cid} month={today.slice(0, 7)} />
            <CancelWaitingCard cid={cid} />
          </>
        ) : null}
      </div>
    </div>
  );
}
