import { checkTicketSourceInput } from '@/api/ticket-source-input';
import { ticketsJa } from '@/messages/tickets';
import { failure } from '../lib/http';
import { nowIso } from '../lib/time';
import type { TicketTables } from '../models/tickets';
import type { AppServer } from './define-routes';
import { filterSources, parseSourceFilter } from './tickets-source-filter';
import { issuabilityOf, msg, nextTicketId, requireSource, ticketRoutes, toSource, toTicket } from './tickets-shared';

/** The POST/PUT body checked with src/api/ticket-source-input.ts, then against stored data (the corporation's facility, stock ≥ sold); 422 otherwise. */
function sourceInput(t: TicketTables, cid: string, body: unknown, soldCount: number) {
  const check = checkTicketSourceInput(body);
  if (!check.ok) throw failure(422, check.message);
  const { facilityId, ...input } = check.input;
  const facility = t.facilities.find(facilityId);
  if (!facility || facility.corporationId !== cid) throw failure(422, msg.facilityUnknown);
  if (input.quantity < soldCount) throw failure(422, ticketsJa.form.quantityBelowSold(soldCount));
  return { ...input, facility: { id: facility.id, name: facility.name } };
}

export function registerTicketSourceRoutes(server: AppServer): void {
  const routes = ticketRoutes(server);
  const base = '/api/corporations/:cid/ticket-sources';

  routes.get(`${base}/`, ({ cid, t, request }) => {
    const params = request.queryParams ?? {};
    const page = Math.max(0, Number.parseInt(String(params.page ?? '0'), 10) || 0);
    const limit = Math.min(1000, Math.max(1, Number.parseInt(String(params.limit ?? '300'), 10) || 300));
    const filter = parseSourceFilter(params);
    if ('invalid' in filter) throw failure(422, msg.listParamInvalid(filter.invalid));
    const rows = filterSources(t.sources.where({ corporationId: cid }), filter, issuabilityOf);
    return {
      sources: rows.slice(page * limit, page * limit + limit).map(toSource),
      paginate: { page, limit, total: rows.length, totalPages: Math.ceil(rows.length / limit) },
    };
  });

  routes.get(`${base}/facilities`, ({ cid, t }) => ({ facilities: t.facilities.where({ corporationId: cid }).map(({ id, name }) => ({ id, name })) }));

  routes.post(`${base}/`, ({ cid, t, json }) => {
    const now = nowIso();
    const input = sourceInput(t, cid, json(), 0);
    const id = nextTicketId(t.sources.where({ corporationId: cid }), 'ts', t, cid);
    const row = t.sources.insert({ ...input, id, corporationId: cid, soldCount: 0, createdAt: now, updatedAt: now });
    return { source: toSource(row) };
  });

  routes.get(`${base}/:id`, ({ cid, t, params }) => ({ source: toSource(requireSource(t, cid, params.id)) }));

  routes.put(`${base}/:id`, ({ cid, t, params, json }) => {
    const existing = requireSource(t, cid, params.id);
    const changes = sourceInput(t, cid, json(), existing.soldCount);
    const row = t.sources.update(existing.id, { ...changes, updatedAt: nowIso() });
    // Payments and tickets carry the name they were sold under; keep the list readable after a rename.
    return { source: toSource(row) };
  });

  routes.get(`${base}/:id/tickets`, ({ cid, t, params }) => {
    const source = requireSource(t, cid, params.id);
    const tickets = t.tickets.where({ sourceId: source.id }).sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || a.code.localeCompare(b.code));
    return { tickets: tickets.map((row) => ({ ticket: toTicket(row) })) };
  });

  routes.get(`${base}/:id/tickets/:ticketId`, ({ cid, t, params }) => {
    const source = requireSource(t, cid, params.id);
    const ticket = t.tickets.find(params.ticketId ?? '');
    if (!ticket || ticket.sourceId !== source.id) throw failure(404, msg.ticketNotFound);
    return { ticket: toTicket(ticket) };
  });
}
