import { describe, expect, it } from 'vitest';
import { ensureSystem, plan } from './ensure-system.mjs';

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
