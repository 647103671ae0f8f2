import { taxIncluded } from '@/lib/money';
import { bulkLoad } from '../lib/db';
import type { Random } from '../lib/random';
import { DAY_MS, HOUR_MS, tokyoMidnight, toTokyoIso } from '../lib/time';
import { ticketTables, type TicketPaymentRow, type TicketRefundRow, type TicketRow, type TicketSourceRow } from '../models/tickets';
import type { AppServer } from '../routes/define-routes';
import { facilitiesOf } from '../routes/facilities-data';
import { companyById, siteOf, type SiteKind } from './companies';
import type { FeatureSeeder, SeedContext } from './seeder';
import { ownerNicknames, seasons, ticketKinds, type Season, type TicketKind } from './tickets-data';

/** Sources per demo corporation: the first has more than one page of 300. */
const SOURCES: Record<string, number> = { 'corp-pochitama': 320, 'corp-wanko-mori': 40, 'corp-tabi-yado': 24 };
const PAYMENTS: Record<string, number> = { 'corp-pochitama': 640, 'corp-wanko-mori': 160, 'corp-tabi-yado': 90 };
/** Cancel requests are answered within days: only recent purchases still wait for one. */
const CANCEL_REQUESTS_WITHIN_DAYS = 14;

type Built = { sources: TicketSourceRow[]; payments: TicketPaymentRow[]; tickets: TicketRow[]; refunds: TicketRefundRow[] };
type TicketFacility = { id: string; name: string; kind?: SiteKind };
type TicketPlan = { cid: string; index: number; facilities: TicketFacility[] };

const tokyoDate = (year: number, [month, day]: [number, number], time: string) =>
  new Date(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${time}+09:00`);

/** When a source is on sale: in its season of last year or this (「（夏）」 mid-June to August), else 30–300 days; starts within -400…+20 days. */
function saleWindow(random: Random, season: Season, today: Date): { start: Date; end: Date } {
  if (!season.from || !season.to) {
    const start = random.dateRelativeToToday(-400, 20);
    return { start, end: new Date(start.getTime() + random.int(30, 300) * DAY_MS) };
  }
  const year = Number(toTokyoIso(today).slice(0, 4));
  const earliest = today.getTime() - 400 * DAY_MS;
  const latest = today.getTime() + 20 * DAY_MS;
  const occurrences = [year - 2, year - 1, year]
    .map((from) => {
      const to = season.to![0] < season.from![0] ? from + 1 : from;
      return { start: tokyoDate(from, season.from!, '10:00:00'), end: tokyoDate(to, season.to!, '23:59:59') };
    })
    .filter(({ start }) => start.getTime() >= earliest && start.getTime() <= latest);
  return random.pick(occurrences);
}

/** A payment of `ticketIds`, tickets of `source` at the tax-included `price` each. */
const paymentOf = (source: TicketSourceRow, id: string, owner: TicketRow['owner'], paidAt: Date, price: number, ticketIds: string[]): TicketPaymentRow => ({
  id,
  corporationId: source.corporationId,
  sourceId: source.id,
  sourceName: source.name,
  facility: source.facility,
  owner,
  paidAt: toTokyoIso(paidAt),
  quantity: ticketIds.length,
  amount: price * ticketIds.length,
  refundedAmount: 0,
  ticketIds,
});

/** A ticket of `payment`, issued when it was paid at `price`; what became of it since is `later`. */
function ticketOf(
  payment: TicketPaymentRow,
  id: string,
  code: string,
  price: number,
  later: Pick<TicketRow, 'status' | 'validUntil' | 'consumedAt' | 'cancelRequestedAt'>,
): TicketRow {
  return {
    id,
    corporationId: payment.corporationId,
    code,
    sourceId: payment.sourceId,
    sourceName: payment.sourceName,
    paymentId: payment.id,
    status: later.status,
    price,
    refundedAmount: 0,
    owner: payment.owner,
    issuedAt: payment.paidAt,
    validUntil: later.validUntil,
    consumedAt: later.consumedAt,
    cancelRequestedAt: later.cancelRequestedAt,
  };
}

function facilityFor(random: Random, kind: TicketKind, facilities: TicketFacility[]): TicketFacility {
  const fitting = facilities.filter((facility) => facility.kind && kind.at?.includes(facility.kind));
  return random.pick(fitting.length > 0 ? fitting : facilities);
}

/** One company's ticket sales: its sources, then its payments with their tickets and refunds. */
function buildCorporation({ cid, index, facilities }: TicketPlan, random: Random, today: Date): Built {
  const kinds = ticketKinds[cid]!;
  const prefectures = companyById(cid)!.ownerPrefectures;
  const now = today.getTime();
  // Times from the day's start, not now: a source reads the same at every load (a form's draft tells a change by its updatedAt).
  const written = tokyoMidnight(today);
  const built: Built = { sources: [], payments: [], tickets: [], refunds: [] };
  const { sources, payments, tickets, refunds } = built;
  for (let n = 1; n <= (SOURCES[cid] ?? 0); n += 1) {
    const kind = random.pick(kinds);
    const season = random.pick(seasons);
    const { start, end } = saleWindow(random, season, today);
    // Registered before its sale, and never after today.
    const created = new Date(Math.min(written - HOUR_MS, start.getTime() - random.int(1, 30) * DAY_MS));
    const facility = facilityFor(random, kind, facilities);
    sources.push({
      id: `ts-${index}-${String(n).padStart(3, '0')}`,
      corporationId: cid,
      name: `${kind.name}（${season.label}）`,
      description: `${kind.name}です。ご利用の際は受付でチケット画面をご提示ください。`,
      facility: { id: facility.id, name: facility.name },
      price: kind.price + random.int(0, 4) * 50,
      quantity: random.pick([20, 50, 100, 200, 500]),
      soldCount: 0,
      saleStartAt: toTokyoIso(start),
      saleEndAt: toTokyoIso(end),
      validDays: kind.validDays,
      saleStatus: random.chance(0.15) ? 'closed' : 'sale',
      createdAt: toTokyoIso(created),
      updatedAt: toTokyoIso(new Date(Math.min(written, created.getTime() + random.int(0, 20) * DAY_MS))),
    });
  }

  // Sales concentrate on a few dozen started sources, as in real life, each sold only in its sale period (a summer source in summer).
  const sellable = sources.filter((source) => new Date(source.saleStartAt).getTime() < now).slice(0, 60);
  for (let n = 1; n <= (PAYMENTS[cid] ?? 0) && sellable.length > 0; n += 1) {
    const source = random.pick(sellable);
    const startMs = new Date(source.saleStartAt).getTime();
    const endMs = Math.min(new Date(source.saleEndAt).getTime(), now - HOUR_MS);
    if (endMs <= startMs) continue;
    const quantity = Math.min(random.int(1, 4), source.quantity - source.soldCount);
    if (quantity <= 0) continue;
    source.soldCount += quantity;
    const paidAt = new Date(startMs + Math.floor(random.next() * (endMs - startMs)));
    const owner = random.chance(0.95) ? { nickname: random.pick(ownerNicknames), prefecture: random.chance(0.85) ? random.pick(prefectures) : null } : null;
    const price = taxIncluded(source.price);
    const validUntil = new Date(paidAt.getTime() + source.validDays * DAY_MS);
    const recent = now - paidAt.getTime() < CANCEL_REQUESTS_WITHIN_DAYS * DAY_MS;
    const ticketIds = Array.from({ length: quantity }, (_, k) => `tk-${index}-${String(n).padStart(4, '0')}-${k + 1}`);
    const payment = paymentOf(source, `tp-${index}-${String(n).padStart(4, '0')}`, owner, paidAt, price, ticketIds);
    const own = ticketIds.map((id, k) => {
      const used = random.chance(0.45);
      const usedAt = new Date(paidAt.getTime() + Math.floor(random.next() * Math.max(1, Math.min(validUntil.getTime(), now) - paidAt.getTime())));
      const status: TicketRow['status'] = used ? 'consumed' : validUntil.getTime() < now ? 'expired' : random.chance(0.05) ? 'ignored' : 'enabled';
      // A cancel request still waiting is a recent one (days, not months).
      const requested = status === 'enabled' && recent && random.chance(0.25);
      return ticketOf(payment, id, `T${index}${String(n).padStart(5, '0')}${k + 1}`, price, {
        status,
        validUntil: toTokyoIso(validUntil),
        consumedAt: status === 'consumed' ? toTokyoIso(usedAt) : null,
        cancelRequestedAt: requested ? toTokyoIso(new Date(paidAt.getTime() + Math.floor(random.next() * (now - paidAt.getTime())))) : null,
      });
    });
    // About one payment in ten was refunded (in part), with the arithmetic of docs/tickets.md.
    tickets.push(...own);
    const open = own.filter((ticket) => ticket.status !== 'consumed');
    if (open.length > 0 && random.chance(0.1)) {
      const percent = random.pick([100, 100, 50, 80, 30]);
      const chosen = open.slice(0, random.int(1, open.length));
      const items = chosen.map((ticket) => ({ ticketId: ticket.id, amount: Math.floor((ticket.price * percent) / 100) }));
      const refundedAt = new Date(Math.min(now - 60_000, paidAt.getTime() + random.int(1, 10) * DAY_MS));
      // Half of the refunds answered the owner's cancel request: the request keeps its time.
      const askedFirst = random.chance(0.5);
      for (const ticket of chosen) {
        ticket.status = 'canceled';
        ticket.cancelRequestedAt = askedFirst ? toTokyoIso(new Date(Math.max(paidAt.getTime(), refundedAt.getTime() - random.int(2, 48) * HOUR_MS))) : null;
        ticket.refundedAmount = Math.floor((ticket.price * percent) / 100);
      }
      const amount = items.reduce((sum, item) => sum + item.amount, 0);
      payment.refundedAmount = amount;
      refunds.push({
        id: `tr-${index}-${String(n).padStart(4, '0')}`,
        corporationId: cid,
        paymentId: payment.id,
        refundedAt: toTokyoIso(refundedAt),
        refundPercent: percent,
        amount,
        items,
      });
    }
    payments.push(payment);
  }
  const onSaleNow = (source: TicketSourceRow) =>
    source.saleStatus === 'sale' && new Date(source.saleStartAt).getTime() < now && new Date(source.saleEndAt).getTime() > now;
  // A fresh purchase of three unused tickets, so the newest month always has one to refund.
  const showcase = sources.find((source) => onSaleNow(source) && source.soldCount + 3 <= source.quantity);
  if (showcase) {
    const paidAt = new Date(now - 60_000);
    const price = taxIncluded(showcase.price);
    const ids = [1, 2, 3].map((k) => `tk-${index}-0000-${k}`);
    const payment = paymentOf(showcase, `tp-${index}-0000`, { nickname: 'モカママ', prefecture: '東京都' }, paidAt, price, ids);
    const validUntil = toTokyoIso(new Date(paidAt.getTime() + showcase.validDays * DAY_MS));
    showcase.soldCount += 3;
    ids.forEach((id, k) =>
      tickets.push(ticketOf(payment, id, `T${index}00000${k + 1}`, price, { status: 'enabled', validUntil, consumedAt: null, cancelRequestedAt: null })),
    );
    payments.push(payment);
  }
  // Some sources on sale now have sold every ticket (sold_out).
  for (const source of sources.filter((candidate) => onSaleNow(candidate) && candidate.soldCount > 0 && candidate !== showcase).slice(0, 4))
    source.quantity = source.soldCount;
  return built;
}

/** The company's public facilities as the facilities seeder stored them (it runs first): the sources are sold there. */
function ticketFacilitiesOf(server: AppServer, cid: string): TicketFacility[] {
  return facilitiesOf(server.db, cid, (row) => row.status === 'enabled').map((row) => ({ id: row.id, name: row.name, kind: siteOf(cid, row.id)?.kind }));
}

/** Ticket sources in every status, hundreds of payments, refunds and cancel-waitings, company by company. */
function seedTickets(server: AppServer, { random, today }: SeedContext): void {
  Object.keys(SOURCES).forEach((cid, n) => {
    const facilities = ticketFacilitiesOf(server, cid);
    ticketTables(server.db).facilities.insert(facilities.map(({ id, name }) => ({ id, name, corporationId: cid })));
    const built = buildCorporation({ cid, index: n + 1, facilities }, random, today);
    // Thousands of fresh rows: handed over without Mirage's two copies per row.
    bulkLoad(server.db, 'ticketSources', built.sources);
    bulkLoad(server.db, 'ticketPayments', built.payments);
    bulkLoad(server.db, 'tickets', built.tickets);
    bulkLoad(server.db, 'ticketRefunds', built.refunds);
  });
}

export const ticketsSeeder: FeatureSeeder = { name: 'tickets', seed: seedTickets };
