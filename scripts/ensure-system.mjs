#!/usr/bin/env node
// `npm run ensure-system`, the first step of `npm test` and of .ci/run: what the tests need beyond
// node_modules. The Debian packages (Chromium, a Japanese font for screenshots, nginx with its Brotli
// module, openssl for `npm run serve`'s certificate): what is missing is installed with apt-get, as
// root or with `sudo -n`; otherwise it stops at once with the exact command to run. Then
// firebase-tools for the Firebase suite's auth emulator, into a cache of its own (never an app
// dependency): installed here, a download of a few minutes at worst is over before any test starts.
// Node alone runs it: it needs nothing from node_modules (.ci/run calls it before `npm ci`).
//
//   node scripts/ensure-system.mjs [package…]     all of them, or only those named (firebase-tools included)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const works = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
/** What `read` returns, or null when it throws. */
const tried = (read) => {
  try {
    return read();
  } catch {
    return null;
  }
};
const executable = (path) => Boolean(path) && tried(() => accessSync(path, constants.X_OK)) !== null;
const playwrightChromium = () => tried(() => createRequire(import.meta.url)('playwright-core').chromium.executablePath());

/** A Chromium for the tests: env CHROMIUM_PATH, then Debian's, then Playwright's own download; null if none. */
export function findChromium() {
  for (const find of [() => process.env.CHROMIUM_PATH?.trim(), () => '/usr/bin/chromium', playwrightChromium]) {
    const path = find();
    if (executable(path)) return path;
  }
  return null;
}

/** nginx, which Debian puts in /usr/sbin (not on every user's PATH); null if none. */
export const findNginx = () => ['nginx', '/usr/sbin/nginx'].find((command) => works(command, ['-v'])) ?? null;

/** Each package, and how to tell that it (or what it stands for) is there. */
export const PACKAGES = {
  chromium: () => findChromium() !== null,
  // Any Japanese font will do (fontconfig comes with Chromium); without fontconfig, Debian's package.
  'fonts-noto-cjk': () =>
    (spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).stdout ?? '').trim() !== '' || works('dpkg', ['-s', 'fonts-noto-cjk']),
  nginx: () => findNginx() !== null,
  'libnginx-mod-http-brotli-static': () => existsSync(BROTLI_MODULE),
  openssl: () => works('openssl', ['version']),
};

/** What to do about the `missing` packages on a machine: commands to run, or the line to tell a person. */
export function plan(missing, { root, sudo, apt }) {
  if (missing.length === 0) return { run: [] };
  if (!apt) return { stop: `no apt-get on this machine: install ${missing.join(', ')} by hand (a Chromium elsewhere: CHROMIUM_PATH=/path/to/chrome)` };
  const steps = [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', ...missing],
  ];
  if (root) return { run: steps };
  if (sudo) return { run: steps.map((step) => ['sudo', '-n', ...step]) };
  return { stop: `not root, and sudo asks for a password: run ${steps.map((step) => ['sudo', ...step].join(' ')).join(' && ')}` };
}

const thisMachine = () => ({ root: process.getuid?.() === 0, sudo: works('sudo', ['-n', 'true']), apt: works('sh', ['-c', 'command -v apt-get']) });
const aptGet = ([command, ...args]) =>
  spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;

/** Makes sure the packages `names` are there, installing what is missing; throws with what to run where it cannot. */
export function ensureSystem(names = Object.keys(PACKAGES), { probes = PACKAGES, machine = thisMachine, run = aptGet, log = console.error } = {}) {
  const missing = names.filter((name) => !probes[name]());
  const { run: steps, stop } = plan(missing, missing.length ? machine() : {});
  if (stop) throw new Error(stop);
  if (steps.length === 0) return;
  log(`system: installing ${missing.join(', ')} with apt-get (a minute or two)`);
  const failed = steps.find((step) => !run(step));
  if (failed) throw new Error(`\`${failed.join(' ')}\` failed: see its output above`);
  const still = missing.filter((name) => !probes[name]());
  if (still.length) throw new Error(`still missing after apt-get: ${still.join(', ')}`);
}

/** The auth emulator's package, in its own folder (FIREBASE_TOOLS_DIR, else ~/.cache/petpass-firebase). */
export const FIREBASE_TOOLS = { version: '15.34.2', dir: process.env.FIREBASE_TOOLS_DIR ?? join(homedir(), '.cache', 'petpass-firebase') };
const installedVersion = (dir) => tried(() => JSON.parse(readFileSync(join(dir, 'node_modules', 'firebase-tools', 'package.json'), 'utf8')).version);

/**
 * The path of the `firebase` command, installed with npm when it is not there in `version`
 * (--ignore-scripts skips the slow native re2 build, which the auth emulator does not need).
 * Throws when npm fails.
 */
export function ensureFirebaseTools({ version, dir } = FIREBASE_TOOLS, { log = console.error, run = spawnSync } = {}) {
  const bin = join(dir, 'node_modules', '.bin', 'firebase');
  if (existsSync(bin) && installedVersion(dir) === version) return bin;
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), '{"name":"petpass-firebase-tools","private":true}\n');
  log(`system: installing firebase-tools@${version} into ${dir} (a minute or two)`);
  const args = ['install', '--no-audit', '--no-fund', '--ignore-scripts', `firebase-tools@${version}`];
  if (run('npm', args, { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] }).status !== 0)
    throw new Error(`\`npm ${args.join(' ')}\` in ${dir} failed: see its output above`);
  return bin;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const names = process.argv.length > 2 ? process.argv.slice(2) : [...Object.keys(PACKAGES), 'firebase-tools'];
  try {
    ensureSystem(names.filter((name) => name !== 'firebase-tools'));
    if (names.includes('firebase-tools')) ensureFirebaseTools();
    console.log(`system: ${names.join(', ')}: there`);
  } catch (error) {
    console.error(`system: ${error.message}`);
    process.exit(1);
  }
}
