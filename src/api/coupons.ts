import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type } from 'arktype';
import { couponTransitions, type CouponAction, type CouponStatus, type StoredCouponStatus } from '@machines/coupon-status/coupon-status';
import { couponMessages } from '@/messages/coupons';
import { textRule } from './field-rules';
import { listFacilities } from './facilities';
import { request } from './client';
import { apiPath } from './operations';
import type { AppMutation } from './mutation';
import { checked, checkedItems, markedName, rawId, salvaged, stand } from './validate';
import { dateTime, dateTimeOrNull, id, text, wholeIn } from './wire';

/** Required visits are 1..50: SPEC §9's MAX_COUPON_NUM_REQUIRED_VISITS is exclusive (DECISIONS §6). */
export const MAX_COUPON_NUM_REQUIRED_VISITS = 51;
/** Coupons issuable per pet are 1..10: this bound is inclusive. */
export const MAX_COUPON_NUM_ISSUABLE = 10;

/** An uploaded image, as the asset service returns it (SPEC §7 asset upload, step 4). */
export const CouponImage = type({ id, url: 'string', thumbnailUrl: 'string', originalFileUrl: 'string' });
export type CouponImage = typeof CouponImage.infer;

/**
 * A stamp-style visit coupon (docs/coupons.md): after `requiredVisits` check-ins at one of the
 * target facilities (none = every facility of the corporation), a pet's owner is issued the
 * benefit, at most `issuableCount` times per pet, between startAt and endAt.
 * `status` is the effective status: the server derives `expired` from endAt.
 */
export const Coupon = type({
  id,
  corporationId: 'string',
  title: 'string',
  description: text,
  image: CouponImage.or('null').default(null),
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
});
export type Coupon = typeof Coupon.infer & { status: CouponStatus };

export const COUPON_TITLE_MAX_LENGTH = 50;
export const COUPON_DESCRIPTION_MAX_LENGTH = 1000;
export const COUPON_BENEFIT_MAX_LENGTH = 100;

export const requiredVisitOptions = Array.from({ length: MAX_COUPON_NUM_REQUIRED_VISITS - 1 }, (_, index) => index + 1);
export const issuableCountOptions = Array.from({ length: MAX_COUPON_NUM_ISSUABLE }, (_, index) => index + 1);

const f = couponMessages.fields;
const v = couponMessages.validation;
/** A rule's refusal: the Japanese sentence people read (also as `expected`, so no library text is added). */
const says = (message: string) => ({ message, expected: message });
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2}|Z)$/;
const trimmed = (rule: ReturnType<typeof textRule>) => type('string').pipe((text) => text.trim(), rule);

/**
 * The coupon's limits, in one place: CouponInput is made of these rules, the form checks its
 * fields with the same ones (src/features/coupons/coupon-form-values.ts), and Mirage validates
 * request bodies with CouponInput itself. Texts are trimmed and counted in code points.
 */
export const couponRules = {
  title: trimmed(textRule({ label: f.title, max: COUPON_TITLE_MAX_LENGTH, required: true })),
  benefit: trimmed(textRule({ label: f.benefit, max: COUPON_BENEFIT_MAX_LENGTH, required: true })),
  description: trimmed(textRule({ label: f.description, max: COUPON_DESCRIPTION_MAX_LENGTH })),
  requiredVisits: type('number').narrow(
    (n, ctx) => (Number.isInteger(n) && n >= 1 && n < MAX_COUPON_NUM_REQUIRED_VISITS) || ctx.reject(says(v.requiredVisits)),
  ),
  issuableCount: type('number').narrow((n, ctx) => (Number.isInteger(n) && n >= 1 && n <= MAX_COUPON_NUM_ISSUABLE) || ctx.reject(says(v.issuableCount))),
  /** An instant with its offset (the form sends the start and the end of Tokyo days). */
  instant: type('string').narrow(
    (text, ctx) => (ISO_WITH_OFFSET.test(text) && !Number.isNaN(Date.parse(text))) || ctx.reject(says(couponMessages.server.periodInvalid)),
  ),
};

/** Body of POST create and POST {id} (update replaces every editable field). */
export const CouponInput = type({
  title: couponRules.title,
  description: couponRules.description.default(''),
  image: CouponImage.or('null').default(null),
  facilityIds: type('string[]').default(() => []),
  requiredVisits: couponRules.requiredVisits,
  issuableCount: couponRules.issuableCount,
  benefit: couponRules.benefit,
  startAt: couponRules.instant,
  endAt: couponRules.instant,
})
  .narrow((input, ctx) => Date.parse(input.endAt) >= Date.parse(input.startAt) || ctx.reject({ path: ['endAt'], ...says(v.endBeforeStart) }))
  .onUndeclaredKey('delete');
/** What the client sends (every key present); Mirage reads the output (trimmed, defaults filled in). */
export type CouponInput = typeof CouponInput.infer;

/** Body of POST {id}/status: the next stored status (see machines/coupon-status). */
export type CouponStatusChange = { status: StoredCouponStatus };

const CouponList = type({ data: 'unknown[]' });

/** A coupon the list can still show: what validates of it, its title marked. */
function malformedCoupon(raw: unknown, index: number): Coupon {
  const fallback: typeof Coupon.inferIn = {
    id: rawId(raw, index), corporationId: '', title: '', description: '', facilityIds: [], requiredVisits: 1, issuableCount: 1, benefit: '',
    startAt: stand.instant, endAt: stand.instant, status: 'draft', publishedAt: null, createdAt: stand.instant, updatedAt: stand.instant,
  };
  const coupon = salvaged(Coupon, raw, fallback, 'listCoupons', { startAt: '', endAt: '', createdAt: '', updatedAt: '' });
  return { ...coupon, title: markedName(coupon.title, coupon.id) } as Coupon;
}
const CouponOne = type({ data: Coupon });

export type CouponFacilityOption = { id: string; name: string };


/** @example const coupons = await listCoupons(cid, { status: 'published' }); */
export async function listCoupons(corporationId: string, filter: { status?: CouponStatus } = {}): Promise<Coupon[]> {
  const query = filter.status ? { status: filter.status } : undefined;
  const { data } = checked(CouponList, await request(apiPath('listCoupons', { corporationId }), { query }), 'listCoupons');
  return checkedItems(Coupon, data, 'listCoupons', malformedCoupon) as Coupon[];
}

export async function getCoupon(corporationId: string, couponId: string): Promise<Coupon> {
  return checked(CouponOne, await request(apiPath('getCoupon', { corporationId, couponId })), 'getCoupon').data as Coupon;
}

export async function createCoupon(corporationId: string, input: CouponInput): Promise<Coupon> {
  const data = await request(apiPath('createCoupon', { corporationId }), { method: 'POST', body: input });
  return checked(CouponOne, data, 'createCoupon').data as Coupon;
}

export async function updateCoupon(corporationId: string, couponId: string, input: CouponInput): Promise<Coupon> {
  const data = await request(apiPath('updateCoupon', { corporationId, couponId }), { method: 'POST', body: input });
  return checked(CouponOne, data, 'updateCoupon').data as Coupon;
}

export async function changeCouponStatus(corporationId: string, couponId: string, status: StoredCouponStatus): Promise<Coupon> {
  const body: CouponStatusChange = { status };
  const data = await request(apiPath('changeCouponStatus', { corporationId, couponId }), { method: 'POST', body });
  return checked(CouponOne, data, 'changeCouponStatus').data as Coupon;
}

/** The facilities a coupon may target: the facility list read as the facility screens read it, ids and names only. */
export async function listCouponFacilityOptions(corporationId: string): Promise<CouponFacilityOption[]> {
  return (await listFacilities(corporationId)).map(({ id, name }) => ({ id, name }));
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
