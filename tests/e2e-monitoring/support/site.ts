/**
 * The monitored production build (scripts/run-monitoring-e2e.mjs: `VITE_SENTRY_DSN` pointing at
 * ./collector.ts) served as a static host serves it, over HTTPS: with the headers of its `_headers` on every
 * answer, the CSP's reporting among them. Not through nginx: what matters here is the headers the
 * build generates, which every host sends the same.
 *
 * @example
 *   const site = await startSite(testCertificate());
 *   await page.goto(`${site.url}/sign_in`);
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveFolder, type LocalSite } from '../../e2e/support/local-site';
import { COLLECTOR_PORT } from './collector';

export const DIST = resolve(process.env.MONITOR_DIST || 'dist-monitoring');

/** `_headers` as Netlify reads it: for a path, the headers of every rule whose pattern (`*` = anything) matches it. */
export function hostHeaders(folder = DIST): (path: string) => Record<string, string> {
  const rules: { pattern: RegExp; headers: Record<string, string> }[] = [];
  for (const line of readFileSync(join(folder, '_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: new RegExp(`^${line.trim().replaceAll('*', '.*')}$`), headers: {} });
    else rules.at(-1)!.headers[line.trim().split(': ')[0]!] = line.trim().split(': ').slice(1).join(': ');
  }
  return (path) => Object.assign({}, ...rules.filter(({ pattern }) => pattern.test(path)).map(({ headers }) => headers));
}

export const startSite = (tls: { key: string; cert: string }): Promise<LocalSite> =>
  serveFolder(DIST, { port: COLLECTOR_PORT + 1, headers: hostHeaders(DIST), tls });
