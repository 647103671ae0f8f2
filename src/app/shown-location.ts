import { createContext, useContext, useDeferredValue, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { BaseLocationHook } from 'wouter';
import { shownPath } from '@machines/session/session-view';
import type { SessionActor } from '@/session/session-actor';
import { routeCodeLoaded } from './preload';

type Navigate = (to: string, options?: unknown) => void;

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
 * /api/me answer is in (SPEC §2: the session machine says which path may be shown) and, through
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

/**
 * What the layout and the guards read: the requested path and whether the navigation is held.
 * The searches are not in it: a new order or filter (a search alone) changes none of this, so the
 * render that answers its key press or click leaves them, and the screen, as they were.
 */
export type NavigationState = Pick<ShownLocation, 'requested' | 'held'>;

export const ShownLocationContext = createContext<NavigationState>({ requested: '/', held: false });

/** The value of ShownLocationContext for a shown location. */
export const useNavigationState = ({ requested, held }: ShownLocation): NavigationState => useMemo(() => ({ requested, held }), [requested, held]);

/** The shown search alone, for wouter's search hook: it changes with the shown location only. */
export const ShownSearchContext = createContext('');

type ShownPath = [path: string, navigate: Navigate];

/**
 * The shown path alone, for wouter's hook: every link reads it (a list's 300 rows among them), so
 * it changes only when the shown path does, not at the press that starts a navigation.
 */
export const ShownPathContext = createContext<ShownPath>(['/', () => undefined]);

/** The value of ShownPathContext for a shown location. */
export const useShownPathValue = ({ path, navigate }: ShownLocation): ShownPath => useMemo(() => [path, navigate], [path, navigate]);

/** wouter's location hook for the Router: the shown location. */
export const useShownPath = (() => useContext(ShownPathContext)) as BaseLocationHook;

export const useShownSearch = () => useContext(ShownSearchContext);

/** The browser's own path, a step ahead of the shown one while a navigation waits. */
export const useRequestedPath = () => useContext(ShownLocationContext).requested;

/** A navigation waits for its /api/me answer or its screen's code (`ShownLocation.held`). */
export const useNavigationHeld = () => useContext(ShownLocationContext).held;
