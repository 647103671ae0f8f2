import type { SummaryKind } from '@/api/ticket-summaries';
import { formatCountOf } from '@/lib/numbers';
import { ticketsJa } from '@/messages/tickets';

const s = ticketsJa.summary;

/** One figure of a summary, with its one unit (件 for payments and refunds, 枚 for tickets). */
export type Measure = { key: 'count' | 'ticketCount'; label: string; unit: string };

/** What each summary counts; a consume is one ticket, so its summary has one column (利用枚数, in 枚), not two equal ones in different units. */
export const measuresOf: Record<SummaryKind, readonly Measure[]> = {
  consumes: [{ key: 'count', label: s.countLabel.consumes, unit: s.units.ticket }],
  payments: [
    { key: 'count', label: s.countLabel.payments, unit: s.units.case },
    { key: 'ticketCount', label: s.ticketCount, unit: s.units.ticket },
  ],
  refunds: [
    { key: 'count', label: s.countLabel.refunds, unit: s.units.case },
    { key: 'ticketCount', label: s.ticketCount, unit: s.units.ticket },
  ],
};

export const measured = (measure: Measure, figures: { count: number; ticketCount: number }) => formatCountOf(figures[measure.key], measure.unit);
