import type { Issuability, SaleStatus, TicketStatus } from '@/api/ticket-sources';
import { ticketsJa } from '@/messages/tickets';
import { Badge, type BadgeTone } from '@/ui/badge';

const saleTone: Record<SaleStatus, BadgeTone> = { sale: 'success', closed: 'neutral' };
const issuableTone: Record<Issuability, BadgeTone> = { on_sale: 'success', closed: 'neutral', sold_out: 'warning', expired: 'danger' };
const ticketTone: Record<TicketStatus, BadgeTone> = { enabled: 'success', consumed: 'info', expired: 'neutral', canceled: 'danger', ignored: 'warning' };

export const SaleStatusBadge = ({ value }: { value: SaleStatus }) => <Badge tone={saleTone[value]}>{ticketsJa.saleStatus[value]}</Badge>;
export const IssuabilityBadge = ({ value }: { value: Issuability }) => <Badge tone={issuableTone[value]}>{ticketsJa.issuability[value]}</Badge>;
export const TicketStatusBadge = ({ value }: { value: TicketStatus }) => <Badge tone={ticketTone[value]}>{ticketsJa.ticketStatus[value]}</Badge>;
