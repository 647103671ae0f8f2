import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore, type AnyFormApi } from '@tanstack/react-form';
import { formatDateTime } from '@/lib/dates';
import { personalKey, readPersonal, storePersonal } from '@/lib/personal-storage';
import { common } from '@/messages/common';
import { useSelector } from '@xstate/react';
import { personOf } from '@machines/session/session-person';
import { useCorporationId, useSession } from '@/session/session-context';
import { useUnsavedChanges } from '@/ui/navigation-guard';

const d = common.drafts;

/** What a form's draft is made of: its values now, the values it was opened with, and how to put values back. */
export type DraftSource<V> = {
  values: () => V;
  initial: () => V;
  subscribe: (listener: () => void) => () => void;
  restore: (values: V) => void;
};

/** A kept draft: the values (files left out), and when the record had last changed on the server as it was typed. */
type Stored<V> = { values: V; changedAt?: string };

/** A crash or a killed tab loses at most this much typing; a 401, a reload or leaving the form loses none (pagehide, unmount). */
const WRITE_EVERY_MS = 300;

/** A chosen file can be neither stored nor read back: it is left out of every draft (docs/decisions.md). */
const textOf = (values: unknown) => JSON.stringify(values, (_, value: unknown) => (value instanceof Blob ? undefined : value));

/** The storage key of this person's draft of one record's form; undefined when no one can tell who is signed in. */
function useDraftKey(record: readonly string[]): string | undefined {
  const person = useSelector(useSession(), (s) => personOf(s.context));
  const corporationId = useCorporationId();
  const key = person ? personalKey('draft', person, corporationId, ...record) : undefined;
  useEffect(() => {
    if (key) forgetOthersDrafts(key);
  }, [key]);
  return key;
}

/**
 * Someone else's draft of the same form (left by a session that expired on this browser) goes as
 * this person opens it: it is never shown to them, nor kept for its person past the next one's use.
 */
function forgetOthersDrafts(key: string) {
  const prefix = personalKey('draft');
  const of = key.slice(key.indexOf('/', prefix.length));
  try {
    for (const other of Object.keys(localStorage))
      if (other !== key && other.startsWith(prefix) && other.endsWith(of) && !other.slice(prefix.length, -of.length).includes('/'))
        localStorage.removeItem(other);
  } catch {
    // storage disabled: nothing was kept
  }
}

/** Whether this person has a draft of this form: a form opened on demand (an edit button) opens by itself to offer it. */
export function useHasDraft(record: readonly string[]): boolean {
  const key = useDraftKey(record);
  const [kept] = useState(() => key !== undefined && readPersonal(key) !== undefined);
  return kept;
}

/**
 * Keeps what one person types into one form, in this browser, for that person alone (docs/decisions.md
 * "Drafts and the next route"): keyed by who is signed in, the corporation and the record, written as
 * it changes. A draft found when the form opens is offered (`offer`: 復元 / 破棄), never restored
 * unasked; until the person answers, nothing new is written over it. `changedAt` is when the record
 * last changed on the server (its `updatedAt`), where it says: a draft begun before a later change
 * says so in the offer. Call `clear()` once the values are saved.
 *
 * @example const draft = useDraft(['refund', paymentId], source); … {draft.offer}
 */
export function useDraft<V>(record: readonly string[], source: DraftSource<V>, changedAt?: string) {
  const key = useDraftKey(record);
  const [offered, setOffered] = useState(() => (key ? readPersonal<Stored<V>>(key) : undefined));
  /** The values as last saved: not a draft, though they differ from what the form opened with. */
  const saved = useRef<string>(undefined);
  // The form keeps the values it opened with: so does its draft, with the record's change time then.
  const [openedAt] = useState(changedAt);
  const writing = key !== undefined && offered === undefined;
  useEffect(() => {
    if (!writing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      timer = undefined;
      const text = textOf(source.values());
      if (text === textOf(source.initial())) storePersonal(key, undefined);
      else if (text !== saved.current) storePersonal(key, { values: JSON.parse(text) as V, changedAt: openedAt });
    };
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      write();
    };
    const unsubscribe = source.subscribe(() => {
      timer ??= setTimeout(write, WRITE_EVERY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      unsubscribe();
    };
  }, [writing, key, source, openedAt]);

  const answer = (restore: boolean) => {
    if (!key || !offered) return;
    if (restore) source.restore(offered.values);
    // Restored, it is this record's draft as of now; discarded, it is gone.
    storePersonal(key, restore ? { values: offered.values, changedAt: openedAt } : undefined);
    setOffered(undefined);
  };
  const changedLater = offered?.changedAt && changedAt && offered.changedAt !== changedAt ? changedAt : undefined;
  const offer: ReactNode = offered ? (
    <div className={changedLater ? 'notice notice-warning' : 'notice'} role="status">
      <p>{d.offer}</p>
      {changedLater ? <p>{d.changedLater(formatDateTime(changedLater))}</p> : null}
      <p className="actions">
        <button type="button" className="button button-small" onClick={() => answer(true)}>
          {d.restore}
        </button>
        <button type="button" className="button button-small button-secondary" onClick={() => answer(false)}>
          {d.discard}
        </button>
      </p>
    </div>
  ) : null;
  return {
    offer,
    /** The values are saved: the draft goes, and the same values are not kept again. */
    clear: () => {
      saved.current = textOf(source.values());
      if (key) storePersonal(key, undefined);
    },
  };
}

/**
 * The draft of a TanStack form (src/ui/form/form-kit.tsx), on the form's own store (typing does not
 * re-render the form), and its unsaved-changes guard (src/ui/navigation-guard.ts): on while the values
 * differ from those the form opened with, off once `clear()` says they are saved.
 *
 * @example const draft = useFormDraft(form, ['coupon', couponId], { changedAt: coupon.updatedAt }); … {draft.offer}
 */
export function useFormDraft(form: AnyFormApi, record: readonly string[], options: { changedAt?: string; done?: boolean } = {}) {
  const changed = useStore(form.store, (state) => !state.isDefaultValue);
  const [saved, setSaved] = useState(false);
  if (saved && !changed) setSaved(false);
  // `done`: saved, by a parent that moves on once this form has stopped guarding.
  useUnsavedChanges(changed && !saved && !options.done);
  const [source] = useState<DraftSource<Record<string, unknown>>>(() => ({
    values: () => form.state.values as Record<string, unknown>,
    initial: () => form.options.defaultValues as Record<string, unknown>,
    subscribe: (listener) => {
      const subscription = form.store.subscribe(listener);
      return typeof subscription === 'function' ? subscription : () => subscription.unsubscribe();
    },
    // Only the fields this form has: a draft kept by an older version of the form may hold others.
    restore: (values) => Object.keys(form.options.defaultValues ?? {}).forEach((name) => name in values && form.setFieldValue(name, values[name])),
  }));
  const draft = useDraft(record, source, options.changedAt);
  return {
    ...draft,
    changed,
    clear: () => {
      draft.clear();
      setSaved(true);
    },
  };
}
