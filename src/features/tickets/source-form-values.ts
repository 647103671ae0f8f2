import { type } from 'arktype';
import { Temporal } from 'temporal-polyfill';
import { TICKET_SOURCE_MIN_PRICE, type SaleStatus, type TicketSource, type TicketSourceInput } from '@/api/ticket-sources';
import { TIME_ZONE, toTokyo, todayInTokyo } from '@/lib/dates';
import { parseYen } from '@/lib/money';
import { toHalfWidth } from '@/lib/text';
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

export function valuesToInput(values: SourceFormValues): TicketSourceInput {
  return {
    name: values.name.trim(),
    description: values.description,
    facilityId: values.facilityId,
    price: parseYen(values.price) ?? Number.NaN,
    quantity: parseCount(values.quantity) ?? Number.NaN,
    saleStartAt: fromLocalInput(values.saleStartAt) ?? '',
    saleEndAt: fromLocalInput(values.saleEndAt) ?? '',
    validDays: parseCount(values.validDays) ?? Number.NaN,
    saleStatus: values.saleStatus,
  };
}

const check = (test: (value: string) => boolean, message: string) =>
  type('string').narrow((value, ctx) => test(value) || ctx.reject({ message, expected: message }));

/** The form's rules (docs/tickets.md); `soldCount` keeps the stock at or above what was sold. */
export function sourceFormSchema(soldCount = 0) {
  return type({
    name: check((v) => v.trim().length > 0, m.nameRequired).narrow(
      (v, ctx) => [...v.trim()].length <= 100 || ctx.reject({ message: m.nameTooLong, expected: m.nameTooLong }),
    ),
    description: check((v) => [...v].length <= 2000, m.descriptionTooLong),
    facilityId: check((v) => v !== '', m.facilityRequired),
    price: check((v) => parseYen(v) !== undefined, m.priceInvalid)
      .narrow((v, ctx) => (parseYen(v) ?? 0) >= TICKET_SOURCE_MIN_PRICE || ctx.reject({ message: m.priceTooLow, expected: m.priceTooLow }))
      .narrow((v, ctx) => (parseYen(v) ?? 0) <= 1_000_000 || ctx.reject({ message: m.priceTooHigh, expected: m.priceTooHigh })),
    quantity: check((v) => (parseCount(v) ?? 0) >= 1, m.quantityInvalid).narrow(
      (v, ctx) => (parseCount(v) ?? 0) >= soldCount || ctx.reject({ message: m.quantityBelowSold(soldCount), expected: m.quantityBelowSold(soldCount) }),
    ),
    saleStartAt: check((v) => fromLocalInput(v) !== undefined, m.dateRequired),
    saleEndAt: check((v) => fromLocalInput(v) !== undefined, m.dateRequired),
    validDays: check((v) => {
      const n = parseCount(v);
      return n !== undefined && n >= 1 && n <= 3650;
    }, m.validDaysInvalid),
    saleStatus: "'sale' | 'closed'",
  });
}
