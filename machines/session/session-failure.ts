import { ja } from '@/messages/ja';
import type { SessionFailure } from './session.types';

/** Reads status / displayMessage / message off anything thrown, without knowing the HTTP client. */
export function asFailure(error: unknown): SessionFailure {
  if (error && typeof error === 'object') {
    const e = error as Record<string, unknown>;
    return {
      status: typeof e.status === 'number' ? e.status : undefined,
      displayMessage: typeof e.displayMessage === 'string' ? e.displayMessage : undefined,
      message: typeof e.message === 'string' ? e.message : undefined,
    };
  }
  return { message: String(error) };
}

/** What a failed load says to the user: the server's Japanese message first. */
export function failureText(error: unknown): string | undefined {
  const f = asFailure(error);
  return f.displayMessage ?? f.message;
}

/** The server's displayMessage, else ログインに失敗しました… plus the error (docs/product.md "Error messages"). */
export function signInFailureMessage(error: unknown): string {
  const f = asFailure(error);
  return f.displayMessage ?? `${ja.signIn.loginFailed}\n${f.message ?? ''}`.trim();
}

/** The server's displayMessage, else 予期しないエラーが発生しました。 plus the message. */
export function mailLinkFailureMessage(error: unknown): string {
  const f = asFailure(error);
  return f.displayMessage ?? `${ja.signIn.mailUnexpected}${f.message ? ` ${f.message}` : ''}`;
}

export const isUnauthorized = (error: unknown) => asFailure(error).status === 401;
