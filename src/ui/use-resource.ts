import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data: T | undefined; error: undefined; reload: () => void }
  | { status: 'success'; data: T; error: undefined; reload: () => void }
  | { status: 'error'; data: T | undefined; error: unknown; reload: () => void };

/**
 * Loads data for a screen; reloads when `key` changes; keeps the previous data while reloading
 * so lists do not flash. Errors are already logged by the API client.
 *
 * @example const facilities = useResource(`facilities:${cid}:${status}`, () => listFacilities(cid, { status }));
 */
export function useResource<T>(key: string, load: () => Promise<T>): Resource<T> {
  const [state, setState] = useState<{ status: 'loading' | 'success' | 'error'; data?: T; error?: unknown }>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let live = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    loadRef.current().then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) => live && setState((previous) => ({ status: 'error', data: previous.data, error })),
    );
    return () => {
      live = false;
    };
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload } as Resource<T>;
}
