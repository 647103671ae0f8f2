/** Code that fails to load after a deploy: recognising it and the reload guard (the reload and its fallback: src/app/chunk-recovery.ts). */
export const RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'petpass.chunkReloadAt';

/** Chromium, Firefox and Safari's words for a failed dynamic import, and Vite's for a failed CSS preload. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to load module script|Unable to preload CSS|ChunkLoadError|Loading chunk .* failed/i;

/** A chunk failure, also when another layer wrapped it (its `cause`). */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (CHUNK_FAILURE.test(message)) return true;
  return depth < 3 && error instanceof Error && error.cause !== undefined && isChunkLoadError(error.cause, depth + 1);
}

/** True when a reload is allowed now (and records it); false inside the 60 s guard. */
export function claimChunkReload(now = Date.now(), storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false; // no storage: no way to count reloads, so never loop
  }
}

let reload = () => window.location.reload();

/** Reloads the page (the new deploy's files). Tests replace it: jsdom cannot navigate. */
export const reloadPage = () => reload();
export const setPageReload = (next: () => void): void => void (reload = next);
