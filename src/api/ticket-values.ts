/** The ticket sales' enumerations and limits as plain values: the fake server checks with them without building any schema. */

/** The lowest price of a ticket source, in yen, tax excluded. */
export const TICKET_SOURCE_MIN_PRICE = 50;
export const TICKET_SOURCE_MAX_PRICE = 1_000_000;
export const TICKET_SOURCE_NAME_MAX = 100;
export const TICKET_SOURCE_DESCRIPTION_MAX = 2000;
export const TICKET_SOURCE_VALID_DAYS_MAX = 3650;

export const saleStatuses = ['sale', 'closed'] as const;
export const issuabilities = ['on_sale', 'closed', 'sold_out', 'expired'] as const;
export const ticketStatuses = ['enabled', 'consumed', 'expired', 'canceled', 'ignored'] as const;
/** The list's sort orders; without one the server answers newest first (docs/tickets.md). */
export const sourceSorts = ['newest', 'updatedAt', 'name', 'priceAsc', 'priceDesc', 'saleStartAt', 'soldCount'] as const;
export type SourceSort = (typeof sourceSorts)[number];
export type SaleStatus = (typeof saleStatuses)[number];
export type Issuability = (typeof issuabilities)[number];
export type TicketStatus = (typeof ticketStatuses)[number];
