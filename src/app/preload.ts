import type { ReactNode } from 'react';
import { lazyRoute, type LazyRoute } from './lazy-route';
import { findRoute } from './route-match';
import { routes, type RouteDef } from './routes';
import { loadMainLayout } from './shell-code';

// The signed-in shell loads apart from the entry chunk, which only needs to show /sign_in fast.
export const MainLayout = lazyRoute<{ title: string; children: ReactNode }>(async () => ({ default: (await loadMainLayout()).MainLayout }));

const screens = new Map<RouteDef, LazyRoute>();

/** A route's screen as a lazy component: one per route, made at its first use. */
export function screenOf(route: RouteDef): LazyRoute {
  let screen = screens.get(route);
  if (!screen) screens.set(route, (screen = lazyRoute(route.load)));
  return screen;
}

/** Whether the code of the route at `path` is here: its screen, and the signed-in shell for one of its screens. */
export function routeCodeLoaded(path: string): boolean {
  const match = findRoute(routes, path);
  return match === undefined || (screenOf(match.route).isLoaded() && (match.route.layout !== 'main' || MainLayout.isLoaded()));
}

export function preloadRoute(path: string): Promise<unknown> {
  const match = findRoute(routes, path.split(/[?#]/)[0] ?? path);
  if (!match) return Promise.resolve();
  const { route } = match;
  return Promise.all([screenOf(route).preload(), route.layout === 'main' ? MainLayout.preload() : undefined]).catch(() => undefined);
}
