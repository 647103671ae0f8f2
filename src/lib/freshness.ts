/**
 * How long what the console was told serves without asking again: an /api/me answer, a query's data (the default `staleTime`), an early
 * answer. A hover or focus is a click expected within `INTENT_LEAD_MS` (docs/performance.md "What keeps it fast").
 */
export const FRESH_MS = 2_000;
export const INTENT_LEAD_MS = FRESH_MS / 2;
