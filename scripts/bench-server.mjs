// The benchmark's static server: one port, two sites told apart by the host name
//   http://127.0.0.1:<port>/  the demo build        http://localhost:<port>/  the production build
// It sends gzip like a real host, index.html for every path that is not a file (the SPA
// fallback), and no caching headers: a cold load is a cold load.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.txt': 'text/plain' };

/** Serves `sites` ({ host: folder }) on 127.0.0.1:port; resolves with `close()` once listening. */
export function serveSites(port, sites) {
  const server = createServer((request, response) => {
    const root = sites[(request.headers.host ?? '').split(':')[0]];
    if (!root) return void response.writeHead(404).end();
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = resolve(root, `.${normalize(path)}`);
    if (!file.startsWith(resolve(root)) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    const type = TYPES[extname(file)];
    const accepted = request.headers['accept-encoding'] ?? '';
    const [encoding, body] = type && /\bgzip\b/.test(accepted) ? ['gzip', gzipSync(readFileSync(file))] : [undefined, readFileSync(file)];
    response.writeHead(200, {
      'Content-Type': `${type ?? 'application/octet-stream'}${type?.startsWith('text') ? '; charset=utf-8' : ''}`,
      'Cache-Control': 'no-cache',
      ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done({ close: () => new Promise((closed) => (server.close(() => closed()), server.closeAllConnections())) }));
  });
}
