/**
 * Every value `read` gave while the document changed, from now until `stop`: what a user could
 * have read on screen at any paint, the first one after a navigation included. `undefined` (the
 * value is not on screen) is not recorded.
 *
 * @example
 * const shown = recordShown(() => figureText('審査待ち'));
 * // … navigate, wait for the new value …
 * expect(shown.stop()).not.toContain('3件');
 */
export function recordShown(read: () => string | undefined): { seen: string[]; stop: () => string[] } {
  const seen: string[] = [];
  const look = () => {
    const value = read();
    if (value !== undefined && seen.at(-1) !== value) seen.push(value);
  };
  look();
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  return {
    seen,
    stop: () => {
      look();
      observer.disconnect();
      return seen;
    },
  };
}
