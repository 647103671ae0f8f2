import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toTokyoIso } from '@mirage/lib/time';
import type { AppServer } from '@mirage/routes/define-routes';
import { checkInMessages as m } from '@/messages/check-ins';
import { ja } from '@/messages/ja';
import { expectShownOnce } from '@tests/harness/assertions';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { recordRequests, seedCheckIns } from './check-in-fixtures';

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const today = () => toTokyoIso(new Date()).slice(0, 10);
const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

/** Three check-ins today (two at 那須, one at 代官山) and one in 2001 at 代官山. */
function seedSummary(corporationId: string) {
  return seedCheckIns(server, corporationId, 4, (index) => ({
    checkedInAt: index === 3 ? '2001-06-01T10:00:00+09:00' : `${today()}T00:0${index}:00+09:00`,
    facilityId: index === 0 || index === 2 ? 'fac-a' : 'fac-b',
  }));
}

/** Captures what saveBlob hands the browser: the blob and the file name. */
function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  let last: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:check-ins';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ blob: last, name: this.download });
  });
  return saved;
}

describe('/check-in-history/summary', () => {
  it('shows today, this month, this year and total, per facility and per month', async () => {
    const { corporations } = signedInAs(server);
    seedSummary(corporations[0]!.id);
    await renderApp('/check-in-history/summary');
    await screen.findByRole('heading', { name: m.summary.totalsHeading });
    expect(statValue(m.summary.today)).toHaveTextContent('3件');
    expect(statValue(m.summary.thisMonth)).toHaveTextContent('3件');
    expect(statValue(m.summary.thisYear)).toHaveTextContent('3件');
    expect(statValue(m.summary.total)).toHaveTextContent('4件');

    const facilities = screen.getByRole('table', { name: m.summary.perFacilityHeading });
    const nasu = within(facilities).getByRole('row', { name: /那須ドッグラン/ });
    expect(
      within(nasu)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2件', '2件', '2件', '2件']);
    const daikanyama = within(facilities).getByRole('row', { name: /代官山カフェ/ });
    expect(
      within(daikanyama)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1件', '1件', '1件', '2件']);
    expect(within(nasu).getByRole('link')).toHaveAttribute('href', '/check-in-history?facility=fac-a');

    const monthly = screen.getByRole('table', { name: m.summary.chartHeading });
    const monthRows = within(monthly).getAllByRole('row').slice(1);
    expect(monthRows).toHaveLength(13);
    const [year, month] = today().split('-').map(Number) as [number, number];
    expect(monthRows.at(-1)).toHaveTextContent(`${year}年${month}月3件`);
    expect(screen.getByRole('link', { name: m.toList })).toHaveAttribute('href', '/check-in-history');
  });

  it('filters the totals by facility through the URL', async () => {
    const { corporations } = signedInAs(server);
    seedSummary(corporations[0]!.id);
    const requests = recordRequests(server);
    const app = await renderApp('/check-in-history/summary');
    await screen.findByRole('heading', { name: m.summary.totalsHeading });
    await app.user.selectOptions(screen.getByLabelText(m.summary.facilityFilter), '代官山カフェ');
    await waitFor(() => expect(statValue(m.summary.today)).toHaveTextContent('1件'));
    expect(statValue(m.summary.total)).toHaveTextContent('2件');
    expect(app.path()).toBe('/check-in-history/summary?facilityId=fac-b');
    expect(requests.matching('/check-in-summary').at(-1)!.searchParams.get('facilityId')).toBe('fac-b');
    expect(screen.getByRole('link', { name: m.toList })).toHaveAttribute('href', '/check-in-history?facility=fac-b');
    // The CSV facility follows the filter.
    expect(screen.getByLabelText(m.csv.facility)).toHaveValue('fac-b');
  });

  it('downloads the chosen year as the file the server sent, BOM first', async () => {
    const { corporations } = signedInAs(server);
    seedSummary(corporations[0]!.id);
    const requests = recordRequests(server);
    const saved = captureDownloads();
    const app = await renderApp('/check-in-history/summary');
    await screen.findByRole('heading', { name: m.csv.heading });
    await app.user.selectOptions(screen.getByLabelText(m.csv.year), '2001年');
    await app.user.selectOptions(screen.getByLabelText(m.csv.facility), '代官山カフェ');
    await app.user.click(screen.getByRole('button', { name: m.csv.download }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('check-in-history-2001.csv');
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')).toEqual([`\uFEFF${m.server.csvHeader.join(',')}`, expect.stringContaining('2001-06-01 10:00,代官山カフェ'), '']);
    const sent = requests.matching('/csv/download').at(-1)!.searchParams;
    expect(Object.fromEntries(sent)).toEqual({ year: '2001', facilityId: 'fac-b' });
    expect(await screen.findByRole('button', { name: m.csv.download })).toBeEnabled();
    expect(await screen.findByText(m.csv.success)).toBeInTheDocument();
  });

  it('keeps the button busy while the file comes, then says clearly that it failed', async () => {
    const { corporations } = signedInAs(server);
    seedSummary(corporations[0]!.id);
    const saved = captureDownloads();
    let release: (response: Response) => void = () => undefined;
    server.get('/api/corporations/:cid/check-in-histories/csv/download', () => new Promise<Response>((resolve) => (release = resolve)));
    const app = await renderApp('/check-in-history/summary');
    await screen.findByRole('heading', { name: m.csv.heading });
    await app.user.click(screen.getByRole('button', { name: m.csv.download }));

    const busy = await screen.findByRole('button', { name: m.csv.downloading });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release(new Response(503, {}, { displayMessage: '集計サーバーが混み合っています。' }));

    // Said once, by the toast, with the server's reason; the button is ready for another try.
    await expectShownOnce(`${ja.failurePrefix}集計サーバーが混み合っています。`);
    expect(within(screen.getByRole('region', { name: m.csv.heading })).queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('button', { name: m.csv.download })).toBeEnabled();
    expect(saved).toHaveLength(0);
  });
});
