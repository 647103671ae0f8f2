import { useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import type { BaseLocationHook } from 'wouter';
import { shownPath } from '@machines/session/session-view';
import type { SessionActor } from '@/session/session-actor';
import { codeLoads } from './lazy-screen';
import { isRouteCodeSettled } from './preload';

type Shown = { path: string; search: string };

/**
 * The location the app renders, a step behind the browser's: a navigation is shown once this
 * navigation's /api/me answer is in (SPEC §2; the session machine says when) and once the new
 * screen's code is there. Until then the previous screen stays, so a revoked ability never
 * shows a gated screen, no screen suspends, and the shell is not torn down. Hover and focus
 * start both early (src/app/layout/prefetch-on-intent.ts), so the wait is usually none.
 *
 * Returns the wouter hooks for the Router (`hook`, `searchHook`) and `useRequested`, the
 * browser's own location (for the effects that must see every navigation).
 */
export function createLocationGate(base: BaseLocationHook, baseSearch: () => string, session: SessionActor) {
  let shown: Shown | undefined;

  function useResolved() {
    const [path, navigate] = base() as [string, (to: string, options?: unknown) => void];
    const search = baseSearch();
    const allowed = useSelector(session, (snapshot) => shownPath(snapshot, path));
    useSyncExternalStore(codeLoads.subscribe, codeLoads.version, codeLoads.version);
    if (allowed === path && (!shown || isRouteCodeSettled(path))) shown = { path, search };
    else shown ??= { path: allowed, search: '' };
    return { shown, navigate };
  }

  const useShownLocation = (() => {
    const { shown: current, navigate } = useResolved();
    return [current.path, navigate];
  }) as BaseLocationHook;
  const useShownSearch = () => useResolved().shown.search;
  const useRequested = () => base()[0] as string;
  return { hook: useShownLocation, searchHook: useShownSearch, useRequested };
}
