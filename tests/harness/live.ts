/**
 * What a screen reader would be told by a live region from now on: its text after each change
 * of its content, in order. A region React leaves alone tells nothing.
 *
 * @example const announced = liveRegionTexts(); …; expect(announced()).toEqual(['新しいチェックインが1件あります']);
 */
export function liveRegionTexts(region: Element | null = document.querySelector('.arrivals-notice [role="status"]')): () => string[] {
  if (!region) throw new Error('no live region on the page');
  const texts: string[] = [];
  new MutationObserver(() => {
    const text = region.textContent ?? '';
    if (text !== '') texts.push(text);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return () => texts;
}

/** Hides or shows the tab as the browser does (document.visibilityState, then `visibilitychange`). */
export function setTabHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Back to jsdom's own visible document, telling nobody (the next test starts from there). */
export function restoreTab(): void {
  delete (document as { visibilityState?: unknown }).visibilityState;
  delete (document as { hidden?: unknown }).hidden;
}
