import { Response, type Request } from 'miragejs';
import { mirageMessages } from '../messages';

/** An error answer in the contract's shape: `{ displayMessage }`. */
export const failure = (status: number, displayMessage: string) => new Response(status, {}, { displayMessage });

/** A CSV file the browser downloads under `fileName`. */
export const csvFile = (fileName: string, csv: string) =>
  new Response(200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` }, csv);

/** Request headers arrive with whatever case the client used. */
export const headerValue = (request: Request, name: string): string | undefined =>
  Object.entries(request.requestHeaders ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON body, read only as application/json like a real server, so a client that loses its headers fails here; throws a Response. */
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

/** A multipart field that holds JSON. */
export function jsonField(form: FormData, name: string): unknown {
  const raw = form.get(name);
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw failure(400, `${name} の形式が正しくありません。`);
  }
}

/** FormData bodies reach Mirage handlers as the FormData itself. */
export function formBody(body: unknown): FormData {
  if (body && typeof (body as FormData).get === 'function') return body as FormData;
  throw failure(400, 'multipart/form-data で送信してください。');
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: unknown): value is string => typeof value === 'string' && EMAIL_PATTERN.test(value.trim());

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
