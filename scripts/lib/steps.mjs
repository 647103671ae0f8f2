// What the test runners (scripts/run-*.mjs) share: running a command in the project, timing a
// step, ending with one verdict line, and building a site once unless E2E_SKIP_BUILD=1.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystem, findChromium } from '../ensure-system.mjs';
import { root } from './load-ts.mjs';

export { root };

export const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The command's exit code (1 when it could not start), its output inherited. */
export function run(command, args, env = process.env, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.error) console.error(`could not start ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

export function finish(code, line) {
  console.log(`\n${line}`);
  process.exit(code);
}

/** A runner named `name` (e.g. 'maps e2e'): its Chromium, its build into `dist`, its Playwright run and its verdict. */
export function runner(name) {
  const started = Date.now();
  return {
    /** The Chromium's path (also put in CHROMIUM_PATH for the tests), once it and the other packages named are there. */
    chromium(...packages) {
      try {
        ensureSystem(['chromium', ...packages]);
      } catch (error) {
        finish(1, `${name}: FAILED: ${error.message}`);
      }
      return (process.env.CHROMIUM_PATH = findChromium());
    },
    build(dist, viteArgs, env = process.env, skip = process.env.E2E_SKIP_BUILD === '1') {
      if (skip) {
        console.log(`\n== ${name}: using the existing ${dist}/`);
        if (!existsSync(join(root, dist, 'index.html'))) finish(1, `${name}: FAILED: ${dist}/index.html is missing`);
        return;
      }
      console.log(`\n== ${name}: vite build ${[...viteArgs, '--outDir', dist].join(' ')}`);
      const t = Date.now();
      const code = run('npx', ['vite', 'build', ...viteArgs, '--outDir', dist], env);
      if (code !== 0) finish(code, `${name}: FAILED: the build exited with ${code}`);
      console.log(`built in ${seconds(t)}`);
    },
    /** `playwright test -c config`, with the command line's extra arguments; its exit code. */
    playwright(config, env = process.env, args = process.argv.slice(2)) {
      console.log(`\n== ${name}: playwright test -c ${config}`);
      return run('npx', ['playwright', 'test', '-c', config, ...args], env);
    },
    /** Ends the run: its verdict line (then `after`'s), and the exit code. */
    done(code, ...after) {
      finish(code, [`${name}: ${code === 0 ? 'OK' : `FAILED (${code})`} in ${seconds(started)}`, ...after].join('\n'));
    },
  };
}
