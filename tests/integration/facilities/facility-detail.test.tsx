import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { facilityTable } from '@mirage/routes/facilities-data';
import { facilitiesMessages as m } from '@/messages/facilities';
import { ja } from '@/messages/ja';
import { common } from '@/messages/common';
import { expectShownOnce } from '@tests/harness/assertions';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { activityRow, insertFacility, preloadFacilityScreens, sectionByHeading } from './facility-fixtures';

let server: AppServer;
beforeAll(preloadFacilityScreens);
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const row = (id: string) => facilityTable(server).find(id)!;
const section = sectionByHeading;

async function open(overrides: Parameters<typeof insertFacility>[2] = {}, abilities: Parameters<typeof signedInAs>[1] = {}) {
  const { corporations } = signedInAs(server, abilities);
  const facility = insertFacility(server, corporations[0]!.id, { name: '詳細テスト施設', ...overrides });
  const app = await renderApp(`/facilities/${facility.id}`);
  await screen.findByText(facility.name, { selector: 'h2' });
  return { app, facility };
}

describe('/facilities/{id} not found', () => {
  it('shows the not-found state with a way back to the list, not a failure with a reload', async () => {
    signedInAs(server);
    const app = await renderApp('/facilities/fac-missing');
    expect(await screen.findByText(common.recordNotFound.heading)).toBeInTheDocument();
    expect(screen.getByText(m.validation.facilityNotFound)).toBeInTheDocument();
    expect(screen.queryByText(/失敗しました/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ja.retry })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: common.recordNotFound.back(ja.titles.facilities) }));
    await waitFor(() => expect(app.path()).toBe('/facilities'));
  });

  it("treats another corporation's facility as missing", async () => {
    signedInAs(server);
    const other = insertFacility(server, 'corp-other', { name: '他社の施設' });
    await renderApp(`/facilities/${other.id}`);
    expect(await screen.findByText(common.recordNotFound.heading)).toBeInTheDocument();
    expect(screen.queryByText('他社の施設')).not.toBeInTheDocument();
  });
});

describe('/facilities/{id} basic info', () => {
  it('edits and saves with /update, keeping the uploaded images by imageId', async () => {
    const { app, facility } = await open();
    const basic = section(m.sections.basic);
    await app.user.click(within(basic).getByRole('button', { name: m.detail.edit }));
    const name = within(basic).getByLabelText(m.fields.name, { exact: false, selector: 'input' });
    await app.user.clear(name);
    await app.user.type(name, '改名した施設');
    await app.user.type(within(basic).getByLabelText(m.fields.caution, { selector: 'textarea' }), '発情期の犬はご遠慮ください。');
    await app.user.click(within(basic).getByRole('button', { name: m.detail.saveBasic }));
    await waitFor(() => expect(row(facility.id).name).toBe('改名した施設'));
    expect(row(facility.id).caution).toBe('発情期の犬はご遠慮ください。');
    expect(row(facility.id).images).toEqual(facility.images);
    expect(await screen.findByRole('heading', { name: '改名した施設' })).toBeInTheDocument();
  });

  it('uploads a new image first and sends imageIds with the kept ones', async () => {
    const { app, facility } = await open();
    let imageIds: unknown;
    server.pretender.handledRequest = (_verb, path, request) => {
      if (path.endsWith('/update')) imageIds = JSON.parse(String((request.requestBody as unknown as FormData).get('imageIds')));
    };
    const basic = section(m.sections.basic);
    await app.user.click(within(basic).getByRole('button', { name: m.detail.edit }));
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'new.png', { type: 'image/png' });
    await app.user.upload(within(basic).getByLabelText('画像を選択'), png);
    await within(basic).findByRole('img', { name: '画像 2' });
    await app.user.click(within(basic).getByRole('button', { name: m.detail.saveBasic }));
    await waitFor(() => expect(row(facility.id).images).toHaveLength(2));
    const ids = imageIds as string[];
    expect(ids[0]).toBe(facility.images[0]!.id);
    expect(ids[1]).toMatch(/^img-/);
    expect(row(facility.id).images[1]!.url).toMatch(/^data:image\/png/);
  });

  it('shows the server message on a failed save and keeps the edits', async () => {
    const { app, facility } = await open();
    server.post('/api/corporations/:cid/facilities/:id/update', () => new Response(422, {}, { displayMessage: '住所を確認できませんでした。' }));
    const basic = section(m.sections.basic);
    await app.user.click(within(basic).getByRole('button', { name: m.detail.edit }));
    const catchphrase = within(basic).getByLabelText(m.fields.catchphrase, { selector: 'input' });
    await app.user.clear(catchphrase);
    await app.user.type(catchphrase, '新しいキャッチコピー');
    await app.user.click(within(basic).getByRole('button', { name: m.detail.saveBasic }));
    // Shown once (the action's toast), never also inline; the edit form stays open with the edits.
    await expectShownOnce('失敗しました： 住所を確認できませんでした。');
    expect(catchphrase).toHaveValue('新しいキャッチコピー');
    expect(row(facility.id).catchphrase).toBe(facility.catchphrase);
  });
});

describe('/facilities/{id} tags', () => {
  it('saves tags with tags/update, unique by displayName', async () => {
    const { app, facility } = await open();
    const tags = section(m.sections.tags);
    await app.user.click(within(tags).getByRole('checkbox', { name: '駐車場あり' }));
    await app.user.type(within(tags).getByLabelText(m.tags.freeInput), '芝生広場{Enter}芝生広場{Enter}');
    await app.user.click(within(tags).getByRole('button', { name: m.tags.save }));
    await waitFor(() =>
      expect(row(facility.id).tags).toEqual([
        { displayName: '飲食店', type: 'category' },
        { displayName: '駐車場あり', type: 'basic' },
        { displayName: '芝生広場' },
      ]),
    );
  });

  it('shows the error when the tags cannot be saved', async () => {
    const { app, facility } = await open();
    server.post('/api/corporations/:cid/facilities/:id/tags/update', () => new Response(500, {}, { displayMessage: 'タグを保存できませんでした。' }));
    const tags = section(m.sections.tags);
    await app.user.click(within(tags).getByRole('checkbox', { name: 'ペット専用メニュー' }));
    await app.user.click(within(tags).getByRole('button', { name: m.tags.save }));
    await expectShownOnce('失敗しました： タグを保存できませんでした。');
    expect(within(tags).getByRole('checkbox', { name: 'ペット専用メニュー' })).toBeChecked();
    expect(row(facility.id).tags).toEqual(facility.tags);
  });
});

describe('/facilities/{id} activities', () => {
  it('adds a new activity (sent as syncStatus new), disables an existing one and saves with activities/update', async () => {
    const existing = activityRow({ id: 'act-existing', activityProps: { displayName: 'テラス席', restrictionLevel: 1, isIndoor: false, isPetFriendly: true } });
    let sent: unknown;
    const { app, facility } = await open({ activities: [existing] });
    server.pretender.handledRequest = (_verb, path, request) => {
      if (path.endsWith('/activities/update')) sent = JSON.parse(String(request.requestBody));
    };
    const activities = section(m.sections.activities);
    await app.user.selectOptions(within(activities).getByLabelText(m.activities.status), 'disabled');
    await app.user.click(within(activities).getByRole('button', { name: m.activities.add }));
    const names = within(activities).getAllByLabelText(/^アクティビティ名/);
    await app.user.click(within(activities).getByRole('button', { name: m.activities.save }));
    expect(await within(activities).findByText(m.validation.activityNameRequired)).toBeInTheDocument();
    // Focus lands on the name that is missing.
    await waitFor(() => expect(names[1]).toHaveFocus());
    await app.user.paste('屋内ドッグラン');
    await app.user.click(within(activities).getByRole('button', { name: m.activities.save }));
    await waitFor(() => expect(row(facility.id).activities).toHaveLength(2));
    const [first, second] = row(facility.id).activities;
    expect(first).toMatchObject({ id: 'act-existing', status: 'disabled' });
    expect(second!.activityProps.displayName).toBe('屋内ドッグラン');
    expect(second!.id).toMatch(/^act-/);
    expect(second!.requirementProps).toMatchObject({ isNeedRabies: true, maxRabiesInterval: 1, isNeedVaccine: true, minVaccineKinds: 5 });
    const body = sent as { activities: { syncStatus: string; id: string }[] };
    expect(body.activities.map((activity) => activity.syncStatus)).toEqual(['synced', 'new']);
    expect(within(activities).queryByText(m.activities.newMark)).not.toBeInTheDocument();
  });

  it('removes an activity, and shows the error when saving fails', async () => {
    const { app, facility } = await open({
      activities: [
        activityRow({ id: 'act-a' }),
        activityRow({ id: 'act-b', activityProps: { displayName: '店内', restrictionLevel: 3, isIndoor: true, isPetFriendly: true } }),
      ],
    });
    const activities = section(m.sections.activities);
    await app.user.click(within(activities).getByRole('button', { name: /アクティビティ2：店内：このアクティビティを削除/ }));
    server.post(
      '/api/corporations/:cid/facilities/:id/activities/update',
      () => new Response(500, {}, { displayMessage: 'アクティビティを保存できませんでした。' }),
    );
    await app.user.click(within(activities).getByRole('button', { name: m.activities.save }));
    await expectShownOnce('失敗しました： アクティビティを保存できませんでした。');
    expect(within(activities).getAllByLabelText(/^アクティビティ名/)).toHaveLength(1);
    expect(row(facility.id).activities).toHaveLength(2);
  });
});

describe('/facilities/{id} status and confirmation', () => {
  it('changes the status after a confirmation dialog', async () => {
    const { app, facility } = await open({ status: 'pending' });
    const status = section(m.sections.status);
    await app.user.selectOptions(within(status).getByLabelText(m.detail.newStatus), 'disabled');
    await app.user.click(within(status).getByRole('button', { name: m.detail.changeStatus }));
    const dialog = await screen.findByRole('dialog', { name: m.detail.statusConfirmTitle });
    expect(dialog).toHaveTextContent('「審査待ち」から「非公開」に変更します。');
    expect(row(facility.id).status).toBe('pending');
    await app.user.click(within(dialog).getByRole('button', { name: m.detail.statusConfirm }));
    await waitFor(() => expect(row(facility.id).status).toBe('disabled'));
    expect(await within(section(m.sections.status)).findByText('非公開', { selector: '.badge' })).toBeInTheDocument();
  });

  it('cancelling the dialog changes nothing; a failed change shows the error', async () => {
    const { app, facility } = await open({ status: 'enabled' });
    const status = section(m.sections.status);
    await app.user.selectOptions(within(status).getByLabelText(m.detail.newStatus), 'closed');
    await app.user.click(within(status).getByRole('button', { name: m.detail.changeStatus }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'キャンセル' }));
    expect(row(facility.id).status).toBe('enabled');
    server.post('/api/corporations/:cid/facilities/:id/status/update', () => new Response(422, {}, { displayMessage: 'このステータスには変更できません。' }));
    await app.user.click(within(status).getByRole('button', { name: m.detail.changeStatus }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.detail.statusConfirm }));
    await expectShownOnce('失敗しました： このステータスには変更できません。');
    expect(row(facility.id).status).toBe('enabled');
  });

  it('hides the confirmation from a user who is not an admin', async () => {
    await open();
    expect(screen.queryByRole('region', { name: new RegExp(m.sections.confirmation) })).not.toBeInTheDocument();
  });

  it('lets an admin confirm with a status and a reason', async () => {
    const { app, facility } = await open({ confirmedAt: null }, { abilities: { isAdmin: true } });
    const confirmation = section(m.sections.confirmation);
    expect(within(confirmation).getByText(m.detail.confirmationAdminOnly)).toBeInTheDocument();
    expect(within(confirmation).getByText(m.detail.unconfirmed)).toBeInTheDocument();
    await app.user.type(within(confirmation).getByLabelText(m.detail.reason), '書類を確認しました');
    await app.user.click(within(confirmation).getByRole('button', { name: m.detail.confirm }));
    await waitFor(() => expect(row(facility.id).confirmedAt).not.toBeNull());
    expect(row(facility.id).confirmationReason).toBe('書類を確認しました');
    await app.user.click(within(confirmation).getByRole('radio', { name: m.detail.confirmationLabels.rejected }));
    await app.user.click(within(confirmation).getByRole('button', { name: m.detail.confirm }));
    await waitFor(() => expect(row(facility.id).confirmedAt).toBeNull());
  });
});

describe('/facilities/{id} agreement', () => {
  it('registers, updates the items and custom fields, then deletes the agreement', async () => {
    const { app, facility } = await open();
    const agreement = section(m.sections.agreement);
    expect(await within(agreement).findByText(m.agreement.none)).toBeInTheDocument();
    await app.user.click(within(agreement).getByRole('button', { name: m.agreement.save }));
    expect(within(agreement).getByText(m.agreement.fileRequired)).toBeInTheDocument();
    await app.user.upload(within(agreement).getByLabelText(m.agreement.file), new File(['%PDF-1.4'], '規約.pdf', { type: 'application/pdf' }));
    await app.user.click(within(agreement).getByRole('checkbox', { name: m.agreement.hasEmail }));
    await app.user.type(within(agreement).getByLabelText(m.agreement.customFieldInput), '犬種{Enter}');
    await app.user.click(within(agreement).getByRole('button', { name: m.agreement.save }));
    await waitFor(() => expect(row(facility.id).agreement).not.toBeNull());
    expect(row(facility.id).agreement).toMatchObject({
      fileName: '規約.pdf',
      hasName: true,
      hasPhoneNumber: true,
      hasEmail: true,
      hasAddress: false,
      customFields: ['犬種'],
    });
    expect(await within(agreement).findByText('規約.pdf')).toBeInTheDocument();
    await app.user.click(within(agreement).getByRole('button', { name: m.agreement.delete }));
    await app.user.click(within(await screen.findByRole('dialog', { name: m.agreement.deleteTitle })).getByRole('button', { name: m.agreement.delete }));
    await waitFor(() => expect(row(facility.id).agreement).toBeNull());
    expect(await within(agreement).findByText(m.agreement.none)).toBeInTheDocument();
  });

  it('shows the error when the agreement cannot be loaded', async () => {
    const { corporations } = signedInAs(server);
    const facility = insertFacility(server, corporations[0]!.id);
    server.get('/api/corporations/:cid/facilities/:id/agreement', () => new Response(500, {}, { displayMessage: '同意書を読み込めませんでした。' }));
    await renderApp(`/facilities/${facility.id}`);
    expect(await screen.findByText('失敗しました： 同意書を読み込めませんでした。')).toBeInTheDocument();
  });
});

describe('/facilities/{id} check-in and training', () => {
  it('shows the check-in URL as a link, the QR code id and a QR image', async () => {
    const { facility } = await open({ qrCodeId: 'QR-ENTRANCE' });
    const checkIn = section(m.sections.checkIn);
    expect(within(checkIn).getByRole('link', { name: facility.checkInUrl! })).toHaveAttribute('href', facility.checkInUrl);
    expect(within(checkIn).getByText('QR-ENTRANCE')).toBeInTheDocument();
    const image = within(checkIn).getByRole('img', { name: m.detail.qrCodeAlt(facility.name) });
    expect(image.querySelectorAll('rect').length).toBeGreaterThan(20);
    expect(within(checkIn).getByRole('button', { name: m.detail.qrDownload })).toBeInTheDocument();
  });

  it('never renders an unsafe check-in URL as a link', async () => {
    await open({ checkInUrl: 'javascript:alert(1)' });
    const checkIn = section(m.sections.checkIn);
    expect(within(checkIn).queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
    expect(within(checkIn).getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
  });

  it('shows the quiz and training checklists, unchecked, for the training-certification category', async () => {
    await open({ tags: [{ displayName: 'ペットパス認定しつけ教室', type: 'category' }] });
    const training = await screen.findByRole('region', { name: m.sections.training });
    const quiz = await within(training).findByRole('checkbox', { name: /基本のマナー/ });
    expect(quiz).not.toBeChecked();
    expect(within(training).getByRole('checkbox', { name: /おすわり/ })).not.toBeChecked();
  });

  it('shows the English texts when the lists are missing', async () => {
    server.get('/api/constants/quiz-units', () => ({ quizUnits: [] }));
    server.get('/api/constants/training-info-list', () => new Response(404, {}, {}));
    await open({ tags: [{ displayName: 'ペットパス認定しつけ教室', type: 'category' }] });
    expect(await screen.findByText('Not Found defaultQuizForm.')).toBeInTheDocument();
    expect(await screen.findByText('Not Found defaultTrainingForm.')).toBeInTheDocument();
  });

  it('has no training section for other categories', async () => {
    await open();
    expect(screen.queryByRole('region', { name: m.sections.training })).not.toBeInTheDocument();
  });
});
