import type { RouteDef } from './routes';

export type RouteParams = Record<string, string | undefined>;

type Compiled = { regex: RegExp; keys: string[] };
const compiled = new Map<string, Compiled>();

/**
 * The route table's pattern syntax, as wouter reads it (regexparam): `/a/:id`, an optional
 * `/:id?` segment, an optional trailing slash, case-insensitive. Kept here so that code running
 * before React (the start-up preload) matches paths the way the router does; a test compares
 * both on every route.
 */
function compile(pattern: string): Compiled {
  const known = compiled.get(pattern);
  if (known) return known;
  const keys: string[] = [];
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:([A-Za-z_]\w*)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      keys.push(param[1]!);
      return param[2] ? '(?:/([^/]+?))?' : '/([^/]+?)';
    })
    .join('');
  const result = { regex: new RegExp(`^${body}/?$`, 'i'), keys };
  compiled.set(pattern, result);
  return result;
}

/** The parameters when `path` matches `pattern`, else null. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const { regex, keys } = compile(pattern);
  const found = regex.exec(path);
  if (!found) return null;
  return Object.fromEntries(keys.map((key, index) => [key, found[index + 1] === undefined ? undefined : decodeURIComponent(found[index + 1]!)]));
}

/** The first route of the table that matches (the table's order settles overlaps), with its parameters. */
export function findRoute(routes: readonly RouteDef[], path: string): { route: RouteDef; params: RouteParams } | undefined {
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (params) return { route, params };
  }
  return undefined;
}

/** A match that lacks a parameter its screen cannot do without is no page at all (404). */
export const hasRequiredParams = (route: RouteDef, params: RouteParams) => (route.requiredParams ?? []).every((key) => Boolean(params[key]));
