/**
 * Giving the main thread back between slices of work, so that no slice becomes a long task
 * (issue 15: nothing over 50 ms during the demo's start).
 */
export type Pause = () => Promise<void>;

type PostTask = (callback: () => void, options?: { priority?: 'user-blocking' | 'user-visible' | 'background' }) => Promise<void>;
type SchedulerLike = { yield?: () => Promise<void>; postTask?: PostTask };

const scheduler = (): SchedulerLike | undefined => (globalThis as { scheduler?: SchedulerLike }).scheduler;

/** No pause at all: Node, tests and the synchronous seed. */
export const noPause: Pause = () => Promise.resolve();

/**
 * Lets the browser paint and handle input, then continues ahead of other queued work
 * (`scheduler.yield()` where there is one, else a new task): for work someone is waiting for.
 */
export const yieldToMain: Pause = () => {
  const yielder = scheduler()?.yield;
  if (yielder) return yielder.call(scheduler());
  return new Promise((resolve) => setTimeout(resolve, 0));
};

/** Continues only when the page has nothing better to do: for work nobody is waiting for yet. */
export const whenIdle: Pause = () => {
  const postTask = scheduler()?.postTask;
  if (postTask) return postTask.call(scheduler(), () => undefined, { priority: 'background' });
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) return new Promise((resolve) => idle(() => resolve(), { timeout: 1000 }));
  return new Promise((resolve) => setTimeout(resolve, 0));
};
