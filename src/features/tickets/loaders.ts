import { reads, type LoaderContext } from '@/api/reads';
import type { SummaryKind } from '@/api/ticket-summaries';
import { readSourceListUrl, toSourceQuery } from './source-list-url';

// What the ticket screens open with (src/app/route-data.ts, src/ui/use-loader.ts); free of the validation library, as the boot script reads it too.

/** The list of the URL's search, filters, order and page, with the cancel-waitings above it. */
export const sourceListLoader = ({ corporationId, search }: LoaderContext) => ({
  sources: reads.ticketSources(corporationId, toSourceQuery(readSourceListUrl(search))),
  waitings: reads.cancelWaitings(corporationId),
});

export const sourceLoader = ({ corporationId, params: { sourceId = '' } }: LoaderContext) => ({
  source: reads.ticketSource(corporationId, sourceId),
  tickets: reads.issuedTickets(corporationId, sourceId),
});

/** A new source's form: the facilities it may be sold for. */
export const sourceNewLoader = ({ corporationId }: LoaderContext) => ({ facilities: reads.ticketFacilities(corporationId) });

export const sourceEditLoader = (context: LoaderContext) => ({
  ...sourceNewLoader(context),
  source: reads.ticketSource(context.corporationId, context.params.sourceId ?? ''),
});

export const paymentLoader = ({ corporationId, params: { paymentId = '' } }: LoaderContext) => ({ payment: reads.ticketPayment(corporationId, paymentId) });

export const summaryLoader =
  (kind: SummaryKind) =>
  ({ corporationId }: LoaderContext) => ({ months: reads.summaryMonths(corporationId, kind) });
