import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { facilityTable } from '@mirage/routes/facilities-data';
import { seedDefault } from '@mirage/scenarios/default';
import { makeServer } from '@mirage/server';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';
import { facilitiesMessages as m } from '@/messages/facilities';
import { FacilityResponse } from '@/api/facilities';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => server.shutdown());

function multipart(facility: Record<string, unknown>, corporationId: string) {
  const body = new FormData();
  body.append('corporationId', corporationId);
  body.append('facility', JSON.stringify(facility));
  body.append(
    'tags',
    JSON.stringify([
      { displayName: '飲食店', type: 'category' },
      { displayName: '飲食店', type: 'category' },
    ]),
  );
  body.append('activities', '[]');
  return body;
}

async function create(facility: Record<string, unknown>) {
  const { bearer, corporations } = createTestAccount(server);
  const cid = corporations[0]!.id;
  const response = await globalThis.fetch(`/api/corporations/${cid}/facilities/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}` },
    body: multipart(facility, cid),
  });
  return { status: response.status, data: (await response.json()) as Record<string, unknown>, bearer, cid };
}

describe('Mirage facilities routes', () => {
  it.each([
    [{ name: '' }, m.validation.nameRequired],
    [{ name: 'a', catchphrase: 'あ'.repeat(201) }, m.validation.catchphraseTooLong],
    [{ name: 'a', introduction: 'あ'.repeat(8001) }, m.validation.introductionTooLong],
    [{ name: 'a', caution: 'あ'.repeat(8001) }, m.validation.cautionTooLong],
    [{ name: 'a', memoForCheckIn: 'あ'.repeat(256) }, m.validation.memoTooLong],
    [{ name: 'a', url: 'javascript:alert(1)' }, m.validation.urlInvalid],
    [{ name: 'a', postalCode: '12-345' }, m.validation.postalCodeInvalid],
  ])('answers 422 with a Japanese displayMessage for %o', async (facility, message) => {
    const { status, data } = await create(facility);
    expect(status).toBe(422);
    expect(data.displayMessage).toBe(message);
  });

  it('creates from multipart with unique tags and answers the contract shape', async () => {
    const { status, data, bearer, cid } = await create({ name: ' 新しい施設 ', postalCode: '1500001', qrCodeId: ' QR-1 ', isSameDeliveryAddress: true });
    expect(status).toBe(200);
    expect(FacilityResponse().allows(data)).toBe(true);
    const [row] = facilityTable(server).all();
    expect(row).toMatchObject({ name: '新しい施設', qrCodeId: 'QR-1', status: 'pending', deliveryAddress: null, address: { postalCode: '150-0001' } });
    expect(row!.tags).toEqual([{ displayName: '飲食店', type: 'category' }]);
    const list = await callMirage('GET', `/api/corporations/${cid}/facilities/?status=enabled`, { bearer });
    expect(list.data).toEqual({ facilities: [] });
    const other = createTestAccount(server);
    const hidden = await callMirage('GET', `/api/corporations/${cid}/facilities/${row!.id}/`, { bearer: other.bearer });
    expect(hidden.status).toBe(404);
  });

  it('seeds 10+ facilities per demo corporation across prefectures with every status', () => {
    seedDefault(server, new Date('2026-11-22T00:00:00+09:00'));
    const rows = facilityTable(server).all();
    for (const corporationId of ['corp-pochitama', 'corp-wanko-mori', 'corp-tabi-yado']) {
      const own = rows.filter((row) => row.corporationId === corporationId);
      expect(own.length).toBeGreaterThanOrEqual(10);
      expect(new Set(own.map((row) => row.status))).toEqual(new Set(['pending', 'enabled', 'disabled', 'closed']));
      expect(new Set(own.map((row) => row.address.prefecture)).size).toBeGreaterThan(5);
      expect(own.some((row) => row.confirmedAt === null)).toBe(true);
      expect(own.every((row) => row.images.length > 0 && row.checkInUrl && row.qrCodeId)).toBe(true);
    }
    for (const row of rows.slice(0, 5)) {
      expect(
        FacilityResponse().allows({
          facility: { ...row, imageUrls: [], imageIds: [] },
          corporation: { id: 'x', name: 'x' },
          address: row.address,
          deliveryAddress: row.deliveryAddress,
          tags: row.tags,
          activities: row.activities,
        }),
      ).toBe(true);
    }
  });
});
