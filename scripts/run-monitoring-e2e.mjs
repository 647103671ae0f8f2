#!/usr/bin/env node
// `npm run test:monitoring`: what reaches the operations team. The production console built with
// VITE_SENTRY_DSN pointing at a local collector, against `npm run api` with the debug sign-in (skip
// with E2E_SKIP_BUILD=1); playwright.monitoring.config.ts starts the fake API, the tests the collector
// and the site. Ports: MONITOR_PORT (4177, the collector; the site on the next one), API_PORT (4174).
import { runner } from './lib/steps.mjs';

const dist = process.env.MONITOR_DIST ?? 'dist-monitoring';
const apiOrigin = `http://127.0.0.1:${process.env.API_PORT || 4174}`;
const dsn = `https://e2e0public0key@127.0.0.1:${process.env.MONITOR_PORT || 4177}/42`;
const monitoring = runner('monitoring e2e');
monitoring.chromium();
const env = { ...process.env, VITE_SENTRY_DSN: dsn, VITE_API_BASE_URL: apiOrigin, VITE_ASSET_ORIGINS: apiOrigin, VITE_DEBUG_LOGIN: 'true' };
monitoring.build(dist, [], env);
monitoring.done(monitoring.playwright('playwright.monitoring.config.ts', { ...env, MONITOR_DIST: dist }));
