import { Temporal } from 'temporal-polyfill';
import { epochOf, TIME_ZONE, type DateInput } from './dates';

/** Any date the API or a form may hold as a Tokyo ZonedDateTime, for the forms that compute with dates (showing one needs no Temporal: ./dates.ts). */
export function toTokyo(value: DateInput): Temporal.ZonedDateTime | undefined {
  try {
    if (typeof value !== 'string') {
      const epoch = epochOf(value);
      return epoch === undefined ? undefined : Temporal.Instant.fromEpochMilliseconds(epoch).toZonedDateTimeISO(TIME_ZONE);
    }
    const text = value.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Temporal.PlainDate.from(text).toZonedDateTime({ timeZone: TIME_ZONE });
    if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(text)) return Temporal.Instant.from(text).toZonedDateTimeISO(TIME_ZONE);
    return Temporal.PlainDateTime.from(text).toZonedDateTime(TIME_ZONE);
  } catch {
    return undefined;
  }
}
