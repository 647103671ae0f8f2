import { type } from 'arktype';
import { hasNoInvisibleCharacters, isEmail, isHttpUrl, isPostalCode, isTel } from '@/lib/field-formats';
import { charCount } from '@/lib/text';
import { common } from '@/messages/common';

/**
 * Field rules as arktype types with the Japanese messages people read: the forms pass them to
 * TanStack Form, the API input types are built from them, and the fake server validates bodies
 * with those input types. One rule, one message, three users. Lengths count code points
 * (src/lib/text.ts `charCount`).
 */
const m = common.fieldRules;

export type TextRule = { label: string; max: number; required?: boolean };

/** Free text up to `max` characters (trimmed for the required check only). */
export const textRule = ({ label, max, required = false }: TextRule) =>
  type('string').narrow((value, ctx) => {
    if (required && value.trim() === '') return ctx.reject({ message: m.required(label), expected: m.required(label) });
    return charCount(value) <= max || ctx.reject({ message: m.tooLong(label, max), expected: m.tooLong(label, max) });
  });

/** A text that is empty (when optional) or passes `check` and the length limit. */
const formatRule =
  (check: (value: string) => boolean, message: (label: string) => string) =>
  ({ label, max, required = false }: TextRule) =>
    textRule({ label, max, required }).narrow((value, ctx) => {
      if (value.trim() === '') return true;
      return check(value.trim()) || ctx.reject({ message: message(label), expected: message(label) });
    });

export const telRule = formatRule(isTel, m.tel);
export const postalCodeRule = formatRule(isPostalCode, m.postalCode);
export const emailRule = formatRule(isEmail, m.email);
export const httpUrlRule = formatRule(isHttpUrl, m.httpUrl);
/** Ids, codes and tags: no zero-width or other invisible characters. */
export const plainTextRule = formatRule(hasNoInvisibleCharacters, m.invisible);
