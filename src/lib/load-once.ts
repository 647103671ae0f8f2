/**
 * A dynamic import that hands its module over at once once it is here: `import()` of a loaded module still waits a task, so code run at a
 * press would wait behind the render it set off. A failed load is not kept; `loaded()` is the module without starting a load.
 */
export function loadOnce<T>(importer: () => Promise<T>): (() => T | Promise<T>) & { loaded: () => T | undefined } {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () =>
    module ??
    (loading ??= importer().then(
      (arrived) => (module = arrived),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(load, { loaded: () => module });
}
