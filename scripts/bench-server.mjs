// The benchmark's static server: one port, two sites told apart by the host name, so the
// benchmark needs no more ports than it has (4196 for the sites, 4197 for Chromium's debugger):
//   http://127.0.0.1:<port>/  the demo build        http://localhost:<port>/  the production build
// Brotli (the build's `.br` twins, scripts/vite-precompress-plugin.ts) or gzip like any real
// host, index.html for every path that is not a file (the SPA fallback), and no caching
// headers: a cold load is a cold load.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** Serves `sites` ({ host: dir }) on 127.0.0.1:port; resolves with a `close()` once listening. */
export function serveSites(port, sites) {
  const cache = new Map();
  const read = (file) => {
    let entry = cache.get(file);
    if (!entry) {
      const body = readFileSync(file);
      const type = extname(file);
      entry = {
        body,
        brotli: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
        gzip: COMPRESSIBLE.has(type) ? gzipSync(body, { level: 6 }) : undefined,
        type: TYPES[type] ?? 'application/octet-stream',
      };
      cache.set(file, entry);
    }
    return entry;
  };
  const server = createServer((request, response) => {
    const host = (request.headers.host ?? '').split(':')[0];
    const root = sites[host];
    if (!root) {
      response.writeHead(404).end(`no site for host ${host}`);
      return;
    }
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = resolve(root, `.${normalize(path)}`);
    if (!file.startsWith(resolve(root)) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    const { body, brotli, gzip, type } = read(file);
    const accepted = request.headers['accept-encoding'] ?? '';
    const [encoding, sent] = brotli && /\bbr\b/.test(accepted) ? ['br', brotli] : gzip && /\bgzip\b/.test(accepted) ? ['gzip', gzip] : [undefined, body];
    response.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
      'Content-Length': sent.length,
    });
    response.end(request.method === 'HEAD' ? undefined : sent);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () =>
      done({
        close: () =>
          new Promise((closed) => {
            server.close(() => closed());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
