import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { API_PORT, DIST, HOST, PORT, SITE } from './tests/e2e-serve/support/site';

// The production build served as production serves it: nginx with deploy/nginx.conf
// (`npm run serve`), against the fake API over HTTP. Run with `npm run test:serve`
// (scripts/run-serve-e2e.mjs), which builds dist-serve/ first.
//
//   browser ─► http://127.0.0.1:PORT      nginx (npm run serve) serving dist-serve/
//           ─► http://127.0.0.1:API_PORT  npm run api (Mirage over HTTP), the console's VITE_API_BASE_URL
const server = (command: string, url: string, env: Record<string, string>) => ({
  command,
  env,
  url,
  // A stale server on the same port was once silently reused: always start our own.
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-serve',
  outputDir: 'test-results-serve',
  workers: 2,
  use: { ...base.use, baseURL: SITE },
  webServer: [
    server('node scripts/api-server.mjs', `http://${HOST}:${API_PORT}/api/me`, { API_PORT: String(API_PORT), API_CORS_ORIGINS: SITE }),
    // Stopped as an operator stops it (SIGTERM), not killed.
    {
      ...server('node scripts/serve.mjs', `${SITE}/`, { PORT: String(PORT), SERVE_DIST: DIST }),
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    },
  ],
});
