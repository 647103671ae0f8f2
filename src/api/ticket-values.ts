/**
 * The ticket sales' enumerations as plain values: the contract's types are made of them
 * (src/api/ticket-sources.ts), and the fake server checks queries and status changes with them
 * without building the contract's schemas.
 */
export const saleStatuses = ['sale', 'closed'] as const;
export const issuabilities = ['on_sale', 'closed', 'sold_out', 'expired'] as const;
export const ticketStatuses = ['enabled', 'consumed', 'expired', 'canceled', 'ignored'] as const;
/** The list's sort orders; without one the server answers newest first (docs/tickets.md). */
export const sourceSorts = ['newest', 'updatedAt', 'name', 'priceAsc', 'priceDesc', 'saleStartAt', 'soldCount'] as const;
export type SourceSort = (typeof sourceSorts)[number];
export type SaleStatus = (typeof saleStatuses)[number];
export type Issuability = (typeof issuabilities)[number];
export type TicketStatus = (typeof ticketStatuses)[number];
