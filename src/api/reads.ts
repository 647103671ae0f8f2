import type { QueryKey } from '@tanstack/react-query';
import type { Ability } from './ability';
import type { CouponStatus } from '@machines/coupon-status/coupon-status';
import { fillPath, type OperationId, type ParamsArg } from './operations';
import { checkInKeys, corporationKeys, couponKeys, facilityKeys, memberKeys, ticketKeys } from './query-keys';
import type { Issuability, SaleStatus, SourceSort } from './ticket-values';

/**
 * Every GET a screen reads, described once: the call, the path exactly as sent (search included) and its cache key — the path, under the
 * prefix the changes that make it stale name (./query-keys.ts). Free of the validation library, so that the boot script sends these before
 * the code that reads the answers arrives; the query options come from the same descriptions (./queries.ts).
 */
export type Read<Op extends OperationId = ReadOp> = {
  op: Op;
  path: string;
  key: QueryKey;
  /** How long its answer serves a screen that opens, where the screen wants other than FRESH_MS (src/lib/freshness.ts). */
  staleTime?: number;
  /** A path parameter that is empty: such a read is never sent, and fails as "not found" (./queries.ts). */
  empty?: string;
};

/** What a route's loader knows: `ability` is undefined until the /api/me answer is in, and a read for an ability is named only with it. */
export type LoaderContext = { corporationId: string; params: Record<string, string | undefined>; search: string; ability: Ability | undefined };

export type Reads = Record<string, Read | undefined>;

/** The data a screen opens with (its route's loader, src/app/route-data.ts), read by the screen itself too (src/ui/use-loader.ts). */
export type Loader<R extends Reads = Reads> = (context: LoaderContext) => R;

export type CheckInOrder = 'desc' | 'asc';

/** The check-in list's query as the screens hold it: `page` one-based (docs/check-ins.md). */
export type CheckInQuery = { page: number; limit: number; order: CheckInOrder; facility: string; owner: string; startDate?: string; endDate?: string };

/** One page (from 0) of the ticket sources matching the search (`q`: name or facility name) and filters, in one order; the server searches every page. */
export type TicketSourceQuery = { page?: number; q?: string; saleStatus?: SaleStatus; issuability?: Issuability; sort?: SourceSort };

export const summaryKinds = ['consumes', 'payments', 'refunds'] as const;
export type SummaryKind = (typeof summaryKinds)[number];

/** The query string of what is set, in the order given ('' when nothing is). */
const searchOf = (params: Record<string, string | number | undefined>): string => {
  const set = Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return set.length ? `?${new URLSearchParams(set.map(([name, value]) => [name, String(value)])).toString()}` : '';
};

const read = <Op extends OperationId>(op: Op, prefix: QueryKey, params: ParamsArg<Op>[0], search = ''): Read<Op> => {
  const { path, empty } = fillPath(op, ...([params] as ParamsArg<Op>));
  return { op, path: path + search, key: [...prefix, path + search], ...(empty === undefined ? {} : { empty }) };
};

/** The ticket source list's page size, pages counted from 0 (docs/tickets.md). */
export const TICKET_SOURCE_PAGE_SIZE = 300;

/** The query of `GET ticket-sources/`: only what is set, so the default list is `?page&limit`. */
export function sourceQueryParams(query: TicketSourceQuery, limit = TICKET_SOURCE_PAGE_SIZE): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page ?? 0, limit };
  const q = query.q?.trim();
  if (q) params.q = q;
  if (query.saleStatus) params.saleStatus = query.saleStatus;
  if (query.issuability) params.issuability = query.issuability;
  if (query.sort && query.sort !== 'newest') params.sort = query.sort;
  return params;
}

const summaryMonthsCall = { consumes: 'listConsumeMonths', payments: 'listPaymentMonths', refunds: 'listRefundMonths' } as const;
export const summaryMonthCall = { consumes: 'getConsumeMonth', payments: 'getPaymentMonth', refunds: 'getRefundMonth' } as const;

/** @example useQuery(queryOf(reads.facilities(cid))) */
export const reads = {
  corporation: (cid: string) => read('getCorporation', corporationKeys.one(cid), { corporationId: cid }),
  members: (cid: string) => read('listMembers', memberKeys.list(cid), { corporationId: cid }),

  checkInSummary: (cid: string, facilityId = '') => read('getCheckInSummary', checkInKeys.all(cid), { corporationId: cid }, searchOf({ facilityId })),
  /** Every parameter is sent, empty ones too (a bare `facility` would read as 'true'); the page zero-based. */
  checkIns: (cid: string, query: CheckInQuery) => {
    const { page, limit, order, facility, owner, startDate, endDate } = query;
    const search = new URLSearchParams({ page: String(Math.max(0, page - 1)), limit: String(limit), order, facility, owner });
    if (startDate) search.set('startDate', startDate);
    if (endDate) search.set('endDate', endDate);
    return read('listCheckIns', checkInKeys.all(cid), { corporationId: cid }, `?${search.toString()}`);
  },
  checkIn: (cid: string, id: string) => read('getCheckIn', checkInKeys.all(cid), { corporationId: cid, checkInId: id }),

  coupons: (cid: string, status?: CouponStatus) => read('listCoupons', couponKeys.all(cid), { corporationId: cid }, searchOf({ status })),
  coupon: (cid: string, id: string) => read('getCoupon', couponKeys.all(cid), { corporationId: cid, couponId: id }),

  /** 'enabled' is the one status the API filters (docs/facilities.md). */
  facilities: (cid: string, status?: 'enabled') => read('listFacilities', facilityKeys.all(cid), { corporationId: cid }, searchOf({ status })),
  facility: (cid: string, id: string) => read('getFacility', facilityKeys.all(cid), { corporationId: cid, facilityId: id }),
  agreement: (cid: string, id: string) => read('getAgreement', facilityKeys.all(cid), { corporationId: cid, facilityId: id }),

  ticketSources: (cid: string, query: TicketSourceQuery = {}, limit?: number) =>
    read('listTicketSources', ticketKeys.sources(cid), { corporationId: cid }, searchOf(sourceQueryParams(query, limit))),
  ticketSource: (cid: string, id: string) => read('getTicketSource', ticketKeys.sources(cid), { corporationId: cid, sourceId: id }),
  issuedTickets: (cid: string, sourceId: string) => read('listIssuedTickets', ticketKeys.sources(cid), { corporationId: cid, sourceId }),
  issuedTicket: (cid: string, sourceId: string, ticketId: string) =>
    read('getIssuedTicket', ticketKeys.sources(cid), { corporationId: cid, sourceId, ticketId }),
  ticketFacilities: (cid: string) => read('listTicketFacilities', ticketKeys.all(cid), { corporationId: cid }),
  ticketPayment: (cid: string, id: string) => read('getTicketPayment', ticketKeys.all(cid), { corporationId: cid, paymentId: id }),

  summaryMonths: (cid: string, kind: SummaryKind) => read(summaryMonthsCall[kind], ticketKeys.summaries(cid), { corporationId: cid }),
  summaryMonth: (cid: string, kind: SummaryKind, month: string) => read(summaryMonthCall[kind], ticketKeys.summaries(cid), { corporationId: cid, month }),
  /** Under the summaries' prefix: a refund or a status change makes it stale like the summaries. */
  cancelWaitings: (cid: string) => read('getCancelWaitings', ticketKeys.summaries(cid), { corporationId: cid }),
};

/** The calls the screens read (what ./queries.ts must know how to read). */
export type ReadOp = ReturnType<(typeof reads)[keyof typeof reads]>['op'];
