import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRandom } from '@mirage/lib/random';
import type { AppServer } from '@mirage/routes/define-routes';
import { toCoupon } from '@mirage/routes/coupons-table';
import { demoCorporations } from '@mirage/scenarios/accounts';
import { couponsSeeder } from '@mirage/scenarios/coupons';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';
import type { CouponInput } from '@/api/coupon-input';
import { couponMessages as m } from '@/messages/coupons';
import { startTestServer } from '@tests/harness/render-app';
import { insertCoupon, storedCoupons } from './coupon-fixtures';

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const input: CouponInput = {
  title: '3回来店でおやつ',
  description: '',
  image: null,
  facilityIds: [],
  requiredVisits: 3,
  issuableCount: 1,
  benefit: 'おやつ',
  startAt: '2030-04-01T00:00:00+09:00',
  endAt: '2030-04-30T23:59:59+09:00',
};

function editor() {
  const { bearer, corporations } = createTestAccount(server, { abilities: ['canEditCoupon'] });
  return { bearer, cid: corporations[0]!.id };
}

describe('Mirage coupon routes (docs/coupons.md)', () => {
  it('creates a draft and answers it in {data}', async () => {
    const { bearer, cid } = editor();
    const answer = await callMirage('POST', `/api/corporations/${cid}/coupons/`, { bearer, body: input });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ data: { ...input, corporationId: cid, status: 'draft', publishedAt: null } });
  });

  it.each([
    [{ title: '  ' }, m.validation.titleRequired],
    [{ title: 'あ'.repeat(51) }, m.validation.titleTooLong],
    [{ benefit: '' }, m.validation.benefitRequired],
    [{ requiredVisits: 51 }, m.validation.requiredVisits],
    [{ requiredVisits: 0 }, m.validation.requiredVisits],
    [{ requiredVisits: 2.5 }, m.validation.requiredVisits],
    [{ issuableCount: 11 }, m.validation.issuableCount],
    [{ startAt: '2030-04-01' }, m.server.periodInvalid],
    [{ endAt: '2030-03-31T23:59:59+09:00' }, m.validation.endBeforeStart],
    [{ image: { id: 'x' } }, m.server.imageInvalid],
    [{ title: 42 }, m.validation.titleRequired],
    [{ title: '🐶'.repeat(51) }, m.validation.titleTooLong],
    [{ benefit: '🦴'.repeat(101) }, m.validation.benefitTooLong],
    [{ description: 'あ'.repeat(1001) }, m.validation.descriptionTooLong],
    [{ requiredVisits: '5' }, m.validation.requiredVisits],
    [{ facilityIds: 'all' }, m.server.facilityUnknown],
  ])('refuses %j with 422 and a displayMessage', async (change, message) => {
    const { bearer, cid } = editor();
    const answer = await callMirage('POST', `/api/corporations/${cid}/coupons/`, { bearer, body: { ...input, ...change } });
    expect(answer).toMatchObject({ status: 422, data: { displayMessage: message } });
    expect(storedCoupons(server)).toHaveLength(0);
  });

  it('stores what the contract says: texts trimmed, 50 emoji as 50 characters, unknown keys dropped', async () => {
    const { bearer, cid } = editor();
    // …/coupons/ exactly, as the contract writes the create call.
    const answer = await callMirage('POST', `/api/corporations/${cid}/coupons/`, {
      bearer,
      body: { ...input, title: ` ${'🐶'.repeat(50)} `, benefit: ' おやつ ', status: 'published', corporationId: 'someone-else' },
    });
    expect(answer).toMatchObject({ status: 200, data: { data: { title: '🐶'.repeat(50), benefit: 'おやつ', status: 'draft', corporationId: cid } } });
    expect(storedCoupons(server)[0]).toMatchObject({ title: '🐶'.repeat(50), status: 'draft', corporationId: cid });
  });

  it("refuses target facilities that are not the corporation's when it has facilities", async () => {
    const { bearer, cid } = editor();
    server.db.facilities!.insert([
      { id: 'own-facility', corporationId: cid, name: '自社' },
      { id: 'other-facility', corporationId: 'other', name: '他社' },
    ]);
    const refused = await callMirage('POST', `/api/corporations/${cid}/coupons/`, { bearer, body: { ...input, facilityIds: ['other-facility'] } });
    expect(refused).toMatchObject({ status: 422, data: { displayMessage: m.server.facilityUnknown } });
    const accepted = await callMirage('POST', `/api/corporations/${cid}/coupons/`, { bearer, body: { ...input, facilityIds: ['own-facility'] } });
    expect(accepted.status).toBe(200);
  });

  it('needs canEditCoupon to create, update or change status (403), but not to read', async () => {
    const { bearer, corporations } = createTestAccount(server, { abilities: [] });
    const cid = corporations[0]!.id;
    const coupon = insertCoupon(server, cid);
    for (const [path, body] of [
      [`/api/corporations/${cid}/coupons/`, input],
      [`/api/corporations/${cid}/coupons/${coupon.id}`, input],
      [`/api/corporations/${cid}/coupons/${coupon.id}/status`, { status: 'published' }],
    ] as const) {
      expect((await callMirage('POST', path, { bearer, body })).status).toBe(403);
    }
    expect((await callMirage('GET', `/api/corporations/${cid}/coupons/${coupon.id}`, { bearer })).status).toBe(200);
    expect(storedCoupons(server)[0]!.status).toBe('draft');
  });

  it('answers the list at exactly …/coupons/; …/coupons is not a call of the contract (404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { bearer, cid } = editor();
    insertCoupon(server, cid, { status: 'published' });
    const answer = await callMirage('GET', `/api/corporations/${cid}/coupons/`, { bearer });
    expect(answer.status).toBe(200);
    expect((answer.data as { data: { status: string }[] }).data.map((coupon) => coupon.status)).toEqual(['published']);
    expect((await callMirage('GET', `/api/corporations/${cid}/coupons`, { bearer })).status).toBe(404);
  });

  it('scopes coupons to the corporation (404) and needs a bearer (401)', async () => {
    const { bearer, cid } = editor();
    const foreign = insertCoupon(server, 'another-corporation');
    expect((await callMirage('GET', `/api/corporations/${cid}/coupons/${foreign.id}`, { bearer })).status).toBe(404);
    expect((await callMirage('POST', `/api/corporations/${cid}/coupons/${foreign.id}/status`, { bearer, body: { status: 'published' } })).status).toBe(404);
    expect((await callMirage('GET', `/api/corporations/${cid}/coupons/`)).status).toBe(401);
  });

  it('enforces the life cycle: allowed steps succeed, others answer 409, a bad status 422', async () => {
    const { bearer, cid } = editor();
    const coupon = insertCoupon(server, cid, { status: 'draft' });
    const to = (status: unknown) => callMirage('POST', `/api/corporations/${cid}/coupons/${coupon.id}/status`, { bearer, body: { status } });

    expect(await to('stopped')).toMatchObject({ status: 409, data: { displayMessage: m.server.transitionNotAllowed('下書き', '停止中') } });
    expect(await to('expired')).toMatchObject({ status: 422, data: { displayMessage: m.server.statusInvalid } });
    expect(await to('published')).toMatchObject({ status: 200, data: { data: { status: 'published' } } });
    expect((await to('draft')).status).toBe(409);
    expect((await to('published')).status).toBe(409);
    expect(await to('stopped')).toMatchObject({ status: 200, data: { data: { status: 'stopped' } } });
    expect(await to('published')).toMatchObject({ status: 200, data: { data: { status: 'published' } } });
    expect(storedCoupons(server)[0]!.status).toBe('published');
  });

  it('derives expired from the end date, filters on it, and refuses to change an ended coupon', async () => {
    const { bearer, cid } = editor();
    const ended = insertCoupon(server, cid, { status: 'published', endAt: '2025-01-31T23:59:59+09:00', startAt: '2025-01-01T00:00:00+09:00' });
    const endedDraft = insertCoupon(server, cid, { status: 'draft', endAt: '2025-01-31T23:59:59+09:00', startAt: '2025-01-01T00:00:00+09:00' });
    insertCoupon(server, cid, { status: 'published' });

    const expired = await callMirage('GET', `/api/corporations/${cid}/coupons/?status=expired`, { bearer });
    expect((expired.data as { data: { id: string }[] }).data.map((coupon) => coupon.id)).toEqual([ended.id]);
    const all = await callMirage('GET', `/api/corporations/${cid}/coupons/`, { bearer });
    expect((all.data as { data: unknown[] }).data).toHaveLength(3);
    expect(storedCoupons(server).find((row) => row.id === ended.id)!.status).toBe('published');

    const stop = await callMirage('POST', `/api/corporations/${cid}/coupons/${ended.id}/status`, { bearer, body: { status: 'stopped' } });
    expect(stop).toMatchObject({ status: 422, data: { displayMessage: m.server.periodEnded } });
    const publish = await callMirage('POST', `/api/corporations/${cid}/coupons/${endedDraft.id}/status`, { bearer, body: { status: 'published' } });
    expect(publish).toMatchObject({ status: 422, data: { displayMessage: m.server.periodEnded } });
  });
});

describe('coupon demo data', () => {
  it('has coupons in every status for each demo corporation, consistent with the contract', () => {
    couponsSeeder.seed(server, { random: createRandom('coupons'), today: new Date() });
    const now = new Date();
    for (const corporation of demoCorporations) {
      const coupons = storedCoupons(server)
        .filter((row) => row.corporationId === corporation.id)
        .map((row) => toCoupon(row, now));
      expect(new Set(coupons.map((coupon) => coupon.status))).toEqual(new Set(['draft', 'published', 'stopped', 'expired']));
      for (const coupon of coupons) {
        expect(coupon.startAt <= coupon.endAt).toBe(true);
        expect(coupon.startAt).toMatch(/T00:00:00\+09:00$/);
        expect(coupon.endAt).toMatch(/T23:59:59\+09:00$/);
        expect(coupon.requiredVisits).toBeGreaterThanOrEqual(1);
        expect(coupon.requiredVisits).toBeLessThan(51);
      }
    }
  });
});
