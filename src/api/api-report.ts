import { report } from '@/lib/monitoring';
import { operationIds, operations, pathPattern } from './operations';

/** A 5xx or an answer outside the contract, for the operations team (docs/security.md "Monitoring"): method, path template, status; never ids or the body. */
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
