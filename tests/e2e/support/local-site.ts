/**
 * A build of the console served by a small static server of the test's own, for the journeys the
 * shared demo preview cannot play: the production build (no Mirage), and a deploy that replaces
 * the files under a running page. Builds go to a temporary folder, never into the repository.
 *
 * @example
 *   const build = await buildConsole({ mode: 'production' });
 *   const site = await serveFolder(build);
 *   await page.goto(`${site.url}/sign_in`);
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Builds the console (`vite build`, a few seconds) into a fresh temporary folder and returns it. */
export function buildConsole({ mode, env = {} }: { mode: 'production' | 'demo'; env?: Record<string, string> }): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `petpass-e2e-${mode}-`));
  const child = spawn('npx', ['vite', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(outDir) : fail(new Error(`vite build (${mode}) failed:\n${output}`))));
  });
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

export type Answer = { status?: number; type?: string; body: string; headers?: Record<string, string> };

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
 */
export async function serveFolder(folder: string): Promise<LocalSite> {
  const answers = new Map<string, (request: IncomingMessage) => Answer>();
  const send = (response: ServerResponse, { status = 200, type = TYPES['.txt']!, body, headers = {} }: Answer) => {
    response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
    response.end(body);
  };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const custom = answers.get(path);
    if (custom) return send(response, custom(request));
    const file = join(folder, path);
    if (file.startsWith(folder) && existsSync(file) && statSync(file).isFile()) {
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      return void response.end(readFileSync(file));
    }
    const isPage = !extname(path) && (request.headers.accept ?? '').includes('text/html');
    if (isPage) return send(response, { type: TYPES['.html'], body: readFileSync(join(folder, 'index.html'), 'utf8') });
    send(response, { status: 404, body: 'Not Found' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
