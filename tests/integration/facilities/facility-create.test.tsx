import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { facilityTable } from '@mirage/routes/facilities-data';
import { facilitiesMessages as m } from '@/messages/facilities';
import { ja } from '@/messages/ja';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import './facility-fixtures';

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const f = m.fields;
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea, select' });
const stored = () => facilityTable(server).all();

async function openForm(path = '/facilities/new') {
  const app = await renderApp(path);
  await screen.findByRole('button', { name: m.create.submit });
  return app;
}

describe('/facilities/new', () => {
  it('creates a facility as multipart: trimmed QR code id, unique tags, and lands on its detail', async () => {
    const { corporations } = signedInAs(server);
    const app = await openForm();
    await app.user.type(field(f.name), 'わんカフェ代官山');
    await app.user.type(field(f.tel), '03-1111-2222');
    await app.user.type(field(f.url), 'https://wan-cafe.example.jp');
    await app.user.type(field(f.catchphrase), 'テラスで一緒にランチ');
    await app.user.type(field(f.qrCodeId), '  QR-DAIKANYAMA  ');
    await app.user.click(screen.getByRole('checkbox', { name: '飲食店' }));
    await app.user.click(screen.getByRole('checkbox', { name: '駐車場あり' }));
    const free = field(m.tags.freeInput);
    await app.user.type(free, 'テラス席あり{Enter}');
    await app.user.type(free, 'テラス席あり{Enter}');
    await app.user.type(free, '大型犬OK');
    await app.user.tab();
    expect(within(screen.getByRole('list', { name: m.tags.free })).getAllByRole('listitem')).toHaveLength(2);
    await app.user.click(screen.getByRole('button', { name: m.create.submit }));

    await waitFor(() => expect(stored()).toHaveLength(1));
    const row = stored()[0]!;
    expect(row.corporationId).toBe(corporations[0]!.id);
    expect(row.name).toBe('わんカフェ代官山');
    expect(row.qrCodeId).toBe('QR-DAIKANYAMA');
    expect(row.url).toBe('https://wan-cafe.example.jp');
    expect(row.tags).toEqual([
      { displayName: '飲食店', type: 'category' },
      { displayName: '駐車場あり', type: 'basic' },
      { displayName: 'テラス席あり' },
      { displayName: '大型犬OK' },
    ]);
    expect(row.status).toBe('pending');
    expect(row.agreement).toBeNull();
    await waitFor(() => expect(app.path()).toBe(`/facilities/${row.id}`));
    expect(await screen.findByRole('heading', { name: 'わんカフェ代官山' })).toBeInTheDocument();
    expect(localStorage.getItem(`petpass.facilityDraft.${corporations[0]!.id}`)).toBeNull();
  });

  it('creates a facility with an uploaded image and two activities with their rules', async () => {
    signedInAs(server);
    const app = await openForm();
    await app.user.type(field(f.name), 'ドッグリゾート那須');
    await app.user.click(screen.getByRole('button', { name: m.activities.add }));
    await app.user.click(screen.getByRole('button', { name: m.activities.add }));
    const names = screen.getAllByLabelText('アクティビティ名');
    await app.user.type(names[0]!, '客室');
    await app.user.type(names[1]!, '屋内ドッグラン');
    await app.user.click(screen.getAllByRole('checkbox', { name: 'ドッグラン' })[1]!);
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'room.png', { type: 'image/png' });
    await app.user.upload(screen.getByLabelText('画像を選択'), png);
    await screen.findByRole('img', { name: '画像 1' });
    await app.user.click(screen.getByRole('button', { name: m.create.submit }));
    await waitFor(() => expect(stored()).toHaveLength(1));
    const row = stored()[0]!;
    expect(row.images).toHaveLength(1);
    expect(row.images[0]!.url).toMatch(/^data:image\/png/);
    expect(row.activities.map((activity) => activity.activityProps.displayName)).toEqual(['客室', '屋内ドッグラン']);
    expect(row.activities[1]!.activityTags).toEqual([{ displayName: 'ドッグラン' }]);
    expect(row.activities[0]!.requirementProps).toMatchObject({ canEnterSmall: true, canEnterLarge: true, isNeedRabies: true, maxRabiesInterval: 1, isRabiesTagAlt: true });
  });

  it('shows Japanese validation messages and sends nothing while the form is invalid', async () => {
    signedInAs(server);
    const app = await openForm();
    await app.user.type(field(f.url), 'ftp://example.jp');
    fireEvent.change(field(f.catchphrase), { target: { value: 'あ'.repeat(201) } });
    fireEvent.change(field(f.memoForCheckIn), { target: { value: 'メ'.repeat(256) } });
    await app.user.type(field(f.postalCode), '12345');
    await app.user.click(screen.getByRole('button', { name: m.create.submit }));
    expect(await screen.findByText(m.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.validation.urlInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.validation.catchphraseTooLong)).toBeInTheDocument();
    expect(screen.getByText(m.validation.memoTooLong)).toBeInTheDocument();
    expect(screen.getByText(m.validation.postalCodeInvalid)).toBeInTheDocument();
    expect(screen.getAllByText('1文字超えています')).toHaveLength(2);
    expect(stored()).toHaveLength(0);
  });

  it("shows the server's displayMessage on a 422 and keeps every field", async () => {
    signedInAs(server);
    server.post('/api/corporations/:cid/facilities/', () => new Response(422, {}, { displayMessage: 'この施設名は既に登録されています。' }));
    const app = await openForm();
    await app.user.type(field(f.name), '重複する施設');
    await app.user.type(field(f.introduction), '紹介文です');
    await app.user.click(screen.getByRole('checkbox', { name: 'ペットホテル' }));
    await app.user.click(screen.getByRole('button', { name: m.create.submit }));
    const alerts = await screen.findAllByText('この施設名は既に登録されています。', { exact: false });
    expect(alerts.length).toBeGreaterThan(0);
    expect(app.path()).toBe('/facilities/new');
    expect(field(f.name)).toHaveValue('重複する施設');
    expect(field(f.introduction)).toHaveValue('紹介文です');
    expect(screen.getByRole('checkbox', { name: 'ペットホテル' })).toBeChecked();
  });

  it('without a maps key shows a notice and latitude/longitude inputs that are saved as numbers', async () => {
    signedInAs(server);
    const app = await openForm();
    expect(screen.getByText(m.map.noKey)).toBeInTheDocument();
    await app.user.type(field(f.name), '位置のある施設');
    await app.user.type(field(f.latitude), '36.3483');
    await app.user.type(field(f.longitude), '999');
    await app.user.click(screen.getByRole('button', { name: m.create.submit }));
    expect(await screen.findByText(m.validation.longitudeInvalid)).toBeInTheDocument();
    await app.user.clear(field(f.longitude));
    await app.user.type(field(f.longitude), '138.6348');
    await app.user.click(screen.getByRole('button', { name: m.create.submit }));
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]).toMatchObject({ latitude: 36.3483, longitude: 138.6348 });
  });

  it('offers the 4 special categories only with canEditSpecialTag', async () => {
    signedInAs(server);
    await openForm();
    expect(screen.getByRole('checkbox', { name: '飲食店' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'チェックインポイント' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'ペットパス認定しつけ教室' })).not.toBeInTheDocument();
  });

  it('shows the special categories to a user with canEditSpecialTag', async () => {
    signedInAs(server, { abilities: ['canEditSpecialTag'] });
    await openForm();
    for (const name of ['チェックインポイント', 'イベント', '公園', 'ペットパス認定しつけ教室']) {
      expect(screen.getByRole('checkbox', { name })).toBeInTheDocument();
    }
  });

  it('does not add a free tag on the Enter that ends an IME composition', async () => {
    signedInAs(server);
    const app = await openForm();
    const free = field(m.tags.freeInput);
    fireEvent.change(free, { target: { value: 'おんせん' } });
    fireEvent.keyDown(free, { key: 'Enter', isComposing: true, keyCode: 229 });
    expect(screen.getByText(m.tags.none)).toBeInTheDocument();
    fireEvent.change(free, { target: { value: '温泉' } });
    fireEvent.keyDown(free, { key: 'Enter' });
    expect(within(screen.getByRole('list', { name: m.tags.free })).getByText('温泉')).toBeInTheDocument();
    // Blur with an empty input adds nothing.
    await app.user.click(free);
    await app.user.tab();
    expect(within(screen.getByRole('list', { name: m.tags.free })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('sends the agreement PDF only when needAgreement is on', async () => {
    signedInAs(server);
    const app = await openForm();
    await app.user.type(field(f.name), '同意書のある施設');
    const pdf = new File(['%PDF-1.4 test'], '同意書.pdf', { type: 'application/pdf' });
    await app.user.upload(field(f.agreementPdf), pdf);
    await app.user.click(screen.getByRole('checkbox', { name: f.needAgreement }));
    await app.user.click(screen.getByRole('button', { name: m.create.submit }));
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]!.agreement).toMatchObject({ fileName: '同意書.pdf', hasName: true });
  });

  it('does not send a chosen PDF when needAgreement is off', async () => {
    signedInAs(server);
    const app = await openForm();
    await app.user.type(field(f.name), '同意書なしの施設');
    await app.user.upload(field(f.agreementPdf), new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    await app.user.click(screen.getByRole('button', { name: m.create.submit }));
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]!.agreement).toBeNull();
  });

  it('asks before leaving a dirty form and stays when the user declines', async () => {
    signedInAs(server);
    const app = await openForm();
    await app.user.type(field(f.name), '入力途中');
    const asked: string[] = [];
    vi.spyOn(window, 'confirm').mockImplementation((message?: string) => {
      asked.push(String(message));
      return false;
    });
    await app.user.click(screen.getAllByRole('link', { name: '施設一覧' })[0]!);
    expect(asked).toEqual([ja.unsavedChanges]);
    expect(app.path()).toBe('/facilities/new');
    expect(field(f.name)).toHaveValue('入力途中');
  });

  it('keeps the draft across a reload (per corporation) until it is saved', async () => {
    signedInAs(server);
    const first = await openForm();
    await first.user.type(field(f.name), '下書きの施設');
    await first.user.click(screen.getByRole('checkbox', { name: 'その他' }));
    first.unmount();
    await openForm();
    expect(screen.getByText(m.create.draftRestored)).toBeInTheDocument();
    expect(field(f.name)).toHaveValue('下書きの施設');
    expect(screen.getByRole('checkbox', { name: 'その他' })).toBeChecked();
  });

  it('discards a restored draft on request', async () => {
    const { corporations } = signedInAs(server);
    const first = await openForm();
    await first.user.type(field(f.name), '捨てる下書き');
    first.unmount();
    const app = await openForm();
    await app.user.click(screen.getByRole('button', { name: m.create.discardDraft }));
    expect(field(f.name)).toHaveValue('');
    expect(screen.queryByText(m.create.draftRestored)).not.toBeInTheDocument();
    expect(localStorage.getItem(`petpass.facilityDraft.${corporations[0]!.id}`)).toBeNull();
  });

  it('keeps the draft when a 401 signs the user out', async () => {
    const { corporations } = signedInAs(server);
    server.post('/api/corporations/:cid/facilities/', () => new Response(401, {}, { displayMessage: 'ログインの有効期限が切れました。' }));
    const app = await openForm();
    await app.user.type(field(f.name), '401でも消えない施設');
    await app.user.click(screen.getByRole('button', { name: m.create.submit }));
    await waitFor(() => expect(app.redirects.length).toBeGreaterThan(0));
    const draft = JSON.parse(localStorage.getItem(`petpass.facilityDraft.${corporations[0]!.id}`) ?? '{}') as { name?: string };
    expect(draft.name).toBe('401でも消えない施設');
  });
});
