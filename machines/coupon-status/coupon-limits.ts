/** Coupon bounds (SPEC §9, DECISIONS §6), shared by the form, the contract and Mirage. */
/** Required visits are 1..50: this bound is exclusive. */
export const MAX_COUPON_NUM_REQUIRED_VISITS = 51;
/** Coupons issuable per pet are 1..10: this bound is inclusive. */
export const MAX_COUPON_NUM_ISSUABLE = 10;

export const COUPON_TITLE_MAX_LENGTH = 50;
export const COUPON_DESCRIPTION_MAX_LENGTH = 1000;
export const COUPON_BENEFIT_MAX_LENGTH = 100;

export const requiredVisitOptions = Array.from({ length: MAX_COUPON_NUM_REQUIRED_VISITS - 1 }, (_, index) => index + 1);
export const issuableCountOptions = Array.from({ length: MAX_COUPON_NUM_ISSUABLE }, (_, index) => index + 1);

export const isRequiredVisits = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) < MAX_COUPON_NUM_REQUIRED_VISITS;

export const isIssuableCount = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_COUPON_NUM_ISSUABLE;

/** Characters as people count them (a surrogate pair is one). */
export const textLength = (text: string) => [...text].length;
