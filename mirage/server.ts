import { createServer } from 'miragejs';
import { resetFaults } from './faults';
import { setAssetServiceBase } from './routes/assets';
import { models } from './models/index';
import type { AppServer } from './routes/define-routes';
import { routeRegistrars } from './routes/index';
import { registerPassthroughs } from './routes/passthrough';
import { seedDemoAccounts } from './scenarios/accounts';
import { seedDefault } from './scenarios/default';
import { seedLargeLists } from './scenarios/large-lists';

export type { AppServer } from './routes/define-routes';

/** Named data sets for the development environment (the demo and the dev server). */
export const scenarios = {
  default: (server: AppServer) => seedDefault(server),
  /** Accounts and corporations only: for fast journeys that need no feature data. */
  accounts: seedDemoAccounts,
  largeLists: seedLargeLists,
} satisfies Record<string, (server: AppServer) => void>;

export type ScenarioName = keyof typeof scenarios;

export type MakeServerOptions = {
  environment?: 'development' | 'test';
  scenario?: ScenarioName;
  /**
   * Milliseconds per answer in development; the test environment always answers at once. None by
   * default: a fixed delay would only make every screen slower, the latency that shows loading
   * states is the demo panel's 「通信障害」 setting (mirage/faults.ts).
   */
  timing?: number;
  /**
   * Mirage's interceptor: pretender (in a page) by default. `npm run api` passes its own, which
   * answers real HTTP requests in Node with the same routes (scripts/api-server/).
   */
  interceptor?: object;
  /** Where clients reach the asset service (GET /api/assets/token); the page's /__assets by default. */
  assetServiceBase?: string;
};

/**
 * The mock backend for the demo, the dev server and the tests: every call of docs/api.md.
 * test: empty database, no delay, unhandled requests throw. development: seeded, no delay.
 */
export function makeServer({ environment = 'development', scenario = 'default', timing, interceptor, assetServiceBase }: MakeServerOptions = {}): AppServer {
  resetFaults();
  const server = createServer({
    ...(interceptor ? { interceptor } : {}),
    environment,
    models,
    timing: environment === 'test' ? 0 : (timing ?? 0),
    routes() {
      const self = this as unknown as AppServer;
      for (const register of routeRegistrars) register(self);
      registerPassthroughs(self, environment);
    },
  }) as unknown as AppServer;
  // Quiet by default (Mirage ignores `logging` passed to createServer); set it true to debug.
  server.logging = false;
  setAssetServiceBase(server, assetServiceBase);
  if (!interceptor) {
    server.pretender.unhandledRequest = (verb: string, path: string) => {
      const message = `Mirage: no route for ${verb} ${path}. Define it in mirage/routes/ (or in the test).`;
      console.error(message);
      throw new Error(message);
    };
  }
  if (environment !== 'test') scenarios[scenario](server);
  return server;
}
