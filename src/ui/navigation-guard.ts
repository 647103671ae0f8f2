import { useEffect } from 'react';
import type { BaseLocationHook } from 'wouter';
import { ja } from '@/messages/ja';

/** Dirty forms register here; in-app navigation and closing the tab ask first. */
const blockers = new Set<() => boolean>();

export const isNavigationBlocked = () => [...blockers].some((blocked) => blocked());

/** Asks once; true when navigation may go on. */
export function confirmLeave(ask: (message: string) => boolean = (m) => window.confirm(m)): boolean {
  return !isNavigationBlocked() || ask(ja.unsavedChanges);
}

/**
 * @example useUnsavedChanges(form.state.isDirty && !saved);
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const blocker = () => true;
    blockers.add(blocker);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      blockers.delete(blocker);
      window.removeEventListener('beforeunload', onBeforeUnload);
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
