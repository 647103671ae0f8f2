import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { BaseLocationHook } from 'wouter';
import { ja } from '@/messages/ja';

/**
 * Dirty forms register here. Leaving asks first, whichever way the user leaves: in-app navigation
 * (wouter's navigate is wrapped), the browser's Back and Forward buttons (popstate), signing out
 * (the sidebar asks `confirmLeave`), closing or reloading the tab (beforeunload).
 */
const blockers = new Set<() => boolean>();
/** Set once the user agreed to leave: the way out (e.g. sign-out's full redirect) asks no second time. */
let leaving = false;
/** Set while we undo a Back the user declined: that history move is ours, not a navigation. */
let restoring = false;
/**
 * The location the app shows. While a form is dirty, a location that moved without going through
 * the guarded navigate (the browser's Back or Forward) is held back: the screen (and what is
 * typed in it) stays until the user has answered, even if something renders before popstate.
 */
let shownLocation: string | undefined;
/** Bumped when a held location is let go: the router's store did not change again, so this tells it to render. */
let releases = 0;
const releaseListeners = new Set<() => void>();
const subscribeReleases = (listener: () => void) => {
  releaseListeners.add(listener);
  return () => void releaseListeners.delete(listener);
};
const releaseHeldLocation = () => {
  releases += 1;
  for (const listener of releaseListeners) listener();
};

export const isNavigationBlocked = () => !leaving && [...blockers].some((blocked) => blocked());

const ask = (message: string) => window.confirm(message);

/**
 * A move the user did not choose and cannot decline (the session ended, maintenance began, the
 * screen is not theirs to see): no question, and no browser prompt on the way out. What a form
 * keeps for later (the facility draft) is already stored.
 */
export function leaveWithoutAsking(): void {
  leaving = true;
}

/** Asks once; true when navigation may go on (and then nothing asks again on the way out). */
export function confirmLeave(confirm: (message: string) => boolean = ask): boolean {
  if (!isNavigationBlocked()) return true;
  const agreed = confirm(ja.unsavedChanges);
  if (agreed) leaving = true;
  return agreed;
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!isNavigationBlocked()) return;
  event.preventDefault();
  event.returnValue = '';
}

/**
 * The browser's Back (or Forward) from a dirty form: the URL has already changed when popstate
 * fires. The router shows the held location meanwhile (guardLocationHook); this listener asks, then
 * lets the router follow (the user agreed to leave) or steps history back to the form (nothing
 * typed is lost). It listens in the capture phase to stop the router's listener where the browser
 * runs capture listeners first; where it does not, the held location covers the difference.
 */
function onPopState(event: PopStateEvent) {
  if (restoring) {
    restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  if (!isNavigationBlocked()) return;
  if (confirmLeave()) {
    // The router may have seen this popstate first (listeners run in the order they were added)
    // and rendered the held location: let it go, now that leaving is agreed.
    releaseHeldLocation();
    return;
  }
  event.stopImmediatePropagation();
  restoring = true;
  window.history.go(1);
}

function listen(on: boolean) {
  if (on) {
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState, { capture: true });
  } else {
    window.removeEventListener('beforeunload', onBeforeUnload);
    window.removeEventListener('popstate', onPopState, { capture: true });
  }
}

/**
 * @example useUnsavedChanges(form.state.isDirty && !saved);
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const blocker = () => true;
    if (blockers.size === 0) listen(true);
    // A new dirty form after an agreed leave (that did not unmount the old one) is guarded again.
    leaving = false;
    blockers.add(blocker);
    return () => {
      blockers.delete(blocker);
      if (blockers.size === 0) {
        listen(false);
        leaving = false;
        restoring = false;
      }
    };
  }, [dirty]);
}

/**
 * Wraps a wouter location hook: its navigate asks before leaving a dirty form, and a location the
 * browser changed under a dirty form (Back/Forward) is held until onPopState has asked.
 */
export function guardLocationHook(hook: BaseLocationHook): BaseLocationHook {
  return function useGuardedLocation(...args: Parameters<BaseLocationHook>) {
    const [location, navigate] = hook(...args);
    useSyncExternalStore(subscribeReleases, () => releases);
    if (shownLocation === undefined || !isNavigationBlocked()) shownLocation = location;
    // Stable while the hook's own navigate is: every link reads it, and re-renders when it changes.
    const guarded = useCallback(
      (to: string, options?: unknown) => {
        if (!confirmLeave()) return;
        (navigate as (to: string, options?: unknown) => void)(to, options);
      },
      [navigate],
    );
    return [shownLocation, guarded] as ReturnType<BaseLocationHook>;
  } as BaseLocationHook;
}
