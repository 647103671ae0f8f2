import { afterEach, describe, expect, it } from 'vitest';
import { toTokyoIso } from '../lib/time';
import { ticketTables } from '../models/tickets';
import { couponTable } from '../routes/coupons-table';
import { facilityTable } from '../routes/facilities-data';
import { memberTable } from '../routes/members';
import { makeServer, type AppServer } from '../server';
import { seedDefault } from './default';
import { seasons } from './tickets-data';

// Seed data that does not contradict itself, whatever day the demo is opened
// (today is the real date; the demo's clock is "now").
const days = ['2026-11-23T03:00:00Z', '2026-07-10T03:00:00Z', '2027-01-05T03:00:00Z'].map((iso) => new Date(iso));

let server: AppServer | undefined;
afterEach(() => {
  server?.shutdown();
  server = undefined;
});

function seeded(today: Date): AppServer {
  server?.shutdown();
  server = makeServer({ environment: 'test' });
  seedDefault(server, today);
  return server;
}

const ms = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;
/** The month and day of an ISO time in Tokyo, as MMDD (for season windows). */
const monthDay = (iso: string) => Number(toTokyoIso(new Date(iso)).slice(5, 10).replace('-', ''));

describe.each(days)('the demo seeded on %s', (today) => {
  it('has no coupon created, published or updated in the future, and each in the order things happen', () => {
    const coupons = couponTable(seeded(today).db).all();
    const wrong = coupons.filter(
      (coupon) =>
        ms(coupon.createdAt) > today.getTime() ||
        ms(coupon.updatedAt) > today.getTime() ||
        ms(coupon.updatedAt) < ms(coupon.createdAt) ||
        (coupon.publishedAt !== null && (ms(coupon.publishedAt) > today.getTime() || ms(coupon.publishedAt) < ms(coupon.createdAt))) ||
        (coupon.status === 'draft') !== (coupon.publishedAt === null),
    );
    expect(wrong.map((coupon) => coupon.title)).toEqual([]);
    // Seasonal coupons ran in their season.
    const summer = coupons.filter((coupon) => coupon.title.includes('夏'));
    expect(summer.length).toBeGreaterThan(0);
    for (const coupon of summer) expect([monthDay(coupon.startAt), monthDay(coupon.endAt)].every((md) => md >= 601 && md <= 831)).toBe(true);
  });

  it('sells each seasonal ticket source in its season only (「（夏）」 in summer)', () => {
    const t = ticketTables(seeded(today).db);
    const sources = new Map(t.sources.all().map((source) => [source.id, source]));
    const windows = new Map(seasons.filter((season) => season.from).map((season) => [season.label, season]));
    const inWindow = (iso: string, label: string) => {
      const { from, to } = windows.get(label)!;
      const md = monthDay(iso);
      const start = from![0] * 100 + from![1];
      const end = to![0] * 100 + to![1];
      return start <= end ? md >= start && md <= end : md >= start || md <= end;
    };
    const seasonOf = (name: string) => [...windows.keys()].find((label) => name.endsWith(`（${label}）`));
    const summerSources = [...sources.values()].filter((source) => seasonOf(source.name) === '夏');
    expect(summerSources.length).toBeGreaterThan(5);
    const outOfSeason = [...sources.values()].filter((source) => {
      const label = seasonOf(source.name);
      return label !== undefined && !(inWindow(source.saleStartAt, label) && inWindow(source.saleEndAt, label));
    });
    expect(outOfSeason.map((source) => `${source.name} ${source.saleStartAt}〜${source.saleEndAt}`)).toEqual([]);
    const paidOutsideSale = t.payments.all().filter((payment) => {
      const source = sources.get(payment.sourceId)!;
      return ms(payment.paidAt) < ms(source.saleStartAt) || ms(payment.paidAt) > Math.min(ms(source.saleEndAt), today.getTime());
    });
    expect(paidOutsideSale.map((payment) => payment.id)).toEqual([]);
    // Registered before the sale, never in the future.
    expect([...sources.values()].filter((source) => ms(source.createdAt) > today.getTime() || ms(source.createdAt) > ms(source.saleStartAt))).toEqual([]);
  });

  it('has no cancel request waiting since months ago, and keeps the request time of a refunded ticket', () => {
    const t = ticketTables(seeded(today).db);
    const tickets = t.tickets.all();
    const waiting = tickets.filter((ticket) => ticket.status === 'enabled' && ticket.cancelRequestedAt !== null);
    expect(waiting.length).toBeGreaterThan(0);
    const stale = waiting.filter((ticket) => today.getTime() - ms(ticket.cancelRequestedAt!) > 14 * DAY);
    expect(stale.map((ticket) => `${ticket.id} ${ticket.cancelRequestedAt}`)).toEqual([]);
    const outOfOrder = tickets.filter(
      (ticket) => ticket.cancelRequestedAt !== null && (ms(ticket.cancelRequestedAt) < ms(ticket.issuedAt) || ms(ticket.cancelRequestedAt) > today.getTime()),
    );
    expect(outOfOrder).toEqual([]);
    expect(tickets.some((ticket) => ticket.status === 'canceled' && ticket.cancelRequestedAt !== null)).toBe(true);
  });

  it('uses, refunds and expires tickets only when that was possible', () => {
    const t = ticketTables(seeded(today).db);
    const tickets = t.tickets.all();
    const wrongUse = tickets.filter(
      (ticket) =>
        ticket.consumedAt !== null && (ms(ticket.consumedAt) < ms(ticket.issuedAt) || ms(ticket.consumedAt) > Math.min(ms(ticket.validUntil), today.getTime())),
    );
    expect(wrongUse).toEqual([]);
    expect(tickets.filter((ticket) => ticket.status === 'expired' && ms(ticket.validUntil) > today.getTime())).toEqual([]);
    expect(tickets.filter((ticket) => ticket.status === 'enabled' && ms(ticket.validUntil) < today.getTime())).toEqual([]);
    const payments = new Map(t.payments.all().map((payment) => [payment.id, payment]));
    const wrongRefund = t.refunds
      .all()
      .filter((refund) => ms(refund.refundedAt) < ms(payments.get(refund.paymentId)!.paidAt) || ms(refund.refundedAt) > today.getTime());
    expect(wrongRefund).toEqual([]);
  });

  it('registers, confirms and invites nothing in the future', () => {
    const seededServer = seeded(today);
    const facilities = facilityTable(seededServer).all();
    expect(facilities.filter((row) => ms(row.createdAt) > today.getTime())).toEqual([]);
    expect(facilities.filter((row) => row.confirmedAt !== null && (ms(row.confirmedAt) < ms(row.createdAt) || ms(row.confirmedAt) > today.getTime()))).toEqual(
      [],
    );
    // 審査待ち facilities are never confirmed yet.
    expect(facilities.filter((row) => row.status === 'pending' && row.confirmedAt !== null)).toEqual([]);
    expect(
      memberTable(seededServer)
        .all()
        .filter((row) => ms(row.createdAt) > today.getTime()),
    ).toEqual([]);
  });
});
