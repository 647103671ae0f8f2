import type { Issuability, SaleStatus, TicketSource, TicketStatus } from '@/api/ticket-sources';
import { ticketsJa } from '@/messages/tickets';
import { Badge, type BadgeTone } from '@/ui/badge';

const issuableTone: Record<Issuability, BadgeTone> = { on_sale: 'success', closed: 'neutral', sold_out: 'warning', expired: 'danger' };
const ticketTone: Record<TicketStatus, BadgeTone> = { enabled: 'success', consumed: 'info', expired: 'neutral', canceled: 'danger', ignored: 'warning' };

export type SaleState = keyof typeof ticketsJa.saleState;
const saleTone: Record<SaleState, BadgeTone> = { selling: 'success', closed: 'neutral', ended: 'neutral', upcoming: 'info' };

/** The sale as a manager reads it: the 販売中 setting says 販売中 only while the period runs, 販売終了 after it and 販売開始前 before it. */
export function saleStateOf(source: { saleStatus: SaleStatus; issuability: Issuability }): SaleState {
  if (source.saleStatus === 'closed') return 'closed';
  if (source.issuability === 'expired') return 'ended';
  if (source.issuability === 'closed') return 'upcoming';
  return 'selling';
}

export const SaleStateBadge = ({ source }: { source: Pick<TicketSource, 'saleStatus' | 'issuability'> }) => {
  const state = saleStateOf(source);
  return <Badge tone={saleTone[state]}>{ticketsJa.saleState[state]}</Badge>;
};
export const IssuabilityBadge = ({ value }: { value: Issuability }) => <Badge tone={issuableTone[value]}>{ticketsJa.issuability[value]}</Badge>;
export const TicketStatusBadge = ({ value }: { value: TicketStatus }) => <Badge tone={ticketTone[value]}>{ticketsJa.ticketStatus[value]}</Badge>;
