import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { ticketsJa } from '@/messages/tickets';

/** How long typing pauses before the search runs. */
export const SOURCE_SEARCH_DELAY_MS = 400;

/**
 * The name / facility search of the ticket source list. It searches after a short pause or on
 * Enter, never while an IME composition is open (a half-converted 'おんせ' is not a search term).
 */
export function SourceSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed under us (Back, a shared link): show what it says.
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
    timer.current = setTimeout(() => run(text), SOURCE_SEARCH_DELAY_MS);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    if (composing.current || (event.nativeEvent as InputEvent).isComposing === true) clearTimeout(timer.current);
    else schedule(event.target.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (composing.current || event.nativeEvent.isComposing) return;
    run(event.currentTarget.value);
  };

  return (
    <div className="field">
      <label htmlFor="tickets-filter-text">{ticketsJa.list.search}</label>
      <input
        id="tickets-filter-text"
        type="search"
        value={draft}
        autoComplete="off"
        aria-describedby="tickets-filter-text-hint"
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
      <span className="hint" id="tickets-filter-text-hint">
        {ticketsJa.list.searchHint}
      </span>
    </div>
  );
}
