import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { coreTables } from '@mirage/models/core';
import { registerAssetRoutes } from '@mirage/routes/assets';
import { facilityTable } from '@mirage/routes/facilities-data';
import { facilitiesMessages as m } from '@/messages/facilities';
import { ja } from '@/messages/ja';
import { shellMessages } from '@/messages/shell';
import { common } from '@/messages/common';
import { uploadMessages } from '@/messages/upload';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { discardButton, draftOffer, restoreButton, signInAgain, storedDrafts } from '@tests/harness/drafts';
import { controlByLabel, press, preloadFacilityScreens, toggle } from './facility-fixtures';
import { holdUploads } from '@tests/harness/held-uploads';

let server: AppServer;
beforeAll(preloadFacilityScreens);
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const f = m.fields;
/** The first control labelled `label` (a label may end with （必須））; see controlByLabel. */
function field(label: string): HTMLElement {
  try {
    return controlByLabel(document.body, label);
  } catch {
    // Labelled by aria-labelledby (the PDF picker).
    return screen.getAllByLabelText(label, { exact: false, selector: 'input, textarea, select' })[0]!;
  }
}
const stored = () => facilityTable(server).all();
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
// On this long form role queries (which check every element's visibility) are slow in jsdom:
// controls are found by their label or text instead.
const checkbox = (name: string) => controlByLabel(document.body, new RegExp(`^${name}$`));
const submit = () => screen.getByText(m.create.submit, { selector: 'button' });
/**
 * Pastes into a field, as after tabbing to it: one input event instead of one per character, and
 * no pointer checks (each computes styles up the tree), keep this long form fast in jsdom.
 */
async function fill(user: { paste: (text: string) => Promise<void> }, label: string, text: string) {
  const element = field(label);
  act(() => element.focus());
  await user.paste(text);
}

async function openForm(path = '/facilities/new') {
  const app = await renderApp(path);
  // By its text: a role query checks the visibility of every element of this long form (slow in jsdom).
  await screen.findByText(m.create.submit, { selector: 'button' });
  return app;
}

describe('/facilities/new', () => {
  it('creates a facility as multipart: trimmed QR code id, normalised phone, and lands on its detail', async () => {
    const { corporations } = signedInAs(server);
    const app = await openForm();
    await fill(app.user, f.name, 'わんカフェ代官山');
    await fill(app.user, f.tel, '０３－１１１１－２２２２');
    await fill(app.user, f.url, 'https://wan-cafe.example.jp');
    await fill(app.user, f.qrCodeId, '  QR-DAIKANYAMA  ');
    await toggle(app.user, checkbox('飲食店'));
    await press(app.user, submit());

    await waitFor(() => expect(stored()).toHaveLength(1));
    const row = stored()[0]!;
    expect(row).toMatchObject({
      corporationId: corporations[0]!.id,
      name: 'わんカフェ代官山',
      tel: '03-1111-2222',
      url: 'https://wan-cafe.example.jp',
      qrCodeId: 'QR-DAIKANYAMA',
    });
    expect(row.tags).toEqual([{ displayName: '飲食店', type: 'category' }]);
    expect(row.status).toBe('pending');
    expect(row.agreement).toBeNull();
    await waitFor(() => expect(app.path()).toBe(`/facilities/${row.id}`));
    expect(await screen.findByText('わんカフェ代官山', { selector: 'h2' })).toBeInTheDocument();
    expect(storedDrafts()).toEqual([]);
  });

  it('adds free tags unique by displayName, saying why a duplicate was not added', async () => {
    signedInAs(server);
    const app = await openForm();
    await fill(app.user, f.name, 'タグの施設');
    await toggle(app.user, checkbox('駐車場あり'));
    const free = field(m.tags.freeInput);
    act(() => free.focus());
    await app.user.keyboard('テラス席あり{Enter}テラス席あり{Enter}');
    expect(screen.getByText(m.tags.duplicate('テラス席あり'))).toBeInTheDocument();
    expect(free).toHaveValue('');
    await app.user.paste('大型犬OK');
    await app.user.tab();
    expect(within(screen.getByLabelText(m.tags.free, { selector: 'ul' })).getAllByRole('listitem')).toHaveLength(2);
    await press(app.user, submit());
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]!.tags).toEqual([{ displayName: '駐車場あり', type: 'basic' }, { displayName: 'テラス席あり' }, { displayName: '大型犬OK' }]);
  });

  it('creates a facility with two activities and their rules', async () => {
    signedInAs(server);
    const app = await openForm();
    await fill(app.user, f.name, 'ドッグリゾート那須');
    const group = screen.getByText(m.sections.activities, { selector: 'legend' }).closest('fieldset') as HTMLElement;
    const add = within(group).getByText(m.activities.add, { selector: 'button' });
    await press(app.user, add);
    await press(app.user, add);
    const cards = within(group)
      .getAllByText(/^アクティビティ\d/, { selector: 'h3' })
      .map((heading) => heading.closest('section') as HTMLElement);
    act(() => controlByLabel(cards[0]!, 'アクティビティ名').focus());
    await app.user.paste('客室');
    act(() => controlByLabel(cards[1]!, 'アクティビティ名').focus());
    await app.user.paste('屋内ドッグラン');
    await toggle(app.user, controlByLabel(cards[1]!, /^ドッグラン$/));
    await press(app.user, submit());
    await waitFor(() => expect(stored()).toHaveLength(1));
    const row = stored()[0]!;
    expect(row.activities.map((activity) => activity.activityProps.displayName)).toEqual(['客室', '屋内ドッグラン']);
    expect(row.activities[1]!.activityTags).toEqual([{ displayName: 'ドッグラン' }]);
    expect(row.activities[0]!.requirementProps).toMatchObject({
      canEnterSmall: true,
      canEnterLarge: true,
      isNeedRabies: true,
      maxRabiesInterval: 1,
      isRabiesTagAlt: true,
    });
  });

  it('creates a facility with an uploaded image', async () => {
    signedInAs(server);
    const app = await openForm();
    await fill(app.user, f.name, '写真のある施設');
    await app.user.upload(screen.getByLabelText(uploadMessages.add), png('room.png'));
    await screen.findByAltText(uploadMessages.imageAlt(1));
    await press(app.user, submit());
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]!.images).toHaveLength(1);
    expect(stored()[0]!.images[0]!.url).toMatch(/^data:image\/png/);
  });

  it('waits for an image still uploading, saying so, then saves it with the facility', async () => {
    signedInAs(server);
    const release = holdUploads(server);
    const app = await openForm();
    await fill(app.user, f.name, 'アップロード待ちの施設');
    await app.user.upload(screen.getByLabelText(uploadMessages.add), png('entrance.png'));
    await press(app.user, submit());
    expect(await screen.findByText(uploadMessages.waitingBeforeSave)).toBeInTheDocument();
    expect(stored()).toHaveLength(0);
    release();
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]!.images).toHaveLength(1);
    expect(
      coreTables(server.db)
        .assets.all()
        .map((asset) => asset.id),
    ).toEqual(stored()[0]!.images.map((image) => image.id));
  });

  it('refuses to save while an image failed to upload, keeps every field, and saves after a retry', async () => {
    signedInAs(server);
    server.put('/__assets/upload/:id', () => new Response(500, {}, { displayMessage: 'ストレージが一時的に利用できません。' }));
    const app = await openForm();
    await fill(app.user, f.name, '失敗した画像の施設');
    await fill(app.user, f.catchphrase, '消えてはいけない文');
    await app.user.upload(screen.getByLabelText(uploadMessages.add), png('broken.png'));
    await screen.findByText(/ファイルの送信に失敗しました。/);
    await press(app.user, submit());
    const refusal = await screen.findByText(uploadMessages.saveRefused);
    await waitFor(() => expect(refusal.closest('[role="alert"]')).toHaveFocus());
    expect(stored()).toHaveLength(0);
    expect(field(f.name)).toHaveValue('失敗した画像の施設');
    expect(field(f.catchphrase)).toHaveValue('消えてはいけない文');

    registerAssetRoutes(server); // the storage is back
    await app.user.click(screen.getByText(uploadMessages.retryUnfinished, { selector: 'button' }));
    await screen.findByAltText(uploadMessages.imageAlt(1));
    expect(screen.queryByText(uploadMessages.saveRefused)).not.toBeInTheDocument();
    await press(app.user, submit());
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]!.images).toHaveLength(1);
  });

  it('shows Japanese validation messages and sends nothing while the form is invalid', async () => {
    signedInAs(server);
    const app = await openForm();
    await fill(app.user, f.url, 'ftp://example.jp');
    fireEvent.change(field(f.catchphrase), { target: { value: 'あ'.repeat(201) } });
    fireEvent.change(field(f.memoForCheckIn), { target: { value: 'メ'.repeat(256) } });
    await fill(app.user, f.postalCode, '12345');
    await press(app.user, submit());
    expect(await screen.findByText(m.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.validation.urlInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.validation.catchphraseTooLong)).toBeInTheDocument();
    expect(screen.getByText(m.validation.memoTooLong)).toBeInTheDocument();
    expect(screen.getByText(m.validation.postalCodeInvalid)).toBeInTheDocument();
    expect(screen.getAllByText('1文字超えています')).toHaveLength(2);
    expect(stored()).toHaveLength(0);
  });

  it('after a rejected submit, focuses the first invalid field and links every error from the summary', async () => {
    signedInAs(server);
    const app = await openForm();
    fireEvent.change(field(f.caution), { target: { value: '注'.repeat(8001) } });
    await fill(app.user, f.tel, '12345');
    await press(app.user, submit());
    await waitFor(() => expect(field(f.name)).toHaveFocus());
    const summary = screen.getByText(common.formInvalid).closest('.form-error-summary') as HTMLElement;
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `${f.name}：${m.validation.nameRequired}`,
      `${f.tel}：${m.validation.telInvalid}`,
      `${f.caution}：${m.validation.cautionTooLong}`,
    ]);
    await app.user.click(links[2]!);
    expect(field(f.caution)).toHaveFocus();
    // Nothing typed is lost.
    expect(field(f.tel)).toHaveValue('12345');
    expect(stored()).toHaveLength(0);
  });

  it("shows the server's displayMessage on a 422 and keeps every field", async () => {
    signedInAs(server);
    server.post('/api/corporations/:cid/facilities/', () => new Response(422, {}, { displayMessage: 'この施設名は既に登録されています。' }));
    const app = await openForm();
    await fill(app.user, f.name, '重複する施設');
    await fill(app.user, f.introduction, '紹介文です');
    await toggle(app.user, checkbox('ペットホテル'));
    await press(app.user, submit());
    const alerts = await screen.findAllByText('この施設名は既に登録されています。', { exact: false });
    expect(alerts.length).toBeGreaterThan(0);
    expect(app.path()).toBe('/facilities/new');
    expect(field(f.name)).toHaveValue('重複する施設');
    expect(field(f.introduction)).toHaveValue('紹介文です');
    expect(checkbox('ペットホテル')).toBeChecked();
  });

  it('without a maps key shows a notice and latitude/longitude inputs that are saved as numbers', async () => {
    signedInAs(server);
    const app = await openForm();
    expect(screen.getByText(m.map.noKey)).toBeInTheDocument();
    await fill(app.user, f.name, '位置のある施設');
    await fill(app.user, f.latitude, '36.3483');
    await fill(app.user, f.longitude, '999');
    await press(app.user, submit());
    expect(await screen.findByText(m.validation.longitudeInvalid)).toBeInTheDocument();
    await app.user.clear(field(f.longitude));
    await fill(app.user, f.longitude, '138.6348');
    await press(app.user, submit());
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]).toMatchObject({ latitude: 36.3483, longitude: 138.6348 });
  });

  it('offers the 4 special categories only with canEditSpecialTag', async () => {
    signedInAs(server);
    await openForm();
    expect(checkbox('飲食店')).toBeInTheDocument();
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

  it('sends the agreement PDF with its items and custom fields only when needAgreement is on', async () => {
    signedInAs(server);
    const app = await openForm();
    await fill(app.user, f.name, '同意書のある施設');
    const pdf = new File(['%PDF-1.4 test'], '同意書.pdf', { type: 'application/pdf' });
    // The picker is off until the agreement is asked for.
    expect(field(f.agreementPdf)).toBeDisabled();
    await toggle(app.user, checkbox(f.needAgreement));
    await app.user.upload(field(f.agreementPdf), pdf);
    expect(screen.getByText('同意書.pdf')).toBeInTheDocument();
    await toggle(app.user, checkbox(m.agreement.hasEmail));
    await app.user.type(field(m.agreement.customFieldInput), '犬種{Enter}');
    await press(app.user, submit());
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]!.agreement).toMatchObject({
      fileName: '同意書.pdf',
      hasName: true,
      hasPhoneNumber: true,
      hasEmail: true,
      hasAddress: false,
      customFields: ['犬種'],
    });
  });

  it('does not send a chosen PDF when needAgreement is turned off again', async () => {
    signedInAs(server);
    const app = await openForm();
    await fill(app.user, f.name, '同意書なしの施設');
    await toggle(app.user, checkbox(f.needAgreement));
    await app.user.upload(field(f.agreementPdf), new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    await toggle(app.user, checkbox(f.needAgreement));
    expect(field(f.agreementPdf)).toBeDisabled();
    await press(app.user, submit());
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]!.agreement).toBeNull();
  });

  it('asks before leaving a dirty form and stays when the user declines', async () => {
    signedInAs(server);
    const app = await openForm();
    await fill(app.user, f.name, '入力途中');
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

  it('asks before signing out from a dirty form; declining keeps the user and every field', async () => {
    signedInAs(server);
    const app = await openForm();
    await fill(app.user, f.name, 'ログアウト前の入力');
    const asked = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const signOut = screen.getByText(shellMessages.menu.signOut, { selector: 'button' });
    await app.user.click(signOut);
    expect(asked).toHaveBeenCalledWith(ja.unsavedChanges);
    expect(app.redirects).toEqual([]);
    expect(field(f.name)).toHaveValue('ログアウト前の入力');
    await app.user.click(signOut);
    await waitFor(() => expect(app.redirects).toEqual(['/sign_in']));
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('keeps the draft across a reload (per person and corporation) and offers it: nothing comes back before 復元', async () => {
    signedInAs(server);
    const first = await openForm();
    await fill(first.user, f.name, '下書きの施設');
    await toggle(first.user, checkbox('その他'));
    first.unmount();
    const app = await openForm();
    await draftOffer();
    expect(field(f.name)).toHaveValue('');
    await app.user.click(restoreButton());
    expect(field(f.name)).toHaveValue('下書きの施設');
    expect(checkbox('その他')).toBeChecked();
  });

  it('破棄 forgets an offered draft', async () => {
    signedInAs(server);
    const first = await openForm();
    await fill(first.user, f.name, '捨てる下書き');
    first.unmount();
    const app = await openForm();
    await draftOffer();
    await app.user.click(discardButton());
    expect(field(f.name)).toHaveValue('');
    expect(screen.queryByText(common.drafts.offer)).not.toBeInTheDocument();
    expect(storedDrafts()).toEqual([]);
  });

  it('keeps the draft when a 401 signs the user out; its person signing in again is back on the form, offered it', async () => {
    const account = signedInAs(server);
    server.post('/api/corporations/:cid/facilities/', () => new Response(401, {}, { displayMessage: 'ログインの有効期限が切れました。' }));
    const first = await openForm();
    await fill(first.user, f.name, '401でも消えない施設');
    await press(first.user, submit());
    await waitFor(() => expect(first.redirects).toEqual(['/sign_in']));
    expect(storedDrafts().join()).toContain('401でも消えない施設');

    const app = await signInAgain(first, account.account.email);
    await draftOffer();
    expect(app.path()).toBe('/facilities/new');
    await app.user.click(restoreButton());
    expect(field(f.name)).toHaveValue('401でも消えない施設');
  });

  it('says beside each file input that chosen files are not kept', async () => {
    signedInAs(server);
    await openForm();
    expect(screen.getByText(common.drafts.filesNotKept, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(common.drafts.imagesNotKept, { exact: false })).toBeInTheDocument();
  });
});
