import { type } from 'arktype';
import { checkInMessages } from '@/messages/check-ins';
import { lazySchema } from './wire';

/** The check-in list's and CSV's queries as the fake server validates them, apart from the contract so it does not build the answers' schemas. */

/** `limit` of the list call: 1..100 (the screens send 10). */
export const CHECK_IN_LIMIT_MAX = 100;

const m = checkInMessages.server;
/** A rule's refusal: the Japanese sentence people read (also as `expected`, so no library text is added). */
const says = (message: string) => ({ message, expected: message });
const whole = (message: string, min: number, max: number) =>
  type('string')
    .narrow((text, ctx) => (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max) || ctx.reject(says(message)))
    .pipe((text) => Number(text));
const isCalendarDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
const calendarDate = () => type('string').narrow((text, ctx) => isCalendarDate(text) || ctx.reject(says(m.badDate)));

/** The query of `GET check-in-pets` as it arrives on the wire (strings; empty ones left out). */
export const CheckInListParams = lazySchema(() =>
  type({
    'page?': whole(m.badPage, 0, Number.MAX_SAFE_INTEGER),
    'limit?': whole(m.badLimit, 1, CHECK_IN_LIMIT_MAX),
    'order?': type('string').narrow((text, ctx) => text === 'desc' || text === 'asc' || ctx.reject(says(m.badOrder))),
    'facility?': 'string',
    'owner?': 'string',
    'startDate?': calendarDate(),
    'endDate?': calendarDate(),
  })
    .narrow((query, ctx) => !query.startDate || !query.endDate || query.startDate <= query.endDate || ctx.reject({ path: ['endDate'], ...says(m.badRange) }))
    .onUndeclaredKey('delete'),
);

/** The query of `GET csv/download`: a four-digit year, optionally one facility. */
export const CheckInCsvParams = lazySchema(() =>
  type({
    year: type('string').narrow((text, ctx) => /^\d{4}$/.test(text) || ctx.reject(says(m.badYear))),
    'facilityId?': 'string',
  }).onUndeclaredKey('delete'),
);
