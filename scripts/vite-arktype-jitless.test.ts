import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARK_SCHEMA_KINDS, ARK_SCHEMA_UNION, withoutEvalProbe, withQuietUnions } from './vite-arktype-jitless';

const kindsPath = resolve(process.cwd(), 'node_modules/@ark/schema/out/kinds.js');
const unionPath = resolve(process.cwd(), 'node_modules/@ark/schema/out/roots/union.js');

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

describe('unions in built pages find their branch without building errors', () => {
  it('gives the installed union its first step, before its own loop', () => {
    expect(ARK_SCHEMA_UNION.test(unionPath)).toBe(true);
    const result = withQuietUnions(readFileSync(unionPath, 'utf8'));
    if ('error' in result) throw new Error(result.error);
    const apply = result.code.slice(result.code.indexOf('traverseApply = (data, ctx) => {'));
    expect(apply.indexOf('branch.traverseAllows(data)')).toBeGreaterThan(0);
    expect(apply.indexOf('branch.traverseAllows(data)')).toBeLessThan(apply.indexOf('const errors = [];'));
  });

  it('stops the build when the union no longer traverses as expected (a changed arktype)', () => {
    expect(withQuietUnions('traverseApply = (data, ctx) => this.branches.some(b => b.traverseApply(data, ctx));')).toEqual({
      error: expect.stringContaining('arktype changed'),
    });
  });
});
