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

export const isHttpUrl = (value: unknown): boolean => safeHref(value) !== undefined;
