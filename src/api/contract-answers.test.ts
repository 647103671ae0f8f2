import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import openapi from '../../openapi.json';
import { addContractFormats } from '@tests/harness/contract-formats';
import { fetcherCalls, type FetcherCall } from '@tests/harness/fetcher-calls';
import { configureApiClient } from './client';
import { operationIds, operations, type OperationId } from './operations';

/**
 * The contract both ways, for every call that answers JSON: answers generated from the call's
 * response schema in openapi.json are all read by the client's own readers (src/api), and an
 * answer a reader refuses is one the schema refuses too; where the reader reads the body, what it
 * accepts is exactly what the schema allows. "Read" means resolved with nothing logged: a list
 * that shows a record marked 【データ不備】 has refused that record.
 */
type Json = Record<string, unknown>;
const document = openapi as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
  components: { schemas: Record<string, Json> };
};

/** The schema with every `#/components/schemas/…` written out (the contract has no cycles). */
function inline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inline);
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string') return inline(document.components.schemas[ref.split('/').pop() as string]);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]));
}

function successSchema(operation: OperationId): Json | undefined {
  const { path, method } = operations[operation];
  const ok = document.paths[path]?.[method.toLowerCase()]?.responses['200'] as { content?: Record<string, { schema: Json }> } | undefined;
  const schema = ok?.content?.['application/json']?.schema;
  return schema ? (inline(schema) as Json) : undefined;
}

const ajv = addContractFormats(new Ajv2020({ strict: false, allErrors: true }));

/** Each call that answers JSON, with its schema and the fetchers that read that JSON (a CSV download reads a file). */
const readers = operationIds.flatMap((operation) => {
  const schema = successSchema(operation);
  const calls = fetcherCalls[operation].filter((call) => !/csv/i.test(call.name));
  return schema && calls.length > 0 ? [{ operation, schema, validate: ajv.compile(schema), calls }] : [];
});

let answer: unknown;
const json = (body: unknown, headers: Record<string, string>) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(answer, { Authorization: 'Bearer sample' }));
  configureApiClient({ getBearer: () => 'b', onUnauthorized: () => undefined });
});
afterEach(() => configureApiClient({ getBearer: () => undefined }));

/** Whether the fetcher reads this answer: resolves, and logs nothing (no malformed record, no refusal). */
async function reads(call: FetcherCall, body: unknown): Promise<boolean> {
  answer = body;
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await call.run();
    return log.mock.calls.length === 0;
  } catch {
    return false;
  } finally {
    log.mockRestore();
  }
}

const generated = (schema: Json, seed: number) =>
  generateSync(schema as JsonSchema, { seed, optionalsProbability: 0.5, maxItems: 3, maxDefaultItems: 3, maxDepth: 12 });

describe('every answer the contract allows is read by the client', () => {
  it.each(readers)('$operation', async ({ schema, validate, calls }) => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const body = generated(schema, seed);
        // The generator's answer is one the contract allows.
        expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
        for (const call of calls) expect(await reads(call, body), `${call.name} refused ${JSON.stringify(body)}`).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});

/** Values a backend gets wrong: negative or fractional counts, a date in another spelling, empty text, the wrong type. */
const wrongValues = [
  -1,
  0,
  1,
  2.5,
  -12_371_989.918,
  77_277_169.0482803,
  1e9,
  '',
  ' ',
  'x',
  '1',
  '2026-13',
  '2026-11-31',
  '2026-11-22 09:30:00+09:00',
  '2026-11-22T09:30:00',
  '2026-11-22T09:30:00+0900',
  '2026-11-22T09:30+09:00',
  '2026-11-22',
  'Bearer',
  null,
  true,
  [],
  {},
];

type Path = (string | number)[];

function paths(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, index) => paths(item, [...at, index]))];
  if (value && typeof value === 'object') return [at, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...at, key]))];
  return [at];
}

/** A copy of `value` with the node at `path` replaced, or removed when `replacement` is undefined. */
function changed(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** The readers that do not read the body: the sign-in takes the bearer from a header, the agreement's deletion only its status. */
const bodyUnread = new Set<OperationId>(['signIn', 'deleteAgreement']);

describe('an answer the client refuses is outside the contract, and one it reads is inside', () => {
  const mutation = fc.record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    at: fc.nat(),
    replacement: fc.oneof(fc.constantFrom(...wrongValues, undefined), fc.jsonValue({ maxDepth: 2 })),
  });
  it.each(readers)('$operation', async ({ operation, schema, validate, calls }) => {
    await fc.assert(
      fc.asyncProperty(mutation, async ({ seed, at, replacement }) => {
        const valid = generated(schema, seed);
        const all = paths(valid);
        const body = changed(valid, all[at % all.length] as Path, replacement);
        const allowed = validate(body);
        for (const call of calls) {
          const read = await reads(call, body);
          if (!read) expect(allowed, `${call.name} refused an answer the contract allows: ${JSON.stringify(body)}`).toBe(false);
          else if (!bodyUnread.has(operation)) expect(allowed, `${call.name} read an answer the contract refuses: ${JSON.stringify(body)}`).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
