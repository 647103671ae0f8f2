import { useQuery } from '@tanstack/react-query';
import { ACTIVE_COUPON_STATUS, dashboardKeys, dashboardQueries } from '@/api/dashboard';
import { useCan, useCorporationId } from '@/session/session-context';
import { formatDateJa, todayInTokyo } from '@/lib/dates';
import { figuresRefresh, liveRefresh } from '@/lib/live-refresh';
import { formatYen } from '@/lib/money';
import { dashboardMessages as m } from '@/messages/dashboard';
import { ArrivalsNotice } from '@/ui/arrivals-notice';
import { RefreshFailed, useRefreshFailure } from '@/ui/refresh-failure';
import { useTitleCount } from '@/ui/title-count';
import { DashboardCard, Figure } from './dashboard-card';
import { drillDown } from './drill-down';
import { useRiseSinceOpened } from './use-rise-since-opened';
import './dashboard.css';

const FACILITY_STATUSES = ['pending', 'enabled', 'disabled', 'closed'] as const;
const countOf = (n: number) => `${n.toLocaleString('ja-JP')}${m.unit}`;

function CheckInCard({ cid, today }: { cid: string; today: string }) {
  const query = useQuery({ ...dashboardQueries.checkIns(cid), ...liveRefresh });
  // Today's check-ins that came while the page was open: told, and counted in the tab's title.
  const arrivals = useRiseSinceOpened(query.data?.today);
  useTitleCount(arrivals);
  return (
    <>
      <ArrivalsNotice count={arrivals} showHref={drillDown.checkInsOf(today)} />
      <DashboardCard heading={m.checkIns.heading} query={query} placeholder={{ today: 0, thisMonth: 0 }}>
        {(figures) => (
          <>
            <Figure href={drillDown.checkInsOf(today)} label={m.checkIns.today} value={countOf(figures.today)} />
            <Figure href={drillDown.checkInsOfMonth(today)} label={m.checkIns.thisMonth} value={countOf(figures.thisMonth)} />
          </>
        )}
      </DashboardCard>
    </>
  );
}

function FacilityCard({ cid }: { cid: string }) {
  const query = useQuery({ ...dashboardQueries.facilities(cid), ...figuresRefresh });
  return (
    <DashboardCard heading={m.facilities.heading} query={query} wide placeholder={{ total: 0, byStatus: {}, unconfirmed: 1 }}>
      {(figures) => (
        <>
          {figures.unconfirmed > 0 ? (
            <Figure
              href={drillDown.facilitiesByConfirmation('unconfirmed')}
              label={m.facilities.unconfirmed}
              value={countOf(figures.unconfirmed)}
              note={m.facilities.unconfirmedNote}
              tone="warning"
            />
          ) : null}
          {FACILITY_STATUSES.map((status) => (
            <Figure
              key={status}
              href={drillDown.facilitiesByStatus(status)}
              label={m.facilities.statuses[status] ?? status}
              value={countOf(figures.byStatus[status] ?? 0)}
            />
          ))}
          <Figure href={drillDown.allFacilities} label={m.facilities.total} value={countOf(figures.total)} />
        </>
      )}
    </DashboardCard>
  );
}

function CouponCard({ cid }: { cid: string }) {
  const query = useQuery({ ...dashboardQueries.coupons(cid), ...figuresRefresh });
  return (
    <DashboardCard heading={m.coupons.heading} query={query} placeholder={{ active: 0, total: 0 }}>
      {(figures) => (
        <Figure
          href={drillDown.couponsByStatus(ACTIVE_COUPON_STATUS)}
          label={m.coupons.active}
          value={countOf(figures.active)}
          note={m.coupons.total(figures.total)}
        />
      )}
    </DashboardCard>
  );
}

function TicketSalesCard({ cid, month }: { cid: string; month: string }) {
  const query = useQuery({ ...dashboardQueries.ticketSales(cid, month), ...figuresRefresh });
  return (
    <DashboardCard heading={m.tickets.salesHeading} query={query} placeholder={{ month, amount: 0, count: 0 }}>
      {(figures) => (
        <Figure href={drillDown.paymentsOfMonth(month)} label={m.tickets.sales} value={formatYen(figures.amount)} note={m.tickets.salesCount(figures.count)} />
      )}
    </DashboardCard>
  );
}

function CancelWaitingCard({ cid }: { cid: string }) {
  const query = useQuery({ ...dashboardQueries.cancelWaitings(cid), ...figuresRefresh });
  return (
    <DashboardCard heading={m.tickets.cancelHeading} query={query} placeholder={{ payments: 0, tickets: 0 }}>
      {(figures) => (
        <Figure
          href={drillDown.cancelWaitings}
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
 * The top page: every card starts its own query at once (no waterfall) and fails on its own;
 * every figure keeps itself current while the tab is visible (src/lib/live-refresh.ts);
 * each figure opens the screen filtered to what it counted. Ticket figures only for
 * canEditTicketSource, like the sidebar.
 */
export default function DashboardPage() {
  const cid = useCorporationId();
  const canSeeTickets = useCan('canEditTicketSource');
  const today = todayInTokyo();
  const month = today.slice(0, 7);
  // A failed refresh is told once for all the cards, not once per card.
  const failure = useRefreshFailure([
    dashboardKeys.checkIns(cid),
    dashboardKeys.facilities(cid),
    dashboardKeys.coupons(cid),
    ...(canSeeTickets ? [dashboardKeys.ticketSales(cid, month), dashboardKeys.cancelWaitings(cid)] : []),
  ]);
  return (
    <div className="dashboard">
      <p className="dashboard-lead">{m.lead(formatDateJa(today))}</p>
      <div role="status">{failure ? <RefreshFailed error={failure.error} onRetry={failure.retry} live={false} /> : null}</div>
      <div className="dashboard-grid">
        <CheckInCard cid={cid} today={today} />
        <FacilityCard cid={cid} />
        <CouponCard cid={cid} />
        {canSeeTickets ? (
          <>
            <TicketSalesCard cid={cid} month={month} />
            <CancelWaitingCard cid={cid} />
          </>
        ) : null}
      </div>
    </div>
  );
}
