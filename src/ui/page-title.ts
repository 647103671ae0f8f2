import { useEffect, useSyncExternalStore } from 'react';
import { externalStore } from '@/lib/external-store';

/** A screen whose title depends on more than its route (/settings/members/edit adds or edits) names it here, until it goes away. */
const current = externalStore<string | undefined>(undefined);

/** @example usePageTitle(isNew ? ja.titles.settingsMembersAdd : ja.titles.settingsMembersEdit); */
export function usePageTitle(title: string): void {
  useEffect(() => {
    current.set(title);
    return () => current.set(undefined);
  }, [title]);
}

export const usePageTitleOverride = (): string | undefined => useSyncExternalStore(current.subscribe, current.get, current.get);
