import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationIds, operations } from '@/api/operations';

/**
 * Every call the docs write (`GET …/coupons/`, `POST /facilities/{id}/update`, `GET check-in-pets?…`)
 * spells its path as the registry does, trailing slash included: a backend team routes what the
 * docs say. A documented path is compared with the registry's paths ending the same way.
 */
const docs = readdirSync(join(process.cwd(), 'docs')).filter((name) => name.endsWith('.md'));
const shape = (path: string) => path.replace(/\{\w+\}|\{[^}]*\}/g, '{}');
const registry = operationIds.map((id) => ({ method: operations[id].method as string, path: shape(operations[id].path) }));

type Written = { doc: string; method: string; path: string };

function writtenCalls(doc: string, text: string): Written[] {
  const found: Written[] = [];
  for (const [, method, raw] of text.matchAll(/`(GET|POST|PUT|PATCH|DELETE) ([^`\s]+)/g)) {
    // Drop the query, optional parts written as [...], and a leading ellipsis or base.
    const path = raw!
      .replace(/\[[^\]]*\]/g, '')
      .replace(/\?.*$/, '')
      .replace(/^…/, '')
      .replace(/^\{apiUrlBase\}/, '');
    if (!path.includes('/') && !/^[a-z-]+$/.test(path)) continue;
    found.push({ doc, method: method!, path: path.startsWith('/') ? path : `/${path}` });
  }
  return found;
}

const calls = docs.flatMap((doc) => writtenCalls(doc, readFileSync(join(process.cwd(), 'docs', doc), 'utf8')));

describe('the docs write every path as the contract does', () => {
  it('finds the calls in the docs', () => {
    expect(calls.length).toBeGreaterThan(40);
  });

  it.each(calls.map((call) => [`${call.doc}: ${call.method} ${call.path}`, call] as const))('%s', (_name, call) => {
    const written = shape(call.path);
    const trimmed = written.replace(/\/$/, '');
    const sameCall = registry.filter((op) => op.method === call.method && op.path.replace(/\/$/, '').endsWith(trimmed));
    if (sameCall.length === 0) return; // not a call of the registry (a screen path, an example)
    expect(
      sameCall.some((op) => op.path.endsWith(written)),
      `registry: ${sameCall.map((op) => op.path).join(', ')}`,
    ).toBe(true);
  });
});
