import { mirageMessages } from '../messages';
import type { AppServer } from '../routes/define-routes';

/**
 * Mirage's interceptor without patching fetch and XHR (`makeServer({ interceptor })`, routes unchanged): a table of route
 * handlers that `npm run api` (scripts/api-server/) and the demo's worker match requests against.
 */
const verbs = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options'] as const;
type Verb = (typeof verbs)[number];

/** The request object Mirage's handlers read (the shape pretender hands them). */
export type MirageRequest = {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: unknown;
  params: Record<string, string>;
  queryParams: Record<string, string>;
};
export type MirageAnswer = [status: number, headers: Record<string, string>, body: string];
type Handler = (request: MirageRequest) => Promise<MirageAnswer>;

export type TableRoute = { verb: Verb; path: string; pattern: RegExp; names: string[]; handler: Handler };

type MirageInternals = AppServer & { registerRouteHandler: (verb: string, path: string, raw: unknown, code: unknown, options: unknown) => Handler };

/** `/api/x/:id/` → a pattern that matches exactly that path, trailing slash included. */
function exactPattern(path: string): { pattern: RegExp; names: string[] } {
  const names = [...path.matchAll(/:(\w+)/g)].map((found) => found[1]!);
  const literals = path.split(/:\w+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { pattern: new RegExp(`^${literals.join('([^/]+)')}$`), names };
}

export function createRouteTable() {
  const routes: TableRoute[] = [];
  const interceptor: Record<string, unknown> = {
    namespace: '',
    urlPrefix: '',
    timing: 0,
    passthroughChecks: [],
    create(server: MirageInternals) {
      for (const verb of verbs) {
        const register = (path: string, rawHandler: unknown, customizedCode?: unknown, options: unknown = {}) => {
          const handler = server.registerRouteHandler(verb, path, rawHandler, customizedCode, options);
          routes.push({ verb, path, ...exactPattern(path), handler });
        };
        interceptor[verb] = register;
        (server as unknown as Record<string, unknown>)[verb] = register;
      }
      (server as unknown as Record<string, unknown>).del = interceptor.delete;
    },
    config() {},
    passthrough() {},
    start() {},
    shutdown() {},
  };

  /** The route for a method and a path, matched exactly (a literal segment wins over a parameter); its decoded parameters. */
  function match(method: string, pathname: string): { route: TableRoute; params: Record<string, string> } | undefined {
    const verb = method.toLowerCase();
    const found = routes.filter((route) => route.verb === verb && route.pattern.test(pathname)).sort((a, b) => a.names.length - b.names.length)[0];
    if (!found) return undefined;
    const values = found.pattern.exec(pathname) ?? [];
    return { route: found, params: Object.fromEntries(found.names.map((name, index) => [name, decodeURIComponent(values[index + 1] ?? '')])) };
  }

  return { interceptor, match };
}

export type RouteTable = ReturnType<typeof createRouteTable>;

/** An error answer in the contract's shape (`{ displayMessage }`) from outside the routes. */
export const errorAnswer = (status: number, displayMessage: string): MirageAnswer => [
  status,
  { 'Content-Type': 'application/json' },
  JSON.stringify({ displayMessage }),
];

/** The answer to a call the routes do not name: 404, saying which call is not in the contract. */
export const notInContract = (method: string, pathname: string) => errorAnswer(404, mirageMessages.notInContract(`${method} ${pathname}`));

/** What a matched route's handler reads: the path with its query, the headers and body as given. */
export const mirageRequest = (method: string, url: URL, params: Record<string, string>, headers: Record<string, string>, body: unknown): MirageRequest => ({
  method,
  url: `${url.pathname}${url.search}`,
  requestHeaders: headers,
  requestBody: body,
  params,
  queryParams: Object.fromEntries(url.searchParams),
});
