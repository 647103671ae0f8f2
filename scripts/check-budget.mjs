#!/usr/bin/env node
// `npm run budget`: the size budget of the production build (dist/, after `npm run build`).
//   1. What /sign_in loads (the module scripts of index.html, the chunk of the sign-in screen, and
//      every chunk they import statically) stays under 100 kB of gzipped JavaScript, without the
//      libraries that cost a first screen most (docs/decisions.md "Heavy libraries stay off the first screen").
//   2. No Mirage code anywhere in the build.
// The chunk → modules map comes from scripts/vite-chunk-map-plugin.ts.
//
//   node scripts/check-budget.mjs [distDir]      (default dist)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 100;
const SIGN_IN_MODULE = 'src/features/auth/sign-in-page.tsx';
const NOT_ON_SIGN_IN = /node_modules\/(arktype|@ark|firebase|@firebase|miragejs|pretender|temporal-polyfill|@vis\.gl|@googlemaps)\//;
const MIRAGE = /node_modules\/(miragejs|pretender)\/|^mirage\//;

const dist = resolve(process.argv[2] ?? 'dist');
const mapFile = join(dist, '.vite/chunk-modules.json');
if (!existsSync(mapFile)) {
  console.log(`budget: ${mapFile} is missing: run \`npm run build\` first.\nbudget: FAILED`);
  process.exit(1);
}
const { chunks } = JSON.parse(readFileSync(mapFile, 'utf8'));
const entries = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script\b[^>]*\bsrc="\/?([^"]+)"/g)].map((found) => found[1]);
const failures = [];

/** `file` and every chunk it imports statically, added to `seen`. */
function closure(file, seen = new Set()) {
  if (seen.has(file) || !chunks[file]) return seen;
  seen.add(file);
  chunks[file].imports.forEach((next) => closure(next, seen));
  return seen;
}

/** What /sign_in loads: the entry scripts, the sign-in screen's chunk, and their static imports. */
const signIn = new Set();
const screen = Object.keys(chunks).filter((file) => chunks[file].modules.includes(SIGN_IN_MODULE));
if (entries.length === 0 || !entries.every((entry) => chunks[entry]) || screen.length === 0)
  failures.push(`cannot tell what /sign_in loads: no entry chunk (${entries.join(', ')}) or no chunk holds ${SIGN_IN_MODULE}.`);
for (const file of [...entries, ...screen]) closure(file, signIn);

const kb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000;
let total = 0;
console.log(`\n/sign_in loads (gzip level 9), ${dist}:`);
for (const file of signIn) {
  total += kb(file);
  console.log(`  ${file.padEnd(48)}${kb(file).toFixed(1).padStart(7)} kB`);
  const heavy = chunks[file].modules.filter((id) => NOT_ON_SIGN_IN.test(id));
  if (heavy.length) failures.push(`${file} brings what must stay lazy: ${heavy.slice(0, 5).join(', ')}`);
}
if (total > LIMIT_KB) failures.push(`/sign_in loads ${total.toFixed(1)} kB gzip, over the limit of ${LIMIT_KB} kB.`);

// A cold start's first calls leave once the loaders' chunk has run: it must not wait for React and the entry to arrive and run.
for (const file of Object.keys(chunks).filter((name) => /^assets\/route-data-/.test(name)))
  if ([...closure(file)].some((chunk) => chunks[chunk].modules.includes('src/main.tsx')))
    failures.push(`${file} imports the entry's chunk (src/boot.ts waits for it)`);

const mirage = Object.entries(chunks).flatMap(([file, chunk]) => chunk.modules.filter((id) => MIRAGE.test(id)).map((id) => `${id} (in ${file})`));
if (mirage.length) failures.push(`Mirage modules in the production build: ${mirage.slice(0, 10).join(', ')}`);
const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const pretender = scripts.filter((file) => readFileSync(join(dist, 'assets', file), 'utf8').includes('pretender'));
if (pretender.length) failures.push(`'pretender' found in: ${pretender.join(', ')}`);

for (const failure of failures) console.log(`budget: FAIL: ${failure}`);
console.log(`budget: sign-in ${total.toFixed(1)} kB gzip (limit ${LIMIT_KB} kB), ${failures.length ? 'FAILED' : 'OK'}`);
process.exit(failures.length ? 1 : 0);
