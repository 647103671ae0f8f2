/**
 * What one person typed or started and has not finished (drafts, the screen they were on, a refund not yet answered), kept so that a reload
 * loses nothing, for them alone: signing out forgets all of it (docs/decisions.md "Drafts and the next route"). Every such key is made here.
 */
const prefixes = {
  draft: 'petpass.draft.',
  resume: 'petpass.resume',
  /** Who the last sign-in's ID token named (src/api/auth.ts). */
  signedInAs: 'petpass.signedInAs',
  pendingRefund: 'petpass.ticketRefund.',
  /** The records last opened from the search (docs/search.md "Recently opened"). */
  searchRecents: 'petpass.searchRecents.',
  /** The address a sign-in link was asked for (read back when the link is opened). */
  mailLinkAddress: 'petpass.mailLinkAddress',
} as const;

export type PersonalKind = keyof typeof prefixes;

/** The storage key of one personal item: its kind, then what it is about (person, corporation, record…), each part escaped. */
export const personalKey = (kind: PersonalKind, ...parts: string[]): string => prefixes[kind] + parts.map(encodeURIComponent).join('/');

type StorageName = 'localStorage' | 'sessionStorage';

/** One personal item, as it was stored (JSON); undefined when there is none or it cannot be read. */
export function readPersonal<T>(key: string, storage: StorageName = 'localStorage'): T | undefined {
  try {
    return (JSON.parse(globalThis[storage].getItem(key) ?? 'null') as T | null) ?? undefined;
  } catch {
    return undefined;
  }
}

function forgetIn(storage: Storage | undefined): void {
  for (const key of Object.keys(storage ?? {})) if (Object.values(prefixes).some((prefix) => key.startsWith(prefix))) storage?.removeItem(key);
}

const storageOf = (name: StorageName): Storage | undefined => {
  try {
    return globalThis[name];
  } catch {
    return undefined; // storage disabled: nothing was kept either
  }
};

/** Set by a sign-out, for the rest of the page's life (the sign-out ends with a full redirect). */
let forgotten = false;

/**
 * Writes one personal item as JSON (undefined removes it), unless the person has signed out: a late write (a draft flushed as the page goes)
 * would bring back what the sign-out removed. Full or disabled storage only loses the safety net.
 */
export function storePersonal(key: string, value: unknown, storage: StorageName = 'localStorage'): void {
  try {
    if (value === undefined) storageOf(storage)?.removeItem(key);
    else if (!forgotten) storageOf(storage)?.setItem(key, JSON.stringify(value));
  } catch {
    // full: this item is not kept
  }
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
