import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ticketsJa } from '@/messages/tickets';
import { ticketTables } from '../models/tickets';
import { issuabilityOf } from './tickets-shared';
import { addTicketPayment, addTicketSource } from '@tests/harness/ticket-records';
import { seedDefault } from '../scenarios/default';
import { makeServer, type AppServer } from '../server';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';

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
    const again = await callMirage('PUT', `${base}/ticket-payments/${payment.id}/status/`, {
      bearer,
      body: { targets: [tickets[0]!.id], newStatus: 'ignored' },
    });
    expect(again.status).toBe(200);
    const list = await callMirage('GET', `${base}/ticket-sources/${payment.sourceId}/tickets`, { bearer });
    expect(
      (list.data as { tickets: { ticket: { id: string; status: string } }[] }).tickets.find((item) => item.ticket.id === tickets[0]!.id)?.ticket.status,
    ).toBe('ignored');
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
    expect(new Set(first.map((row) => issuabilityOf(row, new Date('2026-11-22T09:00:00+09:00').getTime())))).toEqual(
      new Set(['on_sale', 'closed', 'sold_out', 'expired']),
    );
    expect(new Set(first.map((row) => row.saleStatus))).toEqual(new Set(['sale', 'closed']));
    expect(t.payments.find('tp-1-0000')?.ticketIds).toHaveLength(3);
    expect(t.payments.all().length).toBeGreaterThan(300);
    expect(t.refunds.all().length).toBeGreaterThan(20);
    expect(t.tickets.where((ticket) => ticket.cancelRequestedAt !== null).length).toBeGreaterThan(5);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('answers 返金可能額 as what a refund can still move, not amount − refunded', async () => {
    const { bearer, base, payment, tickets } = setup();
    const url = `${base}/ticket-payments/${payment.id}`;
    // ¥1,100 × 3, one used: only two tickets can be refunded.
    expect((await callMirage('GET', url, { bearer })).data).toMatchObject({ payment: { amount: 3300, refundableAmount: 2200 } });
    const refund = await callMirage('POST', `${url}/refund/`, {
      bearer,
      body: { targets: [tickets[0]!.id], refundPercent: 50 },
      headers: { 'Idempotency-Key': 'k' },
    });
    // The refunded ticket is cancelled: the ¥550 left on it can no longer be refunded.
    expect(refund.data).toMatchObject({ payment: { refundedAmount: 550, refundableAmount: 1100 } });
    for (const percent of [101, -5, 33.5, 'abc']) {
      const refused = await callMirage('POST', `${url}/refund/`, {
        bearer,
        body: { targets: [tickets[1]!.id], refundPercent: percent },
        headers: { 'Idempotency-Key': `bad-${percent}` },
      });
      expect(refused).toMatchObject({ status: 422, data: { displayMessage: ticketsJa.server.percentInvalid } });
    }
  });

  it('numbers new sources and refunds like the seeded ones', async () => {
    const { bearer, base, cid, payment, tickets } = setup();
    const t = ticketTables(server.db);
    t.sources.insert({ ...t.sources.all()[0]!, id: 'ts-7-041' });
    t.refunds.insert({
      corporationId: cid,
      id: 'tr-7-0313',
      paymentId: payment.id,
      refundedAt: '2026-11-01T10:00:00+09:00',
      refundPercent: 0,
      amount: 0,
      items: [],
    });
    const facilityId = t.facilities.all()[0]!.id;
    const body = {
      name: '冬のナイトラン',
      description: '',
      facilityId,
      price: 700,
      quantity: 10,
      saleStartAt: '2026-12-01T10:00:00+09:00',
      saleEndAt: '2027-01-31T23:59:59+09:00',
      validDays: 7,
      saleStatus: 'sale',
    };
    const created = await callMirage('POST', `${base}/ticket-sources/`, { bearer, body });
    expect(created.data).toMatchObject({ source: { id: 'ts-7-042', saleEndAt: '2027-01-31T23:59:59+09:00' } });
    const refund = await callMirage('POST', `${base}/ticket-payments/${payment.id}/refund/`, {
      bearer,
      body: { targets: [tickets[0]!.id], refundPercent: 100 },
      headers: { 'Idempotency-Key': 'k2' },
    });
    expect(refund.data).toMatchObject({ refund: { id: 'tr-7-0314' } });
  });

  it("refuses a bad source body with a Japanese message, never the validation library's text", async () => {
    const { bearer, base } = setup();
    const facilityId = ticketTables(server.db).facilities.all()[0]!.id;
    const good = {
      name: '冬券',
      description: '',
      facilityId,
      price: 700,
      quantity: 10,
      saleStartAt: '2026-12-01T10:00:00+09:00',
      saleEndAt: '2027-01-31T23:59:00+09:00',
      validDays: 7,
      saleStatus: 'sale',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, price: '' }, ticketsJa.form.priceRange],
      [{ ...good, price: 10.5 }, ticketsJa.form.priceRange],
      [{ ...good, name: '  ' }, 'チケット名を入力してください。'],
      [{ ...good, quantity: 0 }, ticketsJa.form.quantityInvalid],
      [{ ...good, saleEndAt: '2026-11-01T10:00:00+09:00' }, ticketsJa.form.dateOrder],
      [{ ...good, saleStartAt: 'tomorrow' }, ticketsJa.form.dateRequired],
      [{ ...good, saleStatus: 'open' }, ticketsJa.server.saleStatusInvalid],
      [{ ...good, facilityId: 'elsewhere' }, ticketsJa.server.facilityUnknown],
      [(({ validDays: _v, ...rest }) => rest)(good), '有効日数を入力してください。'],
    ];
    for (const [body, message] of cases) {
      const answer = await callMirage('POST', `${base}/ticket-sources/`, { bearer, body });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 422, data: { displayMessage: message } });
    }
  });

  it('searches and filters every source before cutting the page, and counts what matches', async () => {
    const { bearer, base, cid } = setup();
    for (let n = 0; n < 320; n += 1)
      addTicketSource(server, cid, { name: n === 5 ? '温泉ペット同伴入浴券' : `ドッグラン券 ${n}`, createdAt: `2026-01-01T00:00:00+09:00` });
    const first = await callMirage('GET', `${base}/ticket-sources/?page=0&limit=300`, { bearer });
    expect(first.data).toMatchObject({ paginate: { total: 321, totalPages: 2 } });
    const found = await callMirage('GET', `${base}/ticket-sources/?page=0&limit=300&q=${encodeURIComponent('温泉')}`, { bearer });
    expect(found.data).toMatchObject({ sources: [{ name: '温泉ペット同伴入浴券' }], paginate: { total: 1, totalPages: 1 } });
    const bad = await callMirage('GET', `${base}/ticket-sources/?page=0&limit=300&sort=random`, { bearer });
    expect(bad.status).toBe(422);
  });

  it("keeps a ticket's cancel request after a refund, and writes CSV date-times as Excel reads them", async () => {
    const { bearer, base, payment, tickets } = setup();
    const t = ticketTables(server.db);
    t.tickets.update(tickets[0]!.id, { cancelRequestedAt: '2026-11-20T10:00:00+09:00' });
    t.payments.update(payment.id, { paidAt: '2026-11-01T09:12:34+09:00' });
    await callMirage('POST', `${base}/ticket-payments/${payment.id}/refund/`, {
      bearer,
      body: { targets: [tickets[0]!.id], refundPercent: 100 },
      headers: { 'Idempotency-Key': 'k3' },
    });
    expect(t.tickets.find(tickets[0]!.id)).toMatchObject({ status: 'canceled', cancelRequestedAt: '2026-11-20T10:00:00+09:00' });
    const waiting = await callMirage('GET', `${base}/ticket-summaries/cancel-waitings/`, { bearer });
    expect(waiting.data).toMatchObject({ payments: [], tickets: [] });
    const csv = String((await callMirage('GET', `${base}/ticket-summaries/payments/2026-11?csv=1`, { bearer })).data);
    expect(csv.split('\r\n')[1]).toContain(',2026-11-01 09:12,');
  });
});
