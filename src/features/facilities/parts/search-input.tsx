import { useEffect, useRef, useState } from 'react';

/**
 * A search box that reports only settled text: nothing fires between compositionstart and
 * compositionend (a Japanese IME is still converting), then the converted text fires once.
 */
export function SearchInput({ id, label, value, onSearch }: { id: string; label: string; value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(value);
  const composing = useRef(false);
  useEffect(() => {
    if (!composing.current) setText(value);
  }, [value]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          onSearch(event.currentTarget.value);
        }}
        onChange={(event) => {
          setText(event.target.value);
          if (!composing.current) onSearch(event.target.value);
        }}
      />
    </div>
  );
}
