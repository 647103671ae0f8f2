import { type } from 'arktype';
import { Temporal } from 'temporal-polyfill';
import { CouponImage, couponRules, type CouponInput } from '@/api/coupon-input';
import type { Coupon } from '@/api/coupons';
import { startOfTokyoDay, TIME_ZONE } from '@/lib/dates';
import { toTokyo } from '@/lib/tokyo-time';
import { couponMessages } from '@/messages/coupons';

const v = couponMessages.validation;

/** What the form holds: selects and dates as the strings the inputs give. */
export type CouponFormValues = {
  title: string;
  description: string;
  images: CouponImage[];
  facilityIds: string[];
  requiredVisits: string;
  issuableCount: string;
  benefit: string;
  startDate: string;
  endDate: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string) => DATE.test(text) && startOfTokyoDay(text) !== undefined;

/** The message when both dates are valid and the end comes before the start; undefined otherwise. */
export const endBeforeStart = (startDate: string, endDate: string): string | undefined =>
  isDate(startDate) && isDate(endDate) && endDate < startDate ? v.endBeforeStart : undefined;

/** A select's value as the number the contract's rule checks; nothing chosen ('') is 0, which the rule refuses in Japanese (NaN would get English). */
const chosen = (rule: ReturnType<typeof couponRules>['requiredVisits']) =>
  type('string').pipe((text) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : 0), rule);

/** The form's rules: the contract's own (`couponRules`, of which CouponInput is made), but for the dates, which the contract receives as instants. */
export const couponFormSchema = type({
  title: couponRules().title,
  description: couponRules().description,
  images: CouponImage()
    .array()
    .narrow((images, ctx) => images.length <= 1 || ctx.reject({ message: v.image, expected: v.image })),
  facilityIds: 'string[]',
  requiredVisits: chosen(couponRules().requiredVisits),
  issuableCount: chosen(couponRules().issuableCount),
  benefit: couponRules().benefit,
  startDate: type('string').narrow((text, ctx) => isDate(text) || ctx.reject({ message: v.startDate, expected: v.startDate })),
  endDate: type('string').narrow((text, ctx) => isDate(text) || ctx.reject({ message: v.endDate, expected: v.endDate })),
}).narrow(
  (values, ctx) =>
    !endBeforeStart(values.startDate, values.endDate) || ctx.reject({ path: ['endDate'], message: v.endBeforeStart, expected: v.endBeforeStart }),
);

/** A new coupon: empty texts, one visit, one coupon per pet, no dates yet. */
export const emptyCouponForm = (): CouponFormValues => ({
  title: '',
  description: '',
  images: [],
  facilityIds: [],
  requiredVisits: '',
  issuableCount: '1',
  benefit: '',
  startDate: '',
  endDate: '',
});

const tokyoDate = (iso: string) => toTokyo(iso)?.toPlainDate().toString() ?? '';

export function couponToForm(coupon: Coupon): CouponFormValues {
  return {
    title: coupon.title,
    description: coupon.description,
    images: coupon.image ? [coupon.image] : [],
    facilityIds: [...coupon.facilityIds],
    requiredVisits: String(coupon.requiredVisits),
    issuableCount: String(coupon.issuableCount),
    benefit: coupon.benefit,
    startDate: tokyoDate(coupon.startAt),
    endDate: tokyoDate(coupon.endAt),
  };
}

/** The last second of a Tokyo calendar day, ISO with +09:00. */
export function endOfTokyoDay(date: string): string {
  return Temporal.PlainDate.from(date)
    .toZonedDateTime({ timeZone: TIME_ZONE, plainTime: Temporal.PlainTime.from('23:59:59') })
    .toString({ timeZoneName: 'never' });
}

/** The request body (src/api/coupons.ts CouponInput) from valid form values. */
export function formToInput(values: CouponFormValues): CouponInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    image: values.images[0] ?? null,
    facilityIds: values.facilityIds,
    requiredVisits: Number(values.requiredVisits),
    issuableCount: Number(values.issuableCount),
    benefit: values.benefit.trim(),
    startAt: startOfTokyoDay(values.startDate) ?? values.startDate,
    endAt: endOfTokyoDay(values.endDate),
  };
}
