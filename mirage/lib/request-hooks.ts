import type { AppServer } from '../routes/define-routes';

/** The parts of pretender's request and its handling this file hooks into. */
type FakeRequest = { method: string; url: string };
type PretenderInternals = {
  handleRequest(request: FakeRequest): void;
  handleResponse(request: FakeRequest, strategy: unknown, callback: () => void): void;
};

export type RequestHooks = {
  /** Before Mirage handles a request: a promise holds the request until it settles. */
  beforeHandling?: (request: FakeRequest) => Promise<unknown> | undefined;
  /** When an answer is ready, before the page receives it: a promise holds the answer until it settles. */
  beforeAnswering?: (request: FakeRequest) => Promise<unknown> | undefined;
};

/**
 * Hooks around every request of the in-page server, below the routes (so no route has to know):
 * the demo holds a check-in call until that company's check-ins are drawn, and holds every
 * answer until the change it made is stored in the browser (a reload right after a success
 * must find the change). A hook that fails never loses the request: it goes on regardless.
 */
export function hookRequests(server: AppServer, hooks: RequestHooks): void {
  const pretender = server.pretender as unknown as PretenderInternals;
  const handleRequest = pretender.handleRequest.bind(pretender);
  const handleResponse = pretender.handleResponse.bind(pretender);
  if (hooks.beforeHandling) {
    const before = hooks.beforeHandling;
    pretender.handleRequest = (request) => {
      const waiting = before(request);
      if (!waiting) return handleRequest(request);
      const go = () => handleRequest(request);
      void waiting.then(go, go);
    };
  }
  if (hooks.beforeAnswering) {
    const before = hooks.beforeAnswering;
    pretender.handleResponse = (request, strategy, callback) =>
      handleResponse(request, strategy, () => {
        const waiting = before(request);
        if (!waiting) return callback();
        void waiting.then(callback, callback);
      });
  }
}
