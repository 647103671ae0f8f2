import type { Db } from 'miragejs/db';
import type { Refund, TicketPayment } from '@/api/ticket-payments';
import type { FacilityRef, Ticket, TicketSource } from '@/api/ticket-sources';
import { table } from '../lib/db';

/** Ticket sales rows (docs/tickets.md): plain foreign keys, no relations. */
export type TicketFacilityRow = FacilityRef & { corporationId: string };

/** Issuability is not stored: it follows from the sale status, the dates and the stock. */
export type TicketSourceRow = Omit<TicketSource, 'issuability'> & { corporationId: string };

export type TicketRow = Ticket & { corporationId: string };

/** The contract's payment with its source flat and its tickets by id; the refundable amount and the refunds are read when answered. */
export type TicketPaymentRow = Omit<TicketPayment, 'source' | 'refundableAmount' | 'tickets' | 'refunds'> & {
  corporationId: string;
  sourceId: string;
  sourceName: string;
  ticketIds: string[];
};

export type TicketRefundRow = Refund & { corporationId: string; paymentId: string };

/** The first answer given for an Idempotency-Key, replayed for any repeat. */
export type TicketIdempotencyRow = {
  id: string;
  corporationId: string;
  key: string;
  fingerprint: string;
  status: number;
  body: object;
};

export const ticketTables = (db: Db) => ({
  facilities: table<TicketFacilityRow>(db, 'ticketFacilities'),
  sources: table<TicketSourceRow>(db, 'ticketSources'),
  tickets: table<TicketRow>(db, 'tickets'),
  payments: table<TicketPaymentRow>(db, 'ticketPayments'),
  refunds: table<TicketRefundRow>(db, 'ticketRefunds'),
  idempotency: table<TicketIdempotencyRow>(db, 'ticketIdempotencies'),
});

export type TicketTables = ReturnType<typeof ticketTables>;
