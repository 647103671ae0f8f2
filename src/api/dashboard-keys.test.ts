import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dashboardKeys } from './dashboard';
import { ticketPaymentMutations } from './ticket-payments';

// The top page's ticket figures sit under the keys a refund or a status change invalidates,
// so coming back to the dashboard after a refund shows the new figures (not a cached count).
describe('dashboard ticket figures', () => {
  for (const name of ['refund', 'changeStatus'] as const) {
    it(`are stale after a ticket payment's ${name}`, async () => {
      const client = new QueryClient();
      client.setQueryData(dashboardKeys.ticketSales('c1', '2026-11'), { month: '2026-11', amount: 1000, count: 1 });
      client.setQueryData(dashboardKeys.cancelWaitings('c1'), { payments: 1, tickets: 2 });
      client.setQueryData(dashboardKeys.cancelWaitings('c2'), { payments: 0, tickets: 0 });
      const mutation = ticketPaymentMutations[name]('c1', 'p1');
      for (const queryKey of mutation.invalidates?.(undefined as never, undefined as never) ?? []) await client.invalidateQueries({ queryKey });
      expect(client.getQueryState(dashboardKeys.ticketSales('c1', '2026-11'))?.isInvalidated).toBe(true);
      expect(client.getQueryState(dashboardKeys.cancelWaitings('c1'))?.isInvalidated).toBe(true);
      // Another company's figures are untouched.
      expect(client.getQueryState(dashboardKeys.cancelWaitings('c2'))?.isInvalidated).toBe(false);
    });
  }
});
