import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetcherCalls } from '@tests/harness/fetcher-calls';
import { minimalAnswer, type Prefer } from '@tests/harness/minimal-sample';
import { wireFacilityResponse } from '@tests/harness/wire-records';
import { apiMessages } from '@/messages/api';
import { fetchMe } from './auth';
import { configureApiClient } from './client';
import { listCorporations } from './corporations';
import { operationIds, type OperationId } from './operations';
import { fetchRead } from './queries';
import { reads } from './reads';

const getFacility = (cid: string, id: string) => fetchRead(reads.facility(cid, id));
const listFacilities = (cid: string) => fetchRead(reads.facilities(cid));

/**
 * Strict in what we send, liberal in what we accept: every fetcher reads the least a backend may
 * answer under the contract (required fields only; null or '' for empty text; decimals as
 * strings), and a malformed record never takes down its list.
 */
let answer: (url: string) => Response;
const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => {
  answer = () => json({});
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(String(input)));
  configureApiClient({ getBearer: () => 'b', onUnauthorized: () => undefined });
});
afterEach(() => configureApiClient({ getBearer: () => undefined }));

const isFile = (name: string) => /csv/i.test(name);

describe('every fetcher reads the minimal answer the contract allows', () => {
  const cases = (['null', 'string'] as Prefer[]).flatMap((prefer) =>
    operationIds.flatMap((id) => fetcherCalls[id].map((call) => [prefer, id, call.name, call.run] as const)),
  );
  it.each(cases)('empty text as %s — %s (%s)', async (prefer: Prefer, id: OperationId, name: string, run: () => Promise<unknown>) => {
    const body = minimalAnswer(id, prefer);
    answer = () =>
      isFile(name)
        ? new Response('\uFEFFa,b\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
        : json(body, id === 'signIn' ? { Authorization: 'Bearer sample' } : {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(run()).resolves.not.toThrow();
    // Read as is: nothing was marked malformed on the way.
    expect(log).not.toHaveBeenCalled();
  });
});

const ability = {
  canEditTicketSource: false,
  canEditCorporation: true,
  canEditMembers: false,
  canEditCoupon: false,
  canSelectCorporations: false,
  canEditSpecialTag: false,
};

describe('GET /api/me', () => {
  it('works with {ability} alone: no profile, not an admin', async () => {
    answer = () => json({ ability });
    await expect(fetchMe()).resolves.toEqual({ ability: { ...ability, isAdmin: false } });
  });

  it('keeps the profile when the server sends one', async () => {
    answer = () => json({ ability: { ...ability, isAdmin: true }, profile: { email: 'a@example.jp' } });
    await expect(fetchMe()).resolves.toEqual({ ability: { ...ability, isAdmin: true }, profile: { uid: '', email: 'a@example.jp', displayName: '' } });
  });

  it('reads a null profile as none', async () => {
    answer = () => json({ ability, profile: null });
    expect((await fetchMe()).profile).toBeUndefined();
  });
});

const facilityResponse = wireFacilityResponse;

describe('a facility as a typical backend answers it', () => {
  it.each([
    ['null texts', { caution: null, catchphrase: null, tel: null, url: null, introduction: null, memoForCheckIn: null }],
    ["'' texts", { caution: '', catchphrase: '' }],
  ])('reads %s as empty text', async (_label, fields) => {
    answer = () => json(facilityResponse(fields));
    const facility = await getFacility('c1', 'f1');
    expect(facility).toMatchObject({ caution: '', catchphrase: '', tel: '', url: '', introduction: '', memoForCheckIn: '' });
  });

  it('reads decimal strings as numbers and empty coordinates as none', async () => {
    answer = () => json(facilityResponse({ latitude: '35.648600', longitude: '-139.700000' }));
    expect(await getFacility('c1', 'f1')).toMatchObject({ latitude: 35.6486, longitude: -139.7 });
    answer = () => json(facilityResponse({ latitude: '', longitude: null }));
    expect(await getFacility('c1', 'f1')).toMatchObject({ latitude: null, longitude: null });
  });

  it("reads '' for a date or URL as none", async () => {
    answer = () => json(facilityResponse({ confirmedAt: '', checkInUrl: '', qrCodeId: '' }));
    expect(await getFacility('c1', 'f1')).toMatchObject({ confirmedAt: null, checkInUrl: null, qrCodeId: null });
  });

  it('still refuses a facility without a status (a field the product requires)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status: _status, ...noStatus } = facilityResponse({}).facility;
    answer = () => json({ ...facilityResponse({}), facility: noStatus });
    await expect(getFacility('c1', 'f1')).rejects.toMatchObject({ message: apiMessages.malformedResponse(apiMessages.answerNames.getFacility) });
  });
});

const mark = apiMessages.malformedRecordMark;

describe('one malformed record never takes down its list: shown marked, logged', () => {
  type Case = {
    name: string;
    body: (items: unknown[]) => unknown;
    good: (id: string) => Record<string, unknown>;
    broken: Record<string, unknown>;
    run: () => Promise<{ id: string; label: string }[]>;
  };
  const cases: Case[] = [
    {
      name: 'facilities',
      body: (facilities) => ({ facilities }),
      good: (id) => facilityResponse({ id, name: `施設${id}` }),
      broken: { ...facilityResponse({ id: 'bad', name: '壊れた施設', status: 'weird', latitude: 'north' }) },
      run: async () => (await listFacilities('c1')).map((f) => ({ id: f.id, label: f.name })),
    },
    {
      name: 'coupons',
      body: (data) => ({ data }),
      good: (id) => ({
        id,
        corporationId: 'c1',
        title: `クーポン${id}`,
        description: null,
        image: null,
        facilityIds: [],
        requiredVisits: 3,
        issuableCount: 1,
        benefit: 'おやつ',
        startAt: '2026-01-01T00:00:00+09:00',
        endAt: '2026-12-31T23:59:59+09:00',
        status: 'draft',
        publishedAt: null,
        createdAt: '2025-12-01T10:00:00+09:00',
        updatedAt: '2025-12-01T10:00:00+09:00',
      }),
      broken: { id: 'bad', title: '壊れたクーポン', status: 'lost', requiredVisits: 'many' },
      run: async () => (await fetchRead(reads.coupons('c1'))).map((c) => ({ id: c.id, label: c.title })),
    },
    {
      name: 'members',
      body: (data) => ({ data }),
      good: (id) => ({ id, email: `${id}@example.jp`, displayName: `メンバー${id}`, couponAbility: false, ticketAbility: false, createdAt: '' }),
      broken: { id: 'bad', email: 'bad@example.jp', displayName: '壊れたメンバー', couponAbility: 'yes' },
      run: async () => (await fetchRead(reads.members('c1'))).map((m) => ({ id: m.id, label: m.displayName })),
    },
    {
      name: 'corporations',
      body: (corporations) => ({ corporations }),
      good: (id) => ({ id, name: `会社${id}`, email: null }),
      broken: { id: 'bad', name: '壊れた会社', isTicketMailReceivable: 'maybe' },
      run: async () => (await listCorporations()).map((c) => ({ id: c.id, label: c.name })),
    },
    {
      name: 'check-ins',
      body: (checkIns) => ({ checkIns, paginate: { page: 0, limit: 10, total: 3, totalPages: 1 } }),
      good: (id) => ({
        id,
        checkedInAt: '2026-05-01T10:00:00+09:00',
        facility: { id: 'f1', name: '施設' },
        pet: { id: 'p', name: `ペット${id}`, breed: null, size: 'small' },
      }),
      broken: { id: 'bad', checkedInAt: '2026-05-01T10:00:00+09:00', pet: { id: 'p', name: '壊れたペット', size: 'huge' } },
      run: async () =>
        (await fetchRead(reads.checkIns('c1', { page: 1, limit: 10, order: 'desc', facility: '', owner: '' }))).checkIns.map((c) => ({
          id: c.id,
          label: c.pet.name,
        })),
    },
    {
      name: 'ticket sources',
      body: (sources) => ({ sources, paginate: { page: 0, limit: 300, total: 3, totalPages: 1 } }),
      good: (id) => ({
        id,
        name: `チケット${id}`,
        description: null,
        facility: { id: 'f1', name: '施設' },
        price: 1000,
        quantity: 10,
        soldCount: 0,
        saleStartAt: '2026-01-01T10:00:00+09:00',
        saleEndAt: '2026-06-30T23:59:00+09:00',
        validDays: 30,
        saleStatus: 'sale',
        issuability: 'on_sale',
        createdAt: '2025-12-01T10:00:00+09:00',
        updatedAt: '2025-12-01T10:00:00+09:00',
      }),
      broken: { id: 'bad', name: '壊れたチケット', price: 10 },
      run: async () => (await fetchRead(reads.ticketSources('c1'))).sources.map((s) => ({ id: s.id, label: s.name })),
    },
    {
      name: 'issued tickets',
      body: (tickets) => ({ tickets }),
      good: (id) => ({
        ticket: {
          id,
          code: `CODE-${id}`,
          sourceId: 's1',
          sourceName: '',
          paymentId: 'p1',
          status: 'enabled',
          price: 1100,
          refundedAmount: 0,
          owner: null,
          issuedAt: '2026-01-05T10:00:00+09:00',
          validUntil: '2026-02-04T23:59:59+09:00',
          consumedAt: '',
          cancelRequestedAt: null,
        },
      }),
      broken: { ticket: { id: 'bad', code: '壊れたチケット', status: 'vanished' } },
      run: async () => (await fetchRead(reads.issuedTickets('c1', 's1'))).map((t) => ({ id: t.id, label: t.code })),
    },
  ];

  it.each(cases)('$name', async ({ body, good, broken, run }) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => json(body([good('a'), broken, good('b')]));
    const rows = await run();
    expect(rows.map((row) => row.id)).toEqual(['a', 'bad', 'b']);
    expect(rows[0]!.label).not.toContain(mark);
    expect(rows[1]!.label).toMatch(new RegExp(`^${mark}壊れた`));
    expect(rows[2]!.label).not.toContain(mark);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('malformed item 1');
  });

  it('names a record with nothing readable by its position', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => json({ facilities: [42] });
    const [facility] = await listFacilities('c1');
    expect(facility).toMatchObject({ id: 'malformed-1', name: `${mark}${apiMessages.malformedRecordName('malformed-1')}`, status: 'pending' });
  });
});
