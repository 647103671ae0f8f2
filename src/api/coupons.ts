import { couponTransitions, type CouponAction, type CouponStatus, type StoredCouponStatus } from '@machines/coupon-status/coupon-status';
import { request } from './client';
import { apiPath } from './api-path';
import { couponKeys } from './query-keys';
import { reads } from './reads';
import { savedRecord, type AppMutation } from './mutation';
import { checked, checkedItems, markedName, rawId, salvaged, stand } from './validate';
import { dateTime, dateTimeOrNull, id, text, wholeIn, lazySchema, type Infer, type InferIn, type } from './wire';
import { CouponImage, MAX_COUPON_NUM_ISSUABLE, MAX_COUPON_NUM_REQUIRED_VISITS, type CouponInput } from './coupon-input';

/**
 * A stamp-style visit coupon (docs/coupons.md): after `requiredVisits` check-ins at a target facility (none = all), a pet's owner gets
 * the benefit, at most `issuableCount` times, between startAt and endAt. `status` is effective: the server derives `expired` from endAt.
 */
export const Coupon = lazySchema(() =>
  type({
    id,
    corporationId: 'string',
    title: 'string',
    description: text,
    image: CouponImage().or('null').default(null),
    facilityIds: 'string[]',
    requiredVisits: wholeIn(1, MAX_COUPON_NUM_REQUIRED_VISITS - 1),
    issuableCount: wholeIn(1, MAX_COUPON_NUM_ISSUABLE),
    benefit: 'string',
    /** ISO 8601 with offset: the start of the first day, Asia/Tokyo. */
    startAt: dateTime,
    /** ISO 8601 with offset: the last second of the last day, Asia/Tokyo. */
    endAt: dateTime,
    status: "'draft' | 'published' | 'stopped' | 'expired'",
    publishedAt: dateTimeOrNull,
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
);
export type Coupon = Infer<typeof Coupon> & { status: CouponStatus };

/** Body of POST {id}/status: the next stored status (see machines/coupon-status). */
export type CouponStatusChange = { status: StoredCouponStatus };

const CouponList = lazySchema(() => type({ data: 'unknown[]' }));

/** A coupon the list can still show: what validates of it, its title marked. */
function malformedCoupon(raw: unknown, index: number): Coupon {
  const fallback: InferIn<typeof Coupon> = {
    id: rawId(raw, index),
    corporationId: '',
    title: '',
    description: '',
    facilityIds: [],
    requiredVisits: 1,
    issuableCount: 1,
    benefit: '',
    startAt: stand.instant,
    endAt: stand.instant,
    status: 'draft',
    publishedAt: null,
    createdAt: stand.instant,
    updatedAt: stand.instant,
  };
  const coupon = salvaged(Coupon(), raw, fallback, 'listCoupons');
  return { ...coupon, title: markedName(coupon.title, coupon.id) } as Coupon;
}
const CouponOne = lazySchema(() => type({ data: Coupon() }));

export type CouponFacilityOption = { id: string; name: string };

/** The answers of the coupon reads (./reads.ts): the list salvages what it can of a bad row. */
export const readCoupons = (data: unknown): Coupon[] =>
  checkedItems(Coupon(), checked(CouponList(), data, 'listCoupons').data, 'listCoupons', malformedCoupon) as Coupon[];
export const readCoupon = (data: unknown): Coupon => checked(CouponOne(), data, 'getCoupon').data as Coupon;

export async function createCoupon(corporationId: string, input: CouponInput): Promise<Coupon> {
  const data = await request(apiPath('createCoupon', { corporationId }), { method: 'POST', body: input });
  return checked(CouponOne(), data, 'createCoupon').data as Coupon;
}

export async function updateCoupon(corporationId: string, couponId: string, input: CouponInput): Promise<Coupon> {
  const data = await request(apiPath('updateCoupon', { corporationId, couponId }), { method: 'POST', body: input });
  return checked(CouponOne(), data, 'updateCoupon').data as Coupon;
}

export async function changeCouponStatus(corporationId: string, couponId: string, status: StoredCouponStatus): Promise<Coupon> {
  const body: CouponStatusChange = { status };
  const data = await request(apiPath('changeCouponStatus', { corporationId, couponId }), { method: 'POST', body });
  return checked(CouponOne(), data, 'changeCouponStatus').data as Coupon;
}

/** A saved coupon: its detail is what the server answered; every list of the corporation is stale. */
const savedCoupon = (corporationId: string) => savedRecord<Coupon>(couponKeys.all(corporationId), (id) => reads.coupon(corporationId, id).key);

export const couponMutations = {
  create: (corporationId: string): AppMutation<CouponInput, Coupon> => ({
    mutationFn: (input) => createCoupon(corporationId, input),
    ...savedCoupon(corporationId),
  }),
  update: (corporationId: string, couponId: string): AppMutation<CouponInput, Coupon> => ({
    mutationFn: (input) => updateCoupon(corporationId, couponId, input),
    ...savedCoupon(corporationId),
  }),
  /** One step of the life cycle (machines/coupon-status): the action's target status is sent. */
  changeStatus: (corporationId: string, couponId: string): AppMutation<CouponAction, Coupon> => ({
    mutationFn: (action) => changeCouponStatus(corporationId, couponId, couponTransitions[action].to),
    ...savedCoupon(corporationId),
  }),
};
