#!/usr/bin/env node
// Prism in proxy mode in front of `npm run api`, validating every request and response against
// openapi.json (--errors: a violation becomes an error answer). Its log goes to PRISM_LOG too, so
// the contract tests can fail on any violation line (tests/e2e-contract/support/contract.ts).
// PRISM_MODE=mock: Prism's mock instead, answering every call with random data the contract
// allows (-d, dynamic) and still refusing requests outside it (the contract-fuzz journey).
//   PRISM_PORT (4175), API_PORT (4174), PRISM_LOG (test-results-contract/prism.log), PRISM_MODE (proxy)
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './lib/load-ts.mjs';

const port = process.env.PRISM_PORT ?? '4175';
const upstream = `http://127.0.0.1:${process.env.API_PORT ?? '4174'}`;
const logFile = process.env.PRISM_LOG ?? join(root, 'test-results-contract', 'prism.log');
mkdirSync(dirname(logFile), { recursive: true });
const log = createWriteStream(logFile, { flags: 'w' });

const mode =
  process.env.PRISM_MODE === 'mock' ? ['mock', join(root, 'openapi.json'), '--dynamic'] : ['proxy', join(root, 'openapi.json'), upstream, '--errors'];
const prism = spawn(join(root, 'node_modules', '.bin', 'prism'), [...mode, '--host', '127.0.0.1', '--port', port], {
  cwd: root,
  env: { ...process.env, SCARF_ANALYTICS: 'false', FORCE_COLOR: '0', NO_COLOR: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [prism.stdout, prism.stderr]) {
  stream.on('data', (chunk) => {
    log.write(chunk);
    if (process.env.PRISM_VERBOSE) process.stdout.write(chunk);
  });
}
prism.on('exit', (code) => {
  log.end();
  process.exit(code ?? 1);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill(signal));
