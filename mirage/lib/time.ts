/** The API sends ISO 8601 with the Tokyo offset (DECISIONS §6), e.g. 2026-04-01T09:30:00+09:00. */
const TOKYO_OFFSET_MINUTES = 9 * 60;

export function toTokyoIso(date: Date): string {
  const shifted = new Date(date.getTime() + TOKYO_OFFSET_MINUTES * 60_000);
  return `${shifted.toISOString().slice(0, 19)}+09:00`;
}

export const nowIso = () => toTokyoIso(new Date());

export const minutesFromNow = (minutes: number) => toTokyoIso(new Date(Date.now() + minutes * 60_000));

export const isPast = (iso: string) => new Date(iso).getTime() <= Date.now();
