import { type } from 'arktype';
import { hasNoInvisibleCharacters, isEmail, isPostalCode, isTel } from '@/lib/field-formats';
import { isHttpUrl } from '@/lib/safe-url';
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

/**
 * Free text up to `max` characters (trimmed for the required check only) that, when not empty,
 * passes `format`. One predicate, checked in that order: a value that breaks two rules reads the
 * first one's message (two checks would come as one error that joins both, in arktype's jitless
 * mode, the one the console runs in).
 */
export const textRule = (
  { label, max, required = false }: TextRule,
  format?: readonly [check: (value: string) => boolean, message: (label: string) => string],
) =>
  type('string').narrow((value, ctx) => {
    const fail = (message: string) => ctx.reject({ message, expected: message });
    if (required && value.trim() === '') return fail(m.required(label));
    if (charCount(value) > max) return fail(m.tooLong(label, max));
    return !format || value.trim() === '' || format[0](value.trim()) || fail(format[1](label));
  });

const formatRule = (check: (value: string) => boolean, message: (label: string) => string) => (rule: TextRule) => textRule(rule, [check, message]);

export const telRule = formatRule(isTel, m.tel);
export const postalCodeRule = formatRule(isPostalCode, m.postalCode);
export const emailRule = formatRule(isEmail, m.email);
export const httpUrlRule = formatRule(isHttpUrl, m.httpUrl);
/** Ids, codes and tags: no zero-width or other invisible characters. */
export const plainTextRule = formatRule(hasNoInvisibleCharacters, m.invisible);
