import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { facilitiesMessages as m } from '@/messages/facilities';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { insertFacility, preloadFacilityScreens } from './facility-fixtures';

let server: AppServer;
beforeAll(preloadFacilityScreens);
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

function seedThree() {
  const { corporations } = signedInAs(server);
  const cid = corporations[0]!.id;
  insertFacility(server, cid, { name: 'わんカフェ渋谷', status: 'enabled', confirmedAt: '2026-01-02T10:00:00+09:00' });
  insertFacility(server, cid, {
    name: 'ドッグホテル箱根',
    status: 'pending',
    address: { postalCode: '250-0631', prefecture: '神奈川県', address: '箱根町' },
    tags: [{ displayName: 'ペットと泊まれる宿泊施設', type: 'category' }],
  });
  insertFacility(server, cid, { name: 'わんわん公園', status: 'closed' });
  // Another corporation's facility never shows.
  insertFacility(server, 'corp-other', { name: '他社の施設' });
  return cid;
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('/facilities list', () => {
  it('lists the corporation facilities with category, prefecture, status and confirmation', async () => {
    seedThree();
    await renderApp('/facilities');
    const link = await screen.findByRole('link', { name: 'ドッグホテル箱根' });
    expect(rows()).toHaveLength(3);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('ペットと泊まれる宿泊施設')).toBeInTheDocument();
    expect(within(row).getByText('神奈川県')).toBeInTheDocument();
    expect(within(row).getByText('審査待ち')).toBeInTheDocument();
    expect(within(row).getByText(m.list.unconfirmed)).toBeInTheDocument();
    const cafe = screen.getByRole('link', { name: 'わんカフェ渋谷' }).closest('tr') as HTMLElement;
    expect(within(cafe).getByText(m.list.confirmed)).toBeInTheDocument();
    expect(screen.queryByText('他社の施設')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.list.newButton })).toHaveAttribute('href', '/facilities/new');
  });

  it('filters by status, asking the API for ?status=enabled, and keeps it in the URL', async () => {
    seedThree();
    const queries: unknown[] = [];
    server.pretender.handledRequest = (_verb, path, request) => {
      if (path.includes('/facilities')) queries.push((request as unknown as { queryParams: Record<string, string> }).queryParams);
    };
    const app = await renderApp('/facilities');
    await screen.findByRole('link', { name: 'わんわん公園' });
    await app.user.selectOptions(screen.getByLabelText(m.list.statusFilter), 'enabled');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'わんカフェ渋谷' })).toBeInTheDocument();
    expect(app.path()).toBe('/facilities?status=enabled');
    expect(queries.at(-1)).toEqual({ status: 'enabled' });
    await app.user.selectOptions(screen.getByLabelText(m.list.statusFilter), 'closed');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'わんわん公園' })).toBeInTheDocument();
  });

  it('restores status and search from the URL query', async () => {
    seedThree();
    await renderApp('/facilities?status=pending&q=ホテル');
    await screen.findByRole('link', { name: 'ドッグホテル箱根' });
    expect(rows()).toHaveLength(1);
    expect(screen.getByLabelText(m.list.statusFilter)).toHaveValue('pending');
    expect(screen.getByLabelText(m.list.search)).toHaveValue('ホテル');
  });

  it('searches by name, but not in the middle of an IME composition', async () => {
    seedThree();
    const app = await renderApp('/facilities');
    await screen.findByRole('link', { name: 'わんわん公園' });
    const search = screen.getByLabelText(m.list.search);
    fireEvent.compositionStart(search);
    fireEvent.change(search, { target: { value: 'かふぇ' } });
    // Mid-composition: no search yet, the URL and the list stay as they were.
    expect(app.path()).toBe('/facilities');
    expect(rows()).toHaveLength(3);
    fireEvent.change(search, { target: { value: 'カフェ' } });
    fireEvent.compositionEnd(search, { data: 'カフェ' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'わんカフェ渋谷' })).toBeInTheDocument();
    expect(decodeURIComponent(app.path())).toBe('/facilities?q=カフェ');
    await app.user.clear(search);
    await app.user.type(search, 'none');
    expect(await screen.findByText(m.list.empty)).toBeInTheDocument();
  });

  it('filters by 確認状況 from the URL: ?confirmation=unconfirmed lists exactly the 運営確認待ち rows, with their number', async () => {
    const { corporations } = signedInAs(server);
    const cid = corporations[0]!.id;
    insertFacility(server, cid, { name: '確認済みの施設', status: 'enabled', confirmedAt: '2026-01-02T10:00:00+09:00' });
    insertFacility(server, cid, { name: '確認待ちの施設A', status: 'pending' });
    insertFacility(server, cid, { name: '確認待ちの施設B', status: 'disabled' });
    // Closed and unconfirmed: not waiting for anyone (src/lib/facility-confirmation.ts).
    insertFacility(server, cid, { name: '閉店した施設', status: 'closed' });
    const app = await renderApp('/facilities?confirmation=unconfirmed');
    await screen.findByRole('link', { name: '確認待ちの施設A' });
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(expect.arrayContaining(['確認待ちの施設A', '確認待ちの施設B']));
    expect(rows()).toHaveLength(2);
    expect(screen.getByText(m.list.awaitingCount(2))).toBeInTheDocument();
    expect(screen.getByLabelText(m.list.confirmationFilter)).toHaveValue('unconfirmed');

    await app.user.selectOptions(screen.getByLabelText(m.list.confirmationFilter), 'confirmed');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: '確認済みの施設' })).toBeInTheDocument();
    expect(app.path()).toBe('/facilities?confirmation=confirmed');
    await app.user.selectOptions(screen.getByLabelText(m.list.confirmationFilter), '');
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(app.path()).toBe('/facilities');
  });

  it('shows the empty state when the corporation has no facility', async () => {
    signedInAs(server);
    await renderApp('/facilities');
    expect(await screen.findByText(m.list.none)).toBeInTheDocument();
  });

  it('shows the error with the server message and retries', async () => {
    const { corporations } = signedInAs(server);
    insertFacility(server, corporations[0]!.id, { name: '復旧後の施設' });
    let fail = true;
    server.get('/api/corporations/:cid/facilities/', () =>
      fail ? new Response(500, {}, { displayMessage: '施設を読み込めませんでした。' }) : new Response(200, {}, { facilities: [] }),
    );
    const app = await renderApp('/facilities');
    expect(await screen.findByRole('alert')).toHaveTextContent('失敗しました： 施設を読み込めませんでした。');
    fail = false;
    await app.user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText(m.list.none)).toBeInTheDocument();
  });
});
