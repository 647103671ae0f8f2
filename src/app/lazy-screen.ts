import { lazy, type ComponentType } from 'react';

/** SPEC §8: a chunk that fails to load on navigation reloads the page, at most once per 60 s. */
export const RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'petpass.chunkReloadAt';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk .* failed/i.test(
    message,
  );
}

/** True when a reload is allowed now (and records it); false inside the 60 s guard. */
export function claimChunkReload(now = Date.now(), storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  return true;
}

/** React.lazy with the reload guard; other errors go to the error boundary. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && claimChunkReload()) {
        location.reload();
        return new Promise<never>(() => undefined);
      }
      throw error;
    }),
  );
}
