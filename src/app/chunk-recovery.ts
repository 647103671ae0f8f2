import { claimChunkReload, isChunkLoadError, reloadPage } from '@/lib/chunk-load';
import { report } from '@/lib/monitoring';

/**
 * After a deploy the old chunks are gone: the page reloads, at most once per 60 s;
 * inside the guard the failure shows the Japanese notice with a reload button instead
 * (src/ui/error-chunk.tsx). One policy for every dynamic import: lazy screens, the signed-in
 * shell, the API modules, the toaster, and Vite's own preload of a chunk's JS and CSS.
 */
let reloading = false;

/** Reloads for a chunk failure when the guard allows it; true while the reload is under way. */
export function reloadForChunkFailure(error: unknown): boolean {
  if (reloading) return true;
  if (!isChunkLoadError(error) || !claimChunkReload()) return false;
  reloading = true;
  // Reported here: the reload hides it from the error boundary, which reports the failures it shows.
  report(error, { failure: 'chunk' });
  reloadPage();
  return true;
}

/**
 * Vite announces a failed preload (a chunk's CSS or JS dependencies, or the chunk itself) with
 * `vite:preloadError` before the import rejects. The error still reaches the importer, which
 * shows the notice when no reload is allowed.
 */
export function installChunkRecovery(): () => void {
  const onPreloadError = (event: Event) => void reloadForChunkFailure((event as Event & { payload?: unknown }).payload);
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
