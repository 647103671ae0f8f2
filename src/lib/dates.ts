import { Temporal } from 'temporal-polyfill';

/** Dates are shown in Asia/Tokyo (DECISIONS §6); the API sends ISO 8601 with an offset. */
export const TIME_ZONE = 'Asia/Tokyo';
/** What an empty or invalid date displays (SPEC §9). */
export const NO_DATE = '~';

export type DateInput = string | number | Date | null | undefined;

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Reads any date the API or a form may hold into Tokyo wall-clock fields, or undefined. */
export function toTokyo(value: DateInput): Temporal.ZonedDateTime | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  try {
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) return undefined;
      return Temporal.Instant.fromEpochMilliseconds(value.getTime()).toZonedDateTimeISO(TIME_ZONE);
    }
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return undefined;
      return Temporal.Instant.fromEpochMilliseconds(value).toZonedDateTimeISO(TIME_ZONE);
    }
    const text = value.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Temporal.PlainDate.from(text).toZonedDateTime({ timeZone: TIME_ZONE });
    if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(text)) return Temporal.Instant.from(text).toZonedDateTimeISO(TIME_ZONE);
    return Temporal.PlainDateTime.from(text).toZonedDateTime(TIME_ZONE);
  } catch {
    return undefined;
  }
}

/** 2026年11月22日 */
export function formatDateJa(value: DateInput): string {
  const d = toTokyo(value);
  return d ? `${d.year}年${d.month}月${d.day}日` : NO_DATE;
}

/** 2026-11-22 09:05 (or 09:05:07 with seconds) */
export function formatDateTime(value: DateInput, options: { seconds?: boolean } = {}): string {
  const d = toTokyo(value);
  if (!d) return NO_DATE;
  const time = `${pad(d.hour)}:${pad(d.minute)}${options.seconds ? `:${pad(d.second)}` : ''}`;
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)} ${time}`;
}

/** 2026/11/22 */
export function formatDateSlash(value: DateInput): string {
  const d = toTokyo(value);
  return d ? `${pad(d.year, 4)}/${pad(d.month)}/${pad(d.day)}` : NO_DATE;
}

/** '2026-11' (or any date in it) → 2026年11月: the one way a month is shown. */
export function formatYearMonth(value: DateInput): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value.trim())) {
    try {
      const ym = Temporal.PlainYearMonth.from(value.trim(), { overflow: 'reject' });
      return `${ym.year}年${ym.month}月`;
    } catch {
      return NO_DATE;
    }
  }
  const d = toTokyo(value);
  return d ? `${d.year}年${d.month}月` : NO_DATE;
}

/** Today in Tokyo as YYYY-MM-DD (for date inputs and filters). */
export function todayInTokyo(now: DateInput = Date.now()): string {
  const d = toTokyo(now);
  return d ? d.toPlainDate().toString() : '';
}

/** A Tokyo calendar date (YYYY-MM-DD) as the ISO instant of its start, with the +09:00 offset. */
export function startOfTokyoDay(date: string): string | undefined {
  try {
    return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: TIME_ZONE }).toString({ timeZoneName: 'never' });
  } catch {
    return undefined;
  }
}
