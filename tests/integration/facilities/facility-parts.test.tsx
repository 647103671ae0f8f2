import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { facilityTable } from '@mirage/routes/facilities-data';
import { QUIET_ZONE, qrMatrix } from '@/features/facilities/parts/qr-matrix';
import { facilitiesMessages as m } from '@/messages/facilities';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { controlByLabel, insertFacility, preloadFacilityScreens, press, sectionByHeading, toggle } from './facility-fixtures';

let server: AppServer;
beforeAll(preloadFacilityScreens);
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const row = (id: string) => facilityTable(server).find(id)!;
const section = sectionByHeading;

async function open(overrides: Parameters<typeof insertFacility>[2] = {}, path = '') {
  const { corporations } = signedInAs(server);
  const facility = insertFacility(server, corporations[0]!.id, { name: '部品テスト施設', ...overrides });
  const app = await renderApp(`/facilities/${facility.id}${path}`);
  await screen.findByText(facility.name, { selector: path ? 'h2.qr-poster-name' : 'h2' });
  return { app, facility };
}

describe('the detail view and edit mode', () => {
  it('shows 未設定 for an empty 所在地, like every other empty field', async () => {
    await open({ address: { postalCode: '', prefecture: '', address: '' }, tel: '' });
    const basic = section(m.sections.basic);
    const term = within(basic).getByText(m.sections.address, { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(m.detail.notSet);
  });

  it('edits without repeating 基本情報 and without nesting the images inside another 画像 group', async () => {
    const { app } = await open();
    const basic = section(m.sections.basic);
    await app.user.click(within(basic).getByRole('button', { name: m.detail.edit }));
    const form = await within(basic).findByRole('form', { name: m.detail.editBasicLabel });
    expect(within(basic).getAllByText(m.sections.basic)).toHaveLength(1);
    const images = within(form).getByRole('group', { name: m.fields.images });
    expect(images.parentElement?.closest('fieldset')).toBeNull();
    expect(within(form).queryByText(m.sections.images, { selector: 'legend' })).not.toBeInTheDocument();
  });

  it('styles the free-tag input like the other text inputs and says why a duplicate was not added', async () => {
    const { app } = await open({ tags: [{ displayName: '芝生広場' }] });
    const tags = section(m.sections.tags);
    const input = within(tags).getByLabelText(m.tags.freeInput);
    expect(input).toHaveAttribute('type', 'text');
    await app.user.type(input, '芝生広場{Enter}');
    expect(within(tags).getByRole('status')).toHaveTextContent(m.tags.duplicate('芝生広場'));
    expect(within(within(tags).getByRole('list', { name: m.tags.free })).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('the check-in QR code and its A4 poster', () => {
  it('keeps a 4-module quiet zone around the code', () => {
    const { runs, size } = qrMatrix('https://checkin.petpass.example.jp/facilities/fac-1');
    expect(QUIET_ZONE).toBe(4);
    for (const run of runs) {
      expect(run.x).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(run.y).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(run.x + run.width).toBeLessThanOrEqual(size - QUIET_ZONE);
      expect(run.y).toBeLessThan(size - QUIET_ZONE);
    }
    // The finder patterns start right after the quiet zone.
    expect(runs.some((run) => run.x === QUIET_ZONE && run.y === QUIET_ZONE)).toBe(true);
  });

  it('opens the printable poster with the facility name, the code and a Japanese instruction', async () => {
    const { app, facility } = await open({ qrCodeId: 'QR-ENTRANCE' });
    await app.user.click(within(section(m.sections.checkIn)).getByRole('link', { name: m.poster.open }));
    await waitFor(() => expect(app.path()).toBe(`/facilities/${facility.id}?view=poster`));
    const sheet = await screen.findByRole('article', { name: m.poster.sheetLabel(facility.name) });
    expect(within(sheet).getByRole('heading', { name: facility.name })).toBeInTheDocument();
    const code = within(sheet).getByRole('img', { name: m.detail.qrCodeAlt(facility.name) });
    expect(code.getAttribute('viewBox')).toBe(`0 0 ${qrMatrix(facility.checkInUrl!).size} ${qrMatrix(facility.checkInUrl!).size}`);
    for (const step of m.poster.steps) expect(within(sheet).getByText(step)).toBeInTheDocument();
    expect(within(sheet).getByText(m.poster.codeId('QR-ENTRANCE'))).toBeInTheDocument();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await app.user.click(screen.getByRole('button', { name: m.poster.print }));
    expect(print).toHaveBeenCalledTimes(1);
    await app.user.click(screen.getByRole('link', { name: m.poster.back }));
    await waitFor(() => expect(app.path()).toBe(`/facilities/${facility.id}`));
  });
});

describe('the training-certification settings', () => {
  it('saves the ticked quiz units and training items among the tags, keeps the other tags, and shows them ticked again', async () => {
    const tags = [{ displayName: 'ペットパス認定しつけ教室', type: 'category' }, { displayName: '芝生広場' }];
    const { app, facility } = await open({ tags });
    const training = section(m.sections.training);
    await within(training).findByText('基本のマナー', { exact: false, selector: 'label' });
    await toggle(app.user, controlByLabel(training, '基本のマナー'));
    await toggle(app.user, controlByLabel(training, 'おすわり'));
    await press(app.user, within(training).getByText(m.training.save, { selector: 'button' }));
    await waitFor(() =>
      expect(row(facility.id).tags).toEqual([...tags, { displayName: '基本のマナー', type: 'quizUnit' }, { displayName: 'おすわり', type: 'trainingInfo' }]),
    );
    // The tags section neither shows nor drops them.
    const tagSection = section(m.sections.tags);
    expect([...within(tagSection).getByLabelText(m.tags.free, { selector: 'ul' }).querySelectorAll('li')].map((item) => item.firstChild?.textContent)).toEqual([
      '芝生広場',
    ]);
    await toggle(app.user, controlByLabel(tagSection, /^駐車場あり$/));
    await press(app.user, within(tagSection).getByText(m.tags.save, { selector: 'button' }));
    await waitFor(() => expect(row(facility.id).tags).toContainEqual({ displayName: '駐車場あり', type: 'basic' }));
    expect(row(facility.id).tags).toContainEqual({ displayName: 'おすわり', type: 'trainingInfo' });
    app.unmount();

    await renderApp(`/facilities/${facility.id}`);
    const again = (await screen.findByText(m.sections.training, { selector: 'h2' })).closest('section') as HTMLElement;
    await within(again).findByText('基本のマナー', { exact: false, selector: 'label' });
    expect(controlByLabel(again, '基本のマナー')).toBeChecked();
    expect(controlByLabel(again, 'まて')).not.toBeChecked();
  });
});
