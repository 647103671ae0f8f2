import type { ApiError } from './api-error';

/**
 * What the HTTP client needs from the session: the bearer to send and what to do on a 401.
 * Kept apart from client.ts so that the entry chunk can wire the session without loading ofetch.
 */
export type ClientHooks = {
  getBearer: () => string | undefined;
  onUnauthorized: (error: ApiError) => void;
};

let hooks: ClientHooks = { getBearer: () => undefined, onUnauthorized: () => undefined };

/** Wired once by the session (src/app/session/session-actor.ts); tests wire their own. */
export function configureApiClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export const clientHooks = (): ClientHooks => hooks;
