import { fireEvent, screen, within } from '@testing-library/react';
import type { AppServer } from '@mirage/routes/define-routes';
import { couponMessages as m } from '@/messages/coupons';
import type { RenderedApp } from '@tests/harness/render-app';
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
 * The facilities list the coupon form reads, answered here: the facilities feature owns
 * that route. Items are whole facility responses: the form reads the list as the facility screens do.
 */
export function answerFacilities(server: AppServer, facilities = testFacilities): void {
  server.get('/api/corporations/:cid/facilities/', () => ({
    facilities: facilities.map((facility) => wireFacilityResponse(facility)),
  }));
}

export const storedCoupons = (server: AppServer) => couponTable(server.db).all();

/** Japanese arrives as an IME commits it, a word at a time, not key by key: pasted here (and much faster). */
export async function enter(app: RenderedApp, field: HTMLElement, text: string) {
  await app.user.click(field);
  await app.user.paste(text);
}

/** Every field of the new-coupon form, valid. */
export async function fillCoupon(app: RenderedApp) {
  const f = await screen.findByRole('form', { name: m.form.create });
  await enter(app, within(f).getByLabelText(/^タイトル/), '5回来店でおやつプレゼント');
  await enter(app, within(f).getByLabelText(/^特典内容/), '無添加おやつ1袋');
  await app.user.selectOptions(within(f).getByLabelText(/^必要な来店回数/), '5回');
  await app.user.selectOptions(within(f).getByLabelText(/^1匹あたりの発行上限/), '3枚');
  fireEvent.change(within(f).getByLabelText(/^開始日/), { target: { value: '2030-04-01' } });
  fireEvent.change(within(f).getByLabelText(/^終了日/), { target: { value: '2030-06-30' } });
  await app.user.click(await within(f).findByRole('checkbox', { name: 'わんわんランド 那須' }));
  await enter(app, within(f).getByLabelText(/^説明/), 'ドッグランのご利用5回で進呈します。');
}
