export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** The API sends ISO 8601 with the Tokyo offset, e.g. 2026-04-01T09:30:00+09:00. */
export const TOKYO_OFFSET_MS = 9 * HOUR_MS;

export function toTokyoIso(date: Date): string {
  const shifted = new Date(date.getTime() + TOKYO_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 19)}+09:00`;
}

export const nowIso = () => toTokyoIso(new Date());

/** Midnight in Tokyo of the day `offset` days from `today` (epoch ms). */
export function tokyoMidnight(today: Date, offset = 0): number {
  return Math.floor((today.getTime() + TOKYO_OFFSET_MS) / DAY_MS) * DAY_MS - TOKYO_OFFSET_MS + offset * DAY_MS;
}

export const minutesFromNow = (minutes: number) => toTokyoIso(new Date(Date.now() + minutes * 60_000));

export const isPast = (iso: string) => new Date(iso).getTime() <= Date.now();

/** A CSV date-time cell, `2026-11-01 09:12` in Tokyo, which Excel reads as a date (an ISO string with offset stays text); empty for none. */
export function csvDateTime(value: string | null | undefined): string {
  const time = value ? new Date(value).getTime() : NaN;
  return Number.isNaN(time) ? '' : toTokyoIso(new Date(time)).slice(0, 16).replace('T', ' ');
}
