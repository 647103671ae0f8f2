#!/usr/bin/env node
// `npm run test:e2e`: the end-to-end tests against the built demo.
//   1. makes sure a Chromium exists (scripts/find-chromium.mjs; installs Debian's as root)
//   2. builds the demo into dist-demo/ (skip with E2E_SKIP_BUILD=1), and the production build into
//      dist/ when it is missing (`npm test` has just made it)
//   3. runs `npx playwright test`, passing extra CLI args through, and exits with its code
//
//   npm run test:e2e -- tests/e2e/sign-in.spec.ts -g staff
//   E2E_SKIP_BUILD=1 npm run test:e2e
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, installHint } from './find-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.E2E_DIST ?? 'dist-demo';
const resultsFile = join(root, process.env.E2E_DIST ? `test-results-${dist}` : 'test-results', 'e2e-results.json');
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function step(title) {
  console.log(`\n== e2e: ${title}`);
  return Date.now();
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) console.error(`e2e: could not start ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function finish(code, line) {
  console.log(`\n${line}`);
  process.exit(code);
}

let t = step('Chromium');
const chromium = findChromium({ install: true });
if (!chromium) {
  console.error(`No Chromium found (CHROMIUM_PATH, /usr/bin/chromium, Playwright's own). Run:\n  ${installHint()}`);
  finish(1, 'e2e: FAILED: no Chromium');
}
console.log(`${chromium} (${seconds(t)})`);

if (process.env.E2E_SKIP_BUILD === '1') {
  console.log('\n== e2e: demo build skipped (E2E_SKIP_BUILD=1)');
  if (!existsSync(join(root, dist, 'index.html'))) {
    finish(1, 'e2e: FAILED: dist-demo/index.html is missing; run `npm run build:demo` or unset E2E_SKIP_BUILD');
  }
} else {
  t = step(`build the demo (vite build --mode demo --outDir ${dist})`);
  const code = run('npx', ['vite', 'build', '--mode', 'demo', '--outDir', dist]);
  if (code !== 0) finish(code, `e2e: FAILED: the demo build exited with ${code}`);
  console.log(`demo built in ${seconds(t)}`);
}
if (!existsSync(join(root, 'dist', 'index.html'))) {
  t = step('build for production (vite build), for tests/e2e/production.spec.ts');
  const code = run('npx', ['vite', 'build']);
  if (code !== 0) finish(code, `e2e: FAILED: the production build exited with ${code}`);
  console.log(`production built in ${seconds(t)}`);
}

step('playwright test');
const extra = process.argv.slice(2);
// Count results through the JSON reporter, unless the caller chose reporters.
const countResults = !extra.some((arg) => arg.startsWith('--reporter'));
const args = ['playwright', 'test', ...(countResults ? ['--reporter=list,json'] : []), ...extra];
const env = { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: resultsFile };
rmSync(resultsFile, { force: true });
const code = run('npx', args, env);

let counts = '';
if (countResults && existsSync(resultsFile)) {
  try {
    const { stats } = JSON.parse(readFileSync(resultsFile, 'utf8'));
    const failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    counts = `${stats.expected ?? 0} passed, ${failed} failed, ${stats.skipped ?? 0} skipped`;
  } catch {
    counts = '';
  }
}
const verdict = code === 0 ? 'OK' : `FAILED (playwright exited with ${code})`;
console.log(`\ne2e: ${verdict} in ${seconds(started)}`);
// The closing line: 'N passed, N failed' alone on a line, as CI reads it.
if (counts) console.log(`e2e: ${counts}`);
process.exit(code);
