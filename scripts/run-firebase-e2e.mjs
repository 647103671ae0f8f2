#!/usr/bin/env node
// `npm run test:firebase`: the Firebase adapter end to end, against the Firebase Auth emulator.
//   1. installs firebase-tools on demand into ~/.cache/petpass-firebase (never an app dependency;
//      --ignore-scripts skips the slow native re2 build, which the auth emulator does not need)
//   2. writes the auth emulator's firebase.json (project demo-petpass, 127.0.0.1:9099, FIREBASE_AUTH_PORT
//      changes the port)
//   3. builds the demo with the Firebase settings pointing at the emulator (dist-demo-firebase/)
//   4. runs tests/e2e-firebase with Playwright, which starts the emulator and the demo's preview
//      (playwright.firebase.config.ts) and stops them afterwards
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, run, runner, seconds } from './lib/steps.mjs';

const FIREBASE_TOOLS_VERSION = '15.34.2';
const EMULATOR = { host: '127.0.0.1', port: Number(process.env.FIREBASE_AUTH_PORT || 9099), project: 'demo-petpass' };
const PORT = process.env.E2E_PORT ?? '4310';
const DIST = 'dist-demo-firebase';

const cache = process.env.FIREBASE_TOOLS_DIR ?? join(homedir(), '.cache', 'petpass-firebase');
const bin = join(cache, 'node_modules', '.bin', 'firebase');
const started = Date.now();
const firebase = runner('firebase e2e');

console.log('\n== firebase e2e: firebase-tools');
if (!existsSync(bin)) {
  mkdirSync(cache, { recursive: true });
  if (!existsSync(join(cache, 'package.json'))) writeFileSync(join(cache, 'package.json'), '{"name":"petpass-firebase-tools","private":true}\n');
  const code = run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', `firebase-tools@${FIREBASE_TOOLS_VERSION}`], process.env, cache);
  if (code !== 0) finish(code, 'firebase e2e: FAILED: could not install firebase-tools');
}
console.log(`${bin} (${seconds(started)})`);

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

console.log('\n== firebase e2e: playwright');
const code = run('npx', ['playwright', 'test', '-c', 'playwright.firebase.config.ts', ...process.argv.slice(2)], {
  ...env,
  E2E_PORT: PORT,
  E2E_DIST: DIST,
  FIREBASE_EMULATOR_URL: emulatorUrl,
  FIREBASE_PROJECT: EMULATOR.project,
  FIREBASE_BIN: bin,
  FIREBASE_WORKDIR: workdir,
});
finish(code, `firebase e2e: ${code === 0 ? 'passed' : `FAILED (playwright exited with ${code})`} in ${seconds(started)}`);
