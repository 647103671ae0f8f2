import { parse } from 'regexparam';
import type { Ability } from '@/api/ability';
import type { RouteDef } from './routes';

export type RouteParams = Record<string, string | undefined>;

/** Matches a path as wouter's router does (regexparam), also where no router is at hand: at start-up, before React has loaded. */
type Parsed = { keys: string[]; pattern: RegExp };
const parsed = new Map<string, Parsed>();
/** Each pattern is parsed once: every link asks on every render (through the location hook). */
const parseOnce = (pattern: string): Parsed => {
  let known = parsed.get(pattern);
  if (!known) parsed.set(pattern, (known = parse(pattern)));
  return known;
};

export function matchPattern(pattern: string, path: string): RouteParams | null {
  const { keys, pattern: regexp } = parseOnce(pattern);
  const found = regexp.exec(path);
  return found ? Object.fromEntries(keys.map((key, index) => [key, found[index + 1]])) : null;
}

type Match = { route: RouteDef; params: RouteParams };
const found = new WeakMap<readonly RouteDef[], Map<string, Match | null>>();

/** The first route of the table that matches (the table's order settles overlaps), with its parameters. */
export function findRoute(routes: readonly RouteDef[], path: string): Match | undefined {
  let byPath = found.get(routes);
  if (!byPath) found.set(routes, (byPath = new Map()));
  const known = byPath.get(path);
  if (known !== undefined) return known ?? undefined;
  let match: Match | null = null;
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (params) {
      match = { route, params };
      break;
    }
  }
  if (byPath.size > 500) byPath.clear(); // ids make paths unbounded: keep the memo small
  byPath.set(path, match);
  return match ?? undefined;
}

/** A match that lacks a parameter its screen cannot do without is no page at all (404). */
export const hasRequiredParams = (route: RouteDef, params: RouteParams) => (route.requiredParams ?? []).every((key) => Boolean(params[key]));

/**
 * Whether a user with `ability` may open a route: every ability its middleware names (docs/decisions.md). The one rule of the guard, the
 * sidebar, the loaders and the boot script; without an /api/me answer yet, nothing that needs an ability opens.
 */
export const mayOpen = ({ middleware }: { middleware: readonly string[] }, ability: Ability | undefined): boolean =>
  middleware.every((name) => !name.startsWith('ability:') || ability?.[name.slice('ability:'.length) as keyof Ability] === true);
