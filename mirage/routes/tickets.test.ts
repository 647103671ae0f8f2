import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ticketsJa } from '@/messages/tickets';
import { ticketTables } from '../models/tickets';
import { issuabilityOf } from './tickets-shared';
import { addTicketPayment, addTicketSource } from '../scenarios/tickets-fixtures';
import { seedDefault } from '../scenarios/default';
import { makeServer, type AppServer } from '../server';
import { callMirage, createTestAccount } from '../testing';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => server.shutdown());

function setup() {
  const account = createTestAccount(server, { abilities: ['canEditTicketSource'] });
  const cid = account.corporations[0]!.id;
  const source = addTicketSource(server, cid, { price: 1000 });
  const { payment, tickets } = addTicketPayment(server, source, ['enabled', 'enabled', 'consumed']);
  return { ...account, cid, source, payment, tickets, base: `/api/corporations/${cid}` };
}

describe('ticket routes', () => {
  it('refuses an account without canEditTicketSource', async () => {
    const { bearer, corporations } = createTestAccount(server);
    const answer = await callMirage('GET', `/api/corporations/${corporations[0]!.id}/ticket-sources/?page=0&limit=300`, { bearer });
    expect(answer.status).toBe(403);
  });

  it('refunds once per Idempotency-Key and replays the first answer', async () => {
    const { bearer, base, payment, tickets } = setup();
    const body = { targets: [tickets[0]!.id, tickets[1]!.id], refundPercent: 50 };
    const headers = { 'Idempotency-Key': 'key-1' };
    const first = await callMirage('POST', `${base}/ticket-payments/${payment.id}/refund/`, { bearer, body, headers });
    const second = await callMirage('POST', `${base}/ticket-payments/${payment.id}/refund/`, { bearer, body, headers });
    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 200, data: first.data });
    const t = ticketTables(server.db);
    expect(t.refunds.all()).toHaveLength(1);
    expect(t.payments.find(payment.id)?.refundedAmount).toBe(550 + 550);
    expect(t.tickets.find(tickets[0]!.id)).toMatchObject({ status: 'canceled', refundedAmount: 550 });
    const other = await callMirage('POST', `${base}/ticket-payments/${payment.id}/refund/`, { bearer, body: { ...body, refundPercent: 10 }, headers });
    expect(other).toMatchObject({ status: 422, data: { displayMessage: ticketsJa.server.idempotencyKeyReused } });
    const missing = await callMirage('POST', `${base}/ticket-payments/${payment.id}/refund/`, { bearer, body });
    expect(missing.status).toBe(400);
  });

  it('refuses refunding a consumed ticket and changes only allowed statuses', async () => {
    const { bearer, base, payment, tickets } = setup();
    const refused = await callMirage('POST', `${base}/ticket-payments/${payment.id}/refund/`, {
      bearer,
      body: { targets: [tickets[2]!.id], refundPercent: 100 },
      headers: { 'Idempotency-Key': 'key-2' },
    });
    expect(refused.status).toBe(422);
    const bad = await callMirage('PUT', `${base}/ticket-payments/${payment.id}/status/`, { bearer, body: { targets: [tickets[2]!.id], newStatus: 'enabled' } });
    expect(bad).toMatchObject({ status: 422, data: { displayMessage: ticketsJa.server.statusNotAllowed('利用済み', '利用可能') } });
    const ok = await callMirage('PUT', `${base}/ticket-payments/${payment.id}/status/`, { bearer, body: { targets: [tickets[0]!.id], newStatus: 'ignored' } });
    expect(ok.status).toBe(200);
    const again = await callMirage('PUT', `${base}/ticket-payments/${payment.id}/status/`, { bearer, body: { targets: [tickets[0]!.id], newStatus: 'ignored' } });
    expect(again.status).toBe(200);
    const list = await callMirage('GET', `${base}/ticket-sources/${payment.sourceId}/tickets`, { bearer });
    expect((list.data as { tickets: { ticket: { id: string; status: string } }[] }).tickets.find((item) => item.ticket.id === tickets[0]!.id)?.ticket.status).toBe('ignored');
  });

  it('answers a month as CSV with BOM and CRLF', async () => {
    const { bearer, base, payment } = setup();
    const month = payment.paidAt.slice(0, 7);
    const answer = await callMirage('GET', `${base}/ticket-summaries/payments/${month}?csv=1`, { bearer });
    expect(answer.status).toBe(200);
    const text = String(answer.data);
    expect(text.startsWith('\uFEFF決済ID,')).toBe(true);
    expect(text).toContain('\r\n');
    expect(answer.headers.get('content-disposition')).toContain(`ticket-payments-${month}.csv`);
  });

  it('seeds the demo deterministically with 320 sources for the first corporation, in every status', () => {
    const started = performance.now();
    seedDefault(server, new Date('2026-11-22T09:00:00+09:00'));
    const t = ticketTables(server.db);
    const first = t.sources.where({ corporationId: 'corp-pochitama' });
    expect(first).toHaveLength(320);
    expect(new Set(first.map((row) => issuabilityOf(row, new Date('2026-11-22T09:00:00+09:00').getTime())))).toEqual(new Set(['on_sale', 'closed', 'sold_out', 'expired']));
    expect(new Set(first.map((row) => row.saleStatus))).toEqual(new Set(['sale', 'closed']));
    expect(t.payments.find('tp-1-0000')?.ticketIds).toHaveLength(3);
    expect(t.payments.all().length).toBeGreaterThan(300);
    expect(t.refunds.all().length).toBeGreaterThan(20);
    expect(t.tickets.where((ticket) => ticket.cancelRequestedAt !== null).length).toBeGreaterThan(5);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
