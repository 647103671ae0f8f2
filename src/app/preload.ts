import type { ReactNode } from 'react';
import { isSettled, lazyWithPreload, type LoadState } from './lazy-screen';
import { findRoute } from './route-match';
import { routes, type RouteDef } from './routes';

// The signed-in shell loads apart from the entry chunk, which only needs to show /sign_in fast.
export const MainLayout = lazyWithPreload<{ title: string; children: ReactNode }>(async () => ({ default: (await import('./layout/main-layout')).MainLayout }));

type Code = { preload?: () => Promise<unknown>; loadState?: () => LoadState };

/** The code a route needs before it can render without waiting: its screen, and the signed-in shell. */
const codeOf = (route: RouteDef): Code[] => [route.screen, ...(route.layout === 'main' ? [MainLayout] : [])];
/** An eagerly bundled screen has no load state: it is always there. */
export const isCodeSettled = (code: Code) => !code.loadState || isSettled({ loadState: code.loadState });

/** Whether the route at `path` can render now (its code is there, or failed and has a notice to show). */
export function isRouteCodeSettled(path: string): boolean {
  const match = findRoute(routes, path);
  if (!match) return true;
  return codeOf(match.route).every(isCodeSettled);
}

/**
 * Starts loading the code of the route at `path` (screen and layout). Called at start for a
 * stored session, on every navigation, on hover/focus of a link, and when a sign-in begins, so
 * that screens render without suspending (issue 15).
 */
export function preloadRoute(path: string): Promise<unknown> {
  const match = findRoute(routes, path.split(/[?#]/)[0] ?? path);
  if (!match) return Promise.resolve();
  return Promise.all(codeOf(match.route).map((component) => component.preload?.())).catch(() => undefined);
}
