import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The map picker with a Google Maps key, offline: Google's script is stubbed per test
// (tests/e2e-maps/google-maps-stub.js). Run with `npm run test:maps` (scripts/run-maps-e2e.mjs),
// which builds the demo with VITE_GOOGLE_MAPS_API_KEY=e2e-stub-key into dist-demo-maps.
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-maps',
  workers: 1,
});
