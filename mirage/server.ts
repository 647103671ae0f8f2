import { createServer, type Request } from 'miragejs';
import { resetFaults } from './faults';
import { setAssetServiceBase } from './routes/assets';
import { models } from './models/index';
import type { AppServer } from './routes/define-routes';
import { routeRegistrars } from './routes/index';
import { shouldPassThrough } from './routes/passthrough';
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
  /** Milliseconds per answer in development (tests: none); none by default, as the panel's 「通信障害」 latency is what shows loading states. */
  timing?: number;
  /** Mirage's interceptor: pretender (in a page) by default; `npm run api` answers real HTTP with the same routes (scripts/api-server/). */
  interceptor?: object;
  /** Where clients reach the asset service (GET /api/assets/token); the page's /__assets by default. */
  assetServiceBase?: string;
};

/** The fake backend (docs/api.md): test has an empty db and unhandled requests throw; development is seeded. Neither delays. */
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
      // After every route, as pretender wants.
      self.passthrough((request: Request) => shouldPassThrough(request.url, environment));
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
