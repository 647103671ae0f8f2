import { ja } from '@/messages/ja';
import { loadingStore } from './loading-store';
import { notify } from './notify';
import { failureMessage } from '../failure-notice';

export type WithLoadingOptions = {
  /** Custom success text; `false` shows no success notification. */
  success?: string | false;
  /** Custom failure text (replaces '失敗しました： ' + detail). */
  failure?: string;
};

/**
 * The loading wrapper of SPEC §8: toggles the global loading flag, then notifies
 * '成功しました。' (or a custom text) or '失敗しました： ' + detail (or a custom text).
 * The error is logged and rethrown so the caller keeps what the user typed.
 *
 * @example await withLoading(() => patchCorporation(id, values), { success: '会社情報を保存しました。' });
 */
export async function withLoading<T>(action: () => Promise<T>, options: WithLoadingOptions = {}): Promise<T> {
  loadingStore.start();
  try {
    const result = await action();
    if (options.success !== false) notify.success(options.success ?? ja.success);
    return result;
  } catch (error) {
    console.error('[action] failed', error);
    notify.danger(options.failure ?? failureMessage(error));
    throw error;
  } finally {
    loadingStore.stop();
  }
}
