import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACTIVE_COUPON_STATUS, cancelWaitingFigures, checkInFigures, couponFigures, facilityFigures, salesOf } from '@/api/dashboard';
import { facilityStatuses } from '@/api/facilities';
import { queryOf } from '@/api/queries';
import type { Read, reads } from '@/api/reads';
import { formatDateJa, todayInTokyo } from '@/lib/dates';
import { figuresRefresh, liveRefresh } from '@/lib/live-refresh';
import { formatYen } from '@/lib/money';
import { dashboardMessages as m } from '@/messages/dashboard';
import { ArrivalsNotice } from '@/ui/arrivals-notice';
import { RefreshFailed, useRefreshFailure } from '@/ui/refresh-failure';
import { useTitleCount } from '@/ui/title-count';
import { useLoader } from '@/ui/use-loader';
import { DashboardCard, Figure } from './dashboard-card';
import { drillDown } from './drill-down';
import { dashboardLoader } from './loaders';
import './dashboard.css';

const countOf = (n: number) => `${n.toLocaleString('ja-JP')}${m.unit}`;

/** How far a count has risen since the screen first read it (today's check-ins while the page is open); a count that falls (a new day) starts again. */
function useRiseSinceOpened(count: number | undefined): number {
  const [first, setFirst] = useState<number | undefined>(undefined);
  // Adjusted while rendering (React's pattern for state that follows props).
  if (count !== undefined && (first === undefined || count < first)) setFirst(count);
  return count === undefined || first === undefined ? 0 : Math.max(0, count - first);
}

function CheckInCard({ read, today }: { read: Read<'getCheckInSummary'>; today: string }) {
  const query = useQuery({ ...queryOf(read), ...liveRefresh, select: checkInFigures });
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

function FacilityCard({ read }: { read: Read<'listFacilities'> }) {
  const query = useQuery({ ...queryOf(read), ...figuresRefresh, select: facilityFigures });
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
          {facilityStatuses.map((status) => (
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

function CouponCard({ read }: { read: Read<'listCoupons'> }) {
  const query = useQuery({ ...queryOf(read), ...figuresRefresh, select: couponFigures });
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

function TicketSalesCard({ read, month }: { read: ReturnType<typeof reads.summaryMonths>; month: string }) {
  const select = useCallback((list: Parameters<typeof salesOf>[1]) => salesOf(month, list), [month]);
  const query = useQuery({ ...queryOf(read), ...figuresRefresh, select });
  return (
    <DashboardCard heading={m.tickets.salesHeading} query={query} placeholder={{ month, amount: 0, count: 0 }}>
      {(figures) => (
        <Figure href={drillDown.paymentsOfMonth(month)} label={m.tickets.sales} value={formatYen(figures.amount)} note={m.tickets.salesCount(figures.count)} />
      )}
    </DashboardCard>
  );
}

function CancelWaitingCard({ read }: { read: Read<'getCancelWaitings'> }) {
  const query = useQuery({ ...queryOf(read), ...figuresRefresh, select: cancelWaitingFigures });
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
 * The top page: every card starts its own query at once (no waterfall), fails on its own and keeps itself current while the tab is visible
 * (src/lib/live-refresh.ts); each figure opens the screen filtered to what it counted. Ticket figures only for canEditTicketSource, like the sidebar.
 */
export default function DashboardPage() {
  const loaded = useLoader(dashboardLoader);
  const today = todayInTokyo();
  const month = today.slice(0, 7);
  // A failed refresh is told once for all the cards, not once per card.
  const failure = useRefreshFailure(Object.values(loaded).flatMap((read) => (read ? [read.key] : [])));
  return (
    <div className="dashboard">
      <p className="lead">{m.lead(formatDateJa(today))}</p>
      <div role="status">{failure ? <RefreshFailed error={failure.error} onRetry={failure.retry} live={false} /> : null}</div>
      <div className="dashboard-grid">
        <CheckInCard read={loaded.checkIns} today={today} />
        <FacilityCard read={loaded.facilities} />
        <CouponCard read={loaded.coupons} />
        {loaded.sales ? <TicketSalesCard read={loaded.sales} month={month} /> : null}
        {loaded.waitings ? <CancelWaitingCard read={loaded.waitings} /> : null}
      </div>
    </div>
  );
}
