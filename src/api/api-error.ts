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

/** What to show a user for any thrown value: the server's Japanese message first. */
export function errorDetail(error: unknown): string {
  if (error instanceof ApiError) return error.displayMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
