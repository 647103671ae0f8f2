#!/usr/bin/env node
// `npm run test:serve`: the production build through nginx with deploy/nginx.conf (`npm run serve`).
//   1. makes sure of Chromium, nginx with its Brotli module and openssl (scripts/ensure-system.mjs)
//   2. builds the production console into dist-serve/ against `npm run api` (VITE_API_BASE_URL and
//      its asset origin), with the debug sign-in on, the only identity without Firebase (skip with
//      E2E_SKIP_BUILD=1)
//   3. makes one self-signed certificate for the run (TLS_CERT / TLS_KEY take another): nginx serves
//      it, Chromium trusts it (playwright.serve.config.ts) and so does Node (NODE_EXTRA_CA_CERTS)
//   4. runs `npx playwright test -c playwright.serve.config.ts` (which starts the fake API and nginx):
//      HTTPS and the redirect to it, the headers and caching of every kind of answer, framing from
//      another origin, a deploy, the load-balancer variant, and the sign-in journey under the header
//      CSP; extra args go to Playwright
// Ports: PORT (4180, plain HTTP) and TLS_PORT (4443), each with the next one for the deploy tests' own
// nginx; API_PORT (4174).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, run, runner, seconds } from './lib/steps.mjs';
import { selfSignedCertificate } from './serve.mjs';

const dist = process.env.SERVE_DIST ?? 'dist-serve';
const apiOrigin = `http://127.0.0.1:${process.env.API_PORT || 4174}`;
const started = Date.now();
const serve = runner('serve e2e');

const chromium = serve.chromium('nginx', 'libnginx-mod-http-brotli-static', 'openssl');
serve.build(dist, [], { ...process.env, VITE_API_BASE_URL: apiOrigin, VITE_ASSET_ORIGINS: apiOrigin, VITE_DEBUG_LOGIN: 'true' });

const folder = mkdtempSync(join(tmpdir(), 'petpass-serve-tls-'));
const { TLS_CERT: cert, TLS_KEY: key } = process.env;
const tls = cert && key ? { cert, key } : selfSignedCertificate(folder);
console.log('\n== serve e2e: playwright test -c playwright.serve.config.ts');
const code = run('npx', ['playwright', 'test', '-c', 'playwright.serve.config.ts', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
  SERVE_DIST: dist,
  TLS_CERT: tls.cert,
  TLS_KEY: tls.key,
  NODE_EXTRA_CA_CERTS: tls.cert,
});
rmSync(folder, { recursive: true, force: true });
finish(code, `serve e2e: ${code === 0 ? 'OK' : `FAILED (playwright exited with ${code})`} in ${seconds(started)}`);
