import { apiMessages } from '@/messages/api';
import { ApiError } from './api-error';
import { fillPath, type OperationId, type ParamsArg } from './operations';

/** The "not found" a call gets for an empty path parameter: the answer a missing resource gets, without asking. */
export function missingParameter(id: OperationId, name: string): ApiError {
  console.error(`[api] ${id}: the path parameter ${name} is empty`);
  return new ApiError(404, apiMessages.missingParameter(apiMessages.parameterNames[name] ?? apiMessages.unnamedParameter));
}

/** The path of a call, its parameters encoded; an empty one fails here as "not found". */
export function apiPath<Id extends OperationId>(id: Id, ...params: ParamsArg<Id>): string {
  const { path, empty } = fillPath(id, ...params);
  if (empty !== undefined) throw missingParameter(id, empty);
  return path;
}
