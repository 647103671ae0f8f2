/**
 * Code that evaluates the validation library (the API modules and the screens that use them)
 * loads after the promise given to `holdCodeUntil`. The demo holds it on a signed-in start while
 * it evaluates that library in short tasks, so that no import evaluates it in one long task
 * (issue 15: nothing over 50 ms at start); outside the demo nothing is ever held.
 */
let held: Promise<unknown> = Promise.resolve();

export const holdCodeUntil = (promise: Promise<unknown>) => {
  held = promise.catch(() => undefined);
};

export const afterHeldCode = <T>(load: () => Promise<T>): Promise<T> => held.then(load);
