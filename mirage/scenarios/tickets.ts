import { toTokyoIso } from '../lib/time';
import type { Random } from '../lib/random';
import { ticketTables, type TicketPaymentRow, type TicketRefundRow, type TicketRow, type TicketSourceRow } from '../models/tickets';
import { withTax } from '../routes/tickets-shared';
import type { AppServer } from '../routes/define-routes';
import type { Db } from 'miragejs/db';
import { openDemoFacilities } from './demo-facilities';
import type { FeatureSeeder } from './seeder';
import { ownerNicknames, prefectures, seasons, ticketFacilityNames, ticketKinds } from './tickets-data';

const DAY = 24 * 60 * 60 * 1000;

/** Sources per demo corporation: the first has more than one page of 300 (SPEC §9). */
const SOURCES: Record<string, number> = { 'corp-pochitama': 320, 'corp-wanko-mori': 40, 'corp-tabi-yado': 24 };
const PAYMENTS: Record<string, number> = { 'corp-pochitama': 640, 'corp-wanko-mori': 160, 'corp-tabi-yado': 90 };

type Built = { sources: TicketSourceRow[]; payments: TicketPaymentRow[]; tickets: TicketRow[]; refunds: TicketRefundRow[] };

function buildCorporation(db: Db, cid: string, index: number, random: Random, today: Date): Built {
  const facilities = ticketFacilitiesOf(db, cid, index);
  const sources: TicketSourceRow[] = [];
  for (let n = 1; n <= (SOURCES[cid] ?? 0); n += 1) {
    const kind = random.pick(ticketKinds);
    const start = random.dateRelativeToToday(-400, 20);
    const end = new Date(start.getTime() + random.int(30, 300) * DAY);
    const created = new Date(start.getTime() - random.int(1, 30) * DAY);
    sources.push({
      id: `ts-${index}-${String(n).padStart(3, '0')}`,
      corporationId: cid,
      name: `${kind.name}（${random.pick(seasons)}）`,
      description: `${kind.name}です。ご利用の際は受付でチケット画面をご提示ください。`,
      facility: random.pick(facilities),
      price: kind.price + random.int(0, 4) * 50,
      quantity: random.pick([20, 50, 100, 200, 500]),
      soldCount: 0,
      saleStartAt: toTokyoIso(start),
      saleEndAt: toTokyoIso(end),
      validDays: kind.validDays,
      saleStatus: random.chance(0.15) ? 'closed' : 'sale',
      createdAt: toTokyoIso(created),
      updatedAt: toTokyoIso(new Date(Math.min(today.getTime(), created.getTime() + random.int(0, 20) * DAY))),
    });
  }

  const payments: TicketPaymentRow[] = [];
  const tickets: TicketRow[] = [];
  const refunds: TicketRefundRow[] = [];
  // Sales concentrate on a few dozen sources, as in real life; started sales only.
  const sellable = sources.filter((source) => new Date(source.saleStartAt).getTime() < today.getTime()).slice(0, 60);
  for (let n = 1; n <= (PAYMENTS[cid] ?? 0) && sellable.length > 0; n += 1) {
    const source = random.pick(sellable);
    const startMs = new Date(source.saleStartAt).getTime();
    const endMs = Math.min(new Date(source.saleEndAt).getTime(), today.getTime());
    if (endMs <= startMs) continue;
    const quantity = Math.min(random.int(1, 4), source.quantity - source.soldCount);
    if (quantity <= 0) continue;
    source.soldCount += quantity;
    const paidAt = new Date(startMs + Math.floor(random.next() * (endMs - startMs)));
    const owner = random.chance(0.95) ? { nickname: random.pick(ownerNicknames), prefecture: random.pick(prefectures) } : null;
    const paymentId = `tp-${index}-${String(n).padStart(4, '0')}`;
    const price = withTax(source.price);
    const validUntil = new Date(paidAt.getTime() + source.validDays * DAY);
    const ticketIds: string[] = [];
    for (let k = 1; k <= quantity; k += 1) {
      const id = `tk-${index}-${String(n).padStart(4, '0')}-${k}`;
      ticketIds.push(id);
      const used = random.chance(0.45);
      const usedAt = new Date(paidAt.getTime() + Math.floor(random.next() * Math.max(1, Math.min(validUntil.getTime(), today.getTime()) - paidAt.getTime())));
      const status: TicketRow['status'] = used ? 'consumed' : validUntil.getTime() < today.getTime() ? 'expired' : random.chance(0.05) ? 'ignored' : 'enabled';
      tickets.push({
        id,
        corporationId: cid,
        code: `T${index}${String(n).padStart(5, '0')}${k}`,
        sourceId: source.id,
        sourceName: source.name,
        paymentId,
        status,
        price,
        refundedAmount: 0,
        owner,
        issuedAt: toTokyoIso(paidAt),
        validUntil: toTokyoIso(validUntil),
        consumedAt: status === 'consumed' ? toTokyoIso(usedAt) : null,
        cancelRequestedAt: status === 'enabled' && random.chance(0.06) ? toTokyoIso(new Date(Math.min(today.getTime(), paidAt.getTime() + DAY))) : null,
      });
    }
    const payment: TicketPaymentRow = {
      id: paymentId,
      corporationId: cid,
      sourceId: source.id,
      sourceName: source.name,
      facility: source.facility,
      owner,
      paidAt: toTokyoIso(paidAt),
      quantity,
      amount: price * quantity,
      refundedAmount: 0,
      ticketIds,
    };
    // About one payment in ten was refunded (in part), with the arithmetic of docs/tickets.md.
    const open = tickets.filter((ticket) => ticket.paymentId === paymentId && ticket.status !== 'consumed');
    if (open.length > 0 && random.chance(0.1)) {
      const percent = random.pick([100, 100, 50, 80, 30]);
      const chosen = open.slice(0, random.int(1, open.length));
      const items = chosen.map((ticket) => ({ ticketId: ticket.id, amount: Math.floor((ticket.price * percent) / 100) }));
      for (const ticket of chosen) {
        ticket.status = 'canceled';
        ticket.cancelRequestedAt = null;
        ticket.refundedAmount = Math.floor((ticket.price * percent) / 100);
      }
      const amount = items.reduce((sum, item) => sum + item.amount, 0);
      payment.refundedAmount = amount;
      const refundedAt = new Date(Math.min(today.getTime() - 60_000, paidAt.getTime() + random.int(1, 10) * DAY));
      refunds.push({ id: `tr-${index}-${String(n).padStart(4, '0')}`, corporationId: cid, paymentId, refundedAt: toTokyoIso(refundedAt), refundPercent: percent, amount, items });
    }
    payments.push(payment);
  }
  // A fresh purchase of three unused tickets, so the newest month always has one to refund.
  const showcase = sellable.find((source) => new Date(source.saleEndAt).getTime() > today.getTime() && source.soldCount + 3 <= source.quantity);
  if (showcase) {
    const paymentId = `tp-${index}-0000`;
    const paidAt = new Date(today.getTime() - 60_000);
    const price = withTax(showcase.price);
    const owner = { nickname: 'モカママ', prefecture: '東京都' };
    const ids = [1, 2, 3].map((k) => `tk-${index}-0000-${k}`);
    showcase.soldCount += 3;
    ids.forEach((id, k) =>
      tickets.push({
        id,
        corporationId: cid,
        code: `T${index}00000${k + 1}`,
        sourceId: showcase.id,
        sourceName: showcase.name,
        paymentId,
        status: 'enabled',
        price,
        refundedAmount: 0,
        owner,
        issuedAt: toTokyoIso(paidAt),
        validUntil: toTokyoIso(new Date(paidAt.getTime() + showcase.validDays * DAY)),
        consumedAt: null,
        cancelRequestedAt: null,
      }),
    );
    payments.push({ id: paymentId, corporationId: cid, sourceId: showcase.id, sourceName: showcase.name, facility: showcase.facility, owner, paidAt: toTokyoIso(paidAt), quantity: 3, amount: price * 3, refundedAmount: 0, ticketIds: ids });
  }
  // Some sources sold every ticket (sold_out).
  for (const source of sellable.slice(0, 6)) if (source.soldCount > 0) source.quantity = source.soldCount;
  return { sources, payments, tickets, refunds };
}

/** The facility list's open facilities when seeded (demo coherence), else the ticket demo's own names. */
function ticketFacilitiesOf(db: Db, cid: string, index: number): { id: string; name: string }[] {
  const stored = openDemoFacilities(db, cid).map(({ id, name }) => ({ id, name }));
  return stored.length > 0 ? stored : (ticketFacilityNames[cid] ?? []).map((name, n) => ({ id: `tf-${index}-${n + 1}`, name }));
}

/** Ticket sources in every status, hundreds of payments, refunds and cancel-waitings. */
export function seedTickets(server: AppServer, random: Random, today: Date): void {
  const t = ticketTables(server.db);
  Object.keys(SOURCES).forEach((cid, index) => {
    const facilities = ticketFacilitiesOf(server.db, cid, index + 1).map((facility) => ({ ...facility, corporationId: cid }));
    t.facilities.insert(facilities);
    const built = buildCorporation(server.db, cid, index + 1, random, today);
    t.sources.insert(built.sources);
    t.payments.insert(built.payments);
    t.tickets.insert(built.tickets);
    t.refunds.insert(built.refunds);
  });
}

export const ticketsSeeder: FeatureSeeder = { name: 'tickets', seed: (server, { random, today }) => seedTickets(server, random, today) };
