import { formatCount } from './numbers';

/** Money in whole yen (docs/product.md "Constants and limits"). */

/** What an amount that cannot be computed shows: a dash, never the empty date's '~'. */
export const NO_AMOUNT = '—';

/** `¥1,234`: an integer with thousands separators and the yen sign. */
export function formatYen(amount: number): string {
  if (!Number.isFinite(amount)) return NO_AMOUNT;
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}¥${formatCount(Math.abs(rounded))}`;
}

/** Tax-included price: round(price × 1.1), computed in integers so 1.1 never drifts. */
export const taxIncluded = (price: number): number => Math.round((price * 11) / 10);

/** Parses a yen amount as people type it: full-width digits, commas, a leading ¥/￥ and spaces allowed. */
export function parseYen(text: string): number | undefined {
  const clean = text.normalize('NFKC').replace(/[\s,¥￥円]/g, '');
  if (!/^-?\d+$/.test(clean)) return undefined;
  const value = Number(clean);
  return Number.isSafeInteger(value) ? value : undefined;
}
