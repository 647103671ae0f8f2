import { report } from '@/lib/monitoring';
import { operationIds, operations, pathPattern } from './operations';

/**
 * A call that failed on the server's side (5xx) or answered outside the contract, for the
 * operations team (docs/security.md "Monitoring"): its method, its path template
 * (`/api/corporations/{corporationId}/facilities/`, the operation's, never the path with its ids
 * or search) and the status. Never the body.
 */
export function reportApiFailure(method: string, path: string, status: number | 'malformed'): void {
  if (!import.meta.env.VITE_SENTRY_DSN) return; // written out: a build without monitoring keeps none of this
  const pathname = path.split('?')[0]!;
  const id = operationIds.find((known) => operations[known].method === method && pathPattern(operations[known].path).test(pathname));
  const route = id ? operations[id].path : 'unknown';
  report(`API ${status === 'malformed' ? 'answer outside the contract' : status}: ${method} ${route}`, {
    failure: 'api',
    'api.method': method,
    'api.route': route,
    'api.status': String(status),
    ...(id ? { 'api.operation': id } : {}),
  });
}
