import type { CheckInRow } from '@mirage/routes/check-ins-rows';

let sequence = 0;

/**
 * One check-in row for a test, with every field readable and overridable. `checkedInAt` must
 * carry the +09:00 offset like the seed's rows; `at` follows it.
 *
 * @example insertCheckIns(server, [makeCheckInRow(corporationId, { petName: 'モカ' })]);
 */
export function makeCheckInRow(corporationId: string, overrides: Partial<CheckInRow> = {}): CheckInRow {
  sequence += 1;
  const checkedInAt = overrides.checkedInAt ?? '2026-05-10T10:00:00+09:00';
  return {
    id: `ci-test-${sequence}`,
    corporationId,
    checkedInAt,
    at: Date.parse(checkedInAt),
    facilityId: 'fac-test-1',
    facilityName: 'テスト ドッグラン',
    activityId: 'fac-test-1-activity-1',
    activityName: 'ドッグラン',
    petId: `pet-test-${sequence}`,
    petName: `ペット${sequence}`,
    breed: '柴犬',
    size: 'medium',
    birthDate: '2020-04-01',
    photoUrl: null,
    ownerNickname: `飼い主${sequence}`,
    ownerPrefecture: '東京都',
    rabiesVaccinatedOn: '2026-04-15',
    rabiesHasTag: true,
    vaccineVaccinatedOn: '2026-03-01',
    vaccineKinds: 8,
    antibodyTestedOn: null,
    memo: null,
    ...overrides,
  };
}
