/** Hosts Mirage must never answer for: the identity service and its local emulator. */
const IDENTITY_HOSTS = ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com', '127.0.0.1:9099', 'localhost:9099'];

/** What Mirage answers: the API and the asset service on the page's origin. Everything else is the network's. */
const MIRAGE_PATHS = /^\/(api|__assets)(\/|$)/;

/** In tests only the identity service passes through, so anything unexpected fails loudly; elsewhere all but /api and /__assets do. */
export function shouldPassThrough(requestUrl: string, environment: string, pageHref: string = globalThis.location?.href ?? 'http://localhost/'): boolean {
  let url: URL;
  try {
    url = new URL(requestUrl, pageHref);
  } catch {
    return false;
  }
  if (IDENTITY_HOSTS.includes(url.host)) return true;
  return environment !== 'test' && !(url.origin === new URL(pageHref).origin && MIRAGE_PATHS.test(url.pathname));
}
