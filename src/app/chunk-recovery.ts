import { claimChunkReload, isChunkLoadError, reloadPage } from '@/lib/chunk-load';
import { report } from '@/lib/monitoring';

/** After a deploy the old chunks are gone: reload, at most once per 60 s, else the notice; one policy for every dynamic import and Vite preload. */
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

/** Vite announces a failed preload with `vite:preloadError` before the import rejects; the importer still shows the notice if no reload is allowed. */
export function installChunkRecovery(): () => void {
  const onPreloadError = (event: Event) => void reloadForChunkFailure((event as Event & { payload?: unknown }).payload);
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
