import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreTables } from '@mirage/models/core';
import type { AppServer } from '@mirage/routes/define-routes';
import { ja } from '@/messages/ja';
import { settingsMessages } from '@/messages/settings';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';

const m = settingsMessages.corporation;

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

describe('/settings/corporation (SPEC §3 Corporation, §7 PATCH)', () => {
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
    await app.user.type(email, 'ＩＮＦＯ＠ｗａｎｗａｎ．ｅｘａｍｐｌｅ．ｊｐ');
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
    expect(screen.getByText(ja.formInvalid)).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(corporationRow(corporations[0]!.id)).toEqual(before);
  });

  it('keeps every field and shows the displayMessage when the server answers 422', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCorporation'] });
    server.patch('/api/corporations/:id', () => new Response(422, {}, { displayMessage: 'この会社名は使用できません。' }));
    const { app, name, email, ticketMail } = await openForm();
    await app.user.clear(name);
    await app.user.type(name, '新しい会社名');
    await app.user.clear(email);
    await app.user.type(email, 'new@test.example.jp');
    await app.user.click(ticketMail);
    await app.user.click(screen.getByRole('button', { name: m.save }));

    const form = name.closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent(`${ja.failurePrefix}この会社名は使用できません。`);
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
    const sidebar = screen.getByRole('navigation', { name: ja.menu.mainNav });
    await app.user.type(name, '（本社）');
    await app.user.click(within(sidebar).getByRole('link', { name: ja.menu.help }));
    expect(confirm).toHaveBeenCalledWith(ja.unsavedChanges);
    expect(app.path()).toBe('/settings/corporation');
    expect((name as HTMLInputElement).value).toMatch(/（本社）$/);

    await app.user.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    confirm.mockClear();
    await app.user.click(within(sidebar).getByRole('link', { name: ja.menu.help }));
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
