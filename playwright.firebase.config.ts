import { defineConfig } from '@playwright/test';
import base, { preview } from './playwright.config';

// The Firebase adapter against the Auth emulator: run through `npm run test:firebase`
// (scripts/run-firebase-e2e.mjs installs firebase-tools, writes the emulator's firebase.json and
// builds the demo with Firebase settings; the emulator is one of the servers started here).
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-firebase',
  workers: 1,
  webServer: [
    preview,
    {
      command: `"${process.env.FIREBASE_BIN ?? 'firebase'}" emulators:start --only auth --project ${process.env.FIREBASE_PROJECT ?? 'demo-petpass'}`,
      cwd: process.env.FIREBASE_WORKDIR,
      url: process.env.FIREBASE_EMULATOR_URL ?? 'http://127.0.0.1:9099',
      reuseExistingServer: false,
      // firebase-tools loads for long before it listens, and longer still beside the other suites on two cores.
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
