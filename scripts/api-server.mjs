#!/usr/bin/env node
// `npm run api`: the demo's Mirage routes and scenarios over real HTTP (scripts/api-server/).
//   API_PORT (4174), API_HOST (127.0.0.1), API_SCENARIO (default | accounts | largeLists),
//   API_ASSET_BASE (the asset service as clients reach it; default http://<host>:<port>/__assets),
//   API_CORS_ORIGINS (comma-separated; default: any http://127.0.0.1:* or http://localhost:* origin),
//   API_STYLE (mirage | typical-backend: /api/me without profile, null for empty text, decimal strings),
//   API_LATENCY_MS (0: added before every answer, the round trip of a real network).
import { loadTs } from './lib/load-ts.mjs';

const started = Date.now();
const { startApiServer } = await loadTs('scripts/api-server/serve.ts');
const origins = process.env.API_CORS_ORIGINS?.split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const server = await startApiServer({
  host: process.env.API_HOST || '127.0.0.1',
  port: Number(process.env.API_PORT || 4174),
  scenario: process.env.API_SCENARIO || 'default',
  assetServiceBase: process.env.API_ASSET_BASE || undefined,
  cors: origins?.length ? { origins } : {},
  style: process.env.API_STYLE === 'typical-backend' ? 'typical-backend' : 'mirage',
  latencyMs: Number(process.env.API_LATENCY_MS || 0),
});
console.log(
  `[api] Mirage over HTTP at ${server.url} (${process.env.API_STYLE === 'typical-backend' ? 'answers as a typical backend, ' : ''}` +
    `${Number(process.env.API_LATENCY_MS || 0) > 0 ? `${process.env.API_LATENCY_MS} ms per answer, ` : ''}ready in ${Date.now() - started} ms).` +
    ` Build the console with VITE_API_BASE_URL=${server.url}`,
);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
