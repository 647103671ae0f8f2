import { formatYearMonth } from '@/lib/dates';

/** '2026-11' → '11月', with the year ('2026年1月') on January so a 13-month axis reads at a glance. */
export function formatMonthTick(value: string | null | undefined): string {
  const label = formatYearMonth(value);
  return /^\d+年1月$/.test(label) ? label : label.replace(/^\d+年/, '');
}
