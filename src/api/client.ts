import { ofetch, FetchError, type FetchOptions, type FetchResponse } from 'ofetch';
import { config } from '@/config';
import { apiMessages } from '@/messages/api';
import { ApiError, displayMessageIn } from './api-error';
import { reportApiFailure } from './api-report';
import { clientHooks } from './client-hooks';
import { authorizationFor } from './api-url';
import { takeEarly } from './early-answers';

export { isApiUrl } from './api-url';

/** The one HTTP client: the bearer only to the API, every failure logged and an ApiError, a 401 reported (docs/architecture.md, "the life of a request"). */
export { configureApiClient } from './client-hooks';

/** Headers as a plain object, read without the global `Headers`: under Mirage that is pretender's polyfill, which reads a native one as empty. */
function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const plain: Record<string, string> = {};
  if (!headers) return plain;
  if (Array.isArray(headers)) {
    for (const [key, value] of headers) if (key !== undefined && value !== undefined) plain[key.toLowerCase()] = value;
  } else if (typeof (headers as Headers).forEach === 'function') {
    (headers as Headers).forEach((value, key) => {
      plain[key.toLowerCase()] = value;
    });
  } else {
    for (const [key, value] of Object.entries(headers)) plain[key.toLowerCase()] = value;
  }
  return plain;
}

/** Mirage (pretender) ignores native Headers and ofetch keeps the fetch it saw at import: fetch is looked up per call. A call sent early answers itself. */
const plainHeaderFetch: typeof fetch = (input, init) => {
  const headers = plainHeaders(init?.headers);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const early = takeEarly(url, init?.method, headers.authorization?.replace(/^Bearer /, ''), init?.body);
  return early ?? globalThis.fetch(input, { ...init, headers });
};

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status ?? 0;
    const data: unknown = error.data;
    const displayMessage = displayMessageIn(data);
    const message = status === 0 ? apiMessages.network : apiMessages.httpStatus(status);
    return new ApiError(status, message, { displayMessage, data, cause: error });
  }
  return new ApiError(0, error instanceof Error ? error.message : String(error), { cause: error });
}

const $fetch = ofetch.create(
  {
    baseURL: config.apiBaseUrl,
    retry: 0,
    onRequest({ request, options }) {
      const authorization = authorizationFor(typeof request === 'string' ? request : request.url, clientHooks().getBearer());
      if (authorization) options.headers.set('Authorization', authorization);
    },
  },
  { fetch: plainHeaderFetch },
);

function fail(error: unknown, method: string, path: string): never {
  const apiError = toApiError(error);
  console.error(`[api] ${method} ${path} failed`, apiError.status, apiError.displayMessage ?? apiError.message);
  if (apiError.status === 401) clientHooks().onUnauthorized(apiError);
  if (apiError.status >= 500) reportApiFailure(method, path, apiError.status);
  throw apiError;
}

export type RequestOptions = Omit<FetchOptions<'json'>, 'baseURL'>;

/** JSON request against the API; the caller checks the shape with a schema (src/api/validate.ts). */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return (await $fetch<T>(path, options as FetchOptions<'json'>)) as T;
  } catch (error) {
    fail(error, options.method ?? 'GET', path);
  }
}

/** Raw response, for headers (the sign-in bearer) and blobs (CSV downloads). */
export async function requestRaw<T = unknown>(path: string, options: Omit<FetchOptions<'json' | 'blob'>, 'baseURL'> = {}): Promise<FetchResponse<T>> {
  try {
    return (await $fetch.raw<T>(path, options as FetchOptions<'json'>)) as FetchResponse<T>;
  } catch (error) {
    fail(error, options.method ?? 'GET', path);
  }
}

/** A failed file request carries its JSON error body as a Blob: read the displayMessage out of it. */
async function withBlobMessage(error: ApiError): Promise<ApiError> {
  const body = error.data as { text?: () => Promise<string> } | undefined;
  if (typeof body?.text !== 'function' || error.displayMessage) return error;
  try {
    const data: unknown = JSON.parse(await body.text());
    const displayMessage = displayMessageIn(data);
    return displayMessage ? new ApiError(error.status, error.message, { displayMessage, data, cause: error }) : error;
  } catch {
    return error;
  }
}

/** A file from the API (CSV), with the name the server suggests when it gives one. */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename?: string }> {
  const response = await requestRaw<Blob>(path, { ...options, responseType: 'blob' } as Omit<FetchOptions<'json' | 'blob'>, 'baseURL'>).catch(
    async (error: unknown) => {
      throw error instanceof ApiError ? await withBlobMessage(error) : error;
    },
  );
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const filename = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return { blob: response._data as Blob, filename };
}
