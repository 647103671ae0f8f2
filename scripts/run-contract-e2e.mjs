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
// runs (CONTRACT_FUZZ=0 skips step 3, e.g. to run one journey of step 2 alone; CONTRACT_JOURNEYS=0 skips
// step 2: scripts/run-suites.mjs runs the two side by side, each with its own build and ports).
import { finish, run, runner, seconds } from './lib/steps.mjs';

const dist = process.env.CONTRACT_DIST ?? 'dist-contract';
const apiPort = process.env.API_PORT ?? '4174';
const prismPort = process.env.PRISM_PORT ?? '4175';
const started = Date.now();
const contract = runner('contract e2e');

const chromium = contract.chromium();
contract.build(dist, [], {
  ...process.env,
  VITE_API_BASE_URL: `http://127.0.0.1:${prismPort}`,
  VITE_ASSET_ORIGINS: `http://127.0.0.1:${apiPort}`,
  VITE_DEBUG_LOGIN: 'true',
});

const env = { ...process.env, CHROMIUM_PATH: chromium };
// Arguments that pick tests (a spec file, -g) go to both runs: the run they pick nothing from passes.
const extra = process.argv.slice(2);
const picked = extra.length > 0 ? [...extra, '--pass-with-no-tests'] : [];
function playwright(title, config, label) {
  console.log(`\n== contract e2e: playwright test -c ${config} (${title})`);
  const t = Date.now();
  const code = run('npx', ['playwright', 'test', '-c', config, ...picked], env);
  console.log(`${label}: ${code === 0 ? 'OK' : `FAILED (${code})`} in ${seconds(t)}`);
  return code;
}
const journeys = process.env.CONTRACT_JOURNEYS === '0' ? 0 : playwright('Prism proxy in front of the fake', 'playwright.contract.config.ts', 'journeys');
const fuzz = process.env.CONTRACT_FUZZ === '0' ? 0 : playwright('Prism mock, dynamic answers', 'playwright.contract-fuzz.config.ts', 'contract fuzz');
const code = journeys || fuzz;
finish(code, `contract e2e: ${code === 0 ? 'OK' : 'FAILED'} in ${seconds(started)}`);
