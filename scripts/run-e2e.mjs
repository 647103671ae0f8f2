#!/usr/bin/env node
// `npm run test:e2e`: the end-to-end tests against the built demo.
//   1. makes sure a Chromium exists (scripts/ensure-system.mjs; installs Debian's as root)
//   2. builds the demo into dist-demo/ (skip with E2E_SKIP_BUILD=1), and the production build into
//      dist/ when it is missing (`npm test` has just made it)
//   3. runs `npx playwright test`, passing extra CLI args through, and exits with its code
//
//   npm run test:e2e -- tests/e2e/sign-in.spec.ts -g staff
//   E2E_SKIP_BUILD=1 npm run test:e2e
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, runner } from './lib/steps.mjs';

const dist = process.env.E2E_DIST ?? 'dist-demo';
const resultsFile = join(root, process.env.E2E_DIST ? `test-results-${dist}` : 'test-results', 'e2e-results.json');
const e2e = runner('e2e');
console.log(`Chromium: ${e2e.chromium()}`);
e2e.build(dist, ['--mode', 'demo']);
// tests/e2e/production.spec.ts runs against the production build that `npm test` has just made.
e2e.build('dist', [], process.env, existsSync(join(root, 'dist', 'index.html')));

console.log('\n== e2e: playwright test');
const extra = process.argv.slice(2);
// Count results through the JSON reporter, unless the caller chose reporters.
const countResults = !extra.some((arg) => arg.startsWith('--reporter'));
const args = ['playwright', 'test', ...(countResults ? ['--reporter=list,json'] : []), ...extra];
rmSync(resultsFile, { force: true });
const code = run('npx', args, { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: resultsFile });

// The closing line: 'N passed, N failed' alone on a line, as CI reads it.
/** The run's counts, or undefined when its results file is missing or unreadable (the exit code still says how it went). */
function readStats() {
  try {
    return countResults ? JSON.parse(readFileSync(resultsFile, 'utf8')).stats : undefined;
  } catch {
    return undefined;
  }
}
const stats = readStats();
const counts = stats ? [`e2e: ${stats.expected ?? 0} passed, ${(stats.unexpected ?? 0) + (stats.flaky ?? 0)} failed, ${stats.skipped ?? 0} skipped`] : [];
e2e.done(code, ...counts);
