import { Temporal } from 'temporal-polyfill';
import { NO_DATE } from '@/lib/dates';

function yearMonth(value: string | null | undefined): Temporal.PlainYearMonth | undefined {
  if (!value || !/^\d{4}-\d{2}$/.test(value)) return undefined;
  try {
    return Temporal.PlainYearMonth.from(value, { overflow: 'reject' });
  } catch {
    return undefined;
  }
}

/** '2026-11' → '2026年11月'; '~' for empty or invalid. */
export function formatYearMonth(value: string | null | undefined): string {
  const ym = yearMonth(value);
  return ym ? `${ym.year}年${ym.month}月` : NO_DATE;
}

/** '2026-11' → '11月', with the year ('2026年1月') on January so a 13-month axis reads at a glance. */
export function formatMonthTick(value: string | null | undefined): string {
  const ym = yearMonth(value);
  if (!ym) return NO_DATE;
  return ym.month === 1 ? `${ym.year}年${ym.month}月` : `${ym.month}月`;
}
