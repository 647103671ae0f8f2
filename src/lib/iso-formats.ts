/** The API contract's two date formats, exactly as RFC 3339 §5.6 defines them: the client and the contract tests read dates alike. */

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `T` and `Z` in either case (RFC 3339 §5.6, note); seconds required, fraction optional; the offset with its colon. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2}))$/;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
export const daysIn = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/** `2026-11-22`: a calendar date that exists (RFC 3339 full-date). */
export function isFullDate(text: string): boolean {
  const match = FULL_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** `2026-11-22T09:30:00+09:00`: RFC 3339 date-time; a leap second (`:60`) only where one can occur, at 23:59 UTC. */
export function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [, date, hh, mm, ss, , zone, sign, offsetH, offsetM] = match;
  if (!isFullDate(date as string)) return false;
  const [hour, minute, second] = [Number(hh), Number(mm), Number(ss)];
  const [zoneHour, zoneMinute] = [Number(offsetH ?? 0), Number(offsetM ?? 0)];
  if (hour > 23 || minute > 59 || second > 60 || zoneHour > 23 || zoneMinute > 59) return false;
  if (second < 60) return true;
  const offset = zone === 'Z' || zone === 'z' ? 0 : (sign === '-' ? -1 : 1) * (zoneHour * 60 + zoneMinute);
  const utcMinutes = (((hour * 60 + minute - offset) % 1440) + 1440) % 1440;
  return utcMinutes === 23 * 60 + 59;
}
