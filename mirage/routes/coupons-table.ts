import type { Db } from 'miragejs/db';
import type { Coupon } from '@/api/coupons';
import { CouponInput } from '@/api/coupon-input';
import { mirageMessages } from '../messages';
import { couponMessages } from '@/messages/coupons';
import { effectiveCouponStatus, type StoredCouponStatus } from '@machines/coupon-status/coupon-status';
import { table } from '../lib/db';
import { failure } from '../lib/http';
import { validInput } from '../lib/input';
import type { FacilityRow } from './facilities-data';

/** What Mirage stores: the contract's Coupon with the stored status (expired is derived on read). */
export type CouponRow = Omit<Coupon, 'status'> & { status: StoredCouponStatus };

export const couponTable = (db: Db) => table<CouponRow>(db, 'coupons');

/** The contract's Coupon, whatever else the row carries; `now` decides expiry. */
export const toCoupon = (row: CouponRow, now: Date = new Date()): Coupon => ({
  id: row.id,
  corporationId: row.corporationId,
  title: row.title,
  description: row.description,
  image: row.image ? { ...row.image } : null,
  facilityIds: [...row.facilityIds],
  requiredVisits: row.requiredVisits,
  issuableCount: row.issuableCount,
  benefit: row.benefit,
  startAt: row.startAt,
  endAt: row.endAt,
  status: effectiveCouponStatus(row.status, row.endAt, now),
  publishedAt: row.publishedAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * The corporation's facility ids, or undefined when it has no facility: then target ids are
 * accepted as given (tests answer the facilities list themselves).
 */
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

/**
 * Checks a create/update body with the contract's CouponInput (src/api/coupon-input.ts), the rules
 * the form uses; 422 + displayMessage otherwise. Targets must be the corporation's facilities.
 */
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
