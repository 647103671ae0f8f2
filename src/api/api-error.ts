/** The one error type for every transport failure: status (0 = no answer), the server's displayMessage. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly displayMessage: string | undefined;
  readonly data: unknown;

  constructor(status: number, message: string, options: { displayMessage?: string; data?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = status;
    this.displayMessage = options.displayMessage;
    this.data = options.data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's `displayMessage` in an error body, when it has one. */
export const displayMessageIn = (data: unknown): string | undefined =>
  data && typeof data === 'object' && 'displayMessage' in data && typeof data.displayMessage === 'string' ? data.displayMessage : undefined;

/** What to show a user for any thrown value: the server's Japanese message first. */
export const errorDetail = (error: unknown): string =>
  error instanceof ApiError ? (error.displayMessage ?? error.message) : error instanceof Error ? error.message : String(error);
