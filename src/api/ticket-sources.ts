import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from './client';
import type { AppMutation } from './mutation';
import { apiPath } from './operations';
import { corporationKeys } from './query-keys';
import type { TicketSourceInput } from './ticket-source-input';
import { checked, checkedItems, markedName, rawId, salvaged, stand } from './validate';
import { count, dateTime, dateTimeOrNull, id, text, textOrNull, lazySchema, type Infer, type InferIn, type } from './wire';

export type { TicketSourceInput } from './ticket-source-input';
/** SPEC §9: the ticket source list's page size (pages start at 0). */
export const TICKET_SOURCE_PAGE_SIZE = 300;

import { issuabilities, saleStatuses, TICKET_SOURCE_MIN_PRICE, ticketStatuses, type SourceSort } from './ticket-values';

export { issuabilities, saleStatuses, sourceSorts, ticketStatuses, type SourceSort } from './ticket-values';

export const SaleStatus = lazySchema(() => type.enumerated(...saleStatuses));
export type SaleStatus = Infer<typeof SaleStatus>;
export const Issuability = lazySchema(() => type.enumerated(...issuabilities));
export type Issuability = Infer<typeof Issuability>;
export const TicketStatus = lazySchema(() => type.enumerated(...ticketStatuses));
export type TicketStatus = Infer<typeof TicketStatus>;

export const FacilityRef = lazySchema(() => type({ id, name: 'string' }));
export type FacilityRef = Infer<typeof FacilityRef>;

/** The ticket holder (SPEC §3 Owner label): a nickname and an optional prefecture. */
export const Owner = lazySchema(() => type({ nickname: text, 'prefecture?': textOrNull }));
export type Owner = Infer<typeof Owner>;

/** A pass or ticket sold for one facility (docs/tickets.md). Prices are whole yen, tax excluded. */
export const TicketSource = lazySchema(() =>
  type({
    id,
    name: 'string',
    description: text,
    facility: FacilityRef(),
    price: type('number.integer').atLeast(TICKET_SOURCE_MIN_PRICE),
    quantity: 'number.integer >= 1',
    soldCount: count,
    saleStartAt: dateTime,
    saleEndAt: dateTime,
    /** Days an issued ticket can be used, counted from its issue. */
    validDays: 'number.integer >= 1',
    saleStatus: SaleStatus(),
    issuability: Issuability(),
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
);
export type TicketSource = Infer<typeof TicketSource>;

export const Paginate = lazySchema(() => type({ page: count, limit: 'number.integer >= 1', total: count, totalPages: count }));
export type Paginate = Infer<typeof Paginate>;

/** An issued ticket. `price` is what the holder paid for it (tax included). */
export const Ticket = lazySchema(() =>
  type({
    id,
    code: 'string',
    sourceId: id,
    sourceName: 'string',
    paymentId: id,
    status: TicketStatus(),
    price: count,
    refundedAmount: count,
    owner: Owner().or('null'),
    issuedAt: dateTime,
    validUntil: dateTime,
    consumedAt: dateTimeOrNull,
    /** When the holder asked to cancel; null once handled (a refund or a status change). */
    cancelRequestedAt: dateTimeOrNull,
  }),
);
export type Ticket = Infer<typeof Ticket>;

const SourceList = lazySchema(() => type({ sources: 'unknown[]', paginate: Paginate() }));

function malformedSource(raw: unknown, index: number): TicketSource {
  const fallback: InferIn<typeof TicketSource> = {
    id: rawId(raw, index),
    name: '',
    description: '',
    facility: { id: stand.id, name: '' },
    price: TICKET_SOURCE_MIN_PRICE,
    quantity: 1,
    soldCount: 0,
    saleStartAt: stand.instant,
    saleEndAt: stand.instant,
    validDays: 1,
    saleStatus: 'closed',
    issuability: 'closed',
    createdAt: stand.instant,
    updatedAt: stand.instant,
  };
  const dates = { saleStartAt: '', saleEndAt: '', createdAt: '', updatedAt: '' };
  const source = salvaged(TicketSource(), raw, fallback, 'listTicketSources', { ...dates, facility: { id: '' } });
  return { ...source, name: markedName(source.name, source.id) };
}

function malformedTicket(raw: unknown, index: number): { ticket: Ticket } {
  const fallback: { ticket: InferIn<typeof Ticket> } = {
    ticket: {
      id: rawId(raw, index, ['ticket']),
      code: '',
      sourceId: stand.id,
      sourceName: '',
      paymentId: stand.id,
      status: 'enabled',
      price: 0,
      refundedAmount: 0,
      owner: null,
      issuedAt: stand.instant,
      validUntil: stand.instant,
      consumedAt: null,
      cancelRequestedAt: null,
    },
  };
  const { ticket } = salvaged(TicketItem(), raw, fallback, 'listIssuedTickets', { ticket: { sourceId: '', paymentId: '', issuedAt: '', validUntil: '' } });
  return { ticket: { ...ticket, code: markedName(ticket.code, ticket.id) } };
}
const SourceOne = lazySchema(() => type({ source: TicketSource() }));
const TicketItem = lazySchema(() => type({ ticket: Ticket() }));
const TicketList = lazySchema(() => type({ tickets: 'unknown[]' }));
const TicketOne = lazySchema(() => type({ ticket: Ticket() }));
const FacilityList = lazySchema(() => type({ facilities: FacilityRef().array() }));

/**
 * What the list asks the server for: one page (from 0) of the sources that match the search
 * (`q`: name or facility name) and the filters, in one order. The server searches every page.
 */
export type TicketSourceQuery = { page?: number; q?: string; saleStatus?: SaleStatus; issuability?: Issuability; sort?: SourceSort };

/** The query parameters of `GET ticket-sources/`: only what is set, so the default list is `?page&limit`. */
export function sourceQueryParams(query: TicketSourceQuery, limit = TICKET_SOURCE_PAGE_SIZE): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page ?? 0, limit };
  const q = query.q?.trim();
  if (q) params.q = q;
  if (query.saleStatus) params.saleStatus = query.saleStatus;
  if (query.issuability) params.issuability = query.issuability;
  if (query.sort && query.sort !== 'newest') params.sort = query.sort;
  return params;
}

export async function listTicketSources(cid: string, query: TicketSourceQuery = {}, limit = TICKET_SOURCE_PAGE_SIZE) {
  const data = checked(
    SourceList(),
    await request(apiPath('listTicketSources', { corporationId: cid }), { query: sourceQueryParams(query, limit) }),
    'listTicketSources',
  );
  return { ...data, sources: checkedItems(TicketSource(), data.sources, 'listTicketSources', malformedSource) };
}

export async function getTicketSource(cid: string, id: string): Promise<TicketSource> {
  return checked(SourceOne(), await request(apiPath('getTicketSource', { corporationId: cid, sourceId: id })), 'getTicketSource').source;
}

export async function createTicketSource(cid: string, input: TicketSourceInput): Promise<TicketSource> {
  return checked(SourceOne(), await request(apiPath('createTicketSource', { corporationId: cid }), { method: 'POST', body: input }), 'createTicketSource')
    .source;
}

export async function updateTicketSource(cid: string, id: string, input: TicketSourceInput): Promise<TicketSource> {
  return checked(
    SourceOne(),
    await request(apiPath('updateTicketSource', { corporationId: cid, sourceId: id }), { method: 'PUT', body: input }),
    'updateTicketSource',
  ).source;
}

export async function listIssuedTickets(cid: string, sourceId: string): Promise<Ticket[]> {
  const data = checked(TicketList(), await request(apiPath('listIssuedTickets', { corporationId: cid, sourceId })), 'listIssuedTickets');
  return checkedItems(TicketItem(), data.tickets, 'listIssuedTickets', malformedTicket).map((item) => item.ticket);
}

export async function getIssuedTicket(cid: string, sourceId: string, ticketId: string): Promise<Ticket> {
  return checked(TicketOne(), await request(apiPath('getIssuedTicket', { corporationId: cid, sourceId, ticketId })), 'getIssuedTicket').ticket;
}

/** The facilities a source can be sold for (an addition to SPEC §7, see docs/tickets.md). */
export async function listTicketFacilities(cid: string): Promise<FacilityRef[]> {
  return checked(FacilityList(), await request(apiPath('listTicketFacilities', { corporationId: cid })), 'listTicketFacilities').facilities;
}

/**
 * Cache keys: everything of one corporation's ticket sales sits under `ticketKeys.all(cid)`, so a
 * refund or a status change can mark the lists and summaries it changes stale in one call.
 */
export const ticketKeys = {
  all: (cid: string) => corporationKeys.tickets(cid),
  sources: (cid: string) => [...ticketKeys.all(cid), 'sources'] as const,
  sourceList: (cid: string, query: TicketSourceQuery) => [...ticketKeys.sources(cid), 'list', sourceQueryParams(query)] as const,
  source: (cid: string, id: string) => [...ticketKeys.sources(cid), 'one', id] as const,
  issued: (cid: string, sourceId: string) => [...ticketKeys.source(cid, sourceId), 'tickets'] as const,
  ticket: (cid: string, sourceId: string, ticketId: string) => [...ticketKeys.issued(cid, sourceId), ticketId] as const,
  facilities: (cid: string) => [...ticketKeys.all(cid), 'facilities'] as const,
  payment: (cid: string, id: string) => [...ticketKeys.all(cid), 'payments', id] as const,
  summaries: (cid: string) => corporationKeys.ticketSummaries(cid),
};

/** @example const list = useQuery({ ...ticketSourcesQuery(cid, { page: 0, q: '温泉' }), placeholderData: keepPreviousData }); */
export const ticketSourcesQuery = (cid: string, query: TicketSourceQuery) =>
  queryOptions({ queryKey: ticketKeys.sourceList(cid, query), queryFn: () => listTicketSources(cid, query) });

export const ticketSourceQuery = (cid: string, id: string) => queryOptions({ queryKey: ticketKeys.source(cid, id), queryFn: () => getTicketSource(cid, id) });

export const issuedTicketsQuery = (cid: string, sourceId: string) =>
  queryOptions({ queryKey: ticketKeys.issued(cid, sourceId), queryFn: () => listIssuedTickets(cid, sourceId) });

export const issuedTicketQuery = (cid: string, sourceId: string, ticketId: string) =>
  queryOptions({ queryKey: ticketKeys.ticket(cid, sourceId, ticketId), queryFn: () => getIssuedTicket(cid, sourceId, ticketId) });

export const ticketFacilitiesQuery = (cid: string) => queryOptions({ queryKey: ticketKeys.facilities(cid), queryFn: () => listTicketFacilities(cid) });

/** A saved source: its detail is what the server answered; every list of sources is stale. */
const savedSource = (cid: string) => ({
  invalidates: () => [ticketKeys.sources(cid)],
  updateCache: (queryClient: QueryClient, source: TicketSource) => queryClient.setQueryData(ticketKeys.source(cid, source.id), source),
});

export const ticketSourceMutations = {
  create: (cid: string): AppMutation<TicketSourceInput, TicketSource> => ({
    mutationFn: (input) => createTicketSource(cid, input),
    ...savedSource(cid),
  }),
  update: (cid: string, id: string): AppMutation<TicketSourceInput, TicketSource> => ({
    mutationFn: (input) => updateTicketSource(cid, id, input),
    ...savedSource(cid),
  }),
};
