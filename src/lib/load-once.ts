/**
 * A dynamic import that hands its module over at once once it is here. `import()` of a module
 * already loaded still waits for a task of the browser's: code that runs at a press (a request
 * that should leave with it) would wait behind whatever the press set off, a render among them.
 * A load that fails is not kept: the next call tries again. `loaded()` is the module, without
 * starting a load.
 *
 * @example const authApi = loadOnce(() => import('@/api/auth')); (await authApi()).fetchMe();
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
