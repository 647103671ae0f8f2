import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInPage, CheckInSummary } from '@/api/check-ins';
import { initDemoSettings, requestDemoCheckIn, updateDemoSettings } from '../demo-settings';
import { createMemoryStore } from '../persistence-store';
import { facilityTable } from '../routes/facilities-data';
import { checkInTable } from '../routes/check-ins-rows';
import { makeServer, type AppServer } from '../server';
import { startDemoServer, type DemoServer } from '../demo-server';
import { callMirage } from '@tests/harness/mirage-accounts';
import { createRandom } from '../lib/random';
import { seedDemoAccounts } from './accounts';
import { arrivalsBetween } from './check-in-arrivals';
import { catchUpCheckIns, livePlanOf, MAX_CATCH_UP_MS, registerLiveCheckIns } from './check-in-live';
import { buildCheckInDay, checkInFacilitiesOf, insertCheckIns, planCheckIns } from './check-ins';
import { facilitiesSeeder } from './facilities';

const HOUR = 3_600_000;
/** A Tuesday, 12:00 in Tokyo. */
const seededAt = Date.parse('2026-11-24T12:00:00+09:00');
const cid = 'corp-pochitama';
const base = `/api/corporations/${cid}/check-in-histories`;

// The clock alone is fake (the demo's "now"); everything else runs as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: seededAt });
  initDemoSettings(undefined);
});
let server: AppServer | undefined;
let demo: DemoServer | undefined;
afterEach(() => {
  server?.shutdown();
  server = undefined;
  demo?.stop();
  demo = undefined;
  initDemoSettings(undefined);
  vi.useRealTimers();
});

/**
 * The demo's accounts and facilities, and one company's check-ins of today up to now, as the
 * check-in seeder leaves them (the whole history is not needed here): from now on they arrive.
 */
function seeded(): AppServer {
  server = makeServer({ environment: 'test' });
  seedDemoAccounts(server);
  facilitiesSeeder.seed(server, { random: createRandom('live-test:facilities'), today: new Date() });
  const plan = planCheckIns('live-test', cid, new Date(), checkInFacilitiesOf(server.db, cid));
  insertCheckIns(server, buildCheckInDay(plan, plan.today));
  registerLiveCheckIns(server.db, [plan], Date.now());
  return server;
}

async function signIn(): Promise<string> {
  const answer = await callMirage('POST', '/api/sign_in', { body: { idToken: 'dummy:admin@demo.example' } });
  return answer.headers.get('authorization')!.replace(/^Bearer /, '');
}

const summary = async (bearer: string) => ((await callMirage('GET', `${base}/check-in-summary`, { bearer })).data as { summary: CheckInSummary }).summary;
const newest = async (bearer: string) =>
  (await callMirage('GET', `${base}/check-in-pets?page=0&limit=10&order=desc&facility=&owner=`, { bearer })).data as CheckInPage;
const liveRows = (db: AppServer['db']) => checkInTable(db).scan((row) => row.id.includes('-live-') || row.id.includes('-demo-'));

describe('check-ins that keep arriving in the demo', () => {
  it('are taken in by the next check-in call, each once, and counted by the summary and the list alike', async () => {
    const { db } = seeded();
    const bearer = await signIn();
    const before = await summary(bearer);
    const total = (await newest(bearer)).paginate.total;

    vi.setSystemTime(seededAt + 2 * HOUR);
    const expected = arrivalsBetween(livePlanOf(db, cid)!, seededAt, seededAt + 2 * HOUR);
    expect(expected.length).toBeGreaterThan(0);
    const after = await summary(bearer);
    expect(after.today).toBe(before.today + expected.length);
    expect(after.thisMonth).toBe(before.thisMonth + expected.length);
    const list = await newest(bearer);
    expect(list.paginate.total).toBe(total + expected.length);
    expect(list.checkIns[0]!.id).toBe(expected.at(-1)!.id);
    expect(
      liveRows(db)
        .map((row) => row.id)
        .sort(),
    ).toEqual(expected.map((row) => row.id).sort());
    // The same moment again: nothing more.
    expect((await summary(bearer)).today).toBe(after.today);
  });

  it('stop while paused in the demo panel, and come again only from the moment they are switched back on', () => {
    const { db } = seeded();
    updateDemoSettings({ liveCheckIns: false });
    vi.setSystemTime(seededAt + 3 * HOUR);
    expect(catchUpCheckIns(db, cid)).toEqual([]);
    vi.setSystemTime(seededAt + 4 * HOUR);
    updateDemoSettings({ liveCheckIns: true });
    vi.setSystemTime(seededAt + 6 * HOUR);
    const arrived = catchUpCheckIns(db, cid);
    expect(arrived).toEqual(arrivalsBetween(livePlanOf(db, cid)!, seededAt + 4 * HOUR, seededAt + 6 * HOUR));
    expect(arrived.length).toBeGreaterThan(0);
  });

  it('never come to a facility the user unpublished or closed', () => {
    const { db } = seeded();
    const plan = livePlanOf(db, cid)!;
    const busiest = arrivalsBetween(plan, seededAt, seededAt + 8 * HOUR)[0]!.facilityId;
    facilityTable(server!).update(busiest, { status: 'disabled' });
    vi.setSystemTime(seededAt + 8 * HOUR);
    const arrived = catchUpCheckIns(db, cid);
    expect(arrived.length).toBeGreaterThan(0);
    expect(arrived.some((row) => row.facilityId === busiest)).toBe(false);
  });

  it('make up at most a day after a long absence', () => {
    const { db } = seeded();
    const now = seededAt + 5 * 24 * HOUR;
    vi.setSystemTime(now);
    const arrived = catchUpCheckIns(db, cid);
    expect(arrived).toEqual(arrivalsBetween(livePlanOf(db, cid)!, now - MAX_CATCH_UP_MS, now));
  });

  it('include the check-in asked for in the demo panel, now, even at night and while paused, once', () => {
    const { db } = seeded();
    updateDemoSettings({ liveCheckIns: false });
    const night = Date.parse('2026-11-24T23:10:30+09:00');
    vi.setSystemTime(night);
    requestDemoCheckIn(cid);
    requestDemoCheckIn(cid);
    const arrived = catchUpCheckIns(db, cid);
    expect(arrived.map((row) => [row.id, row.checkedInAt])).toEqual([
      ['ci-pochitama-demo-1', '2026-11-24T23:10:30+09:00'],
      ['ci-pochitama-demo-2', '2026-11-24T23:10:30+09:00'],
    ]);
    expect(catchUpCheckIns(db, cid)).toEqual([]);
    expect(catchUpCheckIns(db, 'corp-wanko-mori')).toEqual([]);
  });

  it('list the check-in asked for first, above a visit that arrived in the same minute', async () => {
    const { db } = seeded();
    const bearer = await signIn();
    const visit = arrivalsBetween(livePlanOf(db, cid)!, seededAt, seededAt + 2 * HOUR)[0]!;
    vi.setSystemTime(visit.at + 20_000);
    await newest(bearer);
    expect(checkInTable(db).find(visit.id)).toBeTruthy();
    updateDemoSettings({ liveCheckIns: false });
    requestDemoCheckIn(cid);
    const first = (await newest(bearer)).checkIns[0]!;
    expect(first.id).toBe('ci-pochitama-demo-1');
    expect(first.checkedInAt.slice(0, 16)).toBe(visit.checkedInAt.slice(0, 16));
  });

  it('are saved like any change of the demo, and come back once after a reload', async () => {
    const store = createMemoryStore();
    demo = await startDemoServer({ store });
    const bearer = await signIn();
    await newest(bearer);
    vi.setSystemTime(seededAt + 2 * HOUR);
    requestDemoCheckIn(cid);
    const first = await newest(bearer);
    await demo.flush();
    const saved = store.current()?.changes.checkIns?.upserts.map((row) => row.id) ?? [];
    expect(saved).toContain('ci-pochitama-demo-1');
    expect(saved.filter((id) => id.includes('-live-')).length).toBeGreaterThan(0);

    demo.stop(); // the reload, a minute later
    vi.setSystemTime(seededAt + 2 * HOUR + 60_000);
    demo = await startDemoServer({ store });
    const reloaded = demo.server;
    await newest(await signIn());
    // The same arrivals, once each (the seeded history has grown by the minute too).
    expect(
      liveRows(reloaded.db)
        .map((row) => row.id)
        .sort(),
    ).toEqual([...new Set(saved)].sort());
    for (const item of first.checkIns) expect(checkInTable(reloaded.db).find(item.id)).toMatchObject({ checkedInAt: item.checkedInAt, petId: item.pet.id });
  });
});
