import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARK_SCHEMA_KINDS, withoutEvalProbe } from './vite-arktype-jitless';

const kindsPath = resolve(process.cwd(), 'node_modules/@ark/schema/out/kinds.js');

describe('arktype without its eval probe in built pages', () => {
  it('states the jitless mode in the installed @ark/schema instead of trying new Function', () => {
    expect(ARK_SCHEMA_KINDS.test(kindsPath)).toBe(true);
    const result = withoutEvalProbe(readFileSync(kindsPath, 'utf8'));
    if ('error' in result) throw new Error(result.error);
    expect(result.code).toContain('jitless: true,');
    expect(result.code).not.toContain('envHasCsp()');
  });

  it('stops the build when the line is not there (a changed arktype)', () => {
    expect(withoutEvalProbe('export const x = { jitless: false };')).toEqual({ error: expect.stringContaining('arktype changed') });
  });
});
