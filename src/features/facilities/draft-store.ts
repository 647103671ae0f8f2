import { useEffect, useRef } from 'react';
import { personalKey, storePersonal } from '@/lib/personal-storage';
import { emptyDraft, type FacilityDraft } from './draft';

/**
 * The draft survives a reload and a 401 sign-out: kept per corporation until it is saved, and
 * only for the person who typed it. Signing out forgets it (src/lib/personal-storage.ts); after a
 * session expired, it goes back only to the same person (`owner`: who the server says is signed in).
 */
const draftKey = (corporationId: string) => personalKey('facilityDraft', corporationId);

/** Who typed a draft: the profile's uid or e-mail; undefined when the server does not say. */
export type DraftOwner = string | undefined;

type StoredDraft = Partial<FacilityDraft> & { owner?: string };

export const draftStore = {
  load(corporationId: string, owner: DraftOwner): FacilityDraft | null {
    try {
      const raw = localStorage.getItem(draftKey(corporationId));
      if (!raw) return null;
      const { owner: typedBy, ...parsed } = JSON.parse(raw) as StoredDraft;
      if (typedBy !== undefined && typedBy !== owner) {
        // Someone else's unsaved work: never shown to this person.
        localStorage.removeItem(draftKey(corporationId));
        return null;
      }
      return { ...emptyDraft(), ...parsed };
    } catch {
      return null;
    }
  },
  save(corporationId: string, draft: FacilityDraft, owner: DraftOwner) {
    try {
      const stored: StoredDraft = owner === undefined ? draft : { ...draft, owner };
      storePersonal(localStorage, draftKey(corporationId), JSON.stringify(stored));
    } catch {
      // Storage full or unavailable: the form still works, only the reload safety net is lost.
    }
  },
  clear(corporationId: string) {
    localStorage.removeItem(draftKey(corporationId));
  },
};

type DraftFormStore = { state: { values: FacilityDraft; isDirty: boolean }; subscribe: (listener: () => void) => (() => void) | { unsubscribe: () => void } };

/** Writes after a short pause in typing; a pending write is flushed when the page is hidden or the form goes. */
const WRITE_DELAY_MS = 250;

/**
 * Keeps the draft of a dirty new-facility form in storage while `active` (until it is saved),
 * listening to the form's store directly so that typing does not re-render the whole form.
 */
export function useDraftPersistence(store: DraftFormStore, corporationId: string, owner: DraftOwner, active: boolean): { discardPending: () => void } {
  const pending = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    // A saved draft is cleared: no write still waiting (or coming) may bring it back.
    pending.current = () => {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    const write = () => {
      timer = undefined;
      if (!closed && store.state.isDirty) draftStore.save(corporationId, store.state.values, owner);
    };
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      write();
    };
    const subscription = store.subscribe(() => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(write, WRITE_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      if (typeof subscription === 'function') subscription();
      else subscription.unsubscribe();
    };
  }, [store, corporationId, owner, active]);
  return { discardPending: () => pending.current() };
}
