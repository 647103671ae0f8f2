import { type } from 'arktype';
import { common } from '@/messages/common';
import { ticketsJa } from '@/messages/tickets';
import { ISO_WITH_OFFSET, textRule } from './field-rules';
import {
  TICKET_SOURCE_DESCRIPTION_MAX,
  TICKET_SOURCE_MAX_PRICE,
  TICKET_SOURCE_MIN_PRICE,
  TICKET_SOURCE_NAME_MAX,
  TICKET_SOURCE_VALID_DAYS_MAX,
} from './ticket-values';

const f = ticketsJa.fields;
const m = ticketsJa.form;

/** Every failure of `rule` reads `message` (a Japanese sentence), whichever constraint failed. */
const said = <T extends { configure: (meta: { message: string; expected: string }) => unknown }>(rule: T, message: string) =>
  rule.configure({ message, expected: message }) as T;

/**
 * The POST / PUT body of a ticket source (docs/tickets.md), each rule with its Japanese message: the fake server validates bodies with it,
 * the form checks the same limits. Rules that need stored data (the facility exists, the stock covers the sales) are the server's own.
 */
export const TicketSourceInput = type({
  name: said(textRule({ label: f.name, max: TICKET_SOURCE_NAME_MAX, required: true }), m.notText(f.name)),
  description: said(textRule({ label: f.description, max: TICKET_SOURCE_DESCRIPTION_MAX }), m.notText(f.description)),
  facilityId: said(type('string > 0'), m.facilityRequired),
  price: said(type(`${TICKET_SOURCE_MIN_PRICE} <= number.integer <= ${TICKET_SOURCE_MAX_PRICE}`), m.priceRange),
  quantity: said(type('number.integer >= 1'), m.quantityInvalid),
  saleStartAt: said(type(ISO_WITH_OFFSET), m.dateRequired),
  saleEndAt: said(type(ISO_WITH_OFFSET), m.dateRequired),
  validDays: said(type(`1 <= number.integer <= ${TICKET_SOURCE_VALID_DAYS_MAX}`), m.validDaysInvalid),
  saleStatus: said(type("'sale' | 'closed'"), ticketsJa.server.saleStatusInvalid),
});
export type TicketSourceInput = typeof TicketSourceInput.infer;

const labels: Record<string, string> = { ...f, facilityId: f.facility };

type Problem = { code: string; path: readonly PropertyKey[]; message: string; errors?: readonly Problem[] };

/** Each problem's Japanese sentence, never the library's: a missing field says which; failed constraints of one field (jitless mode) its one message. */
export function inputProblems(problems: readonly Problem[]): string[] {
  return problems.map((problem) => {
    if (problem.code === 'required') return common.fieldRules.required(labels[String(problem.path[0])] ?? String(problem.path[0]));
    if (problem.code === 'intersection' && problem.errors?.[0]) return inputProblems([problem.errors[0]])[0] as string;
    return problem.message;
  });
}

/** Checks a body: the input, or the first problem in Japanese (the end must follow the start). */
export function checkTicketSourceInput(body: unknown): { ok: true; input: TicketSourceInput } | { ok: false; message: string } {
  const out = TicketSourceInput(body);
  if (out instanceof type.errors) return { ok: false, message: inputProblems(out)[0] ?? common.formInvalid };
  const [start, end] = [Date.parse(out.saleStartAt), Date.parse(out.saleEndAt)];
  if (Number.isNaN(start) || Number.isNaN(end)) return { ok: false, message: m.dateRequired };
  if (end <= start) return { ok: false, message: m.dateOrder };
  return { ok: true, input: out };
}
