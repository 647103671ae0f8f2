import { request } from './client';
import { savedRecord, type AppMutation } from './mutation';
import { apiPath } from './api-path';
import { ticketKeys } from './query-keys';
import { reads } from './reads';
import type { TicketSourceInput } from './ticket-source-input';
import { checked, checkedItems, markedName, rawId, salvaged, stand } from './validate';
import { count, dateTime, dateTimeOrNull, id, text, textOrNull, lazySchema, type Infer, type InferIn, type } from './wire';

export type { TicketSourceInput } from './ticket-source-input';

import { issuabilities, saleStatuses, TICKET_SOURCE_MIN_PRICE, ticketStatuses } from './ticket-values';

export { issuabilities, saleStatuses, sourceSorts, ticketStatuses, type SourceSort } from './ticket-values';

export const SaleStatus = lazySchema(() => type.enumerated(...saleStatuses));
export type SaleStatus = Infer<typeof SaleStatus>;
export const Issuability = lazySchema(() => type.enumerated(...issuabilities));
export type Issuability = Infer<typeof Issuability>;
export const TicketStatus = lazySchema(() => type.enumerated(...ticketStatuses));
export type TicketStatus = Infer<typeof TicketStatus>;

export const FacilityRef = lazySchema(() => type({ id, name: 'string' }));
export type FacilityRef = Infer<typeof FacilityRef>;

/** The ticket holder: a nickname and an optional prefecture. */
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
  const source = salvaged(TicketSource(), raw, fallback, 'listTicketSources');
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
  const { ticket } = salvaged(TicketItem(), raw, fallback, 'listIssuedTickets');
  return { ticket: { ...ticket, code: markedName(ticket.code, ticket.id) } };
}
const SourceOne = lazySchema(() => type({ source: TicketSource() }));
const TicketItem = lazySchema(() => type({ ticket: Ticket() }));
const TicketList = lazySchema(() => type({ tickets: 'unknown[]' }));
const FacilityList = lazySchema(() => type({ facilities: FacilityRef().array() }));

export type { TicketSourceQuery } from './reads';

/** The answers of the ticket reads (./reads.ts): a list salvages what it can of a bad row. */
export function readTicketSources(data: unknown) {
  const list = checked(SourceList(), data, 'listTicketSources');
  return { ...list, sources: checkedItems(TicketSource(), list.sources, 'listTicketSources', malformedSource) };
}

export const readTicketSource = (data: unknown): TicketSource => checked(SourceOne(), data, 'getTicketSource').source;

export function readIssuedTickets(data: unknown): Ticket[] {
  const list = checked(TicketList(), data, 'listIssuedTickets');
  return checkedItems(TicketItem(), list.tickets, 'listIssuedTickets', malformedTicket).map((item) => item.ticket);
}

export const readIssuedTicket = (data: unknown): Ticket => checked(TicketItem(), data, 'getIssuedTicket').ticket;

/** The facilities a source can be sold for (this project's addition, docs/tickets.md). */
export const readTicketFacilities = (data: unknown): FacilityRef[] => checked(FacilityList(), data, 'listTicketFacilities').facilities;

export async function createTicketSource(cid: string, input: TicketSourceInput): Promise<TicketSource> {
  const data = await request(apiPath('createTicketSource', { corporationId: cid }), { method: 'POST', body: input });
  return checked(SourceOne(), data, 'createTicketSource').source;
}

export async function updateTicketSource(cid: string, id: string, input: TicketSourceInput): Promise<TicketSource> {
  const data = await request(apiPath('updateTicketSource', { corporationId: cid, sourceId: id }), { method: 'PUT', body: input });
  return checked(SourceOne(), data, 'updateTicketSource').source;
}

/** A saved source: its detail is what the server answered; every list of sources is stale. */
const savedSource = (cid: string) => savedRecord<TicketSource>(ticketKeys.sources(cid), (id) => reads.ticketSource(cid, id).key);

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
