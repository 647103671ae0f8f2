import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The contract-fuzz journey: the same production build as the contract journeys (dist-contract/,
// pointed at PRISM_PORT), now against Prism's mock answering every call with random data
// openapi.json allows (`prism mock -d`). Every screen must read whatever the contract allows.
// Run by `npm run test:contract` after the proxy-validated journeys (scripts/run-contract-e2e.mjs).
//
//   browser ─► http://127.0.0.1:CONTRACT_PORT  vite preview of dist-contract (the production build)
//           ─► http://127.0.0.1:PRISM_PORT     Prism mock (--dynamic), the console's VITE_API_BASE_URL
const PORT = Number(process.env.CONTRACT_PORT ?? 4176);
const PRISM_PORT = Number(process.env.PRISM_PORT ?? 4175);
const DIST = process.env.CONTRACT_DIST ?? 'dist-contract';
const HOST = '127.0.0.1';
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
  use: { ...base.use, baseURL: `http://${HOST}:${PORT}` },
  webServer: [
    {
      command: 'node scripts/contract-prism.mjs',
      env: { PRISM_MODE: 'mock', PRISM_PORT: String(PRISM_PORT), PRISM_LOG: process.env.PRISM_LOG },
      // Answered 401 without a bearer: Prism is up.
      url: `http://${HOST}:${PRISM_PORT}/api/me`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite preview --outDir ${DIST} --port ${PORT} --strictPort --host ${HOST}`,
      url: `http://${HOST}:${PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
