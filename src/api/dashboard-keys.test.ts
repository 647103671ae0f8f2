import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reads } from './reads';
import { ticketPaymentMutations } from './ticket-payments';

// The top page's ticket figures are read from the reads a refund or a status change invalidates,
// so coming back to the dashboard after a refund shows the new figures (not a cached count).
describe('dashboard ticket figures', () => {
  for (const name of ['refund', 'changeStatus'] as const) {
    it(`are stale after a ticket payment's ${name}`, async () => {
      const client = new QueryClient();
      const sales = reads.summaryMonths('c1', 'payments').key;
      client.setQueryData(sales, { months: [], total: { amount: 0, count: 0 } });
      client.setQueryData(reads.cancelWaitings('c1').key, { payments: [], tickets: [] });
      client.setQueryData(reads.cancelWaitings('c2').key, { payments: [], tickets: [] });
      const mutation = ticketPaymentMutations[name]('c1', 'p1');
      for (const queryKey of mutation.invalidates?.(undefined as never, undefined as never) ?? []) await client.invalidateQueries({ queryKey });
      expect(client.getQueryState(sales)?.isInvalidated).toBe(true);
      expect(client.getQueryState(reads.cancelWaitings('c1').key)?.isInvalidated).toBe(true);
      // Another company's figures are untouched.
      expect(client.getQueryState(reads.cancelWaitings('c2').key)?.isInvalidated).toBe(false);
    });
  }
});
