import type { SaleStatus, TicketSourceInput } from '@/api/ticket-sources';
import { failure, isRecord } from '../lib/http';
import { nowIso } from '../lib/time';
import type { TicketSourceRow, TicketTables } from '../models/tickets';
import type { defineRoutes } from './define-routes';
import { msg, requireSource, ticketScope, toSource, toTicket } from './tickets-shared';
import { ticketsJa } from '@/messages/tickets';
import { charCount } from '@/lib/text';

const form = ticketsJa.form;
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(new Date(value).getTime());

/** The body of POST and PUT, checked as docs/tickets.md says; 422 with the first problem. */
function sourceInput(t: TicketTables, cid: string, body: Record<string, unknown>, soldCount: number) {
  const input = body as Partial<Record<keyof TicketSourceInput, unknown>>;
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) throw failure(422, form.nameRequired);
  if (charCount(name) > 100) throw failure(422, form.nameTooLong);
  const description = typeof input.description === 'string' ? input.description : '';
  if (charCount(description) > 2000) throw failure(422, form.descriptionTooLong);
  const facility = typeof input.facilityId === 'string' ? t.facilities.find(input.facilityId) : null;
  if (!facility || facility.corporationId !== cid) throw failure(422, msg.facilityUnknown);
  if (!isInt(input.price)) throw failure(422, form.priceInvalid);
  if (input.price < 50) throw failure(422, form.priceTooLow);
  if (input.price > 1_000_000) throw failure(422, form.priceTooHigh);
  if (!isInt(input.quantity) || input.quantity < 1) throw failure(422, form.quantityInvalid);
  if (input.quantity < soldCount) throw failure(422, form.quantityBelowSold(soldCount));
  if (!isDate(input.saleStartAt) || !isDate(input.saleEndAt)) throw failure(422, form.dateRequired);
  if (new Date(input.saleEndAt).getTime() <= new Date(input.saleStartAt).getTime()) throw failure(422, form.dateOrder);
  if (!isInt(input.validDays) || input.validDays < 1 || input.validDays > 3650) throw failure(422, form.validDaysInvalid);
  if (input.saleStatus !== 'sale' && input.saleStatus !== 'closed') throw failure(422, msg.saleStatusInvalid);
  return {
    name,
    description,
    facility: { id: facility.id, name: facility.name },
    price: input.price,
    quantity: input.quantity,
    saleStartAt: input.saleStartAt,
    saleEndAt: input.saleEndAt,
    validDays: input.validDays,
    saleStatus: input.saleStatus as SaleStatus,
  };
}

const newestFirst = (a: TicketSourceRow, b: TicketSourceRow) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export function registerTicketSourceRoutes(routes: ReturnType<typeof defineRoutes>): void {
  const base = '/api/corporations/:cid/ticket-sources';

  const list = (context: Parameters<Parameters<typeof routes.get>[1]>[0]) => {
    const { cid, t } = ticketScope(context);
    const params = context.request.queryParams ?? {};
    const page = Math.max(0, Number.parseInt(String(params.page ?? '0'), 10) || 0);
    const limit = Math.min(1000, Math.max(1, Number.parseInt(String(params.limit ?? '300'), 10) || 300));
    const rows = t.sources.where({ corporationId: cid }).sort(newestFirst);
    return {
      sources: rows.slice(page * limit, page * limit + limit).map(toSource),
      paginate: { page, limit, total: rows.length, totalPages: Math.ceil(rows.length / limit) },
    };
  };
  routes.get(base, list);
  routes.get(`${base}/`, list);

  routes.get(`${base}/facilities`, (context) => {
    const { cid, t } = ticketScope(context);
    return { facilities: t.facilities.where({ corporationId: cid }).map(({ id, name }) => ({ id, name })) };
  });

  const create = (context: Parameters<Parameters<typeof routes.post>[1]>[0]) => {
    const { cid, t } = ticketScope(context);
    const body = context.json();
    const now = nowIso();
    const row = t.sources.insert({ ...sourceInput(t, cid, isRecord(body) ? body : {}, 0), corporationId: cid, soldCount: 0, createdAt: now, updatedAt: now });
    return { source: toSource(row) };
  };
  routes.post(base, create);
  routes.post(`${base}/`, create);

  routes.get(`${base}/:id`, (context) => {
    const { cid, t } = ticketScope(context);
    return { source: toSource(requireSource(t, cid, context.params.id)) };
  });

  routes.put(`${base}/:id`, (context) => {
    const { cid, t } = ticketScope(context);
    const existing = requireSource(t, cid, context.params.id);
    const changes = sourceInput(t, cid, context.json(), existing.soldCount);
    const row = t.sources.update(existing.id, { ...changes, updatedAt: nowIso() });
    // Payments and tickets carry the name they were sold under; keep the list readable after a rename.
    return { source: toSource(row) };
  });

  routes.get(`${base}/:id/tickets`, (context) => {
    const { cid, t } = ticketScope(context);
    const source = requireSource(t, cid, context.params.id);
    const tickets = t.tickets.where({ sourceId: source.id }).sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || a.code.localeCompare(b.code));
    return { tickets: tickets.map((row) => ({ ticket: toTicket(row) })) };
  });

  routes.get(`${base}/:id/tickets/:ticketId`, (context) => {
    const { cid, t } = ticketScope(context);
    const source = requireSource(t, cid, context.params.id);
    const ticket = t.tickets.find(context.params.ticketId ?? '');
    if (!ticket || ticket.sourceId !== source.id) throw failure(404, msg.ticketNotFound);
    return { ticket: toTicket(ticket) };
  });
}
