import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { common } from '@/messages/common';
import { facilitiesMessages as m } from '@/messages/facilities';
import { ja } from '@/messages/ja';
import { colleagueOf, draftHolds, expireSession, signInAgain, storedDrafts } from '@tests/harness/drafts';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { activityRow, controlByLabel, insertFacility, preloadFacilityScreens, press, sectionByHeading as section, toggle } from './facility-fixtures';

// Each part of a facility's detail screen keeps its own draft (docs/decisions.md "Drafts and the next route").
beforeAll(() => Promise.all([preloadFacilityScreens(), preloadScreens('/dashboard')]));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

/** Edits every part of the detail screen: the basic information, the tags, an activity, the agreement. */
async function editEveryPart() {
  const account = signedInAs(server);
  const facility = insertFacility(server, account.corporations[0]!.id, { name: '下書きの施設', activities: [activityRow({ id: 'act-1' })] });
  const app = await renderApp(`/facilities/${facility.id}`);
  await screen.findByText(facility.name, { selector: 'h2' });
  const basic = section(m.sections.basic);
  await press(app.user, within(basic).getByText(m.detail.edit, { selector: 'button' }));
  const name = controlByLabel(basic, m.fields.name);
  act(() => name.focus());
  await app.user.keyboard('{Control>}a{/Control}');
  await app.user.paste('改名中の施設');
  await toggle(app.user, controlByLabel(section(m.sections.tags), '駐車場あり'));
  fireEvent.change(controlByLabel(section(m.sections.activities), m.activities.status), { target: { value: 'disabled' } });
  await within(section(m.sections.agreement)).findByText(m.agreement.hasEmail);
  await toggle(app.user, controlByLabel(section(m.sections.agreement), m.agreement.hasEmail));
  await draftHolds('改名中の施設');
  await draftHolds('駐車場あり');
  await draftHolds('"disabled"');
  await draftHolds('"hasEmail":true');
  return { account, facility, app };
}

describe('facility detail drafts', () => {
  it('every part comes back to its person on the facility after the session expired, each offered and restored on its own', async () => {
    const { account, facility, app: first } = await editEveryPart();
    await expireSession(first, server, account);

    const app = await signInAgain(first, account.account.email);
    await screen.findByText(facility.name, { selector: 'h2' });
    expect(app.path()).toBe(`/facilities/${facility.id}`);
    // The basic information opens by itself to offer its draft; nothing is restored before 復元.
    const basic = section(m.sections.basic);
    await within(basic).findByText(common.drafts.offer);
    expect(controlByLabel(basic, m.fields.name)).toHaveValue('下書きの施設');
    for (const part of [m.sections.basic, m.sections.tags, m.sections.activities]) {
      await press(app.user, within(section(part)).getByText(common.drafts.restore, { selector: 'button' }));
      expect(within(section(part)).queryByText(common.drafts.offer)).toBeNull();
    }
    const agreement = section(m.sections.agreement);
    await press(app.user, await within(agreement).findByText(common.drafts.restore, { selector: 'button' }));
    expect(controlByLabel(basic, m.fields.name)).toHaveValue('改名中の施設');
    expect(controlByLabel(section(m.sections.tags), '駐車場あり')).toBeChecked();
    expect(controlByLabel(section(m.sections.activities), m.activities.status)).toHaveValue('disabled');
    expect(controlByLabel(agreement, m.agreement.hasEmail)).toBeChecked();
    expect(within(agreement).getByText(common.drafts.filesNotKept, { exact: false })).toBeVisible();
  });

  it('another person of the same company finds none of it, and the other person’s drafts of these forms go', async () => {
    const { account, facility, app: first } = await editEveryPart();
    const colleague = colleagueOf(server, account);
    await expireSession(first, server, account);

    const app = await signInAgain(first, colleague.account.email);
    await screen.findByRole('heading', { level: 1, name: ja.titles.dashboard });
    expect(app.path()).toBe('/dashboard');
    app.navigate(`/facilities/${facility.id}`);
    await screen.findByText(facility.name, { selector: 'h2' });
    await within(section(m.sections.agreement)).findByText(m.agreement.hasEmail);
    expect(screen.queryByText(common.drafts.offer)).toBeNull();
    expect(within(section(m.sections.basic)).getByText(m.detail.edit, { selector: 'button' })).toBeVisible();
    expect(storedDrafts()).toEqual([]);
  });
});
