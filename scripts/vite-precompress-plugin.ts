import { createReadStream, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Brotli for the built assets (issue 15): every compressible file under `assets/` gets a `.br`
 * twin at the highest quality when the build writes it, and `vite preview` (what `npm run demo`
 * and the end-to-end tests serve) sends that twin to browsers that accept `br`, as static hosts
 * do (Netlify, Cloudflare, nginx's `brotli_static`): the JavaScript a signed-in start loads is
 * ~13 % smaller than gzip. Other requests fall through to Vite (gzip on the fly). Assets have
 * hashed names, so a twin is never stale.
 */

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
};
/** Below this a twin saves less than its own round of headers. */
const MIN_BYTES = 1024;
const ASSETS = 'assets';

const brotli = promisify(brotliCompress);

/** Writes `<file>.br` next to every compressible file of `dir/assets` (and below); answers how many. */
export async function precompressAssets(dir: string): Promise<number> {
  const root = join(dir, ASSETS);
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  const files = entries.filter((entry) => entry.isFile() && extname(entry.name) in TYPES).map((entry) => join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return;
      const compressed = await brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      if (compressed.length >= body.length) return;
      await writeFile(`${file}.br`, compressed);
      written += 1;
    }),
  );
  return written;
}

/** Whether Accept-Encoding lists `br` (and not with q=0). */
export const acceptsBrotli = (acceptEncoding: string | undefined) =>
  (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return coding === 'br' && (q === undefined || Number(q.slice(2)) > 0);
  });

/**
 * A middleware that answers GET/HEAD `/assets/…` with the file's `.br` twin when the browser
 * accepts brotli and the twin exists; anything else goes on to `next`.
 */
export function serveBrotliAssets(dir: string) {
  const root = resolve(dir);
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !acceptsBrotli(request.headers['accept-encoding'])) return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      return next();
    }
    const type = TYPES[extname(path)];
    if (!path.startsWith(`/${ASSETS}/`) || !type) return next();
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(root + sep)) return next();
    let size: number;
    let mtime: number;
    try {
      const stats = statSync(`${file}.br`);
      if (!stats.isFile()) return next();
      size = stats.size;
      mtime = stats.mtime.getTime();
    } catch {
      return next();
    }
    const etag = `W/"br-${size}-${mtime}"`;
    const vary = response.getHeader('Vary');
    response.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.setHeader('Content-Type', type);
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Content-Length', size);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(`${file}.br`).pipe(response);
  };
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let building = false;
  return {
    name: 'petpass-precompress',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    async closeBundle() {
      if (!building || this.meta.watchMode) return;
      await precompressAssets(outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveBrotliAssets(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}
