import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppMutation } from '@/api/mutation';
import { ja } from '@/messages/ja';
import { failureMessage } from './failure-notice';
import { loadingStore } from './loading/loading-store';
import { notify } from './loading/notify';

export type FeedbackOptions<TData, TVariables> = {
  /** Custom success text; `false` shows none (default '成功しました。'). */
  success?: string | false | ((data: TData, variables: TVariables) => string | false);
  /** Custom failure text, instead of '失敗しました： ' + detail. */
  failure?: string;
};

/**
 * The loading wrapper for every user action (docs/product.md "Error messages"): the global spinner, then '成功しました。' or '失敗しました： '
 * + detail as a toast, the one place a failed action is shown. A success updates the cache and drops what the change made stale
 * (docs/architecture.md, "After the user's own change"). `mutateAsync` rethrows, so a form keeps what was typed; `mutate` swallows it.
 */
export function useAppMutation<TVariables, TData>(definition: AppMutation<TVariables, TData>, feedback: FeedbackOptions<TData, TVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<TData, unknown, TVariables>({
    mutationFn: async (variables) => {
      loadingStore.start();
      try {
        return await definition.mutationFn(variables);
      } finally {
        loadingStore.stop();
      }
    },
    onSuccess: (data, variables) => {
      const changed = definition.invalidates?.(data, variables) ?? [];
      // Stale and shown nowhere now: dropped, so the next screen that reads it waits for the new answer rather than show the old as fact.
      for (const queryKey of changed) void queryClient.resetQueries({ queryKey, type: 'inactive' });
      definition.updateCache?.(queryClient, data, variables);
      // What a screen shows now is asked again at once (the answer itself is already written above).
      for (const queryKey of changed) void queryClient.invalidateQueries({ queryKey, type: 'active' });
      const success = typeof feedback.success === 'function' ? feedback.success(data, variables) : feedback.success;
      if (success !== false) notify.success(success ?? ja.success);
    },
    onError: (error) => {
      console.error('[action] failed', error);
      notify.danger(feedback.failure ?? failureMessage(error));
    },
  });
}
