import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliasEntries } from './scripts/aliases.ts';

const unitTests = ['src/**/*.test.{ts,tsx}', 'mirage/**/*.test.ts'];
const setupFiles = ['tests/harness/setup.ts'];
/** Pure machines, build scripts and the dependencies' patches: no DOM to set up. */
const nodeTests = ['machines/**/*.test.ts', 'scripts/**/*.test.ts', 'patches/**/*.test.ts'];
const screenTests = 'tests/integration';

/**
 * The screens' integration tests and the unit tests of src/ and mirage/ share one environment and
 * module cache per worker (each file renders the app afresh or starts its own Mirage server and
 * stops it; tests/harness/setup.ts clears the cache and storage after every test and fails a file
 * that leaves fetch or XMLHttpRequest patched): loading jsdom and the app once per worker instead
 * of once per file is most of the suite's time. A file that mocks modules, reloads them (a test of
 * module state) or stubs the environment gets a fresh copy of everything, and so does one that says
 * it must (a line starting `// Runs isolated:` and why), such as a test that waits on the demo's
 * fault settings, which a late call to another file's server could change meanwhile.
 */
const needsIsolation = (file: string) => /\bvi\.(mock|doMock|resetModules|stubEnv|hoisted)\(|^\/\/ Runs isolated:/m.test(readFileSync(file, 'utf8'));
const testsUnder = (folder: string) =>
  (readdirSync(folder, { recursive: true }) as string[]).filter((file) => /\.test\.tsx?$/.test(file)).map((file) => join(folder, file));
const sharedTests = [screenTests, 'src', 'mirage'].flatMap(testsUnder).filter((file) => !needsIsolation(file));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliasEntries },
  test: {
    environment: 'jsdom',
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine.
    maxWorkers: 2,
    env: { TZ: 'Asia/Tokyo' },
    projects: [
      { extends: true, test: { name: 'shared', include: sharedTests, isolate: false, setupFiles } },
      { extends: true, test: { name: 'node', include: nodeTests, environment: 'node' } },
      { extends: true, test: { name: 'isolated', include: [...unitTests, `${screenTests}/**/*.test.{ts,tsx}`], exclude: sharedTests, setupFiles } },
    ],
  },
});
