import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { operationIds, operations } from '@/api/operations';
import { addContractFormats } from '@tests/harness/contract-formats';
import { buildDocument, serializeDocument } from './build-document';

const file = join(process.cwd(), 'openapi.json');

describe('openapi.json', () => {
  it('is what `npm run openapi` writes from src/api today (regenerate and commit it when this fails)', () => {
    expect(readFileSync(file, 'utf8')).toBe(serializeDocument(buildDocument()));
  });

  it('lists every call of the registry at its exact path, and nothing else', () => {
    const document = buildDocument() as { paths: Record<string, Record<string, { operationId: string }>> };
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${operation.operationId} ${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(operationIds.map((id) => `${id} ${operations[id].method} ${operations[id].path}`).sort());
  });

  it('holds only JSON Schemas that compile (draft 2020-12, as OpenAPI 3.1 uses)', () => {
    const document = buildDocument() as { components: { schemas: Record<string, unknown> } };
    const ajv = addContractFormats(new Ajv2020({ strict: false }));
    ajv.addSchema({ $id: 'openapi', components: document.components });
    for (const name of Object.keys(document.components.schemas)) {
      expect(() => ajv.getSchema(`openapi#/components/schemas/${name}`), name).not.toThrow();
    }
  });
});

describe('openapi.json as a backend team reads it', () => {
  type Operation = { operationId: string; description?: string };
  type Document = { paths: Record<string, Record<string, Operation>>; tags: { name: string; 'x-display-messages': string[] }[] };
  const document = buildDocument() as unknown as Document;

  it('describes every call in one line (Spectral: operation-description)', () => {
    const operationsOf = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const undescribed = operationsOf
      .filter((operation) => !operation.description?.trim() || operation.description.includes('\n'))
      .map((operation) => operation.operationId);
    expect(undescribed).toEqual([]);
  });

  it('documents error texts filled in: no value a template was given none of', () => {
    const leftovers = document.tags.flatMap((tag) =>
      tag['x-display-messages'].filter((text) => /undefined|null|NaN|\[object /.test(text)).map((text) => `${tag.name}: ${text}`),
    );
    expect(leftovers).toEqual([]);
  });
});
