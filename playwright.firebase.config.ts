import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The Firebase adapter against the Auth emulator: run through `npm run test:firebase`
// (scripts/run-firebase-e2e.mjs starts the emulator and builds the demo with Firebase settings).
export default defineConfig({ ...base, testDir: 'tests/e2e-firebase', workers: 1 });
