import { Suspense, useEffect, useRef, useState } from 'react';
import { shellMessages } from '@/messages/shell';
import { lazyRoute } from '../lazy-route';

// The search's code loads on its first use (or as the pointer or focus reaches the button).
const loadSearch = () => import('../search/search-dialog');
type Props = { onClose: () => void };
const dialogs = {
  search: lazyRoute<Props>(() => loadSearch().then((module) => ({ default: module.SearchDialog }))),
  shortcuts: lazyRoute<Props>(() => loadSearch().then((module) => ({ default: module.ShortcutsDialog }))),
};
const preload = () => dialogs.search.preload().catch(() => undefined);

const mac = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');

/** A key that belongs to what the user is typing (a field, an IME's conversion) or to a dialog already open: no shortcut. */
const typing = (event: KeyboardEvent) =>
  event.isComposing ||
  event.keyCode === 229 ||
  (event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null) ||
  document.querySelector('dialog[open]') !== null;

/**
 * The header's 検索 button and the shortcuts of every signed-in screen (docs/search.md "Keyboard"): Ctrl+K / ⌘K the search, `/` the list's
 * search box (else the search), `?` the shortcuts. Focus goes back where it was when a dialog closes.
 */
export function SearchLauncher() {
  const [shown, setShown] = useState<keyof typeof dialogs>();
  const back = useRef<Element | null>(null);
  // Shown once its code is here: a dialog that suspended would wait out React's reveal throttle.
  const show = useRef((which: keyof typeof dialogs) =>
    dialogs[which].preload().then(
      () => setShown(which),
      (error: unknown) => console.error('[search] 検索を読み込めませんでした', error),
    ),
  ).current;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || typing(event)) return;
      const command = event.ctrlKey || event.metaKey;
      const listSearch = document.querySelector<HTMLInputElement>('main [data-list-search]');
      back.current = document.activeElement;
      if (command && event.key.toLowerCase() === 'k') void show('search');
      else if (command) return;
      else if (event.key === '?') void show('shortcuts');
      else if (event.key === '/' && listSearch) {
        listSearch.focus();
        listSearch.select();
      } else if (event.key === '/') void show('search');
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);
  useEffect(() => {
    if (!shown && back.current instanceof HTMLElement) back.current.focus();
    if (!shown) back.current = null;
  }, [shown]);

  const close = () => setShown(undefined);
  return (
    <>
      <button
        type="button"
        className="topbar-search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          back.current = event.currentTarget;
          void show('search');
        }}
      >
        {shellMessages.search.button}
        <kbd aria-hidden="true">{shellMessages.search.shortcut(mac)}</kbd>
      </button>
      <Suspense fallback={null}>
        {shown === 'search' ? <dialogs.search onClose={close} /> : shown === 'shortcuts' ? <dialogs.shortcuts onClose={close} /> : null}
      </Suspense>
    </>
  );
}
