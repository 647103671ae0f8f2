import type { Db } from 'miragejs/db';
import type { Coupon } from '@/api/coupons';
import { CouponInput } from '@/api/coupon-input';
import { mirageMessages } from '../messages';
import { couponMessages } from '@/messages/coupons';
import { effectiveCouponStatus, type StoredCouponStatus } from '@machines/coupon-status/coupon-status';
import { pick, table } from '../lib/db';
import { failure } from '../lib/http';
import { validInput } from '../lib/input';
import { facilitiesOf } from './facilities-data';

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
export function couponInput(db: Db, corporationId: string, body: Record<string, unknown>): CouponInput {
  const input = validInput(CouponInput(), body, (key) => wrongShape[key] ?? mirageMessages.badJson);
  const targets = [...new Set(input.facilityIds)];
  // A corporation without facilities takes any target ids (tests answer the facilities themselves).
  const known = new Set(facilitiesOf(db, corporationId).map((row) => row.id));
  if (known.size > 0 && targets.some((id) => !known.has(id))) throw failure(422, s.facilityUnknown);
  const image = input.image && pick(input.image, ['id', 'url', 'thumbnailUrl', 'originalFileUrl']);
  return { ...input, image, facilityIds: targets };
}
