import { errorDetail } from '@/api/api-error';
import { ja } from '@/messages/ja';

/** SPEC §8's failure text: '失敗しました： ' + the detail (the server's displayMessage first). */
export const failureMessage = (error: unknown): string => `${ja.failurePrefix}${errorDetail(error)}`;

/** An inline failure under a form or section; renders nothing while there is none. */
export function FailureNotice({ error }: { error: unknown }) {
  if (error === undefined || error === null || error === '') return null;
  return (
    <p className="notice notice-danger" role="alert">
      {failureMessage(error)}
    </p>
  );
}
