import type { AppServer } from '@mirage/routes/define-routes';
import { couponTable, type CouponRow } from '@mirage/routes/coupons-table';
import { wireFacilityResponse } from '@tests/harness/wire-records';

let sequence = 0;

/** One stored coupon (stored status; expired is derived from endAt), far in the future by default. */
export function insertCoupon(server: AppServer, corporationId: string, overrides: Partial<CouponRow> = {}): CouponRow {
  sequence += 1;
  return couponTable(server.db).insert({
    id: `coupon-test-${sequence}`,
    corporationId,
    title: `テストクーポン${sequence}`,
    description: 'テスト用の説明です。',
    image: null,
    facilityIds: [],
    requiredVisits: 5,
    issuableCount: 2,
    benefit: 'ドリンク1杯無料',
    startAt: '2030-04-01T00:00:00+09:00',
    endAt: '2030-06-30T23:59:59+09:00',
    status: 'draft',
    publishedAt: null,
    createdAt: `2026-01-01T10:00:${String(sequence % 60).padStart(2, '0')}+09:00`,
    updatedAt: '2026-01-01T10:00:00+09:00',
    ...overrides,
  });
}

export const testFacilities = [
  { id: 'fac-1', name: 'ドッグカフェ しっぽ' },
  { id: 'fac-2', name: 'わんわんランド 那須' },
];

/**
 * The facilities list the coupon form reads (SPEC §7), answered here: the facilities feature owns
 * that route. Items are whole facility responses: the form reads the list as the facility screens do.
 */
export function answerFacilities(server: AppServer, facilities = testFacilities): void {
  server.get('/api/corporations/:cid/facilities/', () => ({
    facilities: facilities.map((facility) => wireFacilityResponse(facility)),
  }));
}

export const storedCoupons = (server: AppServer) => couponTable(server.db).all();
