import { Response, type Request } from 'miragejs';
import { mirageMessages } from '../messages';

/** An error answer in the contract's shape: `{ displayMessage }`. */
export const failure = (status: number, displayMessage: string) => new Response(status, {}, { displayMessage });

/** Request headers arrive with whatever case the client used. */
export const headerValue = (request: Request, name: string): string | undefined =>
  Object.entries(request.requestHeaders ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The JSON body, as a real server reads it: only with Content-Type application/json, so a
 * client that loses its headers under pretender fails here instead of passing silently.
 * Throws a Response, which the route wrapper answers with.
 */
export function jsonBody(request: Request): Record<string, unknown> {
  const raw: unknown = request.requestBody;
  if (raw === undefined || raw === null || raw === '') return {};
  if (!(headerValue(request, 'content-type') ?? '').toLowerCase().includes('application/json')) throw failure(415, mirageMessages.notJson);
  try {
    const parsed: unknown = JSON.parse(String(raw));
    if (!isRecord(parsed)) throw new Error('not an object');
    return parsed;
  } catch {
    throw failure(400, mirageMessages.badJson);
  }
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: unknown): value is string => typeof value === 'string' && EMAIL_PATTERN.test(value.trim());

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
