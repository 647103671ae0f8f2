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
  /** The requested screen waits for /api/me or its code: the old one takes no input (not while the new one only renders: a long list's restyle). */
  held: boolean;
  navigate: Navigate;
};

const split = (href: string): [string, string] => {
  const at = href.indexOf('?');
  return at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at + 1)];
};

/**
 * The location the app shows, a step behind the browser's: once the session says the path may be shown and, through `useDeferredValue`,
 * its code has loaded. Until then the previous screen stays (inert), so a revoked ability never shows a gated screen and nothing flashes.
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

export const useNavigationState = ({ requested, held }: ShownLocation): NavigationState => useMemo(() => ({ requested, held }), [requested, held]);

export const useShownPathValue = ({ path, navigate }: ShownLocation): [string, Navigate] => useMemo(() => [path, navigate], [path, navigate]);
