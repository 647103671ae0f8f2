#!/usr/bin/env node
// `npm run test:contract`: the production build, cross-origin, against `npm run api` through
// Prism validating every request and response against openapi.json.
//   1. builds the production console into dist-contract/ with VITE_API_BASE_URL = Prism's address,
//      the debug sign-in on (the only identity without Firebase) and the fake's asset origin in
//      the CSP (skip with E2E_SKIP_BUILD=1)
//   2. runs `npx playwright test -c playwright.contract.config.ts` (which starts the fake, Prism
//      and vite preview) and exits with its code
// Ports: CONTRACT_PORT (4176), API_PORT (4174), PRISM_PORT (4175). Extra args go to Playwright.
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

console.log('\n== contract e2e: playwright test -c playwright.contract.config.ts');
const code = run('npx', ['playwright', 'test', '-c', 'playwright.contract.config.ts', ...process.argv.slice(2)], { ...process.env, CHROMIUM_PATH: chromium });
finish(code, `contract e2e: ${code === 0 ? 'OK' : `FAILED (playwright exited with ${code})`} in ${seconds(started)}`);
