import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreTables } from '@mirage/models/core';
import type { AppServer } from '@mirage/routes/define-routes';
import { createTestAccount } from '@tests/harness/mirage-accounts';
import { readRecents, rememberRecent } from '@/app/search/recents';
import { writePendingRefund } from '@/features/tickets/pending-refund';
import { mailAddressMemory } from '@/session/identity/identity';
import { sessionStorageKeys } from '@/session/session-storage';
import { facilitiesMessages as m } from '@/messages/facilities';
import { shellMessages } from '@/messages/shell';
import { common } from '@/messages/common';
import { controlByLabel, preloadFacilityScreens } from '@tests/integration/facilities/facility-fixtures';
import { renderApp, signedInAs, startTestServer, type RenderedApp } from '@tests/harness/render-app';

/**
 * Drafts belong to the person who typed them (docs/decisions.md "Drafts and the next route"): on a shared front-desk
 * computer, whoever signs in next finds nothing the previous person typed and did not save.
 */
let server: AppServer;
beforeAll(preloadFacilityScreens);
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

/** Every key of both storages that the app wrote, except the session's own. */
const leftBehind = () =>
  [localStorage, sessionStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').filter(
      (key) => key.startsWith('petpass.') && !Object.values(sessionStorageKeys).includes(key as never),
    ),
  );

async function typeDraftName(app: RenderedApp, name: string) {
  await screen.findByText(m.create.submit, { selector: 'button' });
  act(() => controlByLabel(document.body, m.fields.name).focus());
  await app.user.paste(name);
  // The draft is written a moment after typing stops, or at once when the page is hidden.
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(leftBehind().some((key) => key.startsWith('petpass.draft.'))).toBe(true);
}

describe('signing out', () => {
  it('ログアウト forgets the facility draft, the screen it was on, a refund awaiting its answer, a sign-in link address and the recent records', async () => {
    const { account, corporations } = signedInAs(server);
    mailAddressMemory.remember('front-desk@example.jp');
    writePendingRefund(corporations[0]!.id, 'tp-1', { key: 'refund-key-1', targets: ['t-1'], refundPercent: 100 });
    rememberRecent(corporations[0]!.id, account.uid, {
      key: 'facilities:f-1',
      group: 'facilities',
      label: '前の人が開いた施設',
      detail: '',
      href: '/facilities/f-1',
    });
    expect(readRecents(corporations[0]!.id, account.uid)).toHaveLength(1);
    const app = await renderApp('/facilities/new');
    await typeDraftName(app, '前の人の下書き');

    // Leaving a form with unsaved changes asks first; the person means it.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const nav = await screen.findByRole('navigation', { name: shellMessages.menu.mainNav });
    await app.user.click(within(nav).getByRole('button', { name: shellMessages.menu.signOut }));
    await screen.findByRole('heading', { name: 'ログイン' });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(leftBehind()).toEqual([]);
  });

  it('gives a draft left by an expired session back to its own person only', async () => {
    const first = signedInAs(server);
    const app = await renderApp('/facilities/new');
    await typeDraftName(app, '前の人の下書き');
    app.unmount();

    // The next person of the same company signs in on this computer.
    const next = createTestAccount(server, { email: 'next@test.example.jp' });
    coreTables(server.db).accounts.update(next.account.id, { corporationIds: [first.corporations[0]!.id] });
    localStorage.setItem(sessionStorageKeys.bearer, next.bearer);
    await renderApp('/facilities/new');
    await screen.findByText(m.create.submit, { selector: 'button' });
    expect(screen.queryByText(common.drafts.offer)).toBeNull();
    expect(controlByLabel(document.body, m.fields.name)).toHaveValue('');
    // Only what the person now signed in leaves: the screen they are on.
    await waitFor(() => expect(leftBehind()).toEqual(['petpass.resume']));
    expect(JSON.parse(localStorage.getItem('petpass.resume')!)).toMatchObject({ person: next.account.uid, path: '/facilities/new' });
  });
});
