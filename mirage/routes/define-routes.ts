import { Response, type Request, type Server } from 'miragejs';
import type { AbilityName } from '@/api/ability';
import type { OperationId } from '@/api/operations';
import { getFaults, shouldInjectFailure, takeSessionExpiry } from '../faults';
import { failure, headerValue, jsonBody } from '../lib/http';
import { mirageMessages } from '../messages';
import { coreTables, type AccountRow, type CoreTables, type CorporationRow } from '../models/core';
import { requireAbility, requireAccount, requireCorporation, unauthorized } from './auth-guard';
import { answerCheck } from '../answer-check';
import { contractOperationOf, isExactPath, requestPathname } from './contract-paths';

export type AppServer = Server;

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route: bearer, an API route (a session bearer, feels the demo faults, scoped to the account's corporations
 * under `:cid`); signIn, the sign-in calls (open, never faulted); assetToken, the asset service (`X-Asset-Token`); signedUrl, by its id.
 */
export type Access = 'bearer' | 'signIn' | 'assetToken' | 'signedUrl';

export type RouteContext = {
  request: Request;
  params: Record<string, string>;
  server: AppServer;
  tables: CoreTables;
  header(name: string): string | undefined;
  /** The JSON body; answers 415/400 on a body that is not JSON. */
  json(): Record<string, unknown>;
};
export type AccountContext = RouteContext & {
  account: AccountRow;
  /** The corporation of `:cid`, already checked against the account. */
  corporation(): CorporationRow;
};

/** A plain object answers 200 JSON; return a Response for another status or headers; throw one to stop. */
export type RouteResult = object | Response;
type Handler<C> = (context: C) => RouteResult | Promise<RouteResult>;
type Verbs<C> = Record<Verb, (path: string, handler: Handler<C>) => void>;

export type RegisteredRoute = {
  verb: Verb;
  path: string;
  access: Access;
  /** The contract operation it serves (src/api/operations.ts); undefined for a signed URL or an unlisted route. */
  operation: OperationId | undefined;
};
const registries = new WeakMap<AppServer, RegisteredRoute[]>();

/** Every route registered through defineRoutes, so tests can walk them all (e.g. the 401 check). */
export const registeredRoutes = (server: AppServer): RegisteredRoute[] => [...(registries.get(server) ?? [])];

function baseContext(server: AppServer, request: Request): RouteContext {
  return {
    request,
    params: request.params ?? {},
    server,
    tables: coreTables(server.db),
    header: (name) => headerValue(request, name),
    json: () => jsonBody(request),
  };
}

function asAccount(base: RouteContext, ability: AbilityName | undefined): AccountContext {
  const expired = takeSessionExpiry();
  if (expired) base.tables.sessions.remove();
  if (expired) throw unauthorized();
  if (shouldInjectFailure(base.request)) throw failure(503, mirageMessages.faultInjected);
  const account = requireAccount(base.tables, base.request);
  const corporation = () => requireCorporation(base.tables, account, base.params.cid);
  if (base.params.cid !== undefined) corporation();
  if (ability) requireAbility(account, ability);
  return { ...base, account, corporation };
}

function asAssetClient(base: RouteContext): RouteContext {
  const token = base.header('x-asset-token');
  if (!token || !base.tables.assetTokens.findBy({ token })) throw failure(401, mirageMessages.assetTokenInvalid);
  return base;
}

/** A path the contract does not list (or with another trailing slash) is a 404 as on a strict router (docs/api.md "Exact paths"). */
function outsideContract(route: RegisteredRoute, request: Request, strict: boolean): Response | undefined {
  if (route.access === 'signedUrl' || !strict) return undefined;
  if (route.operation && isExactPath(route.path, request.url)) return undefined;
  const what = `${route.verb.toUpperCase()} ${requestPathname(request.url)}`;
  console.error(`[mirage] ${what} is not a call of the contract (src/api/operations.ts)`);
  return failure(404, mirageMessages.notInContract(what));
}

/** The one wrapper every route goes through: exact paths, latency, faults, authentication, error answers. */
async function respond<C>(
  route: RegisteredRoute,
  strict: boolean,
  server: AppServer,
  request: Request,
  toContext: (base: RouteContext) => C,
  handler: Handler<C>,
) {
  const refused = outsideContract(route, request, strict);
  if (refused) return refused;
  const { latencyMs } = getFaults();
  if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
  let response: Response;
  try {
    const result = await handler(toContext(baseContext(server, request)));
    response = result instanceof Response ? result : new Response(200, {}, result);
  } catch (error) {
    if (error instanceof Response) {
      response = error;
    } else {
      // A rejected promise would leave the request hanging in pretender: always answer.
      console.error(`[mirage] ${route.verb.toUpperCase()} ${route.path} (${request.url}) threw`, error);
      response = failure(500, mirageMessages.serverError);
    }
  }
  const { code, headers, data } = response as unknown as { code: number; headers?: Record<string, string>; data: unknown };
  answerCheck()?.({ method: route.verb.toUpperCase(), url: request.url, route, status: code, headers: headers ?? {}, body: data });
  return response;
}

/**
 * Routes through the one wrapper; `ability`: every bearer route of these needs it (403 otherwise);
 * `contract: false` is for a test's probe routes only (the product answers just src/api/operations.ts).
 */
export function defineRoutes(server: AppServer, { contract = true, ability }: { contract?: boolean; ability?: AbilityName } = {}) {
  const registry = registries.get(server) ?? [];
  registries.set(server, registry);
  const verbs = <C>(access: Access, toContext: (base: RouteContext) => C): Verbs<C> => {
    const register = (verb: Verb) => (path: string, handler: Handler<C>) => {
      const operation = access === 'signedUrl' ? undefined : contractOperationOf(verb, path, access === 'assetToken' ? 'assets' : 'api');
      const route: RegisteredRoute = { verb, path, access, operation };
      registry.push(route);
      server[verb](path, (_schema, request) => respond(route, contract, server, request, toContext, handler));
    };
    return { get: register('get'), post: register('post'), put: register('put'), patch: register('patch'), delete: register('delete') };
  };
  return {
    ...verbs<AccountContext>('bearer', (base) => asAccount(base, ability)),
    signIn: verbs<RouteContext>('signIn', (base) => base),
    assetService: verbs<RouteContext>('assetToken', asAssetClient),
    signedUrl: verbs<RouteContext>('signedUrl', (base) => base),
  };
}
