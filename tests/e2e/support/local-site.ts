/**
 * A build of the console served by a small static server of the test's own, for the journeys the
 * shared demo preview cannot play: the production build (no Mirage), and a deploy that replaces
 * the files under a running page. New versions go to a temporary folder, never into the repository.
 *
 * @example
 *   const site = await serveFolder(resolve('dist'));
 *   await page.goto(`${site.url}/sign_in`);
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';

/** A file of the build's assets/ as any file names it (`./x.js`, `assets/x.js`, `/assets/x.js`). */
const FILE_NAME = /[\w.-]+\.(?:js|css|svg|png|woff2?)\b/g;

/**
 * A new version of the build in `source`, without building again: a copy whose every asset has
 * another name (`assets/<version>-<name>`, so every chunk the old page asks for is gone), whose
 * build id (index.html, sw.js) carries `version` (so its service worker is a new one) and whose
 * product name carries `version` (so a test can tell which version a page runs).
 */
export function nextVersion(source: string, version: string): string {
  const target = mkdtempSync(join(tmpdir(), `petpass-e2e-${version}-`));
  // Precompressed copies would hold the old text.
  cpSync(source, target, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
  const assets = join(target, 'assets');
  const renamed = new Set(readdirSync(assets));
  const build = /<meta name="petpass-build" content="(\w+)"/.exec(readFileSync(join(target, 'index.html'), 'utf8'))?.[1];
  const rewrite = (file: string) => {
    let text = readFileSync(file, 'utf8').replace(FILE_NAME, (name) => (renamed.has(name) ? `${version}-${name}` : name));
    if (build) text = text.replaceAll(build, `${build}${version}`);
    writeFileSync(file, text.replaceAll('ペットパス 管理画面', `ペットパス 管理画面 ${version}`));
  };
  for (const name of renamed) {
    renameSync(join(assets, name), join(assets, `${version}-${name}`));
    if (/\.(js|css)$/.test(name)) rewrite(join(assets, `${version}-${name}`));
  }
  for (const name of ['index.html', 'sw.js']) rewrite(join(target, name));
  return target;
}

/** Replaces everything in `target` by the files of `source`: a deploy over the same folder. */
export function deploy(source: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
}

export function removeFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

export type Answer = { status?: number; type?: string; body: string | Buffer; headers?: Record<string, string> };
export type SiteOptions = {
  port?: number;
  headers?: (path: string) => Record<string, string>;
  tls?: { key: string; cert: string };
  indexForEveryPath?: boolean;
};

export type LocalSite = {
  url: string;
  /** Answers for exact paths (e.g. `/config.json`, `/api/me`), ahead of the files. */
  answers: Map<string, (request: IncomingMessage) => Answer>;
  close: () => Promise<void>;
};

/**
 * Serves `folder` as a static host with an SPA fallback would (public/_redirects): a file when
 * it exists, index.html for a page navigation, 404 for anything else (a vanished chunk is a 404);
 * with `indexForEveryPath`, as a careless host would: index.html (200) for every path that is no file.
 * Nothing is cached by the browser's HTTP cache, so a deploy shows at the next request.
 * `port`: a fixed one (else any free one); `headers`: what the host adds to every answer of a path;
 * `tls`: a key and certificate to serve HTTPS with.
 */
export async function serveFolder(
  folder: string,
  { port = 0, headers: hostHeaders = () => ({}), tls, indexForEveryPath = false }: SiteOptions = {},
): Promise<LocalSite> {
  const answers = new Map<string, (request: IncomingMessage) => Answer>();
  const send = (response: ServerResponse, path: string, { status = 200, type = TYPES['.txt']!, body, headers = {} }: Answer) => {
    response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...hostHeaders(path), ...headers });
    response.end(body);
  };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const custom = answers.get(path);
    if (custom) return send(response, path, custom(request));
    const file = join(folder, path);
    if (file.startsWith(folder) && existsSync(file) && statSync(file).isFile()) {
      // `Vary: Origin`, as vite preview and other hosts send: a module request carries an Origin, a worker's fetch none.
      return send(response, path, { type: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file), headers: { Vary: 'Origin' } });
    }
    const isPage = !extname(path) && (request.headers.accept ?? '').includes('text/html');
    if (isPage || indexForEveryPath) return send(response, path, { type: TYPES['.html'], body: readFileSync(join(folder, 'index.html'), 'utf8') });
    send(response, path, { status: 404, body: 'Not Found' });
  };
  const server = tls ? createTlsServer(tls, handle) : createServer(handle);
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answers,
    // At once, whatever the browser keeps open: a socket it opened ahead for a request it never
    // sent would hold a plain close() until the socket's own timeout.
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
