#!/usr/bin/env node
// `npm run budget`: the size budget of the PRODUCTION build (dist/, after `npm run build`).
//
// 1. What /sign_in loads: the entry script(s) of dist/index.html, every chunk they import
//    statically (recursively), and the lazily loaded chunk(s) holding the sign-in screen
//    with their static imports; plus the CSS those chunks bring. Gzip (level 9) total must
//    stay under SIGN_IN_LIMIT_BYTES, and none of the heavy libraries may be in it.
// 2. No Mirage code anywhere in the build: no miragejs/pretender module in any chunk and no
//    'pretender' string in any JavaScript file.
//
// The chunk → modules map comes from scripts/vite-chunk-map-plugin.ts (dist/.vite/chunk-modules.json).
//
//   node scripts/check-budget.mjs [distDir]      (default dist)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// ---- thresholds and rules -------------------------------------------------------------
/** 1 kB = 1000 bytes, as Vite reports sizes. */
const KB = 1000;
const SIGN_IN_LIMIT_BYTES = 100 * KB;
/** The sign-in screen, lazy-loaded by the route table. */
const SIGN_IN_MODULE = 'src/features/auth/sign-in-page.tsx';
/** Libraries that must not load on /sign_in (TOOLCHAIN pitfall 6: they cost TBT and bytes). */
const FORBIDDEN_ON_SIGN_IN = [
  'arktype',
  '@ark',
  'firebase',
  '@firebase',
  'miragejs',
  'pretender',
  'temporal-polyfill',
  '@vis.gl',
  '@googlemaps',
];
/** Mirage must not be in a production build at all. */
const MIRAGE_PACKAGES = ['miragejs', 'pretender'];
const MIRAGE_STRING = 'pretender';
const CHUNK_MAP_FILE = '.vite/chunk-modules.json';
// ---------------------------------------------------------------------------------------

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, process.argv[2] ?? 'dist');
const failures = [];

const fmt = (bytes) => `${Number.isInteger(bytes / KB) ? bytes / KB : (bytes / KB).toFixed(1)} kB`;
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

/** 'node_modules/@firebase/auth/dist/x.js' -> '@firebase/auth' (innermost node_modules); null otherwise. */
function packageOf(id) {
  const all = [...id.matchAll(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//g)];
  return all.at(-1)?.[1] ?? null;
}

function matchesPackage(pkg, names) {
  if (!pkg) return false;
  return names.some((name) => pkg === name || (name.startsWith('@') && !name.includes('/') && pkg.startsWith(`${name}/`)));
}

function die(message) {
  console.log(`budget: ${message}`);
  console.log('budget: FAILED');
  process.exit(1);
}

// ---- inputs -----------------------------------------------------------------------------
const indexHtmlPath = join(dist, 'index.html');
if (!existsSync(indexHtmlPath)) die(`${relative(root, indexHtmlPath)} is missing: run \`npm run build\` first.`);
const chunkMapPath = join(dist, CHUNK_MAP_FILE);
if (!existsSync(chunkMapPath)) {
  die(`${relative(root, chunkMapPath)} is missing: add chunkMapPlugin() (scripts/vite-chunk-map-plugin.ts) to vite.config.ts and rebuild.`);
}
const { chunks } = JSON.parse(readFileSync(chunkMapPath, 'utf8'));
const indexHtml = readFileSync(indexHtmlPath, 'utf8');

const gzipCache = new Map();
function gzipSize(fileName) {
  if (!gzipCache.has(fileName)) {
    const path = join(dist, fileName);
    gzipCache.set(fileName, existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0);
  }
  return gzipCache.get(fileName);
}

/** '/assets/index-abc.js' or './assets/…' or an absolute URL on the base -> 'assets/index-abc.js'. */
const toFileName = (url) => url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/^\.?\//, '').split(/[?#]/)[0];

const entryScripts = [...indexHtml.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*>/gi)]
  .map((tag) => /\bsrc=["']([^"']+)["']/i.exec(tag[0])?.[1])
  .filter(Boolean)
  .map(toFileName);
const htmlCss = [...indexHtml.matchAll(/<link\b[^>]*\brel=["']stylesheet["'][^>]*>/gi)]
  .map((tag) => /\bhref=["']([^"']+)["']/i.exec(tag[0])?.[1])
  .filter(Boolean)
  .map(toFileName);
if (entryScripts.length === 0) die('no <script type="module" src=…> in dist/index.html.');
for (const entry of entryScripts) {
  if (!chunks[entry]) die(`the entry script ${entry} is not in ${CHUNK_MAP_FILE}.`);
}

// ---- 1. what /sign_in loads ------------------------------------------------------------
/** chunk file -> why it loads ('entry' | 'static' | 'sign-in' | 'sign-in static'). */
const signIn = new Map();
function addWithStaticImports(fileName, reason, staticReason) {
  if (signIn.has(fileName) || !chunks[fileName]) return;
  signIn.set(fileName, reason);
  for (const imported of chunks[fileName].imports) addWithStaticImports(imported, staticReason, staticReason);
}
for (const entry of entryScripts) addWithStaticImports(entry, 'entry', 'static import');

const signInChunks = Object.entries(chunks)
  .filter(([, chunk]) => chunk.modules.some((module) => module.id === SIGN_IN_MODULE))
  .map(([fileName]) => fileName);
if (signInChunks.length === 0) {
  failures.push(`${SIGN_IN_MODULE} is in no chunk: cannot tell what /sign_in loads (was it renamed? update SIGN_IN_MODULE).`);
}
for (const fileName of signInChunks) addWithStaticImports(fileName, 'sign-in screen', 'sign-in static import');

const signInCss = new Set(htmlCss);
for (const fileName of signIn.keys()) for (const css of chunks[fileName].css ?? []) signInCss.add(css);

const jsTotal = [...signIn.keys()].reduce((sum, fileName) => sum + gzipSize(fileName), 0);
const cssTotal = [...signInCss].reduce((sum, fileName) => sum + gzipSize(fileName), 0);
// The budget is for the JavaScript; the CSS is reported beside it.
const signInTotal = jsTotal;

const forbiddenHits = new Map();
for (const fileName of signIn.keys()) {
  for (const { id } of chunks[fileName].modules) {
    const pkg = packageOf(id);
    if (matchesPackage(pkg, FORBIDDEN_ON_SIGN_IN)) {
      const key = `${pkg} (in ${fileName})`;
      forbiddenHits.set(key, (forbiddenHits.get(key) ?? 0) + 1);
    }
  }
}

// ---- describing a chunk ------------------------------------------------------------------
function describe(chunk, limit = 4) {
  const src = chunk.modules
    .filter((module) => module.id.startsWith('src/') || module.id.startsWith('machines/') || module.id.startsWith('mirage/'))
    .sort((a, b) => b.renderedLength - a.renderedLength);
  const packages = new Map();
  for (const module of chunk.modules) {
    const pkg = packageOf(module.id);
    if (pkg) packages.set(pkg, (packages.get(pkg) ?? 0) + module.renderedLength);
  }
  const parts = [];
  if (src.length) {
    const shown = src.slice(0, limit).map((module) => module.id);
    parts.push(shown.join(', ') + (src.length > limit ? ` (+${src.length - limit} more)` : ''));
  }
  if (packages.size) {
    const names = [...packages.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    parts.push(`npm: ${names.slice(0, limit).join(', ')}${names.length > limit ? ` (+${names.length - limit})` : ''}`);
  }
  return parts.join('; ') || '(no source modules)';
}

// ---- print ---------------------------------------------------------------------------------
const nameWidth = Math.max(30, ...Object.keys(chunks).map((fileName) => fileName.length)) + 2;

console.log(`\n/sign_in loads (gzip level 9) — ${relative(root, dist) || '.'}`);
for (const [fileName, reason] of signIn) {
  console.log(`  ${pad(fileName, nameWidth)}${padStart(fmt(gzipSize(fileName)), 10)}  ${pad(reason, 22)}${describe(chunks[fileName])}`);
}
for (const fileName of signInCss) {
  console.log(`  ${pad(fileName, nameWidth)}${padStart(fmt(gzipSize(fileName)), 10)}  css`);
}
console.log(`  ${pad('sign-in total', nameWidth)}${padStart(fmt(signInTotal), 10)}  (css ${fmt(cssTotal)} not counted; limit ${fmt(SIGN_IN_LIMIT_BYTES)})`);


// ---- 2. Mirage in the build ---------------------------------------------------------------
const mirageModules = [];
for (const [fileName, chunk] of Object.entries(chunks)) {
  for (const { id } of chunk.modules) {
    if (matchesPackage(packageOf(id), MIRAGE_PACKAGES) || id.startsWith('mirage/')) mirageModules.push(`${id} (in ${fileName})`);
  }
}
function* jsFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* jsFiles(path);
    else if (/\.(m?js|cjs)$/.test(entry.name)) yield path;
  }
}
const mirageFiles = [...jsFiles(dist)].filter((path) => readFileSync(path, 'utf8').includes(MIRAGE_STRING));

// ---- verdict --------------------------------------------------------------------------------
if (signInTotal > SIGN_IN_LIMIT_BYTES) {
  failures.push(`/sign_in loads ${fmt(signInTotal)} gzip, over the limit of ${fmt(SIGN_IN_LIMIT_BYTES)}.`);
}
if (forbiddenHits.size) {
  failures.push(
    `/sign_in loads libraries that must stay lazy: ${[...forbiddenHits.entries()].map(([key, count]) => `${key}, ${count} module(s)`).join('; ')}`,
  );
}
if (mirageModules.length) {
  failures.push(`Mirage modules in the production build:\n    ${mirageModules.slice(0, 10).join('\n    ')}${mirageModules.length > 10 ? `\n    (+${mirageModules.length - 10} more)` : ''}`);
}
if (mirageFiles.length) {
  failures.push(`'${MIRAGE_STRING}' found in: ${mirageFiles.map((path) => relative(root, path)).join(', ')}`);
}

console.log('');
for (const failure of failures) console.log(`budget: FAIL: ${failure}`);
const verdict = failures.length ? `FAILED (${failures.length} problem${failures.length > 1 ? 's' : ''})` : 'OK';
console.log(`budget: sign-in ${fmt(signInTotal)} gzip (limit ${fmt(SIGN_IN_LIMIT_BYTES)}), ${verdict}`);
process.exit(failures.length ? 1 : 0);
