import type { TicketStatus } from './refund-amount';

/**
 * The ticket status changes a manager may make by hand (docs/tickets.md). consumed, expired and
 * canceled are final: they come from use, time, or a refund/cancel, and money depends on them.
 */
export const ALLOWED_STATUS_CHANGES: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  enabled: ['ignored', 'canceled'],
  ignored: ['enabled', 'canceled'],
  consumed: [],
  expired: [],
  canceled: [],
};

export const canChangeStatus = (from: TicketStatus, to: TicketStatus) => ALLOWED_STATUS_CHANGES[from].includes(to);

/** The statuses every one of `from` can move to (what the status menu offers for a selection). */
export function commonNextStatuses(from: readonly TicketStatus[]): TicketStatus[] {
  if (from.length === 0) return [];
  const [first, ...rest] = from;
  return ALLOWED_STATUS_CHANGES[first as TicketStatus].filter((to) => rest.every((status) => canChangeStatus(status, to)));
}
