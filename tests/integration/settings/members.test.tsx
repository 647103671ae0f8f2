import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberTable, type MemberRow } from '@mirage/routes/members';
import type { AppServer } from '@mirage/routes/define-routes';
import { ja } from '@/messages/ja';
import { common } from '@/messages/common';
import { settingsMessages } from '@/messages/settings';
import { expectShownOnce } from '@tests/harness/assertions';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';

const m = settingsMessages.members;
const edit = settingsMessages.memberEdit;
const errors = settingsMessages.memberErrors;

// The journeys go from the list to the edit page and back.
beforeAll(() => preloadScreens('/settings/members', '/settings/members/edit'));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

function addMember(corporationId: string, attrs: Partial<MemberRow> & { email: string }): MemberRow {
  return memberTable(server).insert({
    corporationId,
    displayName: '',
    couponAbility: false,
    ticketAbility: false,
    status: 'active',
    createdAt: '2026-04-01T09:00:00+09:00',
    ...attrs,
  });
}

const membersOf = (corporationId: string) => memberTable(server).where({ corporationId });
const emailField = () => screen.getByLabelText(new RegExp(`^${m.email}`));
const nameField = () => screen.getByLabelText(new RegExp(`^${m.displayName}`));

describe('/settings/members (canEditMembers)', () => {
  it('lists the sub-accounts of the chosen corporation only, with abilities and status', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditMembers'], corporations: 2 });
    addMember(corporations[0]!.id, { email: 'tanaka@test.example.jp', displayName: '田中 優子', couponAbility: true });
    addMember(corporations[0]!.id, { email: 'ito@test.example.jp', status: 'invited', ticketAbility: true, createdAt: '2026-05-01T09:00:00+09:00' });
    addMember(corporations[1]!.id, { email: 'other@test.example.jp' });
    await renderApp('/settings/members');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Newest first.
    expect(rows[0]).toHaveTextContent('ito@test.example.jp');
    expect(within(rows[0]!).getByText(m.statusLabels.invited)).toBeVisible();
    expect(within(rows[0]!).getByText(m.ticketAbility)).toBeVisible();
    expect(rows[1]).toHaveTextContent('田中 優子');
    expect(within(rows[1]!).getByText(m.couponAbility)).toBeVisible();
    expect(within(rows[1]!).getByText('2026/04/01')).toBeVisible();
    expect(screen.queryByText('other@test.example.jp')).toBeNull();
    expect(screen.getByText(m.count(2))).toBeVisible();
  });

  it('shows an empty state that says how to add one', async () => {
    signedInAs(server, { abilities: ['canEditMembers'] });
    await renderApp('/settings/members');
    expect(await screen.findByText(m.empty)).toBeVisible();
  });

  it('adds a sub-account typed in full-width, then lists it', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditMembers'] });
    const app = await renderApp('/settings/members');
    await screen.findByText(m.empty);
    await app.user.click(screen.getByRole('link', { name: m.add }));
    // The page is titled as its form: adding, not editing.
    expect(await screen.findByRole('form', { name: ja.titles.settingsMembersAdd })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: ja.titles.settingsMembersAdd })).toBeVisible();
    expect(screen.queryByRole('heading', { name: ja.titles.settingsMembersEdit })).toBeNull();
    expect(document.title).toMatch(new RegExp(`^${ja.titles.settingsMembersAdd} \\|`));
    expect(app.path()).toBe('/settings/members/edit');
    // Full-width, as a Japanese IME commits it (pasted at once rather than key by key).
    await app.user.click(emailField());
    await app.user.paste('Ｋｏｂａｙａｓｈｉ＠ｔｅｓｔ．ｅｘａｍｐｌｅ．ｊｐ');
    await app.user.click(nameField());
    await app.user.paste('小林 大輔');
    await app.user.click(screen.getByLabelText(edit.couponAbility));
    await app.user.click(screen.getByRole('button', { name: edit.submitAdd }));

    await screen.findByRole('table');
    expect(app.path()).toBe('/settings/members');
    expect(membersOf(corporations[0]!.id)).toEqual([
      expect.objectContaining({ email: 'kobayashi@test.example.jp', displayName: '小林 大輔', couponAbility: true, ticketAbility: false, status: 'invited' }),
    ]);
    expect(screen.getByRole('row', { name: /kobayashi@test\.example\.jp/ })).toHaveTextContent(m.statusLabels.invited);
  });

  it('refuses a duplicate or malformed e-mail in Japanese, before the server', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditMembers'] });
    addMember(corporations[0]!.id, { email: 'tanaka@test.example.jp' });
    const app = await renderApp('/settings/members/edit');
    await screen.findByRole('form', { name: edit.addHeading });
    await app.user.type(emailField(), 'TANAKA@test.example.jp');
    await app.user.click(screen.getByRole('button', { name: edit.submitAdd }));
    expect(await screen.findByText(errors.emailDuplicate)).toBeVisible();
    await app.user.clear(emailField());
    await app.user.type(emailField(), 'tanaka@');
    expect(await screen.findByText(errors.emailInvalid)).toBeVisible();
    expect(membersOf(corporations[0]!.id)).toHaveLength(1);
    expect(app.path()).toBe('/settings/members/edit');
  });

  it("keeps everything typed and shows Mirage's 422 when the server refuses a duplicate", async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditMembers'] });
    const app = await renderApp('/settings/members/edit');
    await screen.findByRole('form', { name: edit.addHeading });
    // Someone else registered it after this page loaded the list.
    addMember(corporations[0]!.id, { email: 'race@test.example.jp' });
    await app.user.type(emailField(), 'race@test.example.jp');
    await app.user.type(nameField(), '競合 太郎');
    await app.user.click(screen.getByLabelText(edit.ticketAbility));
    await app.user.click(screen.getByRole('button', { name: edit.submitAdd }));

    await expectShownOnce(`${ja.failurePrefix}${errors.emailDuplicate}`);
    expect(emailField()).toHaveValue('race@test.example.jp');
    expect(nameField()).toHaveValue('競合 太郎');
    expect(screen.getByLabelText(edit.ticketAbility)).toBeChecked();
    expect(membersOf(corporations[0]!.id)).toHaveLength(1);
    expect(app.path()).toBe('/settings/members/edit');
  });

  it('keeps everything typed when the save fails for another reason', async () => {
    signedInAs(server, { abilities: ['canEditMembers'] });
    server.post('/api/corporations/:cid/members/', () => new Response(503, {}, { displayMessage: '混み合っています。' }));
    const app = await renderApp('/settings/members/edit');
    await screen.findByRole('form', { name: edit.addHeading });
    await app.user.type(emailField(), 'new@test.example.jp');
    await app.user.click(screen.getByRole('button', { name: edit.submitAdd }));
    await expectShownOnce(`${ja.failurePrefix}混み合っています。`);
    expect(emailField()).toHaveValue('new@test.example.jp');
  });

  it.each([
    ['an emoji in the e-mail', 'email', 'wan🐶@test.example.jp', errors.emailInvalid],
    ['a zero-width space in the e-mail', 'email', 'wan\u200B@test.example.jp', errors.emailInvisible],
    ['51 emoji as the name', 'displayName', '🐩'.repeat(51), errors.displayNameTooLong],
  ])('refuses %s in Japanese, keeps it typed and sends nothing', async (_, field, typed, message) => {
    const { corporations } = signedInAs(server, { abilities: ['canEditMembers'] });
    const app = await renderApp('/settings/members/edit');
    await screen.findByRole('form', { name: ja.titles.settingsMembersAdd });
    await app.user.type(emailField(), 'ok@test.example.jp');
    const input = field === 'email' ? emailField() : nameField();
    await app.user.clear(input);
    await app.user.click(input);
    await app.user.paste(typed);
    await app.user.click(screen.getByRole('button', { name: edit.submitAdd }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(input).toHaveValue(typed);
    expect(membersOf(corporations[0]!.id)).toEqual([]);
    expect(app.path()).toBe('/settings/members/edit');
  });

  it('edits the abilities of the member of ?email=, keeping its e-mail', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditMembers'] });
    const member = addMember(corporations[0]!.id, { email: 'tanaka@test.example.jp', displayName: '田中', couponAbility: true });
    const app = await renderApp('/settings/members');
    await screen.findByRole('table');
    await app.user.click(screen.getByRole('link', { name: `tanaka@test.example.jp を${m.edit}` }));
    expect(await screen.findByRole('form', { name: ja.titles.settingsMembersEdit })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: ja.titles.settingsMembersEdit })).toBeVisible();
    expect(app.path()).toBe('/settings/members/edit?email=tanaka%40test.example.jp');
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${m.email}`) })).toBeNull();
    expect(screen.getByText('tanaka@test.example.jp')).toBeVisible();
    expect(nameField()).toHaveValue('田中');
    await app.user.clear(nameField());
    await app.user.type(nameField(), '田中 優子');
    await app.user.click(screen.getByLabelText(edit.couponAbility));
    await app.user.click(screen.getByLabelText(edit.ticketAbility));
    await app.user.click(screen.getByRole('button', { name: edit.submitEdit }));

    await screen.findByRole('table');
    expect(memberTable(server).find(member.id)).toMatchObject({ displayName: '田中 優子', couponAbility: false, ticketAbility: true });
    expect(membersOf(corporations[0]!.id)).toHaveLength(1);
  });

  it('opens a member by ?id= too, and says so when the member does not exist', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditMembers'] });
    const member = addMember(corporations[0]!.id, { email: 'byid@test.example.jp' });
    const app = await renderApp(`/settings/members/edit?id=${member.id}`);
    expect(await screen.findByText('byid@test.example.jp')).toBeVisible();
    app.unmount();
    const ghost = await renderApp('/settings/members/edit?email=ghost%40test.example.jp');
    // Not a failure to retry: the not-found state, with the way back to the list.
    expect(await screen.findByRole('heading', { name: common.recordNotFound.heading })).toBeVisible();
    expect(screen.getByText(edit.notFound)).toBeVisible();
    expect(screen.queryByText(ja.failurePrefix, { exact: false })).toBeNull();
    expect(screen.queryByRole('button', { name: ja.retry })).toBeNull();
    await ghost.user.click(screen.getByRole('link', { name: common.recordNotFound.back(ja.titles.settingsMembers) }));
    expect(await screen.findByRole('row', { name: /byid@test\.example\.jp/ })).toBeVisible();
    expect(ghost.path()).toBe('/settings/members');
  });

  it('keeps the dialog open and says once why, when a removal fails', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditMembers'] });
    addMember(corporations[0]!.id, { email: 'stay@test.example.jp' });
    const app = await renderApp('/settings/members');
    await screen.findByRole('table');
    server.post('/api/corporations/:cid/members/', () => new Response(503, {}, { displayMessage: '混み合っています。' }));
    await app.user.click(screen.getByRole('button', { name: `stay@test.example.jp を${m.remove}` }));
    const dialog = screen.getByRole('dialog', { name: m.removeTitle });
    await app.user.click(within(dialog).getByRole('button', { name: m.removeConfirm }));
    await expectShownOnce(`${ja.failurePrefix}混み合っています。`);
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: m.removeConfirm })).toBeEnabled();
    expect(membersOf(corporations[0]!.id)).toHaveLength(1);
  });

  it('removes a member from the list after confirmation', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditMembers'] });
    addMember(corporations[0]!.id, { email: 'keep@test.example.jp' });
    addMember(corporations[0]!.id, { email: 'leave@test.example.jp' });
    const app = await renderApp('/settings/members');
    await screen.findByRole('table');
    await app.user.click(screen.getByRole('button', { name: `leave@test.example.jp を${m.remove}` }));
    const dialog = screen.getByRole('dialog', { name: m.removeTitle });
    expect(dialog).toHaveTextContent(m.removeBody('leave@test.example.jp'));
    await app.user.click(within(dialog).getByRole('button', { name: m.removeConfirm }));

    await waitFor(() => expect(screen.queryByText('leave@test.example.jp')).toBeNull());
    expect(membersOf(corporations[0]!.id).map((row) => row.email)).toEqual(['keep@test.example.jp']);
    expect(screen.getByText('keep@test.example.jp')).toBeVisible();
    expect(screen.getByText(m.count(1))).toBeVisible();
  });

  it('removes a member from its edit page', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditMembers'] });
    addMember(corporations[0]!.id, { email: 'gone@test.example.jp' });
    const app = await renderApp('/settings/members/edit?email=gone%40test.example.jp');
    await screen.findByRole('form', { name: edit.editHeading });
    await app.user.click(screen.getByRole('button', { name: m.remove }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: m.removeConfirm }));
    expect(await screen.findByText(m.empty)).toBeVisible();
    expect(app.path()).toBe('/settings/members');
    expect(membersOf(corporations[0]!.id)).toEqual([]);
  });

  it('is refused to a user without canEditMembers, list and edit page alike', async () => {
    signedInAs(server, { abilities: ['canEditCorporation'] });
    const app = await renderApp('/settings/members');
    expect(await screen.findByRole('heading', { name: ja.forbidden.heading })).toBeVisible();
    app.unmount();
    await renderApp('/settings/members/edit');
    expect(await screen.findByRole('heading', { name: ja.forbidden.heading })).toBeVisible();
    expect(screen.queryByRole('button', { name: edit.submitAdd })).toBeNull();
  });
});

describe('/settings/members from the cache (TanStack Query)', () => {
  it('shows the list at once when coming back from the edit page, without waiting for the server', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditMembers'] });
    addMember(corporations[0]!.id, { email: 'cached@test.example.jp' });
    const app = await renderApp('/settings/members');
    await screen.findByRole('row', { name: /cached@test\.example\.jp/ });
    await app.user.click(screen.getByRole('link', { name: m.add }));
    await screen.findByRole('form', { name: edit.addHeading });
    server.get('/api/corporations/:cid/members/', () => new Promise(() => undefined));
    act(() => app.navigate('/settings/members'));
    expect(screen.getByRole('row', { name: /cached@test\.example\.jp/ })).toBeVisible();
    expect(screen.getByText(m.count(1))).toBeVisible();
  });
});
