/** A facility's statuses (docs/facilities.md), as plain values the URL readers and the contract share. */
export const facilityStatuses = ['pending', 'enabled', 'disabled', 'closed'] as const;
export type FacilityStatus = (typeof facilityStatuses)[number];

/** 運営確認待ち: not confirmed yet and not closed; one rule for the dashboard's figure and the list's filter, so the number shown is the rows listed. */
export type ConfirmationFilter = 'unconfirmed' | 'confirmed';

export const CONFIRMATION_PARAM = 'confirmation';

export const isAwaitingConfirmation = (facility: { status: string; confirmedAt?: string | null }): boolean =>
  !facility.confirmedAt && facility.status !== 'closed';

export const isConfirmationFilter = (value: unknown): value is ConfirmationFilter => value === 'unconfirmed' || value === 'confirmed';

export const matchesConfirmation = (facility: { status: string; confirmedAt?: string | null }, filter: ConfirmationFilter | undefined): boolean =>
  filter === undefined || (filter === 'unconfirmed' ? isAwaitingConfirmation(facility) : Boolean(facility.confirmedAt));
