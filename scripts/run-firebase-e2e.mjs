#!/usr/bin/env node
// `npm run test:firebase`: the Firebase adapter end to end, against the Firebase Auth emulator.
//   1. makes sure of firebase-tools (scripts/ensure-system.mjs, which `npm test` runs first: installed
//      into ~/.cache/petpass-firebase when missing, never an app dependency)
//   2. writes the auth emulator's firebase.json (project demo-petpass, 127.0.0.1:9099, FIREBASE_AUTH_PORT
//      changes the port)
//   3. builds the demo with the Firebase settings pointing at the emulator (dist-demo-firebase/)
//   4. runs tests/e2e-firebase with Playwright, which starts the emulator and the demo's preview
//      (playwright.firebase.config.ts) and stops them afterwards
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureFirebaseTools } from './ensure-system.mjs';
import { finish, runner } from './lib/steps.mjs';

const EMULATOR = { host: '127.0.0.1', port: Number(process.env.FIREBASE_AUTH_PORT || 9099), project: 'demo-petpass' };
const PORT = process.env.E2E_PORT ?? '4310';
const DIST = 'dist-demo-firebase';

const firebase = runner('firebase e2e');
let bin;
try {
  bin = ensureFirebaseTools();
} catch (error) {
  finish(1, `firebase e2e: FAILED: ${error.message}`);
}
firebase.chromium();

const workdir = join(tmpdir(), 'petpass-firebase-emulator');
mkdirSync(workdir, { recursive: true });
writeFileSync(
  join(workdir, 'firebase.json'),
  JSON.stringify({ emulators: { auth: { host: EMULATOR.host, port: EMULATOR.port }, ui: { enabled: false }, singleProjectMode: true } }),
);
const emulatorUrl = `http://${EMULATOR.host}:${EMULATOR.port}`;

const env = {
  ...process.env,
  VITE_FIREBASE_API_KEY: 'fake-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${EMULATOR.host}`,
  VITE_FIREBASE_PROJECT_ID: EMULATOR.project,
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  VITE_FIREBASE_AUTH_EMULATOR_URL: emulatorUrl,
};
firebase.build(DIST, ['--mode', 'demo'], env, false);

const code = firebase.playwright('playwright.firebase.config.ts', {
  ...env,
  E2E_PORT: PORT,
  E2E_DIST: DIST,
  FIREBASE_EMULATOR_URL: emulatorUrl,
  FIREBASE_PROJECT: EMULATOR.project,
  FIREBASE_BIN: bin,
  FIREBASE_WORKDIR: workdir,
});
firebase.done(code);
