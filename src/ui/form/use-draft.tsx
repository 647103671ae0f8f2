import { useEffect, useRef, useState } from 'react';
import { useStore, type AnyFormApi } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { personOf } from '@machines/session/session-person';
import { formatDateTime } from '@/lib/dates';
import { personalKey, readPersonal, storePersonal } from '@/lib/personal-storage';
import { common } from '@/messages/common';
import { useCorporationId, useSession } from '@/session/session-context';
import { useUnsavedChanges } from '@/ui/navigation-guard';

const d = common.drafts;

/** What a draft is made of: the values now, those the form opened with, how to put values back. */
export type DraftSource<V> = {
  values: () => V;
  initial: () => V;
  subscribe: (listener: () => void) => { unsubscribe: () => void };
  restore: (values: V) => void;
};

/** A kept draft, with when the record had last changed on the server as the form opened. */
type Stored<V> = { values: V; changedAt?: string };

/** A crash or a killed tab loses at most this much typing; a 401, a reload or leaving the form none (pagehide, unmount). */
const WRITE_EVERY_MS = 300;

/** A chosen file can be neither stored nor read back: it is left out of every draft. */
const textOf = (values: unknown) => JSON.stringify(values, (_, value: unknown) => (value instanceof Blob ? undefined : value));

/** The key of this person's draft of one record's form (undefined when no one is known); someone else's draft of it goes as it opens. */
function useDraftKey(record: readonly string[]): string | undefined {
  const person = useSelector(useSession(), (s) => personOf(s.context));
  const corporationId = useCorporationId();
  const key = person ? personalKey('draft', person, corporationId, ...record) : undefined;
  useEffect(() => {
    if (!key) return;
    const prefix = personalKey('draft');
    const of = key.slice(key.indexOf('/', prefix.length));
    try {
      for (const other of Object.keys(localStorage))
        if (other !== key && other.startsWith(prefix) && other.endsWith(of) && !other.slice(prefix.length, -of.length).includes('/'))
          localStorage.removeItem(other);
    } catch {
      // storage disabled: nothing was kept
    }
  }, [key]);
  return key;
}

/** Whether this person has a draft of this form: a form opened on demand (an edit button) opens by itself to offer it. */
export function useHasDraft(record: readonly string[]): boolean {
  const key = useDraftKey(record);
  return useState(() => key !== undefined && readPersonal(key) !== undefined)[0];
}

/**
 * Keeps what one person types into one form, for them alone (docs/decisions.md "Drafts and the next route"), keyed by person, corporation
 * and record. A draft found as the form opens is offered (`offer`: 復元 / 破棄), never restored unasked nor overwritten before the answer;
 * a later `changedAt` (the record's `updatedAt`) says so in the offer. `clear()` once the values are saved.
 */
export function useDraft<V>(record: readonly string[], source: DraftSource<V>, changedAt?: string) {
  const key = useDraftKey(record);
  const [offered, setOffered] = useState(() => (key ? readPersonal<Stored<V>>(key) : undefined));
  const [openedAt] = useState(changedAt);
  /** The values as saved: no draft, though they differ from what the form opened with. */
  const saved = useRef<string>(undefined);
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
    const flush = () => timer !== undefined && (clearTimeout(timer), write());
    const subscription = source.subscribe(() => (timer ??= setTimeout(write, WRITE_EVERY_MS)));
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      subscription.unsubscribe();
    };
  }, [writing, key, source, openedAt]);

  const answer = (restore: boolean) => {
    if (restore) source.restore(offered!.values);
    storePersonal(key!, restore ? { values: offered!.values, changedAt: openedAt } : undefined);
    setOffered(undefined);
  };
  const changedLater = offered?.changedAt && changedAt && offered.changedAt !== changedAt ? changedAt : undefined;
  const offer = offered ? (
    <div className={changedLater ? 'notice notice-warning' : 'notice'} role="status">
      <p>{d.offer}</p>
      {changedLater && <p>{d.changedLater(formatDateTime(changedLater))}</p>}
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
  const clear = () => {
    saved.current = textOf(source.values());
    if (key) storePersonal(key, undefined);
  };
  return { offer, clear };
}

/**
 * The draft of a TanStack form, on its own store (typing re-renders nothing), with its unsaved-changes guard. `done(to)` once saved or given
 * up: the draft goes and the screen moves on to `to` (replacing the form in history, so Back does not reopen it) once the guard has let go.
 */
export function useFormDraft(form: AnyFormApi, record: readonly string[], { changedAt }: { changedAt?: string } = {}) {
  const changed = useStore(form.store, (state) => !state.isDefaultValue);
  const [leaving, setLeaving] = useState<string>();
  const [, navigate] = useLocation();
  useUnsavedChanges(changed && leaving === undefined);
  useEffect(() => {
    if (leaving) navigate(leaving, { replace: true });
  }, [leaving, navigate]);
  const [source] = useState<DraftSource<Record<string, unknown>>>(() => ({
    values: () => form.state.values,
    initial: () => form.options.defaultValues,
    subscribe: (listener) => form.store.subscribe(listener),
    // Only the fields this form has (an older draft may hold others), and only those the draft changed: they alone show as changed.
    restore: (values) =>
      Object.keys(form.options.defaultValues).forEach((name) => {
        if (name in values && textOf(values[name]) !== textOf(form.state.values[name])) form.setFieldValue(name, values[name]);
      }),
  }));
  const { offer, clear } = useDraft(record, source, changedAt);
  const done = (to?: string) => {
    clear();
    setLeaving(to);
  };
  return { offer, changed, done };
}
