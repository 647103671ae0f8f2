import { askEarly } from '@/api/early-answers';
import type { Read } from '@/api/reads';
import { FRESH_MS, INTENT_LEAD_MS } from '@/lib/freshness';
import { loadOnce } from '@/lib/load-once';
import type { SessionActor } from '@/session/session-actor';
import { preloadRoute } from './preload';
import { findRoute } from './route-match';
import { routes } from './routes';

/** The routes' loaders, the query cache and the readers of the answers: loaded apart from what /sign_in loads. */
const dataCode = loadOnce(async () => {
  const [{ readsAt }, { queryClient }, { queryOf }] = await Promise.all([import('./route-data'), import('@/lib/query-client'), import('@/api/queries')]);
  return { readsAt, queryClient, queryOf };
});
type DataCode = Awaited<ReturnType<typeof dataCode>>;

/** Loads the code a start needs for its data, ahead of the start that must not wait for it (a sign-in's landing). */
export const preloadDataCode = (): Promise<unknown> => Promise.resolve(dataCode()).catch(() => undefined);

/** A hover is an intent once the pointer has rested this long: passing over the menu asks nothing, a click after a rest finds its data. */
export const HOVER_INTENT_MS = 80;

export type Intent = 'hover' | 'focus' | 'press' | 'navigation';

let started: { href: string; until: number } | undefined;

/**
 * Asks for a read unless the cache has it fresh enough for a click `leadMs` away, or is asking. Nor one that has just failed: its screen
 * shows the failure with the way on, and asking again would swap it for a spinner.
 */
function ask(read: Read, bearer: string | undefined, leadMs: number, code: DataCode): void {
  const state = code.queryClient.getQueryState(read.key);
  if (state?.fetchStatus === 'fetching') return;
  // A failure marks its query invalidated: its age is the failure's.
  const since = state?.status === 'error' ? state.errorUpdatedAt : state && !state.isInvalidated ? state.dataUpdatedAt : 0;
  if (since + (read.staleTime ?? FRESH_MS) > Date.now() + leadMs) return;
  // Sent now, in this task, whatever else it has to do; the query takes the answer (src/api/early-answers.ts).
  askEarly(read.path, bearer);
  void code.queryClient.prefetchQuery({ ...code.queryOf(read), staleTime: 0 });
}

/**
 * "This route is about to open": its /api/me (unless still fresh, docs/architecture.md "The session and navigation"), its code and its
 * loader's data, each asked once. A start serves every start of the same address for INTENT_LEAD_MS, so the press, its focus and its
 * navigation ask nothing more; a hover or focus asks again for data that would be stale by its click.
 */
export function startRoute(href: string, session: SessionActor, intent: Intent): void {
  const url = new URL(href, window.location.href);
  const route = url.origin === window.location.origin ? findRoute(routes, url.pathname) : undefined;
  const address = url.pathname + url.search;
  const now = performance.now();
  if (!route || (started?.href === address && now < started.until)) return;
  started = { href: address, until: now + INTENT_LEAD_MS };
  // Before a corporation is known no screen's data may be asked for: the code that would ask stays off what /sign_in loads.
  if (!session.getSnapshot().context.corporationId) return;
  if (intent !== 'navigation') session.send({ type: 'session.prefetchProfile' });
  void preloadRoute(url.pathname);
  const leadMs = intent === 'hover' || intent === 'focus' ? INTENT_LEAD_MS : 0;
  const askAll = (code: DataCode) => {
    // The session as it stands when the data is asked for: the code may have taken long enough for it to end.
    const snapshot = session.getSnapshot();
    if (snapshot.status !== 'active') return;
    const { bearer, corporationId, ability } = snapshot.context;
    for (const read of code.readsAt(url, corporationId, ability)) ask(read, bearer, leadMs, code);
  };
  const code = dataCode();
  if (!(code instanceof Promise)) return askAll(code);
  code.then(askAll).catch((error: unknown) => {
    console.warn('[prefetch]', error);
  });
}

const linkOf = (event: Event): HTMLAnchorElement | undefined => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.target !== '_blank' ? link : undefined;
};

/** Starts the route of a link inside `root` on the intent to follow it (a rest, a focus, a press); returns the function that stops listening. */
export function listenForIntent(root: Document | HTMLElement, session: SessionActor): () => void {
  let resting: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
  const stopResting = () => {
    if (resting) clearTimeout(resting.timer);
    resting = undefined;
  };
  const handlers = {
    pointerover: (event: Event) => {
      const link = linkOf(event);
      if (link === resting?.link) return;
      stopResting();
      if (link) resting = { link, timer: setTimeout(() => startRoute(link.href, session, 'hover'), HOVER_INTENT_MS) };
    },
    pointerout: (event: Event) => {
      const next = (event as PointerEvent).relatedTarget;
      if (!(next instanceof Node && resting?.link.contains(next))) stopResting();
    },
    focusin: (event: Event) => {
      const link = linkOf(event);
      if (link) startRoute(link.href, session, 'focus');
    },
    pointerdown: (event: Event) => {
      const link = linkOf(event);
      stopResting();
      if (link) startRoute(link.href, session, 'press');
    },
  };
  for (const [kind, handler] of Object.entries(handlers)) root.addEventListener(kind, handler);
  return () => {
    stopResting();
    for (const [kind, handler] of Object.entries(handlers)) root.removeEventListener(kind, handler);
  };
}
