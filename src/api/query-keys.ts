/** The cache-key prefixes a change names to mark what it made stale: every read's key is its path under one (./reads.ts). */
export const corporationKeys = {
  all: (corporationId: string) => ['corporations', corporationId] as const,
  one: (corporationId: string) => [...corporationKeys.all(corporationId), 'corporation'] as const,
};

export const memberKeys = { list: (cid: string) => [...corporationKeys.all(cid), 'members'] as const };
export const checkInKeys = { all: (cid: string) => [...corporationKeys.all(cid), 'check-ins'] as const };
export const couponKeys = { all: (cid: string) => [...corporationKeys.all(cid), 'coupons'] as const };
export const facilityKeys = { all: (cid: string) => [...corporationKeys.all(cid), 'facilities'] as const };

/** Ticket sales and their summaries: a refund or a status change marks the sources and the summaries stale in one call. */
export const ticketKeys = {
  all: (cid: string) => [...corporationKeys.all(cid), 'tickets'] as const,
  sources: (cid: string) => [...ticketKeys.all(cid), 'sources'] as const,
  summaries: (cid: string) => [...ticketKeys.all(cid), 'summaries'] as const,
};
