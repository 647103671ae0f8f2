import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'wouter';
import { searchMessages as m } from '@/messages/search';
import { useAbility, useCorporationId, useProfile } from '@/session/session-context';
import { useModal } from '@/ui/confirm-dialog';
import { readRecents, rememberRecent } from './recents';
import { paymentIdIn, useSearchResults, type SearchResult } from './search-results';
import './search.css';

type Props = { onClose: () => void };
type FrameProps = Props & { composing?: { current: boolean }; label: string; className: string; children: ReactNode };

/** A key pressed for an IME (converting, confirming, cancelling): never the dialog's. */
const forIme = (event: KeyboardEvent, composing: boolean) => composing || event.nativeEvent.isComposing || event.keyCode === 229;

/**
 * Both dialogs' frame. Not `showModal`: making the page behind inert restyles every row of a 300-row list at every Ctrl+K. So it does what
 * modal means itself: `aria-modal`, a backdrop that closes on a click, Tab kept inside, Esc closes (never the Esc of an IME conversion).
 */
function Frame({ onClose, composing, label, className, children }: FrameProps) {
  const ref = useModal(true, false);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [ref]);
  const onKeyDown = (event: KeyboardEvent) => {
    const inside = [...(ref.current?.querySelectorAll<HTMLElement>('input, button') ?? [])];
    const edge = event.shiftKey ? inside[0] : inside.at(-1);
    if (event.key === 'Tab' && document.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? inside.at(-1) : inside[0])?.focus();
    } else if (event.key === 'Escape' && !forIme(event, composing?.current === true)) {
      event.preventDefault();
      onClose();
    }
  };
  return createPortal(
    <>
      <div className="search-backdrop" onClick={onClose} />
      <dialog ref={ref} aria-modal="true" aria-label={label} className={className} onKeyDown={onKeyDown}>
        {children}
      </dialog>
    </>,
    document.body,
  );
}

const RECORDS = new Set(['facilities', 'coupons', 'tickets', 'payments', 'members']);

/**
 * 検索: one combobox over every screen and the records the user may open (docs/search.md), on the WAI-ARIA combobox pattern: focus stays in
 * the input, ↑/↓ move the active option, Enter opens it. Nothing is searched while an IME composition is open.
 */
export function SearchDialog({ onClose }: Props) {
  const cid = useCorporationId();
  const profile = useProfile();
  const person = profile?.uid || profile?.email || undefined;
  const [recents] = useState(() => readRecents(cid, person));
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState({ query: '', index: 0 });
  // A payment asked to open before its lookup answered: it opens when it does.
  const [pending, setPending] = useState<string>();
  const composing = useRef(false);
  const { groups, notes, askPayment } = useSearchResults(query, cid, useAbility(), recents);
  const [, navigate] = useLocation();
  const id = useId();
  const options = groups.flatMap((group) => group.results);
  const index = active.query === query ? Math.min(active.index, options.length - 1) : 0;
  const optionId = (n: number) => `${id}-option-${n}`;

  const open = (result: SearchResult | undefined) => {
    if (!result || result.disabled) return;
    if (result.payment) {
      askPayment(result.payment);
      setPending(result.payment);
      return;
    }
    if (RECORDS.has(result.group) && result.key !== 'tickets:more') rememberRecent(cid, person, result);
    onClose();
    navigate(result.href);
  };
  const payment = options.find((option) => option.group === 'payments');
  const openPending = useEffectEvent(() => {
    if (!pending || payment?.key !== `payments:${pending}` || payment.payment) return;
    setPending(undefined);
    open(payment);
  });
  useEffect(() => openPending(), [pending, payment?.payment, payment?.disabled]);
  // A block: browsers' scrollIntoView may answer a promise, which React would take for a cleanup.
  useEffect(() => {
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (forIme(event, composing.current)) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && options.length > 0) setActive({ query, index: (index + step + options.length) % options.length });
    else if (event.key === 'Enter') open(options[index]);
    else return;
    event.preventDefault();
  };
  const settle = (value: string) => {
    setQuery(value);
    const pasted = paymentIdIn(value);
    if (pasted) askPayment(pasted);
  };

  const status = !query.trim() ? (options.length > 0 ? '' : m.empty) : m.found(query.trim(), options.length);
  return (
    <Frame onClose={onClose} composing={composing} label={m.dialog} className="search-dialog">
      <div className="search-field">
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {m.label}
        </label>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={`${id}-list`}
          aria-activedescendant={options.length > 0 ? optionId(index) : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          placeholder={m.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (composing.current || (event.nativeEvent as InputEvent).isComposing) return;
            // A pasted payment id is looked up at once; a typed one after a pause (./search-results.ts).
            if ((event.nativeEvent as InputEvent).inputType === 'insertFromPaste') settle(event.target.value);
            else setQuery(event.target.value);
          }}
          onCompositionStart={() => (composing.current = true)}
          onCompositionEnd={(event) => {
            composing.current = false;
            setQuery(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          {m.close}
        </button>
      </div>
      {options.length > 0 ? (
        <div role="listbox" id={`${id}-list`} aria-label={m.results} className="search-results">
          {groups.map((group) => (
            <div role="group" key={group.key} aria-labelledby={`${id}-${group.key}`}>
              <div role="presentation" id={`${id}-${group.key}`} className="search-group-label">
                {group.label}
              </div>
              {group.results.map((result) => {
                const n = options.indexOf(result);
                const props = {
                  id: optionId(n),
                  role: 'option',
                  'aria-selected': n === index,
                  className: 'search-option',
                  onPointerMove: () => n !== index && setActive({ query, index: n }),
                };
                const content = (
                  <>
                    <span className="search-option-label">{result.label}</span>
                    {result.detail ? <span className="fine-print search-option-detail">{result.detail}</span> : null}
                  </>
                );
                if (result.disabled)
                  return (
                    <div key={result.key} {...props} aria-disabled="true">
                      {content}
                    </div>
                  );
                return (
                  <Link
                    key={result.key}
                    {...props}
                    href={result.href}
                    tabIndex={-1}
                    onClick={(event) => {
                      event.preventDefault();
                      open(result);
                    }}
                  >
                    {content}
                  </Link>
                );
              })}
            </div>
          ))}
        </div>
      ) : null}
      <div role="status" className="muted-text search-status">
        {[status, ...notes].filter(Boolean).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <p className="search-keys">{m.keys}</p>
    </Frame>
  );
}

/** ? : the keyboard shortcuts, in a small dialog. */
export function ShortcutsDialog({ onClose }: Props) {
  return (
    <Frame onClose={onClose} label={m.shortcuts.title} className="shortcuts-dialog">
      <h2>{m.shortcuts.title}</h2>
      <p>{m.shortcuts.lead}</p>
      <dl className="shortcuts-list">
        {m.shortcuts.items.map(([keys, what]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p className="actions dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {m.close}
        </button>
      </p>
    </Frame>
  );
}
