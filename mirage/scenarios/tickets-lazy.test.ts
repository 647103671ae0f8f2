import { afterEach, describe, expect, it } from 'vitest';
import { createRandom } from '../lib/random';
import { ticketTables } from '../models/tickets';
import { facilityTable } from '../routes/facilities-data';
import { makeServer, type AppServer } from '../server';
import { facilitiesSeeder } from './facilities';
import { lazyTicketsOf } from './tickets-lazy';
import { ticketsSeeder } from './tickets';

const today = new Date('2026-11-23T03:00:00Z');
const context = (name: string) => ({ random: createRandom(`petpass-demo-2026:${name}`, today), today });
let server: AppServer | undefined;
afterEach(() => {
  server?.shutdown();
  server = undefined;
});

/** A fresh test server with the demo's facilities and its ticket sales, seeded at once or registered to be drawn later. */
function seeded(mode: 'eager' | 'lazy'): AppServer {
  server?.shutdown();
  server = makeServer({ environment: 'test' });
  facilitiesSeeder.seed(server, context('facilities'));
  if (mode === 'eager') ticketsSeeder.seed(server, context('tickets'));
  else ticketsSeeder.seedLazily!(server, context('tickets'));
  return server;
}

const sales = (db: AppServer['db']) => {
  const t = ticketTables(db);
  const sorted = <R extends { id: string }>(rows: R[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return { facilities: sorted(t.facilities.all()), sources: sorted(t.sources.all()), payments: sorted(t.payments.all()), tickets: sorted(t.tickets.all()), refunds: sorted(t.refunds.all()) };
};

describe('lazily drawn ticket sales (issue 15)', () => {
  it('draws none at start, then exactly the rows of the synchronous seed, in several slices', async () => {
    const eager = sales(seeded('eager').db);
    expect(eager.sources.length).toBeGreaterThan(300);
    expect(eager.tickets.length).toBeGreaterThan(1000);

    const lazy = seeded('lazy');
    const before = sales(lazy.db);
    // The facilities the sources name are there at once; the sales are not.
    expect(before.facilities).toEqual(eager.facilities);
    expect([before.sources, before.payments, before.tickets, before.refunds]).toEqual([[], [], [], []]);

    let pauses = 0;
    let drawn = 0;
    const part = lazyTicketsOf(lazy.db)!;
    part.onDrawn = () => (drawn += 1);
    await part.ensure('all', async () => void (pauses += 1));
    expect(part.ensure('all')).toBeUndefined();
    expect(pauses).toBeGreaterThan(3);
    expect(drawn).toBe(1);
    expect(part.cost.workMs).toBeGreaterThan(0);
    expect(sales(lazy.db)).toEqual(eager);
  });

  it('draws the sales of the facilities as seeded, whatever the user changed on them meanwhile', async () => {
    const eager = sales(seeded('eager').db);
    const lazy = seeded('lazy');
    const facilities = facilityTable(lazy);
    for (const facility of facilities.all()) facilities.update(facility.id, { name: `${facility.name}（改名）`, status: 'disabled' });
    await lazyTicketsOf(lazy.db)!.ensureAll();
    expect(sales(lazy.db)).toEqual(eager);
  });

  it('draws nothing inside the task of the call that asks: the first slice comes after a pause', async () => {
    const lazy = seeded('lazy');
    const part = lazyTicketsOf(lazy.db)!;
    const drawing = part.ensure('all');
    expect(part.cost.workMs).toBe(0);
    await drawing;
    expect(part.cost.workMs).toBeGreaterThan(0);
    expect(ticketTables(lazy.db).sources.all().length).toBeGreaterThan(300);
  });

  it('is needed by the ticket calls only', () => {
    const part = lazyTicketsOf(seeded('lazy').db)!;
    expect(part.needs('/api/corporations/corp-a/ticket-sources/?page=0')).toBe('all');
    expect(part.needs('http://127.0.0.1:4173/api/corporations/corp-b/ticket-payments/tp-1-0001/refund')).toBe('all');
    expect(part.needs('/api/corporations/corp-a/ticket-summaries/2026-11')).toBe('all');
    expect(part.needs('/api/corporations/corp-a/check-in-histories/check-in-pets')).toBeUndefined();
    expect(part.needs('/api/corporations/corp-a/facilities/')).toBeUndefined();
    expect(part.needs('/api/corporations/ticket-sources')).toBeUndefined();
  });
});
