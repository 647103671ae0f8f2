import { type } from 'arktype';
import { Temporal } from 'temporal-polyfill';
import {
  TICKET_SOURCE_DESCRIPTION_MAX,
  TICKET_SOURCE_MAX_PRICE,
  TICKET_SOURCE_MIN_PRICE,
  TICKET_SOURCE_NAME_MAX,
  TICKET_SOURCE_VALID_DAYS_MAX,
} from '@/api/ticket-values';
import type { SaleStatus, TicketSource, TicketSourceInput } from '@/api/ticket-sources';
import { TIME_ZONE, todayInTokyo } from '@/lib/dates';
import { toTokyo } from '@/lib/tokyo-time';
import { parseYen } from '@/lib/money';
import { charCount, toHalfWidth } from '@/lib/text';
import { ticketsJa } from '@/messages/tickets';

const m = ticketsJa.form;

/** What the form holds: strings as typed (full-width digits accepted), dates as datetime-local. */
export type SourceFormValues = {
  name: string;
  description: string;
  facilityId: string;
  price: string;
  quantity: string;
  saleStartAt: string;
  saleEndAt: string;
  validDays: string;
  saleStatus: SaleStatus;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant → `YYYY-MM-DDTHH:mm` in Tokyo, for a datetime-local input. */
export function toLocalInput(iso: string): string {
  const d = toTokyo(iso);
  return d ? `${d.toPlainDate().toString()}T${pad(d.hour)}:${pad(d.minute)}` : '';
}

/** `YYYY-MM-DDTHH:mm` read as Tokyo wall-clock time → ISO 8601 with +09:00, or undefined. */
export function fromLocalInput(value: string): string | undefined {
  try {
    return Temporal.PlainDateTime.from(value).toZonedDateTime(TIME_ZONE).toString({ timeZoneName: 'never', smallestUnit: 'second' });
  } catch {
    return undefined;
  }
}

export function isBefore(start: string, end: string): boolean {
  try {
    return Temporal.PlainDateTime.compare(Temporal.PlainDateTime.from(start), Temporal.PlainDateTime.from(end)) < 0;
  } catch {
    return true;
  }
}

export const parseCount = (text: string): number | undefined => {
  const clean = toHalfWidth(text).replace(/[\s,]/g, '');
  return /^\d+$/.test(clean) ? Number(clean) : undefined;
};

export function emptySourceValues(now: number = Date.now()): SourceFormValues {
  const today = Temporal.PlainDate.from(todayInTokyo(now));
  return {
    name: '',
    description: '',
    facilityId: '',
    price: '',
    quantity: '100',
    saleStartAt: `${today.toString()}T10:00`,
    saleEndAt: `${today.add({ days: 30 }).toString()}T23:59`,
    validDays: '30',
    saleStatus: 'sale',
  };
}

export function sourceToValues(source: TicketSource): SourceFormValues {
  return {
    name: source.name,
    description: source.description,
    facilityId: source.facility.id,
    price: String(source.price),
    quantity: String(source.quantity),
    saleStartAt: toLocalInput(source.saleStartAt),
    saleEndAt: toLocalInput(source.saleEndAt),
    validDays: String(source.validDays),
    saleStatus: source.saleStatus,
  };
}

/** The body to send; on an edit an untouched field goes as the server gave it (a sale period keeps its seconds, unseen in the input; a name its spacing). */
export function valuesToInput(values: SourceFormValues, edited?: { initial: SourceFormValues; source: TicketSource }): TicketSourceInput {
  const kept = (key: 'name' | 'saleStartAt' | 'saleEndAt', typed: string) => (edited && values[key] === edited.initial[key] ? edited.source[key] : typed);
  return {
    name: kept('name', values.name.trim()),
    description: values.description,
    facilityId: values.facilityId,
    price: parseYen(values.price) ?? Number.NaN,
    quantity: parseCount(values.quantity) ?? Number.NaN,
    saleStartAt: kept('saleStartAt', fromLocalInput(values.saleStartAt) ?? ''),
    saleEndAt: kept('saleEndAt', fromLocalInput(values.saleEndAt) ?? ''),
    validDays: parseCount(values.validDays) ?? Number.NaN,
    saleStatus: values.saleStatus,
  };
}

type Check = readonly [ok: (value: string) => boolean, message: string];

/** One predicate per field, saying its first failing check: arktype never joins two failures into its own text, as it does jitless under a CSP. */
const firstOf = (...checks: Check[]) =>
  type('string').narrow((value, ctx) => {
    const failed = checks.find(([ok]) => !ok(value));
    return failed ? ctx.reject({ message: failed[1], expected: failed[1] }) : true;
  });

/** The form's rules (docs/tickets.md), built once (one per mount would grow arktype's registry); the edited source's sold count is `quantityBelowSold`'s. */
export const sourceFormSchema = type({
  name: firstOf([(v) => v.trim().length > 0, m.nameRequired], [(v) => charCount(v.trim()) <= TICKET_SOURCE_NAME_MAX, m.nameTooLong]),
  description: firstOf([(v) => charCount(v) <= TICKET_SOURCE_DESCRIPTION_MAX, m.descriptionTooLong]),
  facilityId: firstOf([(v) => v !== '', m.facilityRequired]),
  price: firstOf(
    [(v) => v.trim() !== '', m.priceRequired],
    [(v) => parseYen(v) !== undefined, m.priceInvalid],
    [(v) => (parseYen(v) ?? 0) >= TICKET_SOURCE_MIN_PRICE, m.priceTooLow],
    [(v) => (parseYen(v) ?? 0) <= TICKET_SOURCE_MAX_PRICE, m.priceTooHigh],
  ),
  quantity: firstOf([(v) => (parseCount(v) ?? 0) >= 1, m.quantityInvalid]),
  saleStartAt: firstOf([(v) => fromLocalInput(v) !== undefined, m.dateRequired]),
  saleEndAt: firstOf([(v) => fromLocalInput(v) !== undefined, m.dateRequired]),
  validDays: firstOf([(v) => (parseCount(v) ?? 0) >= 1 && (parseCount(v) ?? 0) <= TICKET_SOURCE_VALID_DAYS_MAX, m.validDaysInvalid]),
  saleStatus: firstOf([(v) => v === 'sale' || v === 'closed', ticketsJa.server.saleStatusInvalid]),
});

/** On an edit, the stock stays at or above what was sold: the quantity field's message, or undefined (the schema says the rest). */
export function quantityBelowSold(value: string, soldCount: number): string | undefined {
  const count = parseCount(value);
  return count !== undefined && count >= 1 && count < soldCount ? m.quantityBelowSold(soldCount) : undefined;
}
