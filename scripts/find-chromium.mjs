#!/usr/bin/env node
// Finds a Chromium for the end-to-end tests, in this order:
//   1. env CHROMIUM_PATH
//   2. /usr/bin/chromium (Debian's package)
//   3. Playwright's own browser (playwright-core's chromium.executablePath()), if downloaded
// Where none is found: as root with apt-get, installs Debian's `chromium`; otherwise prints
// the exact command to run. (`npx playwright install` cannot download on our machines.)
//
//   node scripts/find-chromium.mjs              prints the path, installing if it must
//   node scripts/find-chromium.mjs --no-install prints the path, or the command, exit 1
//
// import { findChromium } from './find-chromium.mjs'
//   findChromium({ install: false }) -> path | null   (never installs, never prints)
//   findChromium()                   -> path | null   (installs where it can)
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function isExecutable(path) {
  if (!path || !existsSync(path)) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Playwright's downloaded Chromium, if there is one; null when playwright-core is missing. */
function playwrightChromium() {
  try {
    const require = createRequire(join(projectRoot, 'package.json'));
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return isExecutable(path) ? path : null;
  } catch {
    return null;
  }
}

/** The places to look, in order; each resolves to { source, path, ok } when asked. */
const lookups = [
  () => {
    const fromEnv = process.env.CHROMIUM_PATH?.trim() || null;
    return { source: 'env CHROMIUM_PATH', path: fromEnv, ok: isExecutable(fromEnv) };
  },
  () => ({ source: "Debian's chromium", path: DEBIAN_CHROMIUM, ok: isExecutable(DEBIAN_CHROMIUM) }),
  () => {
    const path = playwrightChromium();
    return { source: "Playwright's chromium", path, ok: path !== null };
  },
];

/** Every place looked at, in order, with what was found there (for messages). */
export function chromiumCandidates() {
  return lookups.map((lookup) => lookup());
}

function firstFound() {
  for (const lookup of lookups) {
    const candidate = lookup();
    if (candidate.ok) return candidate.path;
  }
  return null;
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The exact command a person should run where we cannot install ourselves. */
export function installHint() {
  if (hasAptGet()) {
    const sudo = isRoot() ? '' : 'sudo ';
    return `${sudo}apt-get update && ${sudo}apt-get install -y chromium`;
  }
  return 'npx playwright install chromium   (or set CHROMIUM_PATH=/path/to/chromium)';
}

function aptInstallChromium() {
  const options = {
    // apt's output goes to stderr: stdout carries only the path, for $(node find-chromium.mjs).
    stdio: ['ignore', 2, 2],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  console.error('find-chromium: no Chromium found; installing Debian\'s chromium (apt-get, about a minute)');
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, options);
    if (result.status !== 0) {
      console.error(`find-chromium: apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
      return false;
    }
  }
  return true;
}

/**
 * Returns the path of a usable Chromium, or null.
 * @param {{ install?: boolean }} [options] install: try apt-get as root when none is found (default true)
 * @example
 *   const path = findChromium({ install: false });
 *   if (!path) throw new Error(`No Chromium: ${installHint()}`);
 */
export function findChromium({ install = true } = {}) {
  const found = firstFound();
  if (found) return found;
  if (install && isRoot() && hasAptGet() && aptInstallChromium()) {
    return isExecutable(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
  }
  return null;
}

const invokedAsCli = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedAsCli) {
  const install = !process.argv.includes('--no-install');
  const fromEnv = lookups[0]();
  if (fromEnv.path && !fromEnv.ok) {
    console.error(`find-chromium: CHROMIUM_PATH=${fromEnv.path} is not an executable file; looking further`);
  }
  const path = findChromium({ install });
  if (path) {
    console.log(path);
  } else {
    console.error('find-chromium: no Chromium found. Looked at:');
    for (const candidate of chromiumCandidates()) {
      console.error(`  - ${candidate.source}: ${candidate.path ? `${candidate.path} (missing)` : '(none)'}`);
    }
    console.error(`Run:\n  ${installHint()}`);
    process.exit(1);
  }
}
