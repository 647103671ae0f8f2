import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The production build against the fake as a real HTTP server, through Prism validating every
// call against openapi.json (docs/api.md "The fake as a real server, and the contract-checked journeys"). Run with
// `npm run test:contract` (scripts/run-contract-e2e.mjs), which builds dist-contract/ first.
//
//   browser ─► http://127.0.0.1:CONTRACT_PORT  vite preview of dist-contract (the production build)
//           ─► http://127.0.0.1:PRISM_PORT     Prism proxy (--errors), the console's VITE_API_BASE_URL
//           ─► http://127.0.0.1:API_PORT       npm run api (Mirage over HTTP), also the asset service
export const PORT = Number(process.env.CONTRACT_PORT ?? 4176);
const API_PORT = Number(process.env.API_PORT ?? 4174);
export const PRISM_PORT = Number(process.env.PRISM_PORT ?? 4175);
export const DIST = process.env.CONTRACT_DIST ?? 'dist-contract';
export const HOST = '127.0.0.1';

/** A server the journeys need, up once `url` answers (Prism's /api/me answers 401 without a bearer). */
export const server = (command: string, url: string, timeout: number, env?: Record<string, string | undefined>) => ({
  command,
  env: env as Record<string, string> | undefined,
  url,
  reuseExistingServer: false,
  timeout,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** The production build itself, served as a static host would. */
export const preview = () => server(`npx vite preview --outDir ${DIST} --port ${PORT} --strictPort --host ${HOST}`, `http://${HOST}:${PORT}/health`, 60_000);

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-contract',
  outputDir: `test-results-contract/${DIST}`,
  // One shared server: each journey works on data it creates or owns, so two run side by side.
  workers: 2,
  // Every call of a journey crosses Prism's validating proxy and a Node server: one limit for all.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: { ...base.use, baseURL: `http://${HOST}:${PORT}` },
  webServer: [
    // Answers as a backend written from docs/api.md alone would: no profile, null texts, decimal strings.
    server('node scripts/api-server.mjs', `http://${HOST}:${API_PORT}/api/me`, 60_000, {
      API_PORT: String(API_PORT),
      API_CORS_ORIGINS: `http://${HOST}:${PORT}`,
      API_STYLE: 'typical-backend',
    }),
    server('node scripts/contract-prism.mjs', `http://${HOST}:${PRISM_PORT}/api/me`, 90_000, { API_PORT: String(API_PORT), PRISM_PORT: String(PRISM_PORT) }),
    preview(),
  ],
});
