import type { Db } from 'miragejs/db';
import type { Coupon, CouponImage, CouponInput } from '@/api/coupons';
import { couponMessages } from '@/messages/coupons';
import {
  COUPON_BENEFIT_MAX_LENGTH,
  COUPON_DESCRIPTION_MAX_LENGTH,
  COUPON_TITLE_MAX_LENGTH,
  isIssuableCount,
  isRequiredVisits,
  textLength,
} from '@machines/coupon-status/coupon-limits';
import { effectiveCouponStatus, type StoredCouponStatus } from '@machines/coupon-status/coupon-status';
import { table, type Row } from '../lib/db';
import { failure, isRecord } from '../lib/http';

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

type FacilityRow = Row & { corporationId?: string };

/**
 * The corporation's facility ids, or undefined when Mirage has no facilities collection (the
 * facilities feature owns it) or no facility of that corporation: then target ids are accepted
 * as given (tests answer the facilities list themselves).
 */
export function corporationFacilityIds(db: Db, corporationId: string): Set<string> | undefined {
  try {
    const ids = table<FacilityRow>(db, 'facilities').where((row) => row.corporationId === corporationId).map((row) => row.id);
    return ids.length > 0 ? new Set(ids) : undefined;
  } catch {
    return undefined;
  }
}

const v = couponMessages.validation;
const s = couponMessages.server;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2}|Z)$/;

function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}

function image(value: unknown): CouponImage | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) throw failure(422, s.imageInvalid);
  const { id, url, thumbnailUrl, originalFileUrl } = value;
  if (typeof id !== 'string' || typeof url !== 'string' || typeof thumbnailUrl !== 'string' || typeof originalFileUrl !== 'string') {
    throw failure(422, s.imageInvalid);
  }
  return { id, url, thumbnailUrl, originalFileUrl };
}

/** Checks a create/update body as the contract says (src/api/coupons.ts); 422 + displayMessage otherwise. */
export function couponInput(body: Record<string, unknown>, facilityIds: Set<string> | undefined): CouponInput {
  const title = text(body, 'title');
  if (!title) throw failure(422, v.titleRequired);
  if (textLength(title) > COUPON_TITLE_MAX_LENGTH) throw failure(422, v.titleTooLong);
  const description = typeof body.description === 'string' ? body.description : '';
  if (textLength(description) > COUPON_DESCRIPTION_MAX_LENGTH) throw failure(422, v.descriptionTooLong);
  const benefit = text(body, 'benefit');
  if (!benefit) throw failure(422, v.benefitRequired);
  if (textLength(benefit) > COUPON_BENEFIT_MAX_LENGTH) throw failure(422, v.benefitTooLong);
  if (!isRequiredVisits(body.requiredVisits)) throw failure(422, v.requiredVisits);
  if (!isIssuableCount(body.issuableCount)) throw failure(422, v.issuableCount);
  const { startAt, endAt } = body;
  if (typeof startAt !== 'string' || !ISO_WITH_OFFSET.test(startAt) || Number.isNaN(Date.parse(startAt))) throw failure(422, s.periodInvalid);
  if (typeof endAt !== 'string' || !ISO_WITH_OFFSET.test(endAt) || Number.isNaN(Date.parse(endAt))) throw failure(422, s.periodInvalid);
  if (Date.parse(endAt) < Date.parse(startAt)) throw failure(422, v.endBeforeStart);
  const targets = body.facilityIds ?? [];
  if (!Array.isArray(targets) || !targets.every((id): id is string => typeof id === 'string')) throw failure(422, s.facilityUnknown);
  if (facilityIds && targets.some((id) => !facilityIds.has(id))) throw failure(422, s.facilityUnknown);
  return {
    title,
    description,
    image: image(body.image),
    facilityIds: [...new Set(targets)],
    requiredVisits: body.requiredVisits,
    issuableCount: body.issuableCount,
    benefit,
    startAt,
    endAt,
  };
}
