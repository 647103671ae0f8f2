import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { BaseLocationHook } from 'wouter';
import { externalStore } from '@/lib/external-store';
import { ja } from '@/messages/ja';

/** Dirty forms register here: leaving asks first, whichever way (navigate, Back/Forward, signing out through `confirmLeave`, closing the tab). */
const blockers = new Set<() => boolean>();
/** Set once the user agreed to leave: the way out (e.g. sign-out's full redirect) asks no second time. */
let leaving = false;
/** Set while we undo a Back the user declined: that history move is ours, not a navigation. */
let restoring = false;
/**
 * The location the app shows: while a form is dirty, a location that moved without the guarded navigate (Back, Forward) is held back, so
 * the screen and what is typed in it stay until the user has answered, even if something renders before popstate.
 */
let shownLocation: string | undefined;
/** Bumped when a held location is let go: the router's store did not change again, so this tells it to render. */
const releases = externalStore(0);

export const isNavigationBlocked = () => !leaving && [...blockers].some((blocked) => blocked());

const ask = (message: string) => window.confirm(message);

/** A move the user cannot decline (the session ended, maintenance, no access): no question and no browser prompt; drafts are already stored. */
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
 * Back or Forward from a dirty form (the URL has already changed): the router shows the held location meanwhile; this asks, then lets the
 * router follow or steps history back to the form. It listens in the capture phase to stop the router's listener where the browser runs
 * capture listeners first; elsewhere the held location covers the difference.
 */
function onPopState(event: PopStateEvent) {
  if (restoring) {
    restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  if (!isNavigationBlocked()) return;
  if (confirmLeave()) {
    // The router may have seen this popstate first and rendered the held location: let it go, now that leaving is agreed.
    releases.set(releases.get() + 1);
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

/** @example useUnsavedChanges(form.state.isDirty && !saved); */
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

/** Wraps a wouter location hook: its navigate asks before leaving a dirty form; a location changed under one is held until onPopState has asked. */
export function guardLocationHook(hook: BaseLocationHook): BaseLocationHook {
  return function useGuardedLocation(...args: Parameters<BaseLocationHook>) {
    const [location, navigate] = hook(...args);
    useSyncExternalStore(releases.subscribe, releases.get);
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
