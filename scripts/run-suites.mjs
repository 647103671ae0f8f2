#!/usr/bin/env node
// `npm run test:suites`: the suites that each start servers of their own (nginx, the fake API, Prism,
// the Firebase emulator) and run a few browser tests against them. Part of their time is spent
// waiting for those servers to start and for installs, so they run side by side, at most
// SUITES_AT_ONCE (3) at a time, longest first (each then runs slower, but they finish sooner
// together); each gets ports of its own (below). Every line of output is prefixed with its suite's
// name; the closing lines list each suite's verdict, and the exit code is non-zero when any failed.
//
//   node scripts/run-suites.mjs                  all of them
//   node scripts/run-suites.mjs serve maps       only those named
import { spawn } from 'node:child_process';
import { ensureSystem } from './ensure-system.mjs';
import { root, seconds } from './lib/steps.mjs';

/** Each suite's npm script and the ports that keep it apart from the others. */
const SUITES = {
  contract: { script: 'test:contract', env: { CONTRACT_FUZZ: '0', API_PORT: '4374', PRISM_PORT: '4175', CONTRACT_PORT: '4176' } },
  // The contract's second half on a build of its own: its Prism mock's address is baked into the build.
  'contract-fuzz': {
    script: 'test:contract',
    env: { CONTRACT_JOURNEYS: '0', CONTRACT_DIST: 'dist-contract-fuzz', API_PORT: '4474', PRISM_PORT: '4375', CONTRACT_PORT: '4376' },
  },
  firebase: { script: 'test:firebase', env: { E2E_PORT: '4310', FIREBASE_AUTH_PORT: '9099' } },
  serve: { script: 'test:serve', env: { API_PORT: '4174', PORT: '4180', TLS_PORT: '4443' } },
  monitoring: { script: 'test:monitoring', env: { API_PORT: '4274', MONITOR_PORT: '4177' } },
  maps: { script: 'test:maps', env: { E2E_PORT: '4209' } },
};

const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(SUITES);
const unknown = names.filter((name) => !(name in SUITES));
if (unknown.length) {
  console.error(`suites: unknown ${unknown.join(', ')} (known: ${Object.keys(SUITES).join(', ')})`);
  process.exit(2);
}
// Once, before any suite starts: two suites installing packages at once would fight over apt's lock.
try {
  ensureSystem();
} catch (error) {
  console.error(`suites: FAILED: ${error.message}`);
  process.exit(1);
}

const started = Date.now();
const width = Math.max(...names.map((name) => name.length));
const results = [];
const TAIL_LINES = 40;

function runSuite(name) {
  const { script, env } = SUITES[name];
  const prefix = `[${name.padEnd(width)}] `;
  const t = Date.now();
  const tail = [];
  const print = (line) => {
    process.stdout.write(prefix + line + '\n');
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
  };
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        lines.forEach(print);
      });
      stream.on('end', () => rest && print(rest));
    }
    child.on('close', (code) => {
      results.push({ name, code: code ?? 1, time: seconds(t), tail });
      done();
    });
  });
}

const queue = [...names];
const lane = async () => {
  while (queue.length) await runSuite(queue.shift());
};
const atOnce = Math.max(1, Number(process.env.SUITES_AT_ONCE) || 3);
await Promise.all(Array.from({ length: Math.min(atOnce, names.length) }, lane));

const failed = results.filter((result) => result.code !== 0);
// A failed suite's last lines again, just above the verdicts: when a log is kept only to its end (as
// CI's is), the other suites' output would otherwise have pushed the reason out of it.
for (const { name, tail } of failed) {
  console.log(`\n== ${name} failed; its last ${tail.length} lines:`);
  for (const line of tail) console.log(`[${name}] ${line}`);
}
console.log('');
for (const { name, code, time } of results) console.log(`suites: ${name} ${code === 0 ? 'OK' : `FAILED (${code})`} in ${time}`);
console.log(`suites: ${failed.length === 0 ? 'OK' : `FAILED (${failed.map((result) => result.name).join(', ')})`} in ${seconds(started)}`);
process.exit(failed.length === 0 ? 0 : 1);
