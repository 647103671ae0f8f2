import { type } from 'arktype';
import { couponMessages } from '@/messages/coupons';
import { ISO_WITH_OFFSET, says, textRule } from './field-rules';
import { id, lazySchema, type Infer } from './wire';

/** A coupon's create and update bodies and limits, apart from the contract so the fake server does not build the answers' schemas. */

/** Required visits are 1..50: this bound is exclusive (docs/product.md "Constants and limits"). */
export const MAX_COUPON_NUM_REQUIRED_VISITS = 51;
/** Coupons issuable per pet are 1..10: this bound is inclusive. */
export const MAX_COUPON_NUM_ISSUABLE = 10;

/** An uploaded image, as the asset service returns it (its registration step). */
export const CouponImage = lazySchema(() => type({ id, url: 'string', thumbnailUrl: 'string', originalFileUrl: 'string' }));
export type CouponImage = Infer<typeof CouponImage>;

export const COUPON_TITLE_MAX_LENGTH = 50;
export const COUPON_DESCRIPTION_MAX_LENGTH = 1000;
export const COUPON_BENEFIT_MAX_LENGTH = 100;

export const requiredVisitOptions = Array.from({ length: MAX_COUPON_NUM_REQUIRED_VISITS - 1 }, (_, index) => index + 1);
export const issuableCountOptions = Array.from({ length: MAX_COUPON_NUM_ISSUABLE }, (_, index) => index + 1);

const f = couponMessages.fields;
const v = couponMessages.validation;
const trimmed = (rule: ReturnType<typeof textRule>) => type('string').pipe((text) => text.trim(), rule);

/** The coupon's rules, in one place: CouponInput is made of them, the form checks with them (texts trimmed, counted in code points). */
export const couponRules = lazySchema(() => ({
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
}));

/** Body of POST create and POST {id} (update replaces every editable field). */
export const CouponInput = lazySchema(() =>
  type({
    title: couponRules().title,
    description: couponRules().description.default(''),
    image: CouponImage().or('null').default(null),
    facilityIds: type('string[]').default(() => []),
    requiredVisits: couponRules().requiredVisits,
    issuableCount: couponRules().issuableCount,
    benefit: couponRules().benefit,
    startAt: couponRules().instant,
    endAt: couponRules().instant,
  })
    .narrow((input, ctx) => Date.parse(input.endAt) >= Date.parse(input.startAt) || ctx.reject({ path: ['endAt'], ...says(v.endBeforeStart) }))
    .onUndeclaredKey('delete'),
);
/** What the client sends (every key present); Mirage reads the output (trimmed, defaults filled in). */
export type CouponInput = Infer<typeof CouponInput>;
