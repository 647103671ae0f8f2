import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { FieldHint } from './form/field-shell';

/** How long typing pauses before a search that asks the server runs. */
export const SEARCH_DELAY_MS = 400;

type Props = {
  id: string;
  label: string;
  hint?: string;
  /** What the URL (or the list state) says is searched now. */
  value: string;
  onSearch: (text: string) => void;
  /** 0 searches on every settled change (a list filtered in the page). */
  delayMs?: number;
};

/** The one search box: it searches (trimmed) after a pause or on Enter, never during an IME composition, whose end schedules it instead. */
export function SearchBox({ id, label, hint, value, onSearch, delayMs = SEARCH_DELAY_MS }: Props) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed under us (Back, a shared link, 条件をクリア): show what it says.
  if (value !== seen) {
    setSeen(value);
    if (draft.trim() !== value) setDraft(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim() !== value) onSearch(text.trim());
  };
  const schedule = (text: string) => {
    clearTimeout(timer.current);
    if (delayMs <= 0) run(text);
    else timer.current = setTimeout(() => run(text), delayMs);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    if (composing.current || (event.nativeEvent as InputEvent).isComposing === true) clearTimeout(timer.current);
    else schedule(event.target.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // Enter that confirms a conversion is not a search.
    if (composing.current || event.nativeEvent.isComposing) return;
    run(event.currentTarget.value);
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={draft}
        autoComplete="off"
        // The key `/` of every signed-in screen comes here (src/app/layout/search-launcher.tsx).
        data-list-search=""
        aria-keyshortcuts="/"
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onCompositionStart={() => {
          composing.current = true;
          clearTimeout(timer.current);
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          schedule(event.currentTarget.value);
        }}
      />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}
