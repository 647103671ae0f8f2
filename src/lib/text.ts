/** Full-width letters, digits and symbols typed with a Japanese IME become half-width; spaces trimmed. */
export const toHalfWidth = (value: string): string => value.normalize('NFKC');

export const normalizeEmail = (value: string): string => toHalfWidth(value).replace(/\s+/g, '').toLowerCase();

/** A pragmatic e-mail check for forms (the server has the last word). */
export const looksLikeEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
