import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, precompressAssets, serveBrotliAssets } from './vite-precompress-plugin';

const script = Array.from({ length: 400 }, (_, index) => `export const value${index} = ${index};`).join('\n');

function makeDist() {
  const dir = mkdtempSync(join(tmpdir(), 'petpass-precompress-'));
  mkdirSync(join(dir, 'assets', 'nested'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'app-abc.js'), script);
  writeFileSync(join(dir, 'assets', 'nested', 'worker-abc.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-abc.js'), 'export {};');
  writeFileSync(join(dir, 'assets', 'photo-abc.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'secret.js'), script);
  return dir;
}

describe('brotli twins of the built assets', () => {
  it('are written for compressible assets of 1 kB or more, and decompress to the file', async () => {
    const dir = makeDist();
    expect(await precompressAssets(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-abc.js.br'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'assets', 'nested', 'worker-abc.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo-abc.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'secret.js.br'))).toBe(false);
  });

  it('are nothing to do for a build without assets', async () => {
    expect(await precompressAssets(mkdtempSync(join(tmpdir(), 'petpass-empty-')))).toBe(0);
  });

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['gzip;q=1.0, br;q=0.8', true],
    ['BR', true],
    ['gzip, deflate', false],
    ['br;q=0', false],
    ['br;q=0.0, gzip', false],
    ['brotli', false],
    ['', false],
    [undefined, false],
  ])('Accept-Encoding %j takes brotli: %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('the preview server sends the twin', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const dir = makeDist();
    await precompressAssets(dir);
    const brotli = serveBrotliAssets(dir);
    server = createServer((req, res) =>
      brotli(req, res, () => {
        res.statusCode = 299; // what the next middleware (Vite's own, with gzip) would answer
        res.end('next');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('to a browser that accepts brotli, with the type, length and Vary', async () => {
    const response = await get('/assets/app-abc.js?v=1', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('answers a HEAD with the headers only, and a matching If-None-Match with 304', async () => {
    const head = await get('/assets/nested/worker-abc.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const etag = String(head.headers.etag);
    const again = await get('/assets/nested/worker-abc.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it.each([
    ['/assets/app-abc.js', 'gzip, deflate'],
    ['/assets/tiny-abc.js', 'br'],
    ['/assets/missing.js', 'br'],
    ['/assets/photo-abc.png', 'br'],
    ['/secret.js', 'br'],
    ['/assets/../secret.js', 'br'],
    ['/assets/%2e%2e/secret.js', 'br'],
    ['/assets/%E0%A4%A.js', 'br'],
    ['/dashboard', 'br'],
  ])('leaves %s (Accept-Encoding %j) to the next middleware', async (path, encoding) => {
    const response = await get(path, { 'accept-encoding': encoding });
    expect(response.status).toBe(299);
    expect(response.body.toString()).toBe('next');
  });
});
