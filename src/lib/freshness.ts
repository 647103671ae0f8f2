/**
 * How long what the console was told stays true enough to show without asking again: an /api/me
 * answer serves the navigations after it, a query's data the screens that open (TanStack Query's
 * default `staleTime`), an answer sent ahead (src/api/early-answers.ts) the reader it waits for.
 * A hover or a keyboard's focus is a click to come, expected within `INTENT_LEAD_MS`: what would no
 * longer be fresh by then is asked for again at once (docs/performance.md "What keeps it fast").
 */
export const FRESH_MS = 2_000;
export const INTENT_LEAD_MS = FRESH_MS / 2;
