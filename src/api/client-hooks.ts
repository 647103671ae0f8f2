import type { ApiError } from './api-error';

/** What the HTTP client needs from the session, apart from client.ts so that the entry chunk can wire the session without loading ofetch. */
export type ClientHooks = { getBearer: () => string | undefined; onUnauthorized: (error: ApiError) => void };

let hooks: ClientHooks = { getBearer: () => undefined, onUnauthorized: () => undefined };

/** Wired once by the session (src/session/session-actor.ts); tests wire their own. */
export const configureApiClient = (next: Partial<ClientHooks>): void => void (hooks = { ...hooks, ...next });

export const clientHooks = (): ClientHooks => hooks;
