import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CheckInDetail, CheckInPage, CheckInSummary } from '@/api/check-ins';
import { checkInMessages } from '@/messages/check-ins';
import { createRandom } from '../lib/random';
import { toTokyoIso } from '../lib/time';
import { DEMO_SEED } from '../scenarios/default';
import { buildCheckInRows, checkInsSeeder, insertCheckIns } from '../scenarios/check-ins';
import { demoCheckInFacilities } from '../scenarios/check-ins-data';
import { makeCheckInRow } from '@tests/harness/check-in-rows';
import { makeServer, type AppServer } from '../server';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';
import { checkInTable } from './check-ins-rows';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => server.shutdown());

const base = (cid: string) => `/api/corporations/${cid}/check-in-histories`;
const valid = <T>(schema: (data: unknown) => unknown, data: T) => {
  const out = schema(data);
  expect(out && typeof out === 'object' && 'summary' in out ? (out as { summary: string }).summary : '').toBe('');
  return data;
};

describe('check-in demo seed', () => {
  it('seeds over 20 000 check-ins across a year and more, deterministically', () => {
    const today = new Date('2026-11-22T03:00:00Z');
    checkInsSeeder.seed(server, { random: createRandom(`${DEMO_SEED}:check-ins`, today), today });
    const rows = checkInTable(server.db).all();
    expect(rows.length).toBeGreaterThanOrEqual(20_000);
    const days = rows.map((row) => row.checkedInAt.slice(0, 10)).sort();
    expect(days[0]! <= '2025-11-22').toBe(true);
    expect(days.at(-1)).toBe('2026-11-22');
    expect(new Set(rows.map((row) => row.corporationId))).toEqual(new Set(Object.keys(demoCheckInFacilities)));
    // Nothing after "now" (12:00 in Tokyo), every time with the Tokyo offset.
    expect(rows.every((row) => row.checkedInAt.endsWith('+09:00') && row.checkedInAt <= toTokyoIso(today))).toBe(true);

    const again = buildCheckInRows(createRandom('same', today), 'corp-pochitama', today, demoCheckInFacilities['corp-pochitama']!);
    const twice = buildCheckInRows(createRandom('same', today), 'corp-pochitama', today, demoCheckInFacilities['corp-pochitama']!);
    expect(twice).toEqual(again);
  });
});

describe('check-in routes', () => {
  it('pages zero-based, filters and orders in the handler', async () => {
    const { bearer, corporations } = createTestAccount(server);
    const cid = corporations[0]!.id;
    const rows = Array.from({ length: 25 }, (_, index) =>
      makeCheckInRow(cid, {
        checkedInAt: `2026-05-${String(index + 1).padStart(2, '0')}T10:00:00+09:00`,
        facilityId: index % 2 === 0 ? 'fac-a' : 'fac-b',
        ownerNickname: index === 3 ? 'ＨａｎａＭａｍａ' : `飼い主${index}`,
      }),
    );
    insertCheckIns(server, [...rows, makeCheckInRow('corp-other')]);

    const first = await callMirage('GET', `${base(cid)}/check-in-pets?page=0&limit=10&order=desc&facility=&owner=`, { bearer });
    const page0 = valid(CheckInPage, first.data as CheckInPage);
    expect(page0.paginate).toEqual({ page: 0, limit: 10, total: 25, totalPages: 3 });
    expect(page0.checkIns[0]!.checkedInAt).toBe('2026-05-25T10:00:00+09:00');

    const last = (await callMirage('GET', `${base(cid)}/check-in-pets?page=2&limit=10&order=asc&facility=&owner=`, { bearer })).data as CheckInPage;
    expect(last.checkIns.map((item) => item.checkedInAt.slice(8, 10))).toEqual(['21', '22', '23', '24', '25']);

    const filtered = (
      await callMirage('GET', `${base(cid)}/check-in-pets?page=0&limit=10&order=asc&facility=fac-a&owner=&startDate=2026-05-03&endDate=2026-05-09`, { bearer })
    ).data as CheckInPage;
    expect(filtered.checkIns.map((item) => item.checkedInAt.slice(8, 10))).toEqual(['03', '05', '07', '09']);

    const owner = (await callMirage('GET', `${base(cid)}/check-in-pets?page=0&limit=10&order=asc&facility=&owner=hanamama`, { bearer })).data as CheckInPage;
    expect(owner.checkIns.map((item) => item.owner?.nickname)).toEqual(['ＨａｎａＭａｍａ']);
  });

  it('refuses a bad page, order or date range with a Japanese message', async () => {
    const { bearer, corporations } = createTestAccount(server);
    const path = `${base(corporations[0]!.id)}/check-in-pets`;
    expect((await callMirage('GET', `${path}?page=-1`, { bearer })).data).toEqual({ displayMessage: checkInMessages.server.badPage });
    const refusals: [string, string][] = [
      ['order=up', checkInMessages.server.badOrder],
      ['limit=101', checkInMessages.server.badLimit],
      ['limit=0', checkInMessages.server.badLimit],
      ['page=1.5', checkInMessages.server.badPage],
      ['startDate=2026-05-10&endDate=2026-05-01', checkInMessages.server.badRange],
      ['startDate=2026-02-30', checkInMessages.server.badDate],
      ['endDate=tomorrow', checkInMessages.server.badDate],
    ];
    for (const [query, displayMessage] of refusals) {
      expect(await callMirage('GET', `${path}?${query}`, { bearer }), query).toMatchObject({ status: 422, data: { displayMessage } });
    }
  });

  it('answers the detail with the owner nested in detail, only for its corporation', async () => {
    const { bearer, corporations } = createTestAccount(server);
    const cid = corporations[0]!.id;
    const row = makeCheckInRow(cid, { antibodyTestedOn: '2025-12-01' });
    const other = makeCheckInRow('corp-other');
    insertCheckIns(server, [row, other]);
    const answer = await callMirage('GET', `${base(cid)}/check-in-pets/${row.id}`, { bearer });
    const detail = (answer.data as { checkIn: CheckInDetail }).checkIn;
    valid(CheckInDetail, detail);
    expect(detail.detail.owner).toEqual({ nickname: row.ownerNickname, prefecture: '東京都' });
    expect(detail.detail.antibody).toEqual({ testedOn: '2025-12-01' });
    expect(await callMirage('GET', `${base(cid)}/check-in-pets/${other.id}`, { bearer })).toMatchObject({ status: 404 });
  });

  it('sums today, this month, this year, per facility and per month', async () => {
    const { bearer, corporations } = createTestAccount(server);
    const cid = corporations[0]!.id;
    const now = toTokyoIso(new Date());
    const today = `${now.slice(0, 10)}T00:01:00+09:00`;
    insertCheckIns(server, [
      makeCheckInRow(cid, { checkedInAt: today, facilityId: 'fac-a', facilityName: 'A' }),
      makeCheckInRow(cid, { checkedInAt: today, facilityId: 'fac-b', facilityName: 'B' }),
      makeCheckInRow(cid, { checkedInAt: '2001-01-01T10:00:00+09:00', facilityId: 'fac-b', facilityName: 'B' }),
    ]);
    const all = ((await callMirage('GET', `${base(cid)}/check-in-summary`, { bearer })).data as { summary: CheckInSummary }).summary;
    valid(CheckInSummary, all);
    expect(all).toMatchObject({ today: 2, thisMonth: 2, thisYear: 2, total: 3 });
    expect(all.monthly).toHaveLength(13);
    expect(all.monthly.at(-1)).toEqual({ month: now.slice(0, 7), count: 2 });
    expect(all.years).toEqual([Number(now.slice(0, 4)), 2001]);
    const onlyB = ((await callMirage('GET', `${base(cid)}/check-in-summary?facilityId=fac-b`, { bearer })).data as { summary: CheckInSummary }).summary;
    expect(onlyB).toMatchObject({ today: 1, total: 2 });
    expect(onlyB.facilities.map((f) => [f.facilityId, f.total])).toEqual([
      ['fac-a', 1],
      ['fac-b', 2],
    ]);
  });

  it('writes the yearly CSV as UTF-8 with BOM and CRLF, filtered by facility', async () => {
    const { bearer, corporations } = createTestAccount(server);
    const cid = corporations[0]!.id;
    insertCheckIns(server, [
      makeCheckInRow(cid, { checkedInAt: '2025-03-01T09:30:00+09:00', petName: 'モカ', facilityId: 'fac-a' }),
      makeCheckInRow(cid, { checkedInAt: '2025-04-01T09:30:00+09:00', petName: 'ソラ', facilityId: 'fac-b' }),
      makeCheckInRow(cid, { checkedInAt: '2024-04-01T09:30:00+09:00', petName: '去年', facilityId: 'fac-a' }),
    ]);
    const answer = await callMirage('GET', `${base(cid)}/csv/download?year=2025&facilityId=fac-a`, { bearer });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('check-in-history-2025.csv');
    const text = String(answer.data);
    expect(text.startsWith('\uFEFFチェックイン日時,')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('2025-03-01 09:30,テスト ドッグラン,ドッグラン,モカ');
    expect(await callMirage('GET', `${base(cid)}/csv/download?year=abc`, { bearer })).toMatchObject({
      status: 422,
      data: { displayMessage: checkInMessages.server.badYear },
    });
    expect(await callMirage('GET', `${base(cid)}/csv/download`, { bearer })).toMatchObject({
      status: 422,
      data: { displayMessage: checkInMessages.server.badYear },
    });
  });
});
