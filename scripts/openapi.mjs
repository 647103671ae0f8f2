#!/usr/bin/env node
// `npm run openapi`: writes openapi.json (OpenAPI 3.1) from src/api (scripts/openapi/build-document.ts).
// `npm run openapi -- --check` exits 1 when the checked-in file is stale, without writing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadTs, root } from './lib/load-ts.mjs';

const { buildDocument, serializeDocument } = await loadTs('scripts/openapi/build-document.ts');
const file = `${root}/openapi.json`;
const text = serializeDocument(buildDocument());
const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error('openapi.json is stale: run `npm run openapi` and commit it.');
    process.exit(1);
  }
  console.log('openapi.json is up to date.');
} else {
  writeFileSync(file, text);
  console.log(current === text ? 'openapi.json unchanged.' : `openapi.json written (${Object.keys(JSON.parse(text).paths).length} paths).`);
}
