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

/** An asset path as the build writes it in HTML, JS and CSS: `assets/<name>.<ext>` (not the API's /api/assets/…). */
const ASSET_PATH = /(?<=["'`(/=])assets\/(?=[\w.-]+\.(?:js|css|svg|png|woff2?)\b)/g;

/**
 * A new version of the build in `source`, without building again: a copy whose every asset has
 * moved (`assets/` → `assets-<version>/`, so every chunk the old page asks for is gone) and whose
 * product name carries `version` (so a test can tell which version a page runs).
 */
export function nextVersion(source: string, version: string): string {
  const target = mkdtempSync(join(tmpdir(), `petpass-e2e-${version}-`));
  cpSync(source, target, { recursive: true });
  const assets = join(target, 'assets');
  renameSync(assets, join(target, `assets-${version}`));
  const texts = ['index.html', ...readdirSync(join(target, `assets-${version}`)).map((name) => `assets-${version}/${name}`)];
  for (const name of texts) {
    const file = join(target, name);
    // Precompressed copies would hold the old text.
    if (/\.(br|gz)$/.test(name)) {
      rmSync(file);
      continue;
    }
    if (!/\.(html|js|css)$/.test(name)) continue;
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(ASSET_PATH, `assets-${version}/`).replaceAll('ペットパス 管理画面', `ペットパス 管理画面 ${version}`));
  }
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
export type SiteOptions = { port?: number; headers?: (path: string) => Record<string, string>; tls?: { key: string; cert: string } };

export type LocalSite = {
  url: string;
  /** Answers for exact paths (e.g. `/config.json`, `/api/me`), ahead of the files. */
  answers: Map<string, (request: IncomingMessage) => Answer>;
  close: () => Promise<void>;
};

/**
 * Serves `folder` as a static host with an SPA fallback would (public/_redirects): a file when
 * it exists, index.html for a page navigation, 404 for anything else (a vanished chunk is a 404).
 * Nothing is cached by the browser's HTTP cache, so a deploy shows at the next request.
 * `port`: a fixed one (else any free one); `headers`: what the host adds to every answer of a path;
 * `tls`: a key and certificate to serve HTTPS with.
 */
export async function serveFolder(folder: string, { port = 0, headers: hostHeaders = () => ({}), tls }: SiteOptions = {}): Promise<LocalSite> {
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
      return send(response, path, { type: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
    }
    const isPage = !extname(path) && (request.headers.accept ?? '').includes('text/html');
    if (isPage) return send(response, path, { type: TYPES['.html'], body: readFileSync(join(folder, 'index.html'), 'utf8') });
    send(response, path, { status: 404, body: 'Not Found' });
  };
  const server = tls ? createTlsServer(tls, handle) : createServer(handle);
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answers,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
