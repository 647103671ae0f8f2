import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { identityMessages } from '@/messages/identity';
import { toIdentityFailure } from '@/session/identity/identity-errors';
import { renderApp, startTestServer } from '@tests/harness/render-app';

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/** The sign-in page with a popup sign-in whose popup ends the way `outcome` says. */
async function popupThat(outcome: () => Promise<string>) {
  const app = await renderApp('/sign_in', { identity: { popupAvailable: true, signInWithPopup: outcome } });
  await app.user.click(await screen.findByRole('button', { name: 'Googleアカウントでログイン' }));
  return app;
}

describe('the identity popup', () => {
  it('closing or cancelling the popup raises no alarm', async () => {
    for (const code of ['auth/popup-closed-by-user', 'auth/cancelled-popup-request']) {
      let popup: Promise<string> | undefined;
      const app = await popupThat(() => (popup = Promise.reject(toIdentityFailure(firebaseError(code)))));
      await waitFor(() => expect(popup).toBeDefined());
      await expect(popup).rejects.toBeDefined();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Googleアカウントでログイン' })).toBeEnabled());
      expect(app.alerts).toEqual([]);
      expect(screen.queryByRole('alert')).toBeNull();
      app.unmount();
    }
  });

  it('another failure alerts once, in Japanese, without the service error code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await popupThat(() => Promise.reject(toIdentityFailure(firebaseError('auth/popup-blocked'))));
    await waitFor(() => expect(app.alerts).toHaveLength(1));
    expect(app.alerts[0]).toBe(`ログインに失敗しました。ログインに使用したメールアドレスをご確認ください。\n${identityMessages.popupBlocked}`);
    expect(app.alerts[0]).not.toMatch(/auth\/|Firebase/);
    // alerted, not also written on the page
    expect(screen.queryByText(identityMessages.popupBlocked)).toBeNull();
  });
});
