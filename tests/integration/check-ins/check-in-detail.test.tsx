import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { checkInMessages as m } from '@/messages/check-ins';
import { ja } from '@/messages/ja';
import { common } from '@/messages/common';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { recordRequests, seedCheckIns } from './check-in-fixtures';

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const detailPanel = () => screen.getByRole('region', { name: m.detail.heading });
const valueOf = (label: string) => within(detailPanel()).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('/check-in-history/{id} detail', () => {
  it('opens from a row of page 2, shows pet, owner and health, and goes back to page 2', async () => {
    const { corporations } = signedInAs(server);
    const rows = seedCheckIns(server, corporations[0]!.id, 25, (index) =>
      index === 14 ? { antibodyTestedOn: '2025-12-01', vaccineKinds: 10, rabiesHasTag: false, birthDate: '2019-02-03' } : {},
    );
    const requests = recordRequests(server);
    const app = await renderApp('/check-in-history?page=2');
    await screen.findByText('25件中 2 / 3ページ');

    await app.user.click(screen.getByRole('link', { name: /ペット15のチェックイン詳細を開く/ }));
    const target = rows[14]!;
    expect(app.path()).toBe(`/check-in-history/${target.id}?page=2`);
    expect(await within(await screen.findByRole('region', { name: m.detail.heading })).findByText('ペット15')).toBeVisible();
    expect(requests.matching(`/check-in-pets/${target.id}`)).toHaveLength(1);
    expect(valueOf(m.detail.time)).toHaveTextContent('2026-05-15 10:00');
    expect(valueOf(m.detail.owner)).toHaveTextContent('飼い主15（東京都）様');
    expect(valueOf(m.detail.facility)).toHaveTextContent('那須ドッグラン');
    expect(valueOf(m.detail.activity)).toHaveTextContent('ドッグラン');
    expect(valueOf(m.detail.breed)).toHaveTextContent('柴犬');
    expect(valueOf(m.detail.size)).toHaveTextContent(m.sizes.medium);
    expect(valueOf(m.detail.birthDate)).toHaveTextContent('2019年2月3日');
    expect(valueOf(m.detail.rabiesVaccinatedOn)).toHaveTextContent('2026年4月15日');
    expect(valueOf(m.detail.rabiesTag)).toHaveTextContent(m.detail.rabiesTagNo);
    expect(valueOf(m.detail.vaccineVaccinatedOn)).toHaveTextContent('2026年3月1日');
    expect(valueOf(m.detail.vaccineKinds)).toHaveTextContent('10種');
    expect(valueOf(m.detail.antibodyTestedOn)).toHaveTextContent('2025年12月1日');
    // The list stays where it was, with the opened row marked.
    expect(screen.getByText('25件中 2 / 3ページ')).toBeVisible();
    expect(screen.getByRole('link', { name: /ペット15のチェックイン詳細を開く/ })).toHaveAttribute('aria-current', 'true');

    await app.user.click(within(detailPanel()).getByRole('link', { name: m.detail.back }));
    expect(app.path()).toBe('/check-in-history?page=2');
    // The new location renders in a transition: the panel goes in the next render, not this task.
    await waitFor(() => expect(screen.queryByRole('region', { name: m.detail.heading })).toBeNull());
    expect(screen.getByRole('link', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens from a click anywhere on the row, keeping the filters', async () => {
    const { corporations } = signedInAs(server);
    const rows = seedCheckIns(server, corporations[0]!.id, 5);
    const app = await renderApp('/check-in-history?facility=fac-a');
    await screen.findByText('3件中 1 / 1ページ');
    await app.user.click(screen.getByText('ペット03'));
    expect(app.path()).toBe(`/check-in-history/${rows[2]!.id}?facility=fac-a`);
    expect(await within(await screen.findByRole('region', { name: m.detail.heading })).findByText('ペット03')).toBeVisible();
  });

  it('shows a dash for a check-in without an owner and unknown health dates as 未登録, from a shared link', async () => {
    const { corporations } = signedInAs(server);
    const [row] = seedCheckIns(server, corporations[0]!.id, 1, () => ({
      ownerNickname: null,
      rabiesVaccinatedOn: null,
      vaccineVaccinatedOn: null,
      vaccineKinds: null,
    }));
    await renderApp(`/check-in-history/${row!.id}`);
    await within(await screen.findByRole('region', { name: m.detail.heading })).findByText('ペット01');
    expect(valueOf(m.detail.owner)).toHaveTextContent(/^-$/);
    expect(valueOf(m.detail.rabiesVaccinatedOn)).toHaveTextContent(m.detail.unknown);
    expect(valueOf(m.detail.vaccineKinds)).toHaveTextContent(m.detail.unknown);
  });

  it("shows the not-found state, with the way back to the same list, for a check-in that is not the corporation's", async () => {
    const { corporations } = signedInAs(server);
    seedCheckIns(server, corporations[0]!.id, 12);
    const [other] = seedCheckIns(server, 'corp-someone-else', 1);
    const app = await renderApp(`/check-in-history/${other!.id}?facility=fac-a`);
    const panel = await screen.findByRole('region', { name: m.detail.heading });
    // A 404 is not a failure a reload could fix: no '失敗しました', no 再読み込み.
    expect(await within(panel).findByRole('heading', { name: common.recordNotFound.heading })).toBeVisible();
    expect(within(panel).getByText(m.server.notFound)).toBeVisible();
    expect(within(panel).queryByText(ja.failurePrefix, { exact: false })).toBeNull();
    expect(within(panel).queryByRole('button', { name: ja.retry })).toBeNull();
    await app.user.click(within(panel).getByRole('link', { name: common.recordNotFound.back(ja.titles.checkInHistory) }));
    expect(app.path()).toBe('/check-in-history?facility=fac-a');
    expect(screen.queryByRole('region', { name: m.detail.heading })).toBeNull();
  });
});
