import { demoCorporations } from '../../mirage/scenarios/accounts';
import { couponMessages as m } from '../../src/messages/coupons';
import { uploadMessages } from '../../src/messages/upload';
import { test, expect, signInTo } from './support/contract';

/** An asset service this build's CSP does not list (VITE_ASSET_ORIGINS): the browser itself refuses to connect. */
const UNLISTED = 'https://assets.not-in-this-build.invalid';

test('an upload to an asset service the build does not allow says the configuration stops it, not the network', async ({ page, consoleErrors }) => {
  // The browser's own report of the refused connection, and the console's log of it.
  consoleErrors.allow(/Refused to connect|Content Security Policy|Content-Security-Policy/);
  consoleErrors.allow('[assets]');
  await page.route('**/api/assets/token', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), apiUrlBase: UNLISTED } });
  });
  await signInTo(page, 'admin@demo.example', demoCorporations[0]!.name);
  await page.goto('/coupons/new');
  const images = page.getByRole('form', { name: m.form.create }).getByRole('group', { name: m.fields.image });
  await images.getByLabel(uploadMessages.add).setInputFiles({ name: 'dog.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]) });
  await expect(images.getByText(uploadMessages.blockedByPolicy, { exact: false })).toBeVisible();
  await expect(images.getByText(uploadMessages.network, { exact: false })).toHaveCount(0);
  expect(consoleErrors.messages.some((line) => line.includes(`${UNLISTED} in VITE_ASSET_ORIGINS`))).toBe(true);
});
