#!/usr/bin/env node
// `npm run openapi:lint`: openapi.json through Spectral (the `spectral:oas` rules, .spectral.yaml)
// and Redocly (`recommended`, .redocly.lint-ignore.yaml), at the versions pinned below. Both
// run through npx (they are ~80 MB that `npm ci` need not install for everyone). Spectral may
// only warn about the paths that end with a slash (docs/api.md "Exact paths"); Redocly must pass.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/load-ts.mjs';

const SPECTRAL = '@stoplight/spectral-cli@6.16.3';
const REDOCLY = '@redocly/cli@2.77.0';
const file = join(root, 'openapi.json');
const run = (args) => spawnSync('npx', ['--yes', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

const slashed = new Set(Object.keys(JSON.parse(readFileSync(file, 'utf8')).paths).filter((path) => path.endsWith('/')));
const spectral = run(['--package', SPECTRAL, 'spectral', 'lint', 'openapi.json', '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet']);
let problems;
try {
  problems = JSON.parse(spectral.stdout || '[]');
} catch {
  console.error(spectral.stdout, spectral.stderr);
  process.exit(1);
}
const expected = (problem) => problem.code === 'path-keys-no-trailing-slash' && problem.path[0] === 'paths' && slashed.has(problem.path[1]);
const unexpected = problems.filter((problem) => !expected(problem));
for (const problem of unexpected) console.error(`spectral: ${problem.code} at ${problem.path.join('.')}: ${problem.message}`);
console.log(`spectral (${SPECTRAL}): ${problems.length - unexpected.length} trailing-slash warning(s), ${unexpected.length} other problem(s)`);

const redocly = spawnSync('npx', ['--yes', REDOCLY, 'lint', 'openapi.json'], { cwd: root, stdio: 'inherit', env: { ...process.env, NO_COLOR: '1' } });
console.log(`redocly (${REDOCLY}): ${redocly.status === 0 ? 'clean' : `exited with ${redocly.status}`}`);
process.exit(unexpected.length === 0 && redocly.status === 0 ? 0 : 1);
