import { useDeferredValue, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { BaseLocationHook } from 'wouter';
import { shownPath } from '@machines/session/session-view';
import type { SessionActor } from '@/session/session-actor';
import type { Navigate, NavigationState } from './navigation-context';
import { routeCodeLoaded } from './preload';

export type ShownLocation = {
  /** What the app renders. */
  path: string;
  search: string;
  /** The browser's own path: ahead of `path` while a navigation waits. */
  requested: string;
  /** The browser's own search, with `requested`. */
  requestedSearch: string;
  /**
   * The requested screen waits for its /api/me answer or its code: the screen being left takes no
   * input meanwhile. Not while the new screen only renders (a frame or so), when marking the old
   * one inert would cost a restyle of all of it, a long list's every row.
   */
  held: boolean;
  navigate: Navigate;
};

const split = (href: string): [string, string] => {
  const at = href.indexOf('?');
  return at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at + 1)];
};

/**
 * The location the app shows, a step behind the browser's. A navigation is shown once its
 * /api/me answer is in (the session machine says which path may be shown) and, through
 * React's `useDeferredValue`, once the new screen's code has loaded: until then the previous
 * screen stays (inert, src/app/layout/main-layout.tsx), so a revoked ability never shows a gated
 * screen and nothing flashes a spinner.
 */
export function useShownLocation(base: BaseLocationHook, baseSearch: () => string, session: SessionActor): ShownLocation {
  const [requested, navigate] = base() as [string, Navigate];
  const search = baseSearch();
  const allowed = useSelector(session, (snapshot) => shownPath(snapshot, requested));
  const href = search ? `${requested}?${search}` : requested;
  const [target, setTarget] = useState(href);
  // Derived from the session and the URL during render (React's pattern for state that follows props).
  if (allowed === requested && target !== href) setTarget(href);
  const [path, shownSearch] = split(useDeferredValue(target));
  const held = allowed !== requested || !routeCodeLoaded(requested);
  // Not a context value itself: each context below takes the part of it that changes together.
  return { path, search: shownSearch, requested, requestedSearch: search, held, navigate };
}

/** The value of ShownLocationContext for a shown location. */
export const useNavigationState = ({ requested, held }: ShownLocation): NavigationState => useMemo(() => ({ requested, held }), [requested, held]);

/** The value of ShownPathContext for a shown location. */
export const useShownPathValue = ({ path, navigate }: ShownLocation): [string, Navigate] => useMemo(() => [path, navigate], [path, navigate]);
