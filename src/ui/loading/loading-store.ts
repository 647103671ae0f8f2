import { useSyncExternalStore } from 'react';

/** The global loading flag (the spinner overlay): a counter, so overlapping actions nest. */
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const loadingStore = {
  start() {
    pending += 1;
    emit();
  },
  stop() {
    pending = Math.max(0, pending - 1);
    emit();
  },
  isLoading: () => pending > 0,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useGlobalLoading = () => useSyncExternalStore(loadingStore.subscribe, loadingStore.isLoading, () => false);
