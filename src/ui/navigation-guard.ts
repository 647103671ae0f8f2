import { useEffect } from 'react';
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

export const isNavigationBlocked = () => !leaving && [...blockers].some((blocked) => blocked());

const ask = (message: string) => window.confirm(message);

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
 * fires, so this listener runs in the capture phase, before the router's own listener, and either
 * lets the router follow (the user agreed to leave) or stops the event and steps history back to
 * the form (the router never saw the move; nothing typed is lost).
 */
function onPopState(event: PopStateEvent) {
  if (restoring) {
    restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  if (confirmLeave()) return;
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

/** Wraps a wouter location hook so its navigate asks before leaving a dirty form. */
export function guardLocationHook(hook: BaseLocationHook): BaseLocationHook {
  return function useGuardedLocation(...args: Parameters<BaseLocationHook>) {
    const [location, navigate] = hook(...args);
    const guarded = (to: string, options?: unknown) => {
      if (confirmLeave()) (navigate as (to: string, options?: unknown) => void)(to, options);
    };
    return [location, guarded] as ReturnType<BaseLocationHook>;
  } as BaseLocationHook;
}
