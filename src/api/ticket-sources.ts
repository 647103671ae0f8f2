import { type } from 'arktype';
import { corporationPath } from './corporations';
import { request } from './client';
import { checked } from './validate';

/** SPEC §9: the lowest price of a ticket source, in yen, tax excluded. */
export const TICKET_SOURCE_MIN_PRICE = 50;
/** SPEC §9: the ticket source list's page size (pages start at 0). */
export const TICKET_SOURCE_PAGE_SIZE = 300;

export const saleStatuses = ['sale', 'closed'] as const;
export const issuabilities = ['on_sale', 'closed', 'sold_out', 'expired'] as const;
export const ticketStatuses = ['enabled', 'consumed', 'expired', 'canceled', 'ignored'] as const;

export const SaleStatus = type.enumerated(...saleStatuses);
export type SaleStatus = typeof SaleStatus.infer;
export const Issuability = type.enumerated(...issuabilities);
export type Issuability = typeof Issuability.infer;
export const TicketStatus = type.enumerated(...ticketStatuses);
export type TicketStatus = typeof TicketStatus.infer;

export const FacilityRef = type({ id: 'string', name: 'string' });
export type FacilityRef = typeof FacilityRef.infer;

/** The ticket holder (SPEC §3 Owner label): a nickname and an optional prefecture. */
export const Owner = type({ nickname: 'string', 'prefecture?': 'string | null' });
export type Owner = typeof Owner.infer;

/** A pass or ticket sold for one facility (docs/tickets.md). Prices are whole yen, tax excluded. */
export const TicketSource = type({
  id: 'string',
  name: 'string',
  description: 'string',
  facility: FacilityRef,
  price: 'number.integer >= 50',
  quantity: 'number.integer >= 1',
  soldCount: 'number.integer >= 0',
  saleStartAt: 'string',
  saleEndAt: 'string',
  /** Days an issued ticket can be used, counted from its issue. */
  validDays: 'number.integer >= 1',
  saleStatus: SaleStatus,
  issuability: Issuability,
  createdAt: 'string',
  updatedAt: 'string',
});
export type TicketSource = typeof TicketSource.infer;

/** POST and PUT body. */
export type TicketSourceInput = {
  name: string;
  description: string;
  facilityId: string;
  price: number;
  quantity: number;
  saleStartAt: string;
  saleEndAt: string;
  validDays: number;
  saleStatus: SaleStatus;
};

export const Paginate = type({ page: 'number.integer >= 0', limit: 'number.integer >= 1', total: 'number.integer >= 0', totalPages: 'number.integer >= 0' });
export type Paginate = typeof Paginate.infer;

/** An issued ticket. `price` is what the holder paid for it (tax included). */
export const Ticket = type({
  id: 'string',
  code: 'string',
  sourceId: 'string',
  sourceName: 'string',
  paymentId: 'string',
  status: TicketStatus,
  price: 'number.integer >= 0',
  refundedAmount: 'number.integer >= 0',
  owner: Owner.or('null'),
  issuedAt: 'string',
  validUntil: 'string',
  consumedAt: 'string | null',
  /** When the holder asked to cancel; null once handled (a refund or a status change). */
  cancelRequestedAt: 'string | null',
});
export type Ticket = typeof Ticket.infer;

const SourceList = type({ sources: TicketSource.array(), paginate: Paginate });
const SourceOne = type({ source: TicketSource });
const TicketList = type({ tickets: type({ ticket: Ticket }).array() });
const TicketOne = type({ ticket: Ticket });
const FacilityList = type({ facilities: FacilityRef.array() });

const base = (cid: string) => `${corporationPath(cid)}/ticket-sources`;
const enc = encodeURIComponent;

export async function listTicketSources(cid: string, page = 0, limit = TICKET_SOURCE_PAGE_SIZE) {
  return checked(SourceList, await request(`${base(cid)}/`, { query: { page, limit } }), 'ticket sources');
}

export async function getTicketSource(cid: string, id: string): Promise<TicketSource> {
  return checked(SourceOne, await request(`${base(cid)}/${enc(id)}`), 'ticket source').source;
}

export async function createTicketSource(cid: string, input: TicketSourceInput): Promise<TicketSource> {
  return checked(SourceOne, await request(`${base(cid)}/`, { method: 'POST', body: input }), 'ticket source').source;
}

export async function updateTicketSource(cid: string, id: string, input: TicketSourceInput): Promise<TicketSource> {
  return checked(SourceOne, await request(`${base(cid)}/${enc(id)}`, { method: 'PUT', body: input }), 'ticket source').source;
}

export async function listIssuedTickets(cid: string, sourceId: string): Promise<Ticket[]> {
  const data = checked(TicketList, await request(`${base(cid)}/${enc(sourceId)}/tickets`), 'tickets');
  return data.tickets.map((item) => item.ticket);
}

export async function getIssuedTicket(cid: string, sourceId: string, ticketId: string): Promise<Ticket> {
  return checked(TicketOne, await request(`${base(cid)}/${enc(sourceId)}/tickets/${enc(ticketId)}`), 'ticket').ticket;
}

/** The facilities a source can be sold for (an addition to SPEC §7, see docs/tickets.md). */
export async function listTicketFacilities(cid: string): Promise<FacilityRef[]> {
  return checked(FacilityList, await request(`${base(cid)}/facilities`), 'ticket facilities').facilities;
}
