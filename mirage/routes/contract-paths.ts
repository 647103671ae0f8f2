import { operations, operationIds, pathPattern, type OperationId, type OperationServer } from '@/api/operations';

/**
 * Mirage answers exactly the calls of the contract (src/api/operations.ts), at exactly their
 * paths. Mirage's router (route-recognizer) ignores a trailing slash, so a client calling
 * `/coupons` where the contract says `/coupons/` would pass every test here and fail against a
 * strict real router; the route wrapper checks the request path against these patterns instead.
 */

/** Where the demo's asset service lives on the page's own origin; GET /api/assets/token answers it. */
export const ASSET_MOUNT = '/__assets';

/** `/api/corporations/:cid/x` → `/api/corporations/{}/x`: parameter names differ between Mirage and the contract. */
const shape = (path: string) => path.replace(/:\w+|\{\w+\}/g, '{}');

/** Mirage's `:name` parameters in the contract's `{name}` spelling (for the exact-path pattern). */
export const toTemplate = (miragePath: string) => miragePath.replace(/:(\w+)/g, '{$1}');

/**
 * The contract operation a Mirage route serves. Asset-service routes are mounted under
 * ASSET_MOUNT, the contract writes them relative to the service's base.
 */
export function contractOperationOf(verb: string, miragePath: string, server: OperationServer): OperationId | undefined {
  const relative = server === 'assets' && miragePath.startsWith(ASSET_MOUNT) ? miragePath.slice(ASSET_MOUNT.length) : miragePath;
  const method = verb.toUpperCase();
  return operationIds.find((id) => operations[id].method === method && operations[id].server === server && shape(operations[id].path) === shape(relative));
}

/** The path of a request URL (absolute or relative), without the query. */
export function requestPathname(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
}

/** True when the request's path is exactly one the route's template names (trailing slash included). */
export const isExactPath = (miragePath: string, url: string) => pathPattern(toTemplate(miragePath)).test(requestPathname(url));
