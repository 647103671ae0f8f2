import { operationIds, operations, pathPattern, type OperationId, type OperationServer } from '@/api/operations';

/** The operation a method and a concrete path name, if the contract lists one. */
export function findOperation(method: string, pathname: string, server: OperationServer = 'api'): OperationId | undefined {
  const upper = method.toUpperCase();
  // Literal paths win over templates (`/ticket-sources/facilities` before `/ticket-sources/{sourceId}`).
  const candidates = operationIds.filter((id) => operations[id].method === upper && operations[id].server === server);
  return candidates.find((id) => operations[id].path === pathname) ?? candidates.find((id) => pathPattern(operations[id].path).test(pathname));
}
