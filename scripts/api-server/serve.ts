import { createServer, type Server } from 'node:http';
import { makeServer, type ScenarioName } from '@mirage/server';
import { ASSET_MOUNT } from '@mirage/routes/contract-paths';
import { createHttpHandler, type AnswerStyle, type CorsPolicy } from './http-adapter';
import { createRouteTable, errorAnswer } from '@mirage/lib/route-table';
import { mirageMessages } from '@mirage/messages';

export type ApiServerOptions = {
  host?: string;
  port?: number;
  /** The seeded demo data (default), or only the demo accounts. */
  scenario?: ScenarioName;
  /** The asset service as clients reach it; this server's own /__assets by default. */
  assetServiceBase?: string;
  cors?: CorsPolicy;
  style?: AnswerStyle;
  /** Added before every answer, preflights included: the round trip of a network between browser and API. */
  latencyMs?: number;
};

export type RunningApiServer = { url: string; close: () => Promise<void> };

/**
 * `npm run api`: the demo's Mirage server (same routes, same scenarios) answering real HTTP.
 * Data lives in memory until the process ends.
 */
export async function startApiServer({
  host = '127.0.0.1',
  port = 4174,
  scenario = 'default',
  assetServiceBase,
  cors,
  style,
  latencyMs = 0,
}: ApiServerOptions = {}): Promise<RunningApiServer> {
  const routes = createRouteTable();
  // Set once the port is known (the asset service's base names it): until then, 503.
  const ready: { handle?: ReturnType<typeof createHttpHandler> } = {};
  const server: Server = createServer((request, response) => {
    if (!ready.handle) return void response.writeHead(503).end();
    const handle = ready.handle;
    const answer = latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, latencyMs)).then(() => handle(request, response)) : handle(request, response);
    answer.catch((error: unknown) => {
      console.error('[api] unexpected failure', error);
      const [status, headers, body] = errorAnswer(500, mirageMessages.serverError);
      if (!response.headersSent) response.writeHead(status, headers);
      response.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  // The port as bound (port 0 picks a free one, as the tests do).
  const url = typeof address === 'object' && address ? `http://${host}:${address.port}` : `http://${host}:${port}`;
  const mirage = makeServer({
    environment: 'development',
    scenario,
    timing: 0,
    interceptor: routes.interceptor,
    assetServiceBase: assetServiceBase ?? `${url}${ASSET_MOUNT}`,
  });
  ready.handle = createHttpHandler(routes, cors, style);
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        mirage.shutdown();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
