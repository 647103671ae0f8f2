import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { memberTable } from '@mirage/routes/members';
import type { AbilityName } from '@/api/ability';
import { queryOf } from '@/api/queries';
import { reads } from '@/api/reads';
import { queryClient } from '@/lib/query-client';
import { facilitiesMessages } from '@/messages/facilities';
import { searchMessages as m } from '@/messages/search';
import { shellMessages } from '@/messages/shell';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { rememberRecent } from '@/app/search/recents';
import { insertCoupon } from '@tests/integration/coupons/coupon-fixtures';
import { insertFacility } from '@tests/integration/facilities/facility-fixtures';
import { addTicketPayment, addTicketSource, recordRequests } from '@tests/integration/tickets/helpers';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer, type RenderedApp } from '@tests/harness/render-app';

let server: AppServer;
beforeAll(async () => {
  // The search's code, and the loaders a navigation runs: loaded once here, they never land late in a test.
  await Promise.all([import('@/app/search/search-dialog'), import('@/app/route-data'), import('@/api/queries')]);
  await preloadScreens('/facilities', '/facilities/f', '/coupons/c', '/ticket-payments/p', '/check-in-history', '/settings/members/edit');
});
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

/** An account with these abilities, and one of everything the search finds. */
function seed(abilities: readonly AbilityName[]) {
  const { account, corporations } = signedInAs(server, { abilities });
  const cid = corporations[0]!.id;
  const facility = insertFacility(server, cid, {
    name: 'ポチタマカフェ渋谷',
    address: { postalCode: '150-0001', prefecture: '東京都', address: '渋谷区神宮前1-2-3' },
  });
  insertFacility(server, cid, { name: 'わんわん公園', address: { postalCode: '060-0001', prefecture: '北海道', address: '札幌市中央区' } });
  const coupon = insertCoupon(server, cid, { title: 'ワンコ割引クーポン', status: 'published' });
  const source = addTicketSource(server, cid, { name: 'ドッグランA1日券' });
  const { payment } = addTicketPayment(server, source, ['enabled'], { id: 'tp-9-0042' });
  memberTable(server).insert({
    corporationId: cid,
    email: 'hanako@example.jp',
    displayName: '山田 花子',
    couponAbility: false,
    ticketAbility: false,
    status: 'active',
    createdAt: '2026-04-01T09:00:00+09:00',
  });
  return { cid, person: account.uid, facility, coupon, source, payment };
}

const combobox = () => screen.getByRole('combobox', { name: m.label });
const group = (name: string) => screen.queryByRole('group', { name: new RegExp(`^${name}`) });
const optionsIn = (name: string) => within(group(name) ?? document.createElement('div')).queryAllByRole('option');
const labels = (name: string) => optionsIn(name).map((option) => option.querySelector('.search-option-label')?.textContent);

async function openSearch(app: RenderedApp) {
  await screen.findByRole('button', { name: shellMessages.search.button });
  await app.user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', { name: m.label });
}

/** Puts `text` in the search at once (typing each character is the keyboard test's). */
async function search(app: RenderedApp, text: string) {
  await app.user.clear(combobox());
  await app.user.paste(text);
}

describe('検索 (docs/search.md)', () => {
  it('opens with Ctrl+K and with the header button; Esc closes it and gives focus back', async () => {
    signedInAs(server);
    const app = await renderApp('/settings/help');
    const button = await screen.findByRole('button', { name: shellMessages.search.button });
    expect(await openSearch(app)).toHaveFocus();
    expect(screen.getByRole('dialog', { name: m.dialog })).toBeInTheDocument();
    expect(screen.getByText(m.empty)).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await app.user.click(button);
    expect(await screen.findByRole('combobox', { name: m.label })).toHaveFocus();
    // Modal: Tab goes round the dialog's own controls, never to the page behind.
    expect(screen.getByRole('dialog', { name: m.dialog })).toHaveAttribute('aria-modal', 'true');
    await app.user.tab();
    expect(screen.getByRole('button', { name: m.close })).toHaveFocus();
    await app.user.tab();
    expect(combobox()).toHaveFocus();
    await app.user.tab({ shift: true });
    expect(screen.getByRole('button', { name: m.close })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    // A click beside it closes it too.
    await app.user.click(button);
    await app.user.click(await waitFor(() => document.querySelector<HTMLElement>('.search-backdrop')!));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finds screens by their titles and the words staff use, and facilities by name, address and prefecture, in any width and kana', async () => {
    seed(['canEditTicketSource', 'canEditMembers']);
    const app = await renderApp('/settings/help');
    await openSearch(app);
    await search(app, '返金');
    expect(await screen.findByRole('option', { name: /チケット返金集計/ })).toBeInTheDocument();
    // A screen's kanji by their reading, as typed before (or without) the IME's conversion.
    for (const text of ['へんきん', 'ﾍﾝｷﾝ']) {
      await search(app, text);
      await waitFor(() => expect(labels(m.groups.screens)).toEqual(['チケット返金集計']));
    }
    await search(app, 'めんばー');
    expect(labels(m.groups.screens)).toContain('サブアカウント');
    await search(app, '会員');
    expect(labels(m.groups.screens)).toEqual(['サブアカウント', 'サブアカウントを追加']);

    // Half-width katakana, hiragana, an address typed with the IME's ー, a prefecture.
    for (const text of ['ﾎﾟﾁﾀﾏ', 'ぽちたま かふぇ', '神宮前１ー２ー３', '東京都']) {
      await search(app, text);
      await waitFor(() => expect(labels(m.groups.facilities)).toEqual(['ポチタマカフェ渋谷']));
    }
  });

  it('finds coupons, tickets and members as staff type them', async () => {
    seed(['canEditTicketSource', 'canEditMembers']);
    const app = await renderApp('/settings/help');
    await openSearch(app);
    await search(app, 'わんこ');
    expect(labels(m.groups.coupons)).toEqual(['ワンコ割引クーポン']);
    await search(app, 'ドッグラン ａ１');
    expect(labels(m.groups.tickets)).toEqual(['ドッグランA1日券']);
    // By its facility too, as the ticket list's own search: words may come from either.
    await search(app, 'なす　１日券');
    expect(labels(m.groups.tickets)).toEqual([]);
    await search(app, '那須　１日券');
    expect(labels(m.groups.tickets)).toEqual(['ドッグランA1日券']);
    await search(app, 'HANAKO');
    expect(labels(m.groups.members)).toEqual(['山田 花子']);
    await search(app, '山田花子');
    expect(labels(m.groups.members)).toEqual(['山田 花子']);
    expect(screen.getByRole('status')).toHaveTextContent(m.found('山田花子', 2));
    expect(labels(m.groups.checkIns)).toEqual([m.checkIns('山田花子')]);
  });

  it('goes from open to the record’s screen with the keyboard alone, and offers it again before anything is typed', async () => {
    const { facility } = seed([]);
    const app = await renderApp('/settings/help');
    await openSearch(app);
    await app.user.type(combobox(), 'わんわん');
    await waitFor(() => expect(labels(m.groups.facilities)).toEqual(['わんわん公園']));
    await app.user.clear(combobox());
    await app.user.type(combobox(), 'ぽちたま');
    await waitFor(() => expect(labels(m.groups.facilities)).toEqual(['ポチタマカフェ渋谷']));
    // The first option is active; ↓ moves on and ↑ comes back, the input announcing each one.
    const [first, second] = screen.getAllByRole('option');
    expect(combobox()).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await app.user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', second!.id);
    await app.user.keyboard('{ArrowUp}');
    expect(first).toHaveTextContent('ポチタマカフェ渋谷');
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.path()).toBe(paths.facility(facility.id)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /ポチタマカフェ渋谷|施設詳細/ })).toBeInTheDocument();

    await openSearch(app);
    expect(labels(m.groups.recent)).toEqual(['ポチタマカフェ渋谷']);
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.path()).toBe(paths.facility(facility.id));
  });

  it('offers only the recent records of the person signed in, and only those they may still open', async () => {
    const { cid, person } = seed([]);
    const recent = (label: string, href: string, group: 'facilities' | 'payments' = 'facilities') => ({ key: href, group, label, detail: '', href });
    rememberRecent(cid, 'uid-of-someone-else', recent('前の人が開いた施設', '/facilities/x'));
    const app = await renderApp('/settings/help');
    await openSearch(app);
    expect(screen.getByText(m.empty)).toBeInTheDocument();
    await app.user.keyboard('{Escape}');

    rememberRecent(cid, person, recent('決済 tp-1-0001', paths.ticketPayment('tp-1-0001'), 'payments'));
    rememberRecent(cid, person, recent('わんわん公園', '/facilities/y'));
    await openSearch(app);
    expect(labels(m.groups.recent)).toEqual(['わんわん公園']);
  });

  it('never lists a ticket, a payment or a member to staff without the abilities, and asks the server for none of them', async () => {
    const { cid, payment } = seed([]);
    const seen = recordRequests(server);
    // Even a list the cache still holds from before the ability was withdrawn.
    const held = {
      sources: [{ id: 'ts-held', name: 'ドッグラン回数券', facility: { id: 'f', name: '那須' } }],
      paginate: { page: 0, limit: 300, total: 1, totalPages: 1 },
    };
    queryClient.setQueryData(queryOf(reads.ticketSources(cid)).queryKey, held as never);
    const app = await renderApp('/settings/help');
    await openSearch(app);
    for (const text of ['ドッグラン', payment.id, 'hanako', 'チケット', '会員']) {
      await search(app, text);
      await screen.findByText(new RegExp(`「${text}」`));
      expect(group(m.groups.tickets)).toBeNull();
      expect(group(m.groups.payments)).toBeNull();
      expect(group(m.groups.members)).toBeNull();
      expect(labels(m.groups.screens).filter((label) => /チケット|サブアカウント/.test(label ?? ''))).toEqual([]);
    }
    await search(app, 'ポチタマ');
    await waitFor(() => expect(labels(m.groups.facilities)).toEqual(['ポチタマカフェ渋谷']));
    expect(seen.filter((request) => /ticket|members/.test(request.url))).toEqual([]);
  });

  it('opens a pasted payment id with one GET, to the payment screen', async () => {
    const { payment } = seed(['canEditTicketSource']);
    const seen = recordRequests(server);
    const app = await renderApp('/settings/help');
    await openSearch(app);
    await app.user.paste(' ｔｐ－９－００４２ ');
    // Asked for at the paste (typed, it would wait for a pause in typing).
    expect(screen.getByRole('option', { name: new RegExp(`決済 ${payment.id}`) })).not.toHaveTextContent(m.payment.open);
    const option = await screen.findByRole('option', { name: /¥1,100/ });
    expect(option).toHaveTextContent(`決済 ${payment.id}`);
    expect(option).toHaveTextContent('ドッグランA1日券');
    expect(seen.filter((request) => request.url.includes('/ticket-payments/'))).toHaveLength(1);
    expect(combobox()).toHaveAttribute('aria-activedescendant', option.id);
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.path()).toBe(paths.ticketPayment(payment.id)));
    expect(await screen.findByRole('heading', { name: ticketsJa.payment.summary })).toBeInTheDocument();
  });

  it('opens a typed payment id at Enter, once its lookup has answered', async () => {
    const { payment } = seed(['canEditTicketSource']);
    const seen = recordRequests(server);
    const app = await renderApp('/settings/help');
    await openSearch(app);
    await app.user.type(combobox(), `${payment.id}{Enter}`);
    await waitFor(() => expect(app.path()).toBe(paths.ticketPayment(payment.id)));
    expect(await screen.findByRole('heading', { name: ticketsJa.payment.summary })).toBeInTheDocument();
    expect(seen.some((request) => request.url.endsWith(`/ticket-payments/${payment.id}`))).toBe(true);
  });

  it('says 見つかりません when the server does not know the payment, and stays', async () => {
    seed(['canEditTicketSource']);
    const app = await renderApp('/settings/help');
    await openSearch(app);
    await app.user.paste('tp-0-9999');
    const option = await screen.findByRole('option', { name: new RegExp(m.payment.notFound) });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await app.user.keyboard('{Enter}');
    expect(app.path()).toBe('/settings/help');
    expect(combobox()).toBeInTheDocument();
  });

  it('opens the check-in list filtered by the owner typed', async () => {
    seed([]);
    const app = await renderApp('/settings/help');
    await openSearch(app);
    await app.user.type(combobox(), 'モカママ');
    await app.user.click(await screen.findByRole('option', { name: new RegExp(m.checkIns('モカママ')) }));
    await waitFor(() => expect(app.path()).toBe(`${paths.checkInHistory}?${new URLSearchParams({ owner: 'モカママ' })}`));
    expect(await screen.findByLabelText(/飼い主のニックネーム/)).toHaveValue('モカママ');
  });

  it('reads a list the cache holds, and asks once for one it lacks, with its screen’s own request', async () => {
    const { cid } = seed([]);
    const seen = recordRequests(server);
    const app = await renderApp('/facilities');
    await screen.findByRole('link', { name: 'わんわん公園' });
    const asked = (resource: string) => seen.filter((request) => new URL(request.url, 'http://x').pathname.endsWith(`/${resource}/`)).length;
    expect(asked('facilities')).toBe(1);
    // Read a while ago: a screen opened now would refresh it; the search takes it as it is.
    const { queryKey } = queryOf(reads.facilities(cid));
    act(() => void queryClient.setQueryData(queryKey, queryClient.getQueryData(queryKey), { updatedAt: Date.now() - 60_000 }));
    await openSearch(app);
    await app.user.type(combobox(), 'わん');
    await waitFor(() => expect(labels(m.groups.coupons)).toEqual(['ワンコ割引クーポン']));
    await search(app, 'クーポン');
    await app.user.keyboard('{Escape}');
    await openSearch(app);
    await app.user.type(combobox(), 'ワンコ');
    await waitFor(() => expect(labels(m.groups.coupons)).toEqual(['ワンコ割引クーポン']));
    expect(asked('facilities')).toBe(1);
    expect(asked('coupons')).toBe(1);
  });

  it('searches nothing in the middle of an IME composition', async () => {
    seed([]);
    const app = await renderApp('/settings/help');
    await openSearch(app);
    fireEvent.compositionStart(combobox());
    fireEvent.change(combobox(), { target: { value: 'ぽちたま' } });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Enter confirms the conversion: nothing opens.
    fireEvent.keyDown(combobox(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(combobox(), { key: 'Escape', isComposing: true });
    expect(combobox()).toBeInTheDocument();
    fireEvent.compositionEnd(combobox(), { data: 'ぽちたま' });
    await waitFor(() => expect(labels(m.groups.facilities)).toEqual(['ポチタマカフェ渋谷']));
    expect(app.path()).toBe('/settings/help');
  });
});

describe('keyboard shortcuts (docs/search.md "Keyboard")', () => {
  it('/ focuses the list’s search box and ? lists the shortcuts; neither fires in a field or mid-composition', async () => {
    seed([]);
    const app = await renderApp('/facilities');
    await screen.findByRole('link', { name: 'わんわん公園' });
    const box = screen.getByLabelText(facilitiesMessages.list.search);
    await app.user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    // In the field, they are text.
    await app.user.keyboard('?/');
    await app.user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveValue('?/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => box.blur());
    fireEvent.keyDown(document.body, { key: '?', isComposing: true });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true, keyCode: 229 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await app.user.keyboard('?');
    const shortcuts = await screen.findByRole('dialog', { name: m.shortcuts.title });
    expect(within(shortcuts).getByText(m.shortcuts.items[0]![1])).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('/ opens the search on a screen without a list search box', async () => {
    signedInAs(server);
    const app = await renderApp('/settings/help');
    await screen.findByRole('button', { name: shellMessages.search.button });
    await app.user.keyboard('/');
    expect(await screen.findByRole('combobox', { name: m.label })).toHaveValue('');
  });
});
