import type { Db } from 'miragejs/db';
import { bulkLoad } from '../lib/db';
import type { Random } from '../lib/random';
import { tokyoMidnight, toTokyoIso } from '../lib/time';
import { ticketTables, type TicketPaymentRow, type TicketRefundRow, type TicketRow, type TicketSourceRow } from '../models/tickets';
import type { AppServer } from '../routes/define-routes';
import { withTax } from '../routes/tickets-shared';
import { companyById, siteFacilityId, type SiteKind } from './companies';
import { ownerPrefectures as anyPrefectures } from './check-ins-data';
import type { FeatureSeeder, SeedContext } from './seeder';
import { ownerNicknames, seasons, ticketFacilityNames, ticketKinds, type Season, type TicketKind } from './tickets-data';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

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

/**
 * When a source is on sale: a seasonal one in its season (「（夏）」 from mid-June to August, of
 * last year or this), any other for 30–300 days; every sale starts within the last 400 days or
 * the next 20.
 */
function saleWindow(random: Random, season: Season, today: Date): { start: Date; end: Date } {
  if (!season.from || !season.to) {
    const start = random.dateRelativeToToday(-400, 20);
    return { start, end: new Date(start.getTime() + random.int(30, 300) * DAY) };
  }
  const year = Number(toTokyoIso(today).slice(0, 4));
  const earliest = today.getTime() - 400 * DAY;
  const latest = today.getTime() + 20 * DAY;
  const occurrences = [year - 2, year - 1, year]
    .map((from) => {
      const to = season.to![0] < season.from![0] ? from + 1 : from;
      return { start: tokyoDate(from, season.from!, '10:00:00'), end: tokyoDate(to, season.to!, '23:59:59') };
    })
    .filter(({ start }) => start.getTime() >= earliest && start.getTime() <= latest);
  return random.pick(occurrences);
}

function facilityFor(random: Random, kind: TicketKind, facilities: TicketFacility[]): TicketFacility {
  const fitting = facilities.filter((facility) => facility.kind && kind.at?.includes(facility.kind));
  return random.pick(fitting.length > 0 ? fitting : facilities);
}

/** One company's ticket sales: its sources, then its payments with their tickets and refunds. */
function buildCorporation({ cid, index, facilities }: TicketPlan, random: Random, today: Date, built: Built): void {
  const kinds = ticketKinds[cid] ?? ticketKinds['corp-pochitama']!;
  const prefectures = companyById(cid)?.ownerPrefectures ?? anyPrefectures;
  const now = today.getTime();
  // A source's own times from the day's start, not this instant: it reads the same at every load
  // of the demo (a form's draft tells a source changed since by its updatedAt).
  const written = tokyoMidnight(today);
  const sources: TicketSourceRow[] = [];
  for (let n = 1; n <= (SOURCES[cid] ?? 0); n += 1) {
    const kind = random.pick(kinds);
    const season = random.pick(seasons);
    const { start, end } = saleWindow(random, season, today);
    // Registered before its sale, and never after today.
    const created = new Date(Math.min(written - HOUR, start.getTime() - random.int(1, 30) * DAY));
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
      updatedAt: toTokyoIso(new Date(Math.min(written, created.getTime() + random.int(0, 20) * DAY))),
    });
  }

  const { payments, tickets, refunds } = built;
  built.sources = sources;
  // Sales concentrate on a few dozen sources, as in real life; started sales only, each sold
  // only within its sale period (a summer source in summer).
  const sellable = sources.filter((source) => new Date(source.saleStartAt).getTime() < now).slice(0, 60);
  for (let n = 1; n <= (PAYMENTS[cid] ?? 0) && sellable.length > 0; n += 1) {
    const source = random.pick(sellable);
    const startMs = new Date(source.saleStartAt).getTime();
    const endMs = Math.min(new Date(source.saleEndAt).getTime(), now - HOUR);
    if (endMs <= startMs) continue;
    const quantity = Math.min(random.int(1, 4), source.quantity - source.soldCount);
    if (quantity <= 0) continue;
    source.soldCount += quantity;
    const paidAt = new Date(startMs + Math.floor(random.next() * (endMs - startMs)));
    const owner = random.chance(0.95) ? { nickname: random.pick(ownerNicknames), prefecture: random.chance(0.85) ? random.pick(prefectures) : null } : null;
    const paymentId = `tp-${index}-${String(n).padStart(4, '0')}`;
    const price = withTax(source.price);
    const validUntil = new Date(paidAt.getTime() + source.validDays * DAY);
    const ticketIds: string[] = [];
    const own: TicketRow[] = [];
    const recent = now - paidAt.getTime() < CANCEL_REQUESTS_WITHIN_DAYS * DAY;
    for (let k = 1; k <= quantity; k += 1) {
      const id = `tk-${index}-${String(n).padStart(4, '0')}-${k}`;
      ticketIds.push(id);
      const used = random.chance(0.45);
      const usedAt = new Date(paidAt.getTime() + Math.floor(random.next() * Math.max(1, Math.min(validUntil.getTime(), now) - paidAt.getTime())));
      const status: TicketRow['status'] = used ? 'consumed' : validUntil.getTime() < now ? 'expired' : random.chance(0.05) ? 'ignored' : 'enabled';
      // A cancel request still waiting is a recent one (days, not months).
      const requested = status === 'enabled' && recent && random.chance(0.25);
      own.push({
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
        cancelRequestedAt: requested ? toTokyoIso(new Date(paidAt.getTime() + Math.floor(random.next() * (now - paidAt.getTime())))) : null,
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
    tickets.push(...own);
    const open = own.filter((ticket) => ticket.status !== 'consumed');
    if (open.length > 0 && random.chance(0.1)) {
      const percent = random.pick([100, 100, 50, 80, 30]);
      const chosen = open.slice(0, random.int(1, open.length));
      const items = chosen.map((ticket) => ({ ticketId: ticket.id, amount: Math.floor((ticket.price * percent) / 100) }));
      const refundedAt = new Date(Math.min(now - 60_000, paidAt.getTime() + random.int(1, 10) * DAY));
      // Half of the refunds answered the owner's cancel request: the request keeps its time.
      const askedFirst = random.chance(0.5);
      for (const ticket of chosen) {
        ticket.status = 'canceled';
        ticket.cancelRequestedAt = askedFirst ? toTokyoIso(new Date(Math.max(paidAt.getTime(), refundedAt.getTime() - random.int(2, 48) * HOUR))) : null;
        ticket.refundedAmount = Math.floor((ticket.price * percent) / 100);
      }
      const amount = items.reduce((sum, item) => sum + item.amount, 0);
      payment.refundedAmount = amount;
      refunds.push({
        id: `tr-${index}-${String(n).padStart(4, '0')}`,
        corporationId: cid,
        paymentId,
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
    const paymentId = `tp-${index}-0000`;
    const paidAt = new Date(now - 60_000);
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
    payments.push({
      id: paymentId,
      corporationId: cid,
      sourceId: showcase.id,
      sourceName: showcase.name,
      facility: showcase.facility,
      owner,
      paidAt: toTokyoIso(paidAt),
      quantity: 3,
      amount: price * 3,
      refundedAmount: 0,
      ticketIds: ids,
    });
  }
  // Some sources on sale now have sold every ticket (sold_out).
  for (const source of sources.filter((candidate) => onSaleNow(candidate) && candidate.soldCount > 0 && candidate !== showcase).slice(0, 4))
    source.quantity = source.soldCount;
}

/** The company's public facilities when seeded (demo coherence), else the ticket demo's own names. */
function ticketFacilitiesOf(db: Db, cid: string, index: number): TicketFacility[] {
  const company = companyById(cid);
  const collection = (
    db as unknown as { _collections: { name: string; _records: { id: string; corporationId: string; name: string; status: string }[] }[] }
  )._collections.find((candidate) => candidate.name === 'facilities');
  const stored = (collection?._records ?? [])
    .filter((row) => row.corporationId === cid && row.status === 'enabled')
    .map((row) => ({ id: row.id, name: row.name, kind: company?.sites.find((site) => siteFacilityId(company, site) === row.id)?.kind }));
  return stored.length > 0 ? stored : (ticketFacilityNames[cid] ?? []).map((name, n) => ({ id: `tf-${index}-${n + 1}`, name }));
}

/**
 * Which facilities each company's sources are sold at, read when seeding: the ticket data drawn
 * later (the demo) must not change with the facilities the user edits meanwhile.
 */
function planTickets(db: Db): TicketPlan[] {
  return Object.keys(SOURCES).map((cid, n) => ({ cid, index: n + 1, facilities: ticketFacilitiesOf(db, cid, n + 1) }));
}

function insertTicketFacilities(db: Db, plans: TicketPlan[]): void {
  const t = ticketTables(db);
  for (const { cid, facilities } of plans) t.facilities.insert(facilities.map(({ id, name }) => ({ id, name, corporationId: cid })));
}

/** Ticket sources in every status, hundreds of payments, refunds and cancel-waitings, company by company. */
function seedTickets(server: AppServer, { random, today }: SeedContext): void {
  const plans = planTickets(server.db);
  insertTicketFacilities(server.db, plans);
  for (const plan of plans) {
    const built: Built = { sources: [], payments: [], tickets: [], refunds: [] };
    buildCorporation(plan, random, today, built);
    // Thousands of fresh rows: handed over without Mirage's two copies per row.
    bulkLoad(server.db, 'ticketSources', built.sources);
    bulkLoad(server.db, 'ticketPayments', built.payments);
    bulkLoad(server.db, 'tickets', built.tickets);
    bulkLoad(server.db, 'ticketRefunds', built.refunds);
  }
}

export const ticketsSeeder: FeatureSeeder = { name: 'tickets', seed: seedTickets };
