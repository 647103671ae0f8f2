import { config } from '@/config';

/** Where the API's calls go and which carry the bearer, for the HTTP client and the early calls alike. Free of the API modules: the boot script reads it. */
const apiRoot = (): URL => new URL(config.apiBaseUrl, typeof location === 'undefined' ? 'http://localhost' : location.origin);

/** The absolute URL of an API path (`/api/me`), joined to the configured base. */
export function apiUrl(path: string): string {
  const base = apiRoot();
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(path.replace(/^\//, ''), base).href;
}

/** True only for the API's own calls (same origin, a path under `<base>api/`): the asset service and signed URLs never get the bearer. */
export function isApiUrl(url: string): boolean {
  const root = apiRoot();
  let target: URL;
  try {
    target = new URL(url, root);
  } catch {
    return false;
  }
  const base = root.pathname.endsWith('/') ? root.pathname : `${root.pathname}/`;
  return target.origin === root.origin && target.pathname.startsWith(`${base}api/`);
}

/** The `Authorization` header of a call to `url`: the bearer, on the API's own calls only. */
export const authorizationFor = (url: string, bearer: string | undefined): string | undefined => (bearer && isApiUrl(url) ? `Bearer ${bearer}` : undefined);
