import type { Db } from 'miragejs/db';
import type { CheckInDetail, CheckInItem, PetSize } from '@/api/check-ins';
import { table } from '../lib/db';

/**
 * One stored check-in, flat: facility and activity names on the row, so the history never depends on the facilities.
 * `checkedInAt` always carries +09:00, so its first 10 characters are the Tokyo day.
 */
export type CheckInRow = {
  id: string;
  corporationId: string;
  checkedInAt: string;
  /** Epoch milliseconds of checkedInAt, for ordering without parsing. */
  at: number;
  facilityId: string;
  facilityName: string;
  activityId: string | null;
  activityName: string | null;
  petId: string;
  petName: string;
  breed: string;
  size: PetSize;
  birthDate: string | null;
  photoUrl: string | null;
  ownerNickname: string | null;
  ownerPrefecture: string | null;
  rabiesVaccinatedOn: string | null;
  rabiesHasTag: boolean;
  vaccineVaccinatedOn: string | null;
  vaccineKinds: number | null;
  antibodyTestedOn: string | null;
  memo: string | null;
};

export const checkInTable = (db: Db) => table<CheckInRow>(db, 'checkIns');

export function toCheckInItem(row: CheckInRow): CheckInItem {
  return {
    id: row.id,
    checkedInAt: row.checkedInAt,
    facility: { id: row.facilityId, name: row.facilityName },
    activity: row.activityId && row.activityName ? { id: row.activityId, name: row.activityName } : null,
    pet: { id: row.petId, name: row.petName, breed: row.breed, size: row.size, birthDate: row.birthDate, photoUrl: row.photoUrl },
    owner: row.ownerNickname === null ? null : { nickname: row.ownerNickname, prefecture: row.ownerPrefecture },
  };
}

/** The detail nests the owner in `detail`, beside the health record. */
export function toCheckInDetail(row: CheckInRow): CheckInDetail {
  const { owner, ...item } = toCheckInItem(row);
  return {
    ...item,
    detail: {
      owner,
      rabies: { vaccinatedOn: row.rabiesVaccinatedOn, hasTag: row.rabiesHasTag },
      vaccine: { vaccinatedOn: row.vaccineVaccinatedOn, kinds: row.vaccineKinds },
      antibody: { testedOn: row.antibodyTestedOn },
      memo: row.memo,
    },
  };
}
