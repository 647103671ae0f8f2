import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { DIST, HOST, PORT, preview, PRISM_PORT, server } from './playwright.contract.config';

// The contract-fuzz journey: the same production build as the contract journeys (dist-contract/,
// pointed at PRISM_PORT), now against Prism's mock answering every call with random data
// openapi.json allows (`prism mock -d`). Every screen must read whatever the contract allows.
// Run by `npm run test:contract` after the proxy-validated journeys (scripts/run-contract-e2e.mjs).
//
//   browser ─► http://127.0.0.1:CONTRACT_PORT  vite preview of dist-contract (the production build)
//           ─► http://127.0.0.1:PRISM_PORT     Prism mock (--dynamic), the console's VITE_API_BASE_URL
// The journey's fixture reads Prism's log from here (tests/e2e-contract/support/contract.ts).
process.env.PRISM_LOG ??= join(process.cwd(), 'test-results-contract', 'prism-mock.log');

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-contract',
  testMatch: '**/*.fuzz.ts',
  outputDir: `test-results-contract/${DIST}-fuzz`,
  workers: 1,
  // One journey through every screen, several rounds, against a mock that answers at random.
  timeout: 180_000,
  // Each screen waits on the mock's calls through Prism: the same limit as the contract journeys.
  expect: { timeout: 15_000 },
  use: { ...base.use, baseURL: `http://${HOST}:${PORT}` },
  webServer: [
    server('node scripts/contract-prism.mjs', `http://${HOST}:${PRISM_PORT}/api/me`, 90_000, {
      PRISM_MODE: 'mock',
      PRISM_PORT: String(PRISM_PORT),
      PRISM_LOG: process.env.PRISM_LOG,
    }),
    preview(),
  ],
});
