/** Full-width letters, digits and symbols typed with a Japanese IME become half-width; spaces trimmed. */
export const toHalfWidth = (value: string): string => value.normalize('NFKC');

/** Characters as every counter and limit counts them: Unicode code points, as a database column does (docs/decisions.md, "Characters"). */
export const charCount = (value: string): number => {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
};

/** Zero-width and other invisible format characters (U+200B–U+200F, U+2060–U+2064, U+FEFF, U+00AD). */
export const INVISIBLE_CHARACTERS = /[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]/u;

export const normalizeEmail = (value: string): string => toHalfWidth(value).replace(/\s+/g, '').toLowerCase();

/** A pragmatic e-mail check (the real server has the last word): printable ASCII only, so no emoji or zero-width characters slip in. */
export const looksLikeEmail = (value: string): boolean =>
  value.length <= 254 &&
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(value);
