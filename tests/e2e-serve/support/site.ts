/**
 * Where the production build is served through nginx (`npm run serve`, deploy/nginx.conf) for the
 * tests of tests/e2e-serve, and what its `_headers` promises for a path. The config
 * (playwright.serve.config.ts) and the tests read the same ports and folder from here.
 *
 * @example
 *   const response = await request.get(`${SITE}/sign_in`);
 *   expect(pick(response.headers(), promisedHeaders('/sign_in'))).toEqual(promisedHeaders('/sign_in'));
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const HOST = '127.0.0.1';
/** `npm run serve`'s own variables (plain HTTP, HTTPS), so that one PORT and one TLS_PORT move both. */
export const PORT = Number(process.env.PORT || 4180);
export const TLS_PORT = Number(process.env.TLS_PORT || 4443);
export const API_PORT = Number(process.env.API_PORT || 4174);
/** The console, over HTTPS with the certificate scripts/run-serve-e2e.mjs made (trusted by Chromium and Node for the run). */
export const SITE = `https://${HOST}:${TLS_PORT}`;
/** The same server over plain HTTP, which only redirects to SITE. */
export const PLAIN = `http://${HOST}:${PORT}`;
/** The build served: the production console against `npm run api` (scripts/run-serve-e2e.mjs). */
export const DIST = resolve(process.env.SERVE_DIST || 'dist-serve');

/** The app's entry script of the build in `folder` (not the `async` boot script beside it), a hashed file under /assets/. */
export const entryScript = (folder = DIST) =>
  [...readFileSync(join(folder, 'index.html'), 'utf8').matchAll(/<script type="module"([^>]*) src="([^"]+)"/g)].find(
    (found) => !/\basync\b/.test(found[1]!),
  )![2]!;
/** The same, in a page. */
export const ENTRY_SCRIPT = 'script[type="module"]:not([async])';

/** `_headers` as Netlify reads it: each rule's path pattern (`*` = anything) and its headers. */
function rules(): { pattern: RegExp; headers: Record<string, string> }[] {
  const text = readFileSync(resolve(DIST, '_headers'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .reduce<{ pattern: RegExp; headers: Record<string, string> }[]>((all, line) => {
      if (!/^\s/.test(line)) return [...all, { pattern: new RegExp(`^${line.trim().replaceAll('*', '.*')}$`), headers: {} }];
      const [name, ...value] = line.trim().split(': ');
      all.at(-1)!.headers[name!.toLowerCase()] = value.join(': ');
      return all;
    }, []);
}

/** Every header `_headers` sets on `path`, names in lower case as Playwright reports them. */
export function promisedHeaders(path: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules()
      .filter(({ pattern }) => pattern.test(path))
      .map(({ headers }) => headers),
  );
}

/** The same names, with the values `actual` has (missing ones left out). */
export function pick(actual: Record<string, string>, like: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(like).flatMap((name) => (name in actual ? [[name, actual[name]!]] : [])));
}
