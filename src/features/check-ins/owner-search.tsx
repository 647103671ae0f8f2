import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { checkInMessages } from '@/messages/check-ins';

const m = checkInMessages.list;
/** How long typing pauses before the search runs. */
export const OWNER_SEARCH_DELAY_MS = 400;

/**
 * The owner search box. It searches after a short pause or on Enter, and never while an IME
 * composition is open (a half-converted 'はな' is not a search term); the composition's end
 * schedules the search instead.
 */
export function OwnerSearch({ id, value, onSearch }: { id: string; value: string; onSearch: (owner: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed under us (back, a shared link, 条件をクリア): show what it says.
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
    timer.current = setTimeout(() => run(text), OWNER_SEARCH_DELAY_MS);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    const nativeComposing = (event.nativeEvent as InputEvent).isComposing === true;
    if (composing.current || nativeComposing) clearTimeout(timer.current);
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
      <label htmlFor={id}>{m.owner}</label>
      <input
        id={id}
        type="search"
        value={draft}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
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
      <span className="hint" id={`${id}-hint`}>
        {m.ownerHint}
      </span>
    </div>
  );
}
