/**
 * The cache-key prefix of everything of one corporation (TanStack Query): each resource's keys
 * (`couponKeys`, `checkInKeys`, `memberKeys`…) start with it, and the corporation itself sits
 * under it too.
 */
export const corporationKeys = {
  all: (corporationId: string) => ['corporations', corporationId] as const,
  one: (corporationId: string) => [...corporationKeys.all(corporationId), 'corporation'] as const,
  /** Ticket sales (`ticketKeys` in ./ticket-sources.ts) and their summaries, which the top page reads too. */
  tickets: (corporationId: string) => [...corporationKeys.all(corporationId), 'tickets'] as const,
  ticketSummaries: (corporationId: string) => [...corporationKeys.tickets(corporationId), 'summaries'] as const,
};
