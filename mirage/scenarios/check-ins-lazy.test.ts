import { afterEach, describe, expect, it } from 'vitest';
import { createRandom } from '../lib/random';
import { checkInTable, type CheckInRow } from '../routes/check-ins-rows';
import { makeServer, type AppServer } from '../server';
import { checkInsSeeder } from './check-ins';
import { checkInCallCorporation, lazyCheckInsOf } from './check-ins-lazy';

const today = new Date('2026-11-23T03:00:00Z');
let server: AppServer | undefined;
afterEach(() => {
  server?.shutdown();
  server = undefined;
});

/** The check-ins of a fresh test server seeded at once, or lazily and then drawn by `draw`. */
async function checkIns(mode: 'eager' | 'lazy', day = today, draw?: (server: AppServer) => Promise<void>): Promise<CheckInRow[]> {
  server?.shutdown();
  server = makeServer({ environment: 'test' });
  const context = { random: createRandom('petpass-demo-2026:check-ins', day), today: day };
  if (mode === 'eager') checkInsSeeder.seed(server, context);
  else {
    checkInsSeeder.seedLazily!(server, context);
    await draw?.(server);
  }
  return [...checkInTable(server.db).all()].sort((a, b) => a.id.localeCompare(b.id));
}

describe('lazily drawn check-ins (issue 15)', () => {
  it('draws nothing at start, then exactly the rows of the synchronous seed, company by company', async () => {
    const eager = await checkIns('eager');
    expect(eager.length).toBeGreaterThan(20_000);
    expect(await checkIns('lazy')).toHaveLength(0);

    const wanko = await checkIns('lazy', today, async (lazy) => {
      await lazyCheckInsOf(lazy.db)!.ensure('corp-wanko-mori');
      expect(lazyCheckInsOf(lazy.db)!.ensure('corp-wanko-mori')).toBeUndefined();
    });
    expect(wanko).toEqual(eager.filter((row) => row.corporationId === 'corp-wanko-mori'));

    expect(await checkIns('lazy', today, (lazy) => lazyCheckInsOf(lazy.db)!.ensureAll())).toEqual(eager);
  });

  it('keeps the check-ins of a past day when the history window has moved on a day', async () => {
    const day = '2026-09-15';
    // The dogs' ages are relative to today: everything else of the day's visits stays.
    const visits = (rows: CheckInRow[]) => rows.filter((row) => row.checkedInAt.startsWith(day)).map(({ birthDate: _age, ...row }) => row);
    const now = visits(await checkIns('eager'));
    expect(now.length).toBeGreaterThan(0);
    expect(visits(await checkIns('eager', new Date(today.getTime() - 86_400_000)))).toEqual(now);
  });

  it('tells which company a check-in call is about', () => {
    expect(checkInCallCorporation('/api/corporations/corp-a/check-in-histories/check-in-pets?page=0')).toBe('corp-a');
    expect(checkInCallCorporation('http://127.0.0.1:4173/api/corporations/corp-b/check-in-histories/check-in-summary')).toBe('corp-b');
    expect(checkInCallCorporation('/api/corporations/corp-a/facilities/')).toBeUndefined();
  });
});
