import { daysIn } from './iso-formats';

/**
 * Dates are shown in Asia/Tokyo, which has kept +09:00 since 1951: showing one is plain arithmetic on the instant, with no time zone
 * data and no Temporal (./tokyo-time.ts), which stays off every screen that only shows dates. The property tests hold each to Temporal.
 */
export const TIME_ZONE = 'Asia/Tokyo';
/** What an empty or invalid date displays (docs/product.md "Constants and limits"). */
export const NO_DATE = '~';

export type DateInput = string | number | Date | null | undefined;

const MINUTE_MS = 60_000;
const TOKYO_OFFSET_MINUTES = 9 * 60;
const TOKYO_OFFSET_MS = TOKYO_OFFSET_MINUTES * MINUTE_MS;

type Fields = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** A calendar date and time as written, or undefined when one of its parts is out of range. */
function wallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Fields | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 60) return undefined;
  // A leap second reads as the last second of its minute, as Temporal reads it.
  return { year, month, day, hour, minute, second: Math.min(second, 59) };
}

/** The Tokyo wall-clock fields of an instant (ms since the epoch). */
function fieldsAt(epochMs: number): Fields | undefined {
  if (!Number.isFinite(epochMs)) return undefined;
  const tokyo = new Date(epochMs + TOKYO_OFFSET_MS);
  if (Number.isNaN(tokyo.getTime())) return undefined;
  return {
    year: tokyo.getUTCFullYear(),
    month: tokyo.getUTCMonth() + 1,
    day: tokyo.getUTCDate(),
    hour: tokyo.getUTCHours(),
    minute: tokyo.getUTCMinutes(),
    second: tokyo.getUTCSeconds(),
  };
}

/** The instant of Tokyo (or `offsetMinutes`) wall-clock fields. */
function instantOf({ year, month, day, hour, minute, second }: Fields, offsetMinutes: number, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  return date.getTime() - offsetMinutes * MINUTE_MS;
}

/** YYYY-MM-DD, optionally with a time (seconds and fraction optional), optionally with Z or an offset. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?)?$/;

type Parsed = { fields: Fields; ms: number; offsetMinutes: number | undefined };

function parse(text: string): Parsed | undefined {
  const found = ISO.exec(text.trim());
  if (!found) return undefined;
  const [, y, mo, d, h, mi, s, fraction, zulu, sign, oh, om] = found;
  const fields = wallClock(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  if (!fields) return undefined;
  if (oh !== undefined && (Number(oh) > 23 || Number(om) > 59)) return undefined;
  const offsetMinutes = zulu ? 0 : sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) : undefined;
  return { fields, ms: fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0, offsetMinutes };
}

/** The instant a date the API or a form holds stands for (a date or time without an offset is Tokyo's), in ms since the epoch. */
export function epochOf(value: DateInput): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const parsed = parse(value);
  if (!parsed) return undefined;
  return instantOf(parsed.fields, parsed.offsetMinutes ?? TOKYO_OFFSET_MINUTES, parsed.ms);
}

/** Any date the API or a form may hold, as Tokyo wall-clock fields, or undefined. */
function toTokyoFields(value: DateInput): Fields | undefined {
  if (typeof value === 'string') {
    const parsed = parse(value);
    if (!parsed) return undefined;
    // Without an offset the text already is Tokyo's wall clock.
    return parsed.offsetMinutes === undefined ? parsed.fields : fieldsAt(instantOf(parsed.fields, parsed.offsetMinutes, parsed.ms));
  }
  const epoch = epochOf(value);
  return epoch === undefined ? undefined : fieldsAt(epoch);
}

/** The Tokyo wall-clock fields of `value` in `format`, or `none` when it is no date. */
const shown = (value: DateInput, format: (d: Fields) => string, none = NO_DATE): string => {
  const d = toTokyoFields(value);
  return d ? format(d) : none;
};
const ymd = (d: Pick<Fields, 'year' | 'month' | 'day'>, separator: string) => [pad(d.year, 4), pad(d.month), pad(d.day)].join(separator);

/** 2026年11月22日 */
export const formatDateJa = (value: DateInput): string => shown(value, (d) => `${d.year}年${d.month}月${d.day}日`);

/** 2026-11-22 09:05 (or 09:05:07 with seconds) */
export const formatDateTime = (value: DateInput, options: { seconds?: boolean } = {}): string =>
  shown(value, (d) => `${ymd(d, '-')} ${pad(d.hour)}:${pad(d.minute)}${options.seconds ? `:${pad(d.second)}` : ''}`);

/** 2026/11/22 */
export const formatDateSlash = (value: DateInput): string => shown(value, (d) => ymd(d, '/'));

/** '2026-11' (or any date in it) → 2026年11月: the one way a month is shown. */
export function formatYearMonth(value: DateInput): string {
  const month = typeof value === 'string' ? /^(\d{4})-(\d{2})$/.exec(value.trim()) : null;
  if (month) return Number(month[2]) >= 1 && Number(month[2]) <= 12 ? `${Number(month[1])}年${Number(month[2])}月` : NO_DATE;
  return shown(value, (d) => `${d.year}年${d.month}月`);
}

/** Today in Tokyo as YYYY-MM-DD (for date inputs and filters). */
export const todayInTokyo = (now: DateInput = Date.now()): string => shown(now, (d) => ymd(d, '-'), '');

/** A Tokyo calendar date (YYYY-MM-DD) as the ISO instant of its start, with the +09:00 offset. */
export function startOfTokyoDay(date: string): string | undefined {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date.trim()) ? parse(date) : undefined;
  return parsed && `${ymd(parsed.fields, '-')}T00:00:00+09:00`;
}
