import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureFirebaseTools, ensureSystem, plan } from './ensure-system.mjs';

const ROOT = { root: true, sudo: false, apt: true };
const SUDO = { root: false, sudo: true, apt: true };
const NEITHER = { root: false, sudo: false, apt: true };

describe('what is missing → what to do (scripts/ensure-system.mjs)', () => {
  it('nothing missing: nothing to run, whoever runs it', () => {
    for (const machine of [ROOT, SUDO, NEITHER]) expect(plan([], machine)).toEqual({ run: [] });
  });

  it('as root: apt-get update, then an install of exactly what is missing', () => {
    expect(plan(['chromium', 'nginx'], ROOT)).toEqual({
      run: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium', 'nginx'],
      ],
    });
  });

  it('with sudo that asks no password: the same through sudo -n', () => {
    expect(plan(['fonts-noto-cjk'], SUDO)).toEqual({
      run: [
        ['sudo', '-n', 'apt-get', 'update'],
        ['sudo', '-n', 'apt-get', 'install', '-y', 'fonts-noto-cjk'],
      ],
    });
  });

  it('neither: stops with the exact command a person runs', () => {
    expect(plan(['nginx', 'libnginx-mod-http-brotli-static'], NEITHER).stop).toMatch(
      /: run sudo apt-get update && sudo apt-get install -y nginx libnginx-mod-http-brotli-static$/,
    );
  });

  it('no apt-get: stops, naming what to install by hand', () => {
    expect(plan(['chromium'], { ...ROOT, apt: false }).stop).toMatch(/install chromium by hand.*CHROMIUM_PATH/);
  });
});

describe('ensureSystem with probes and apt-get faked', () => {
  /** A machine where `present` packages are there and apt-get installs whatever it is asked for (unless `broken`). */
  function fake(present: string[], { machine = ROOT, broken = [] as string[] } = {}) {
    const installed = new Set(present);
    const ran: string[][] = [];
    const probes = Object.fromEntries(['chromium', 'nginx', 'openssl'].map((name) => [name, () => installed.has(name)]));
    const run = (step: string[]) => {
      ran.push(step);
      const install = step.indexOf('install');
      if (install >= 0) step.slice(install + 2).forEach((name) => !broken.includes(name) && installed.add(name));
      return true;
    };
    return { ran, options: { probes, machine: () => machine, run, log: () => {} } };
  }

  it('all there: a no-op that runs nothing and does not even ask who it runs as', () => {
    const { ran, options } = fake(['chromium', 'nginx', 'openssl']);
    expect(ensureSystem(['chromium', 'nginx', 'openssl'], { ...options, machine: () => expect.unreachable('asked the machine') })).toBeUndefined();
    expect(ran).toEqual([]);
  });

  it('installs only what is missing of what was asked', () => {
    const { ran, options } = fake(['chromium']);
    ensureSystem(['chromium', 'nginx'], options);
    expect(ran).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', 'nginx'],
    ]);
  });

  it('not root and no sudo: throws the command, runs nothing', () => {
    const { ran, options } = fake([], { machine: NEITHER });
    expect(() => ensureSystem(['openssl'], options)).toThrow('run sudo apt-get update && sudo apt-get install -y openssl');
    expect(ran).toEqual([]);
  });

  it('a package apt-get did not make appear is named', () => {
    const { options } = fake([], { machine: SUDO, broken: ['nginx'] });
    expect(() => ensureSystem(['chromium', 'nginx'], options)).toThrow('still missing after apt-get: nginx');
  });

  it('a failing apt-get stops at that step', () => {
    const { ran, options } = fake([]);
    expect(() => ensureSystem(['chromium'], { ...options, run: (step: string[]) => (ran.push(step), false) })).toThrow('`apt-get update` failed');
    expect(ran).toEqual([['apt-get', 'update']]);
  });
});

describe('ensureFirebaseTools with npm faked', () => {
  /** npm that "installs" the asked version into its cwd (unless `fails`), and the calls it got. */
  function fakeNpm({ fails = false } = {}) {
    const calls: { args: string[]; cwd: string }[] = [];
    const run = (_command: string, args: string[], { cwd }: { cwd: string }) => {
      calls.push({ args, cwd });
      if (fails) return { status: 1 };
      const version = args.at(-1)!.split('@')[1]!;
      mkdirSync(join(cwd, 'node_modules', '.bin'), { recursive: true });
      mkdirSync(join(cwd, 'node_modules', 'firebase-tools'), { recursive: true });
      writeFileSync(join(cwd, 'node_modules', '.bin', 'firebase'), '');
      writeFileSync(join(cwd, 'node_modules', 'firebase-tools', 'package.json'), JSON.stringify({ version }));
      return { status: 0 };
    };
    return { calls, options: { run, log: () => {} } };
  }
  const folder = () => join(mkdtempSync(join(tmpdir(), 'petpass-fbt-')), 'cache');

  it('missing: installs the pinned version into its own folder, without install scripts, and returns the command', () => {
    const { calls, options } = fakeNpm();
    const dir = folder();
    const bin = ensureFirebaseTools({ version: '1.2.3', dir }, options);
    expect(bin).toBe(join(dir, 'node_modules', '.bin', 'firebase'));
    expect(calls).toEqual([{ args: ['install', '--no-audit', '--no-fund', '--ignore-scripts', 'firebase-tools@1.2.3'], cwd: dir }]);
    expect(existsSync(join(dir, 'package.json'))).toBe(true);
  });

  it('there in the pinned version: runs nothing; in another version: installs the pinned one', () => {
    const { calls, options } = fakeNpm();
    const dir = folder();
    ensureFirebaseTools({ version: '1.2.3', dir }, options);
    ensureFirebaseTools({ version: '1.2.3', dir }, options);
    expect(calls).toHaveLength(1);
    ensureFirebaseTools({ version: '2.0.0', dir }, options);
    expect(calls.map((call) => call.args.at(-1))).toEqual(['firebase-tools@1.2.3', 'firebase-tools@2.0.0']);
  });

  it('a failing npm throws with the command and the folder', () => {
    const { options } = fakeNpm({ fails: true });
    const dir = folder();
    expect(() => ensureFirebaseTools({ version: '1.2.3', dir }, options)).toThrow(`in ${dir} failed`);
  });
});
