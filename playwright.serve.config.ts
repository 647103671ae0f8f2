import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { spkiHash } from './scripts/serve.mjs';
import { API_PORT, DIST, HOST, PORT, SITE, TLS_PORT } from './tests/e2e-serve/support/site';

// The production build served as production serves it: nginx with deploy/nginx.conf over HTTPS
// (`npm run serve`), against the fake API over HTTP. Run with `npm run test:serve`
// (scripts/run-serve-e2e.mjs), which builds dist-serve/ and makes the certificate first.
//
//   browser ─► https://127.0.0.1:TLS_PORT  nginx (npm run serve) serving dist-serve/, HTTP/2
//           ─► http://127.0.0.1:PORT       the same nginx: a redirect to HTTPS
//           ─► http://127.0.0.1:API_PORT   npm run api (Mirage over HTTP), the console's VITE_API_BASE_URL
const cert = process.env.TLS_CERT;
if (!cert) throw new Error('TLS_CERT is not set: run `npm run test:serve`, which makes the certificate');

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
  use: {
    ...base.use,
    baseURL: SITE,
    // Chromium trusts the run's certificate as a real one: it then caches as it would in production
    // (from a certificate it is only told to ignore, it caches nothing).
    launchOptions: { ...base.use!.launchOptions, args: [...base.use!.launchOptions!.args!, `--ignore-certificate-errors-spki-list=${spkiHash(cert)}`] },
  },
  webServer: [
    server('node scripts/api-server.mjs', `http://${HOST}:${API_PORT}/api/me`, { API_PORT: String(API_PORT), API_CORS_ORIGINS: SITE }),
    // Stopped as an operator stops it (SIGTERM), not killed.
    {
      ...server('node scripts/serve.mjs', `${SITE}/`, { PORT: String(PORT), TLS_PORT: String(TLS_PORT), SERVE_DIST: DIST }),
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    },
  ],
});
