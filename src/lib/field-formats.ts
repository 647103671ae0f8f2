import { INVISIBLE_CHARACTERS, looksLikeEmail, toHalfWidth } from './text';

/** The formats of the typed fields, as checks over what people type (an IME's full-width digits and hyphens accepted); docs/decisions.md lists them. */

/** Half-width, with the dashes an IME gives as hyphens. */
const withHyphens = (value: string) => toHalfWidth(value).replace(/[‐－―ー−]/g, '-');

/** Japanese phone numbers: 10–11 digits, hyphens optional (03-1234-5678, 090-1234-5678, 0120-123-456). */
export const normalizeTel = (value: string): string => withHyphens(value).replace(/\s+/g, '');
export const isTel = (value: string): boolean => {
  const tel = normalizeTel(value);
  return /^0[0-9-]+$/.test(tel) && !/--/.test(tel) && !tel.endsWith('-') && /^\d{10,11}$/.test(tel.replace(/-/g, ''));
};

/** 〒123-4567 or 1234567. */
export const normalizePostalCode = (value: string): string => withHyphens(value).replace(/[\s〒]/g, '');
export const isPostalCode = (value: string): boolean => /^\d{3}-?\d{4}$/.test(normalizePostalCode(value));
/** As stored: 123-4567. */
export const formatPostalCode = (value: string): string => {
  const digits = normalizePostalCode(value).replace(/-/g, '');
  return digits.length === 7 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : value;
};

export const isEmail = (value: string): boolean => looksLikeEmail(value);

/** Plain text without zero-width or other invisible characters (ids, codes, tags). */
export const hasNoInvisibleCharacters = (value: string): boolean => !INVISIBLE_CHARACTERS.test(value);
