import type { Db } from 'miragejs/db';
import type { Coupon } from '@/api/coupons';
import { CouponInput } from '@/api/coupon-input';
import { mirageMessages } from '../messages';
import { couponMessages } from '@/messages/coupons';
import { effectiveCouponStatus, type StoredCouponStatus } from '@machines/coupon-status/coupon-status';
import { pick, table } from '../lib/db';
import { failure } from '../lib/http';
import { validInput } from '../lib/input';
import type { FacilityRow } from './facilities-data';

/** What Mirage stores: the contract's Coupon with the stored status (expired is derived on read). */
export type CouponRow = Omit<Coupon, 'status'> & { status: StoredCouponStatus };

export const couponTable = (db: Db) => table<CouponRow>(db, 'coupons');

/** The contract's Coupon, whatever else the row carries; `now` decides expiry. */
export const toCoupon = (row: CouponRow, now: Date = new Date()): Coupon => ({
  ...pick(row, ['id', 'corporationId', 'title', 'description', 'image', 'facilityIds', 'requiredVisits', 'issuableCount', 'benefit']),
  ...pick(row, ['startAt', 'endAt', 'status', 'publishedAt', 'createdAt', 'updatedAt']),
  image: row.image ? { ...row.image } : null,
  facilityIds: [...row.facilityIds],
  status: effectiveCouponStatus(row.status, row.endAt, now),
});

/** The corporation's facility ids; undefined when it has none, and then any target ids are accepted (tests answer the facilities themselves). */
export function corporationFacilityIds(db: Db, corporationId: string): Set<string> | undefined {
  const ids = table<FacilityRow>(db, 'facilities')
    .scan((row) => row.corporationId === corporationId)
    .map((row) => row.id);
  return ids.length > 0 ? new Set(ids) : undefined;
}

const v = couponMessages.validation;
const s = couponMessages.server;
/** A field of the wrong type: the message of that field (the rules' own messages come first). */
const wrongShape: Record<string, string> = {
  title: v.titleRequired,
  benefit: v.benefitRequired,
  description: mirageMessages.badJson,
  requiredVisits: v.requiredVisits,
  issuableCount: v.issuableCount,
  startAt: s.periodInvalid,
  endAt: s.periodInvalid,
  image: s.imageInvalid,
  facilityIds: s.facilityUnknown,
};

/** A create/update body checked with the form's CouponInput (src/api/coupon-input.ts), its targets the corporation's facilities; 422 otherwise. */
export function couponInput(body: Record<string, unknown>, facilityIds: Set<string> | undefined): CouponInput {
  const input = validInput(CouponInput(), body, (key) => wrongShape[key] ?? mirageMessages.badJson);
  const targets = [...new Set(input.facilityIds)];
  if (facilityIds && targets.some((id) => !facilityIds.has(id))) throw failure(422, s.facilityUnknown);
  const image = input.image && {
    id: input.image.id,
    url: input.image.url,
    thumbnailUrl: input.image.thumbnailUrl,
    originalFileUrl: input.image.originalFileUrl,
  };
  return { ...input, image, facilityIds: targets };
}
