import type { Request } from 'miragejs';
import type { AppServer } from './define-routes';

/** Hosts Mirage must never answer for: the identity service and its local emulator (TOOLCHAIN pitfall 3). */
const IDENTITY_HOSTS = ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com', '127.0.0.1:9099', 'localhost:9099'];

const MIRAGE_PATHS = /^\/(api|__assets)(\/|$)/;

function targetOf(request: Request): URL | undefined {
  try {
    return new URL(request.url, globalThis.location?.href ?? 'http://localhost/');
  } catch {
    return undefined;
  }
}

const isIdentityService = (url: URL) => IDENTITY_HOSTS.includes(url.host);

/** What Mirage answers: the API and the asset service on this origin. Everything else is the network's. */
const isMirageOwned = (url: URL) => url.origin === globalThis.location?.origin && MIRAGE_PATHS.test(url.pathname);

/**
 * Registered after every route. In the test environment only the identity service passes
 * through: any other unexpected request fails the test loudly (STYLE habit 5).
 */
export function registerPassthroughs(server: AppServer, environment: string): void {
  server.passthrough((request: Request) => {
    const url = targetOf(request);
    if (!url) return false;
    if (isIdentityService(url)) return true;
    return environment !== 'test' && !isMirageOwned(url);
  });
}
