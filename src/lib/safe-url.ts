import { INVISIBLE_CHARACTERS } from './text';

/** Links from data are followed only when they are http(s); anything else renders inert. */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** A link typed into a form: one safeHref follows, with a dotted host and no space or invisible character in it. */
export const isHttpUrl = (value: string): boolean => {
  const text = value.trim();
  const href = INVISIBLE_CHARACTERS.test(text) || /\s/.test(text) ? undefined : safeHref(text);
  return href !== undefined && new URL(href).hostname.includes('.');
};
