import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { mirageMessages } from '@mirage/messages';
import { errorAnswer, mirageRequest, notInContract, type RouteTable } from '@mirage/lib/route-table';
import { typicalBackendBody } from './typical-backend';

/**
 * Real HTTP in front of Mirage's route handlers: CORS for the console's origin, bodies read as a
 * real server reads them (JSON and text as text, multipart parsed into FormData with its files,
 * anything else as bytes), and exact paths (anything the routes do not name is a 404).
 */

/** The largest upload body (docs/api.md "Tokens, limits, the asset base"). */
export const MAX_BODY_BYTES = 1024 ** 3;

export type CorsPolicy = {
  /** Origins allowed to call; undefined = any loopback origin (http://127.0.0.1:*, http://localhost:*). */
  origins?: readonly string[];
};

/** 'mirage': the answers as the demo gives them; 'typical-backend': see ./typical-backend.ts. */
export type AnswerStyle = 'mirage' | 'typical-backend';

/** What a browser on another origin may send and read (docs/api.md "CORS"). */
export const CORS_ALLOW_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Asset-Token'];
/** Without Authorization here, sign-in fails cross-origin with `Cant extract bearer`. */
export const CORS_EXPOSE_HEADERS = ['Authorization', 'Content-Disposition', 'Idempotent-Replayed'];
const CORS_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/;

function corsHeaders(request: IncomingMessage, policy: CorsPolicy): Record<string, string> {
  const { origin } = request.headers;
  if (!origin || !(policy.origins ? policy.origins.includes(origin) : LOOPBACK.test(origin))) return {};
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS.join(', '), Vary: 'Origin' };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new RangeError('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The body as Mirage's handlers get it in a page: text, the FormData itself, or bytes. */
async function mirageBody(request: IncomingMessage, bytes: Buffer): Promise<unknown> {
  if (bytes.length === 0) return undefined;
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    return new Request('http://api.local/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body: new Uint8Array(bytes),
    }).formData();
  }
  if (type.startsWith('application/json') || type.startsWith('text/')) return bytes.toString('utf8');
  return new Uint8Array(bytes);
}

function plainHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return headers;
}

/** Below this a compressed answer saves less than its own overhead. */
const COMPRESS_FROM_BYTES = 1024;

/** JSON and text answers are compressed for a client that accepts gzip, as a production API behind any web server is. */
function compressed(request: IncomingMessage, headers: Record<string, string>, body: string | Buffer): [Record<string, string>, string | Buffer] {
  const type = headers['Content-Type'] ?? '';
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (size < COMPRESS_FROM_BYTES || !/^(application\/json|text\/)/.test(type) || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
    return [headers, body];
  return [{ ...headers, 'Content-Encoding': 'gzip', Vary: headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding' }, gzipSync(body)];
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer = ''): void {
  response.writeHead(status, headers);
  response.end(body);
}

export function createHttpHandler(routes: RouteTable, policy: CorsPolicy = {}, style: AnswerStyle = 'mirage') {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const cors = corsHeaders(request, policy);
    const url = new URL(request.url ?? '/', 'http://api.local');
    const method = (request.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      // A preflight: answered for any path; the request itself then meets the exact-path check.
      const allowed = cors['Access-Control-Allow-Origin']
        ? {
            ...cors,
            'Access-Control-Allow-Methods': CORS_METHODS.join(', '),
            'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS.join(', '),
            'Access-Control-Max-Age': '600',
          }
        : {};
      return send(response, 204, allowed);
    }
    const found = routes.match(method, url.pathname);
    if (!found) {
      const [status, headers, body] = notInContract(method, url.pathname);
      return send(response, status, { ...headers, ...cors }, body);
    }
    let bytes: Buffer;
    try {
      bytes = await readBody(request);
    } catch {
      const [status, headers, body] = errorAnswer(413, mirageMessages.bodyTooLarge);
      return send(response, status, { ...cors, ...headers, Connection: 'close' }, body);
    }
    const [status, headers, body] = await found.route.handler(
      mirageRequest(method, url, found.params, plainHeaders(request), await mirageBody(request, bytes)),
    );
    const isJson = (headers['Content-Type'] ?? '').startsWith('application/json');
    send(
      response,
      status,
      ...compressed(request, { ...headers, ...cors }, style === 'typical-backend' && isJson ? typicalBackendBody(method, url.pathname, body) : body),
    );
  };
}
