#!/usr/bin/env node
// `npm run test:contract`: the production build, cross-origin, against `npm run api` through
// Prism validating every request and response against openapi.json.
//   1. builds the production console into dist-contract/ with VITE_API_BASE_URL = Prism's address,
//      the debug sign-in on (the only identity without Firebase) and the fake's asset origin in
//      the CSP (skip with E2E_SKIP_BUILD=1)
//   2. runs `npx playwright test -c playwright.contract.config.ts` (which starts the fake, Prism
//      and vite preview): the journeys, every call validated by Prism's proxy
//   3. runs `npx playwright test -c playwright.contract-fuzz.config.ts` on the same build: Prism's
//      mock with dynamic answers on the same port, the contract-fuzz journey over every screen
//   and exits non-zero when either failed.
// Ports: CONTRACT_PORT (4176), API_PORT (4174), PRISM_PORT (4175). Extra args go to both Playwright
// runs (CONTRACT_FUZZ=0 skips step 3, e.g. to run one journey of step 2 alone).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findChromium, installHint } from './find-chromium.mjs';
import { root } from './lib/load-ts.mjs';

const dist = process.env.CONTRACT_DIST ?? 'dist-contract';
const apiPort = process.env.API_PORT ?? '4174';
const prismPort = process.env.PRISM_PORT ?? '4175';
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) console.error(`contract e2e: could not start ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function finish(code, line) {
  console.log(`\n${line}`);
  process.exit(code);
}

const chromium = findChromium({ install: true });
if (!chromium) finish(1, `contract e2e: FAILED: no Chromium found. Run: ${installHint()}`);

if (process.env.E2E_SKIP_BUILD === '1') {
  console.log(`== contract e2e: build skipped (E2E_SKIP_BUILD=1), using ${dist}/`);
  if (!existsSync(join(root, dist, 'index.html'))) finish(1, `contract e2e: FAILED: ${dist}/index.html is missing`);
} else {
  console.log(`== contract e2e: production build for http://127.0.0.1:${prismPort} (vite build --outDir ${dist})`);
  const t = Date.now();
  const code = run('npx', ['vite', 'build', '--outDir', dist], {
    ...process.env,
    VITE_API_BASE_URL: `http://127.0.0.1:${prismPort}`,
    VITE_ASSET_ORIGINS: `http://127.0.0.1:${apiPort}`,
    VITE_DEBUG_LOGIN: 'true',
  });
  if (code !== 0) finish(code, `contract e2e: FAILED: the build exited with ${code}`);
  console.log(`built in ${seconds(t)}`);
}

const env = { ...process.env, CHROMIUM_PATH: chromium };
// Arguments that pick tests (a spec file, -g) go to both runs: the run they pick nothing from passes.
const extra = process.argv.slice(2);
const picked = extra.length > 0 ? [...extra, '--pass-with-no-tests'] : [];
console.log('\n== contract e2e: playwright test -c playwright.contract.config.ts (Prism proxy in front of the fake)');
let t = Date.now();
const journeys = run('npx', ['playwright', 'test', '-c', 'playwright.contract.config.ts', ...picked], env);
console.log(`journeys: ${journeys === 0 ? 'OK' : `FAILED (${journeys})`} in ${seconds(t)}`);

let fuzz = 0;
if (process.env.CONTRACT_FUZZ !== '0') {
  console.log('\n== contract e2e: playwright test -c playwright.contract-fuzz.config.ts (Prism mock, dynamic answers)');
  t = Date.now();
  fuzz = run('npx', ['playwright', 'test', '-c', 'playwright.contract-fuzz.config.ts', ...picked], env);
  console.log(`contract fuzz: ${fuzz === 0 ? 'OK' : `FAILED (${fuzz})`} in ${seconds(t)}`);
}
const code = journeys || fuzz;
finish(code, `contract e2e: ${code === 0 ? 'OK' : 'FAILED'} in ${seconds(started)}`);
