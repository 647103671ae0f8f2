#!/usr/bin/env node
// Finds a Chromium for the end-to-end tests: env CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// then Playwright's own download. Where none is found and it runs as root with apt-get, it
// installs Debian's `chromium` (`npx playwright install` cannot download on our machines).
//
//   node scripts/find-chromium.mjs [--no-install]   prints the path, or what to run (exit 1)
//   findChromium({ install })                       the path or null
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function executable(path) {
  try {
    return Boolean(path) && (accessSync(path, constants.X_OK), true);
  } catch {
    return false;
  }
}

function playwrightChromium() {
  try {
    return createRequire(import.meta.url)('playwright-core').chromium.executablePath();
  } catch {
    return null;
  }
}

const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = () => process.getuid?.() === 0;

/** The exact command a person should run where we cannot install ourselves. */
export function installHint() {
  if (!hasAptGet()) return 'npx playwright install chromium   (or set CHROMIUM_PATH=/path/to/chromium)';
  const sudo = isRoot() ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y chromium`;
}

function aptInstallChromium() {
  // apt's output goes to stderr: stdout carries only the path, for $(node find-chromium.mjs).
  const options = { stdio: ['ignore', 2, 2], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  console.error("find-chromium: no Chromium found; installing Debian's chromium (apt-get, about a minute)");
  return [['update'], ['install', '-y', 'chromium']].every((args) => spawnSync('apt-get', args, options).status === 0);
}

/** The path of a usable Chromium, or null; `install` lets it apt-get one as root. */
export function findChromium({ install = true } = {}) {
  const found = [process.env.CHROMIUM_PATH?.trim(), DEBIAN_CHROMIUM, playwrightChromium()].find(executable);
  if (found) return found;
  if (install && isRoot() && hasAptGet() && aptInstallChromium() && executable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const path = findChromium({ install: !process.argv.includes('--no-install') });
  if (!path) {
    console.error(`find-chromium: no Chromium (CHROMIUM_PATH, ${DEBIAN_CHROMIUM}, Playwright's own). Run:\n  ${installHint()}`);
    process.exit(1);
  }
  console.log(path);
}
