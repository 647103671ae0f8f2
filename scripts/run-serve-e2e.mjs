#!/usr/bin/env node
// `npm run test:serve`: the production build through nginx with deploy/nginx.conf (`npm run serve`):
// built against `npm run api` with the debug sign-in, the only identity without Firebase (skip with
// E2E_SKIP_BUILD=1), and one self-signed certificate for the run (TLS_CERT / TLS_KEY take another)
// that nginx serves and Chromium and Node trust. playwright.serve.config.ts starts the fake API and
// nginx. Ports: PORT (4180, plain HTTP) and TLS_PORT (4443), each with the next one for the deploy
// tests' own nginx; API_PORT (4174).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runner } from './lib/steps.mjs';
import { selfSignedCertificate } from './serve.mjs';

const dist = process.env.SERVE_DIST ?? 'dist-serve';
const apiOrigin = `http://127.0.0.1:${process.env.API_PORT || 4174}`;
const serve = runner('serve e2e');
serve.chromium('nginx', 'libnginx-mod-http-brotli-static', 'openssl');
serve.build(dist, [], { ...process.env, VITE_API_BASE_URL: apiOrigin, VITE_ASSET_ORIGINS: apiOrigin, VITE_DEBUG_LOGIN: 'true' });

const folder = mkdtempSync(join(tmpdir(), 'petpass-serve-tls-'));
const { TLS_CERT: cert, TLS_KEY: key } = process.env;
const tls = cert && key ? { cert, key } : selfSignedCertificate(folder);
const code = serve.playwright('playwright.serve.config.ts', {
  ...process.env,
  SERVE_DIST: dist,
  TLS_CERT: tls.cert,
  TLS_KEY: tls.key,
  NODE_EXTRA_CA_CERTS: tls.cert,
});
rmSync(folder, { recursive: true, force: true });
serve.done(code);
