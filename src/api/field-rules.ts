import { type } from 'arktype';
import { hasNoInvisibleCharacters, isEmail, isPostalCode, isTel } from '@/lib/field-formats';
import { isHttpUrl } from '@/lib/safe-url';
import { charCount } from '@/lib/text';
import { common } from '@/messages/common';

/** Field rules as arktype types with their Japanese messages, for the forms, the API input types and the fake server alike. */
const m = common.fieldRules;

export type TextRule = { label: string; max: number; required?: boolean };

/** An instant as the API writes it: ISO 8601 with an offset (docs/tickets.md), seconds optional. */
export const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A rule's refusal: the Japanese sentence people read (also as `expected`, so no library text is added). */
export const says = (message: string) => ({ message, expected: message });

/**
 * Free text up to `max` code points (trimmed for the required check) that, when not empty, passes `format`. One predicate, so a value
 * breaking two rules reads the first one's message (in arktype's jitless mode two checks would come as one joined error).
 */
export const textRule = (
  { label, max, required = false }: TextRule,
  format?: readonly [check: (value: string) => boolean, message: (label: string) => string],
) =>
  type('string').narrow((value, ctx) => {
    const fail = (message: string) => ctx.reject(says(message));
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
