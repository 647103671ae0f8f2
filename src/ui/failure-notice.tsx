import { errorDetail } from '@/api/api-error';
import { ja } from '@/messages/ja';

/** The failure text: '失敗しました： ' + the detail (the server's displayMessage first). */
export const failureMessage = (error: unknown): string => `${ja.failurePrefix}${errorDetail(error)}`;
