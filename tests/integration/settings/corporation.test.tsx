import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreTables } from '@mirage/models/core';
import type { AppServer } from '@mirage/routes/define-routes';
import { ja } from '@/messages/ja';
import { shellMessages } from '@/messages/shell';
import { common } from '@/messages/common';
import { settingsMessages } from '@/messages/settings';
import { expectShownOnce } from '@tests/harness/assertions';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';

const m = settingsMessages.corporation;

beforeAll(() => preloadScreens('/settings/help'));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const corporationRow = (id: string) => coreTables(server.db).corporations.find(id)!;

async function openForm(path = '/settings/corporation') {
  const app = await renderApp(path);
  const name = await screen.findByLabelText(new RegExp(`^${m.name}`));
  return { app, name, email: screen.getByLabelText(new RegExp(`^${m.email}`)), ticketMail: screen.getByLabelText(m.ticketMail) };
}

describe('/settings/corporation', () => {
  it('shows the saved values, saves the edited ones and renames the corporation in the top bar at once', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCorporation'] });
    const corporation = corporations[0]!;
    const { app, name, email, ticketMail } = await openForm();
    expect(name).toHaveValue(corporation.name);
    expect(email).toHaveValue(corporation.email);
    expect(ticketMail).toBeChecked();
    const topBar = document.querySelector('.topbar') as HTMLElement;
    expect(within(topBar).getByText(corporation.name)).toBeVisible();

    await app.user.clear(name);
    await app.user.type(name, '  株式会社わんわんパーク  ');
    // Typed with a Japanese IME: full-width letters are saved half-width.
    await app.user.clear(email);
    await app.user.paste('ＩＮＦＯ＠ｗａｎｗａｎ．ｅｘａｍｐｌｅ．ｊｐ');
    await app.user.click(ticketMail);
    await app.user.click(screen.getByRole('button', { name: m.save }));

    await waitFor(() => expect(corporationRow(corporation.id).name).toBe('株式会社わんわんパーク'));
    expect(corporationRow(corporation.id)).toMatchObject({ email: 'info@wanwan.example.jp', isTicketMailReceivable: false });
    expect(await within(topBar).findByText('株式会社わんわんパーク')).toBeVisible();
    expect(within(topBar).queryByText(corporation.name)).toBeNull();
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${m.email}`))).toHaveValue('info@wanwan.example.jp');
  });

  it('refuses an empty name and a malformed e-mail in Japanese, without calling the server', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCorporation'] });
    const before = corporationRow(corporations[0]!.id);
    const { app, name, email } = await openForm();
    await app.user.clear(name);
    await app.user.clear(email);
    await app.user.type(email, 'info@example');
    await app.user.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.nameRequired)).toBeVisible();
    expect(screen.getByText(m.emailInvalid)).toBeVisible();
    expect(screen.getByText(common.formInvalid)).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(corporationRow(corporations[0]!.id)).toEqual(before);
  });

  it.each([
    ['an emoji', 'info🐶@wanwan.example.jp', m.emailInvalid],
    ['a zero-width space', 'info\u200B@wanwan.example.jp', m.emailInvisible],
    ['a zero-width no-break space (BOM)', '\uFEFFinfo@wanwan.example.jp', m.emailInvisible],
    ['255 characters', `${'a'.repeat(240)}@wanwan.example.jp`, common.fieldRules.tooLong(m.email, 254)],
  ])('refuses a contact e-mail with %s, keeps what was typed and stores nothing', async (_, typed, message) => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCorporation'] });
    const before = corporationRow(corporations[0]!.id);
    const patches: unknown[] = [];
    server.pretender.handledRequest = (verb) => void (verb === 'PATCH' && patches.push(verb));
    const { app, email } = await openForm();
    await app.user.clear(email);
    // Pasted, as such addresses arrive (user-event would type the emoji's halves one by one).
    await app.user.click(email);
    await app.user.paste(typed);
    await app.user.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue(typed);
    expect(patches).toEqual([]);
    expect(corporationRow(corporations[0]!.id)).toEqual(before);
  });

  it('counts the name in characters as people see emoji: 100 pass, 101 are refused', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCorporation'] });
    const { app, name } = await openForm();
    await app.user.clear(name);
    await app.user.click(name);
    await app.user.paste('🐕'.repeat(101));
    await app.user.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.nameTooLong)).toBeVisible();
    await app.user.type(name, '{Backspace}{Backspace}');
    await app.user.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(corporationRow(corporations[0]!.id).name).toBe('🐕'.repeat(100)));
  });

  it('keeps every field and shows the displayMessage once when the server answers 422', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCorporation'] });
    server.patch('/api/corporations/:id', () => new Response(422, {}, { displayMessage: 'この会社名は使用できません。' }));
    const { app, name, email, ticketMail } = await openForm();
    await app.user.clear(name);
    await app.user.type(name, '新しい会社名');
    await app.user.clear(email);
    await app.user.type(email, 'new@test.example.jp');
    await app.user.click(ticketMail);
    await app.user.click(screen.getByRole('button', { name: m.save }));

    await expectShownOnce(`${ja.failurePrefix}この会社名は使用できません。`);
    expect(name).toHaveValue('新しい会社名');
    expect(email).toHaveValue('new@test.example.jp');
    expect(ticketMail).not.toBeChecked();
    expect(corporationRow(corporations[0]!.id).name).toBe(corporations[0]!.name);
    const topBar = document.querySelector('.topbar') as HTMLElement;
    expect(within(topBar).getByText(corporations[0]!.name)).toBeVisible();
  });

  it('asks before leaving with unsaved changes, and no longer once they are saved', async () => {
    signedInAs(server, { abilities: ['canEditCorporation'] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { app, name } = await openForm();
    const sidebar = screen.getByRole('navigation', { name: shellMessages.menu.mainNav });
    await app.user.type(name, '（本社）');
    await app.user.click(within(sidebar).getByRole('link', { name: shellMessages.menu.help }));
    expect(confirm).toHaveBeenCalledWith(ja.unsavedChanges);
    expect(app.path()).toBe('/settings/corporation');
    expect((name as HTMLInputElement).value).toMatch(/（本社）$/);

    await app.user.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    confirm.mockClear();
    await app.user.click(within(sidebar).getByRole('link', { name: shellMessages.menu.help }));
    await screen.findByRole('heading', { level: 1, name: ja.titles.settingsHelp });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('is refused to a user without canEditCorporation who types the address', async () => {
    signedInAs(server, { abilities: ['canEditMembers'] });
    await renderApp('/settings/corporation');
    expect(await screen.findByRole('heading', { name: ja.forbidden.heading })).toBeVisible();
    expect(screen.queryByLabelText(new RegExp(`^${m.name}`))).toBeNull();
  });
});
