import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingScripts } from './check-documented-scripts.mjs';

const scripts = { test: 'vitest', 'test:e2e': 'node scripts/run-e2e.mjs', 'build:demo': 'vite build' };

describe('the npm run scripts the docs name (scripts/check-documented-scripts.mjs)', () => {
  it('names each script package.json lacks, once, with the line it is first named on', () => {
    const readme = [
      '| `npm run test:e2e -- tests/e2e/x.spec.ts` | the journeys |',
      '| `npm run lighthouse` | Lighthouse |',
      '    npm install && npm run build:demo && npm run perf:interactions',
      'Run `npm run lighthouse` again.',
    ].join('\n');
    expect(missingScripts(readme, scripts)).toEqual([
      { name: 'lighthouse', line: 2 },
      { name: 'perf:interactions', line: 3 },
    ]);
  });

  it('accepts npm run-script, and leaves npm’s own commands (npm test, npm ci) alone', () => {
    expect(missingScripts('`npm test`, `npm ci`, `npm install-scripts ls`, `npm run-script test:e2e`', scripts)).toEqual([]);
    expect(missingScripts('npm run-script bench', scripts)).toEqual([{ name: 'bench', line: 1 }]);
  });

  it('fails the check on a README naming a missing script, and passes this repository', () => {
    const root = mkdtempSync(join(tmpdir(), 'documented-scripts-'));
    try {
      cpSync('scripts/check-documented-scripts.mjs', join(root, 'scripts', 'check-documented-scripts.mjs'));
      cpSync('docs', join(root, 'docs'), { recursive: true });
      cpSync('package.json', join(root, 'package.json'));
      writeFileSync(join(root, 'README.md'), `${readFileSync('README.md', 'utf8')}\n\`npm run lighthouse\`\n`);
      const failed = spawnSync('node', [join(root, 'scripts', 'check-documented-scripts.mjs')], { encoding: 'utf8' });
      expect(failed.status).toBe(1);
      expect(failed.stderr).toMatch(/^README\.md:\d+: npm run lighthouse is not a script of package\.json$/m);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    const passed = spawnSync('node', ['scripts/check-documented-scripts.mjs'], { encoding: 'utf8' });
    expect(passed.stderr).toBe('');
    expect(passed.status).toBe(0);
  });
});
