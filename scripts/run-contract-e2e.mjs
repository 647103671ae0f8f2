#!/usr/bin/env node
// `npm run test:contract`: the production build, cross-origin, built with VITE_API_BASE_URL = Prism's
// address and the debug sign-in (skip with E2E_SKIP_BUILD=1), then two Playwright runs on it:
// the journeys through Prism's proxy in front of `npm run api`, validating every request and answer
// against openapi.json (CONTRACT_JOURNEYS=0 skips it), and Prism's mock with dynamic answers over
// every screen (CONTRACT_FUZZ=0 skips it; scripts/run-suites.mjs runs the two side by side, each with
// its own build and ports). Ports: CONTRACT_PORT (4176), API_PORT (4174), PRISM_PORT (4175).
import { runner } from './lib/steps.mjs';

const dist = process.env.CONTRACT_DIST ?? 'dist-contract';
const apiPort = process.env.API_PORT ?? '4174';
const prismPort = process.env.PRISM_PORT ?? '4175';
const contract = runner('contract e2e');
contract.chromium();
contract.build(dist, [], {
  ...process.env,
  VITE_API_BASE_URL: `http://127.0.0.1:${prismPort}`,
  VITE_ASSET_ORIGINS: `http://127.0.0.1:${apiPort}`,
  VITE_DEBUG_LOGIN: 'true',
});

// Arguments that pick tests (a spec file, -g) go to both runs: the run they pick nothing from passes.
const extra = process.argv.slice(2);
const picked = extra.length > 0 ? [...extra, '--pass-with-no-tests'] : [];
const journeys = process.env.CONTRACT_JOURNEYS === '0' ? 0 : contract.playwright('playwright.contract.config.ts', process.env, picked);
const fuzz = process.env.CONTRACT_FUZZ === '0' ? 0 : contract.playwright('playwright.contract-fuzz.config.ts', process.env, picked);
contract.done(journeys || fuzz);
