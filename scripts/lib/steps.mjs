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

/** A runner named `name` (e.g. 'maps e2e'): its Chromium, and its build into `dist`. */
export function runner(name) {
  return {
    /** The Chromium's path, once it and the other packages named (scripts/ensure-system.mjs) are there. */
    chromium(...packages) {
      try {
        ensureSystem(['chromium', ...packages]);
      } catch (error) {
        finish(1, `${name}: FAILED: ${error.message}`);
      }
      return findChromium();
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
  };
}
