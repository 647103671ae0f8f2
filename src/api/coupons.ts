import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type } from 'arktype';
import {
  COUPON_BENEFIT_MAX_LENGTH,
  COUPON_DESCRIPTION_MAX_LENGTH,
  COUPON_TITLE_MAX_LENGTH,
  MAX_COUPON_NUM_ISSUABLE,
  MAX_COUPON_NUM_REQUIRED_VISITS,
} from '@machines/coupon-status/coupon-limits';
import { couponTransitions, type CouponAction, type CouponStatus, type StoredCouponStatus } from '@machines/coupon-status/coupon-status';
import { request } from './client';
import { apiPath } from './operations';
import type { AppMutation } from './mutation';
import { checked, checkedItems, markedName, rawId, salvaged } from './validate';
import { text, textOrNull } from './wire';

/** An uploaded image, as the asset service returns it (SPEC §7 asset upload, step 4). */
export const CouponImage = type({ id: 'string', url: 'string', thumbnailUrl: 'string', originalFileUrl: 'string' });
export type CouponImage = typeof CouponImage.infer;

/**
 * A stamp-style visit coupon (docs/coupons.md): after `requiredVisits` check-ins at one of the
 * target facilities (none = every facility of the corporation), a pet's owner is issued the
 * benefit, at most `issuableCount` times per pet, between startAt and endAt.
 * `status` is the effective status: the server derives `expired` from endAt.
 */
export const Coupon = type({
  id: 'string',
  corporationId: 'string',
  title: 'string',
  description: text,
  image: CouponImage.or('null').default(null),
  facilityIds: 'string[]',
  requiredVisits: 'number.integer',
  issuableCount: 'number.integer',
  benefit: 'string',
  /** ISO 8601 with offset: the start of the first day, Asia/Tokyo. */
  startAt: 'string',
  /** ISO 8601 with offset: the last second of the last day, Asia/Tokyo. */
  endAt: 'string',
  status: "'draft' | 'published' | 'stopped' | 'expired'",
  publishedAt: textOrNull,
  createdAt: 'string',
  updatedAt: 'string',
});
export type Coupon = typeof Coupon.infer & { status: CouponStatus };

/** Body of POST create and POST {id} (update replaces every editable field). */
export const CouponInput = type({
  title: `0 < string <= ${COUPON_TITLE_MAX_LENGTH}`,
  description: `string <= ${COUPON_DESCRIPTION_MAX_LENGTH}`,
  image: CouponImage.or('null'),
  facilityIds: 'string[]',
  requiredVisits: `1 <= number.integer < ${MAX_COUPON_NUM_REQUIRED_VISITS}`,
  issuableCount: `1 <= number.integer <= ${MAX_COUPON_NUM_ISSUABLE}`,
  benefit: `0 < string <= ${COUPON_BENEFIT_MAX_LENGTH}`,
  startAt: 'string',
  endAt: 'string',
});
export type CouponInput = typeof CouponInput.infer;

/** Body of POST {id}/status: the next stored status (see machines/coupon-status). */
export type CouponStatusChange = { status: StoredCouponStatus };

const CouponList = type({ data: 'unknown[]' });

/** A coupon the list can still show: what validates of it, its title marked. */
function malformedCoupon(raw: unknown, index: number): Coupon {
  const fallback: typeof Coupon.inferIn = {
    id: rawId(raw, index), corporationId: '', title: '', description: '', facilityIds: [], requiredVisits: 1, issuableCount: 1, benefit: '',
    startAt: '', endAt: '', status: 'draft', publishedAt: null, createdAt: '', updatedAt: '',
  };
  const coupon = salvaged(Coupon, raw, fallback);
  return { ...coupon, title: markedName(coupon.title, coupon.id) } as Coupon;
}
const CouponOne = type({ data: Coupon });

/**
 * The target-facility choice needs only ids and names: read them from the facilities list
 * (SPEC §7), whose items hold them either flat or under `facility` (the facility response of
 * SPEC §3), and ignore whatever else the items carry.
 */
const FacilityName = type({ id: 'string', name: 'string' });
const FacilityOptions = type({ facilities: FacilityName.or({ facility: FacilityName }).array() });
export type CouponFacilityOption = { id: string; name: string };


/** @example const coupons = await listCoupons(cid, { status: 'published' }); */
export async function listCoupons(corporationId: string, filter: { status?: CouponStatus } = {}): Promise<Coupon[]> {
  const query = filter.status ? { status: filter.status } : undefined;
  const { data } = checked(CouponList, await request(apiPath('listCoupons', { corporationId }), { query }), 'coupons');
  return checkedItems(Coupon, data, 'coupons', malformedCoupon) as Coupon[];
}

export async function getCoupon(corporationId: string, couponId: string): Promise<Coupon> {
  return checked(CouponOne, await request(apiPath('getCoupon', { corporationId, couponId })), 'coupon').data as Coupon;
}

export async function createCoupon(corporationId: string, input: CouponInput): Promise<Coupon> {
  const data = await request(apiPath('createCoupon', { corporationId }), { method: 'POST', body: input });
  return checked(CouponOne, data, 'coupon').data as Coupon;
}

export async function updateCoupon(corporationId: string, couponId: string, input: CouponInput): Promise<Coupon> {
  const data = await request(apiPath('updateCoupon', { corporationId, couponId }), { method: 'POST', body: input });
  return checked(CouponOne, data, 'coupon').data as Coupon;
}

export async function changeCouponStatus(corporationId: string, couponId: string, status: StoredCouponStatus): Promise<Coupon> {
  const body: CouponStatusChange = { status };
  const data = await request(apiPath('changeCouponStatus', { corporationId, couponId }), { method: 'POST', body });
  return checked(CouponOne, data, 'coupon').data as Coupon;
}

/** The facilities a coupon may target: GET /api/corporations/{cid}/facilities, ids and names only. */
export async function listCouponFacilityOptions(corporationId: string): Promise<CouponFacilityOption[]> {
  const data = await request(apiPath('listFacilities', { corporationId }));
  return checked(FacilityOptions, data, 'facilities').facilities.map((item) => {
    const { id, name } = 'facility' in item ? item.facility : item;
    return { id, name };
  });
}

/** Cache keys: everything of one corporation's coupons sits under `couponKeys.all(cid)`. */
export const couponKeys = {
  all: (corporationId: string) => ['corporations', corporationId, 'coupons'] as const,
  list: (corporationId: string, status?: CouponStatus) => [...couponKeys.all(corporationId), 'list', status ?? 'all'] as const,
  one: (corporationId: string, couponId: string) => [...couponKeys.all(corporationId), 'one', couponId] as const,
  facilityOptions: (corporationId: string) => ['corporations', corporationId, 'facilities', 'options'] as const,
};

/** @example const coupons = useQuery(couponsQuery(cid, { status: 'published' })); */
export const couponsQuery = (corporationId: string, filter: { status?: CouponStatus } = {}) =>
  queryOptions({ queryKey: couponKeys.list(corporationId, filter.status), queryFn: () => listCoupons(corporationId, filter) });

export const couponQuery = (corporationId: string, couponId: string) =>
  queryOptions({ queryKey: couponKeys.one(corporationId, couponId), queryFn: () => getCoupon(corporationId, couponId) });

export const couponFacilityOptionsQuery = (corporationId: string) =>
  queryOptions({ queryKey: couponKeys.facilityOptions(corporationId), queryFn: () => listCouponFacilityOptions(corporationId) });

/** A saved coupon: its detail is what the server answered; every list of the corporation is stale. */
const savedCoupon = (corporationId: string) => ({
  invalidates: () => [couponKeys.all(corporationId)],
  updateCache: (queryClient: QueryClient, coupon: Coupon) => queryClient.setQueryData(couponKeys.one(corporationId, coupon.id), coupon),
});

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
