import { useEffect, useSyncExternalStore } from 'react';

/**
 * A screen whose title depends on more than its route (one path, two uses: /settings/members/edit
 * adds or edits) names it here; the signed-in shell shows it as the page heading and the browser
 * title instead of the route's. Cleared when the screen goes away.
 */
let current: string | undefined;
const listeners = new Set<() => void>();
const publish = (title: string | undefined) => {
  current = title;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** @example usePageTitle(isNew ? ja.titles.settingsMembersAdd : ja.titles.settingsMembersEdit); */
export function usePageTitle(title: string): void {
  useEffect(() => {
    publish(title);
    return () => publish(undefined);
  }, [title]);
}

/** The title a screen named with usePageTitle, if any (read by the shell). */
export const usePageTitleOverride = (): string | undefined =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
