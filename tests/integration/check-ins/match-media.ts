/**
 * jsdom has no matchMedia, and react-hot-toast's Toaster asks it about reduced motion when the
 * first toast shows (the CSV download shows one). A stub that matches nothing.
 */
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
