/**
 * What one person typed or started and has not finished, kept in the browser so that a reload
 * (or a session that expired) loses nothing: the new-facility draft, a refund sent and not yet
 * answered. It belongs to that person alone: on a shared front-desk computer the next person must
 * not find it, so signing out forgets all of it (docs/decisions.md "Drafts belong to their person").
 * Every such key is made here, so that the sign-out knows them all.
 */
const prefixes = {
  facilityDraft: 'petpass.facilityDraft.',
  pendingRefund: 'petpass.ticketRefund.',
  /** The records last opened from the search (docs/search.md "Recently opened"). */
  searchRecents: 'petpass.searchRecents.',
  /** The address a sign-in link was asked for (read back when the link is opened). */
  mailLinkAddress: 'petpass.mailLinkAddress',
} as const;

export type PersonalKind = keyof typeof prefixes;

/** The storage key of one personal item: its kind, then what it is about (corporation, record…). */
export const personalKey = (kind: PersonalKind, ...parts: string[]): string => `${prefixes[kind]}${parts.join('.')}`;

function forgetIn(storage: Storage | undefined): void {
  for (const key of Object.keys(storage ?? {})) if (Object.values(prefixes).some((prefix) => key.startsWith(prefix))) storage?.removeItem(key);
}

const storageOf = (name: 'localStorage' | 'sessionStorage'): Storage | undefined => {
  try {
    return globalThis[name];
  } catch {
    return undefined; // storage disabled: nothing was kept either
  }
};

/** Set by a sign-out, for the rest of the page's life (the sign-out ends with a full redirect). */
let forgotten = false;

/**
 * Writes one personal item, unless the person has signed out: a write still on its way then (a
 * draft flushed as the form or the page goes) would bring back what the sign-out removed.
 */
export function storePersonal(storage: Storage, key: string, value: string): void {
  if (!forgotten) storage.setItem(key, value);
}

/** Removes every personal item from localStorage and sessionStorage (an explicit sign-out). */
export function forgetPersonalData(): void {
  forgotten = true;
  forgetIn(storageOf('localStorage'));
  forgetIn(storageOf('sessionStorage'));
}

/** A session starts (once per page load; once per rendered app in the tests): personal items may be written. */
export function allowPersonalData(): void {
  forgotten = false;
}
