/** Full-width letters, digits and symbols typed with a Japanese IME become half-width; spaces trimmed. */
export const toHalfWidth = (value: string): string => value.normalize('NFKC');

/**
 * How many characters a text has, for every counter and limit of the product (forms, the fake
 * server, the contract): Unicode code points, as a database column or a Ruby/Python backend
 * counts them. An emoji is one, a family emoji of five code points is five, a combining mark
 * and a zero-width character count on their own (docs/decisions.md, "Characters").
 */
export const charCount = (value: string): number => {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
};

/** Zero-width and other invisible format characters (U+200B–U+200F, U+2060–U+2064, U+FEFF, U+00AD). */
export const INVISIBLE_CHARACTERS = /[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]/u;

export const normalizeEmail = (value: string): string => toHalfWidth(value).replace(/\s+/g, '').toLowerCase();

/**
 * A pragmatic e-mail check for forms and the fake server (the real server has the last word):
 * printable ASCII only, so no emoji or zero-width characters slip into an address.
 */
export const looksLikeEmail = (value: string): boolean =>
  value.length <= 254 &&
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(value);
