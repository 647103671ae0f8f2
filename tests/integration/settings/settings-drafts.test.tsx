import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberTable } from '@mirage/routes/members';
import type { AppServer } from '@mirage/routes/define-routes';
import { settingsMessages } from '@/messages/settings';
import { draftHolds, draftOffer, expireSession, restoreButton, signInAgain } from '@tests/harness/drafts';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';

// Drafts of the settings forms (docs/decisions.md "Drafts and the next route").
beforeAll(() => preloadScreens('/settings/corporation', '/settings/members/edit'));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const c = settingsMessages.corporation;
const edit = settingsMessages.memberEdit;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('settings drafts', () => {
  it('the company information comes back to its person on its screen after the session expired, restored on 復元', async () => {
    const account = signedInAs(server, { abilities: ['canEditCorporation'] });
    const first = await renderApp('/settings/corporation');
    const name = await screen.findByLabelText(new RegExp(`^${c.name}`));
    await first.user.clear(name);
    await first.user.paste('株式会社わんわんパーク');
    await first.user.click(screen.getByLabelText(c.ticketMail));
    await draftHolds('株式会社わんわんパーク');
    await expireSession(first, server, account);

    const app = await signInAgain(first, account.account.email);
    await draftOffer();
    expect(app.path()).toBe('/settings/corporation');
    expect(field(c.name)).toHaveValue(account.corporations[0]!.name);
    await app.user.click(restoreButton());
    expect(field(c.name)).toHaveValue('株式会社わんわんパーク');
    expect(screen.getByLabelText(c.ticketMail)).not.toBeChecked();
  });

  it('a member being edited comes back on the member’s own screen (its query kept), restored on 復元', async () => {
    const account = signedInAs(server, { abilities: ['canEditMembers'] });
    memberTable(server).insert({
      corporationId: account.corporations[0]!.id,
      email: 'tanaka@test.example.jp',
      displayName: '田中',
      couponAbility: false,
      ticketAbility: false,
      status: 'active',
      createdAt: '2026-04-01T09:00:00+09:00',
    });
    const path = '/settings/members/edit?email=tanaka%40test.example.jp';
    const first = await renderApp(path);
    const name = await screen.findByLabelText(new RegExp(`^${settingsMessages.members.displayName}`));
    await first.user.clear(name);
    await first.user.paste('田中 優子');
    await first.user.click(screen.getByLabelText(edit.ticketAbility));
    await draftHolds('田中 優子');
    await expireSession(first, server, account);

    const app = await signInAgain(first, account.account.email);
    await draftOffer();
    expect(app.path()).toBe(path);
    await app.user.click(restoreButton());
    expect(field(settingsMessages.members.displayName)).toHaveValue('田中 優子');
    expect(screen.getByLabelText(edit.ticketAbility)).toBeChecked();
    expect(screen.getByText('tanaka@test.example.jp')).toBeVisible();
  });
});
