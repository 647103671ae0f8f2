#!/usr/bin/env node
// `npm run test:maps`: the facility map picker WITH a Google Maps key, offline: the demo built with
// VITE_GOOGLE_MAPS_API_KEY=e2e-stub-key (skip with E2E_SKIP_BUILD=1), Google's script answered by
// tests/e2e-maps/google-maps-stub.js. Extra CLI args go to Playwright: npm run test:maps -- -g place
import { runner } from './lib/steps.mjs';

const dist = process.env.E2E_DIST ?? 'dist-demo-maps';
const maps = runner('maps e2e');
maps.chromium();
maps.build(dist, ['--mode', 'demo'], { ...process.env, VITE_GOOGLE_MAPS_API_KEY: 'e2e-stub-key' });
maps.done(maps.playwright('playwright.maps.config.ts', { ...process.env, E2E_PORT: process.env.E2E_PORT ?? '4209', E2E_DIST: dist }));
