import { useSyncExternalStore } from 'react';
import { externalStore } from '@/lib/external-store';

/** The global loading flag (the spinner overlay): a counter, so overlapping actions nest. */
const pending = externalStore(0);

export const loadingStore = {
  start: () => pending.set(pending.get() + 1),
  stop: () => pending.set(Math.max(0, pending.get() - 1)),
  isLoading: () => pending.get() > 0,
  subscribe: pending.subscribe,
};

export const useGlobalLoading = () => useSyncExternalStore(loadingStore.subscribe, loadingStore.isLoading, () => false);
