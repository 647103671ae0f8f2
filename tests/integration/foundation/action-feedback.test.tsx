import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/ui/loading/toaster';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { AppMutation } from '@/api/mutation';
import { queryClient } from '@/lib/query-client';
import { GlobalSpinner } from '@/ui/spinner';
import { useAppMutation, type FeedbackOptions } from '@/ui/use-app-mutation';
import { expectShownOnce } from '@tests/harness/assertions';

/** An action the test settles itself, to look at the screen while it runs. */
function pendingAction() {
  const pending: Array<{ resolve: (value: string) => void; reject: (error: unknown) => void }> = [];
  const definition: AppMutation<void, string> = {
    mutationFn: () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })),
  };
  return { definition, pending };
}

function Action({ definition, feedback, label = '保存' }: { definition: AppMutation<void, string>; feedback?: FeedbackOptions<string, void>; label?: string }) {
  const action = useAppMutation(definition, feedback);
  return (
    <button type="button" onClick={() => action.mutate()}>
      {label}
    </button>
  );
}

function renderShell(children: React.ReactNode) {
  return render(
    <QueryClientProvider client={queryClient}>
      {children}
      <GlobalSpinner />
      <Toaster />
    </QueryClientProvider>,
  );
}

const overlay = () => document.querySelector('.spinner-overlay');

describe('the loading wrapper (useAppMutation) and the global spinner', () => {
  it("shows the spinner overlay while the action runs, then '成功しました。' once", async () => {
    const { definition, pending } = pendingAction();
    renderShell(<Action definition={definition} />);
    expect(overlay()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(overlay()).not.toBeNull());
    expect(overlay()).toHaveAttribute('role', 'status');
    expect(overlay()).toHaveTextContent('読み込み中…');
    pending[0]!.resolve('ok');
    await waitFor(() => expect(overlay()).toBeNull());
    await expectShownOnce('成功しました。');
  });

  it('shows a custom success text instead of the default', async () => {
    const { definition, pending } = pendingAction();
    renderShell(<Action definition={definition} feedback={{ success: 'クーポンを保存しました。' }} />);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    pending[0]!.resolve('ok');
    await expectShownOnce('クーポンを保存しました。');
    expect(screen.queryByText('成功しました。')).toBeNull();
  });

  it("shows '失敗しました： ' plus the server's message once, logs the error, and the spinner goes", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { definition, pending } = pendingAction();
    renderShell(<Action definition={definition} />);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const error = new ApiError(422, 'HTTP 422', { displayMessage: 'タイトルを入力してください。' });
    pending[0]!.reject(error);
    await expectShownOnce('失敗しました： タイトルを入力してください。');
    expect(overlay()).toBeNull();
    expect(errors).toHaveBeenCalledWith('[action] failed', error);
  });

  it('shows a custom failure text instead of the default', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { definition, pending } = pendingAction();
    renderShell(<Action definition={definition} feedback={{ failure: '保存できませんでした。' }} />);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    pending[0]!.reject(new Error('x'));
    await expectShownOnce('保存できませんでした。');
  });

  it('keeps the spinner while any of two overlapping actions still runs', async () => {
    const first = pendingAction();
    const second = pendingAction();
    renderShell(
      <>
        <Action definition={first.definition} label="一つ目" />
        <Action definition={second.definition} label="二つ目" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '一つ目' }));
    await userEvent.click(screen.getByRole('button', { name: '二つ目' }));
    first.pending[0]!.resolve('ok');
    await screen.findAllByText('成功しました。');
    expect(overlay()).not.toBeNull();
    second.pending[0]!.resolve('ok');
    await waitFor(() => expect(overlay()).toBeNull());
  });
});
