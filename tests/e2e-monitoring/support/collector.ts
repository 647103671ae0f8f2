/**
 * A local stand-in for the Sentry project of `VITE_SENTRY_DSN` (scripts/run-monitoring-e2e.mjs
 * builds the console with it): it accepts what the SDK sends (envelopes at
 * `/api/<project>/envelope/`) and what the browser sends of CSP violations (at the security
 * endpoint, the Reporting API's `application/reports+json` and the older `application/csp-report`),
 * answers CORS as Sentry does, and keeps each request as it came, raw body and headers included.
 *
 * @example
 *   const collector = await startCollector(testCertificate());
 *   await expect.poll(() => collector.events().find((event) => event.tags?.failure === 'uncaught')).toBeTruthy();
 */
import { execFileSync } from 'node:child_process';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DSN = new URL(process.env.VITE_SENTRY_DSN || 'https://e2e-key@127.0.0.1:4177/42');
export const COLLECTOR_PORT = Number(DSN.port);
export const PROJECT = DSN.pathname.split('/').at(-1)!;
/** The console's site (./site.ts), one port above the collector, and the fake API it calls (npm run api). */
export const SITE = `https://127.0.0.1:${COLLECTOR_PORT + 1}`;
export const API_PORT = Number(process.env.API_PORT || 4174);

/**
 * A certificate for 127.0.0.1, made now: Chromium sends Reporting-API reports only from an HTTPS
 * page to an HTTPS endpoint, so the site and the collector both speak HTTPS (the browser is told
 * to accept the certificate).
 */
export function testCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(join(tmpdir(), 'petpass-monitoring-'));
  const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', ...subject, '-keyout', key, '-out', cert], { stdio: 'ignore' });
  const pair = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  rmSync(folder, { recursive: true, force: true });
  return pair;
}

export type Received = { path: string; query: URLSearchParams; headers: IncomingHttpHeaders; raw: string };
/** An event of an envelope, as the SDK wrote it (the fields these tests read). */
export type SentEvent = {
  release?: string;
  environment?: string;
  level?: string;
  message?: string;
  transaction?: string;
  tags?: Record<string, string>;
  contexts?: { browser?: { name: string; version: string }; vitals?: Record<string, number> };
  exception?: { values: { type: string; value: string }[] };
  sdk?: { settings?: { infer_ip?: string } };
};
export type CspReport = { type?: string; url?: string; body?: Record<string, unknown>; 'csp-report'?: Record<string, unknown> };

export type Collector = {
  received: () => Received[];
  /** The events of every envelope so far, in order. */
  events: () => SentEvent[];
  /** Every CSP report so far, each with the query of the URL it was sent to. */
  cspReports: () => (CspReport & { query: URLSearchParams })[];
  clear: () => void;
  close: () => Promise<void>;
};

/** The items of an envelope: a header line, then for each item its header line and its payload line. */
function envelopeItems(raw: string): { type: string; payload: unknown }[] {
  const lines = raw.split('\n').filter(Boolean).slice(1);
  const items: { type: string; payload: unknown }[] = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    items.push({ type: (JSON.parse(lines[index]!) as { type: string }).type, payload: JSON.parse(lines[index + 1]!) });
  }
  return items;
}

export async function startCollector(tls: { key: string; cert: string }): Promise<Collector> {
  let received: Received[] = [];
  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://collector');
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', 'content-type');
      const known = url.pathname === `/api/${PROJECT}/envelope/` || url.pathname === `/api/${PROJECT}/security/`;
      if (request.method === 'POST' && known)
        received.push({ path: url.pathname, query: url.searchParams, headers: request.headers, raw: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(request.method === 'OPTIONS' || known ? 200 : 404, { 'Content-Type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(COLLECTOR_PORT, '127.0.0.1', done));
  const at = (kind: string) => received.filter((request) => request.path.endsWith(`/${kind}/`));
  return {
    received: () => received,
    events: () =>
      at('envelope').flatMap(({ raw }) =>
        envelopeItems(raw)
          .filter((item) => item.type === 'event')
          .map((item) => item.payload as SentEvent),
      ),
    cspReports: () =>
      at('security').flatMap(({ raw, query }) => ([] as CspReport[]).concat(JSON.parse(raw) as CspReport).map((report) => ({ ...report, query }))),
    clear: () => void (received = []),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
