import { type } from 'arktype';

/**
 * What a typical backend sends for values the spec leaves loose, read into one value each for
 * the screens (strict in what we send, liberal in what we accept: docs/api.md "Types").
 * The contract (openapi.json) shows the accepted wire forms: these types' input side.
 */

/** Optional text: an empty column comes as null or ''; screens get ''. */
export const text = type('string | null').pipe((value): string => value ?? '');

/** Text where "none" means something (a URL, a date): null or '' both read as null. */
export const textOrNull = type('string | null').pipe((value): string | null => (value === '' ? null : value));

/** A decimal written as a string, as Rails serialises a decimal column ("35.648600"). */
const decimalString = type(/^-?\d+(\.\d+)?$/).pipe((value): number => Number(value));

/** A number that may come as a JSON number or a decimal string. */
export const decimal = type('number').or(decimalString);

/** A nullable decimal: null and '' read as null. */
export const decimalOrNull = decimal.or(type("null | ''").pipe((): null => null));
