import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import type { RouteDef } from './routes';

export type RouteParams = Record<string, string | undefined>;

/**
 * Matches a path against the route table exactly as wouter's router does (its own matcher and
 * pattern parser, regexparam), also where no router is at hand (the start-up preload).
 */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const [matches, params] = matchRoute(parse, pattern, path);
  return matches ? (params as RouteParams) : null;
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
