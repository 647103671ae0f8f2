import { operations, operationIds, pathPattern, type OperationId, type OperationServer } from '@/api/operations';

/** Where the demo's asset service lives on the page's own origin; GET /api/assets/token answers it. */
export const ASSET_MOUNT = '/__assets';

/** `/api/corporations/:cid/x` → `/api/corporations/{}/x`: parameter names differ between Mirage and the contract. */
const shape = (path: string) => path.replace(/:\w+|\{\w+\}/g, '{}');

/** The contract operation a Mirage route serves; the contract writes asset-service paths relative to the service, mounted at ASSET_MOUNT. */
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

/**
 * True when the request's path is exactly one the route's template names, trailing slash included (`:name` is the contract's `{name}`):
 * Mirage's router ignores a trailing slash and a strict real router does not, so the route wrapper checks every request with this.
 */
export const isExactPath = (miragePath: string, url: string) => pathPattern(miragePath.replace(/:(\w+)/g, '{$1}')).test(requestPathname(url));
