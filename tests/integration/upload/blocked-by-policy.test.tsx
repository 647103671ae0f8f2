import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { couponMessages } from '@/messages/coupons';
import { uploadMessages } from '@/messages/upload';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { answerFacilities } from '@tests/integration/coupons/coupon-fixtures';

/**
 * An upload the page's Content-Security-Policy blocks (a build whose VITE_ASSET_ORIGINS does not
 * list the asset service): the browser fails the request like a network error and reports the
 * block with a `securitypolicyviolation` event, a moment after fetch rejects. The person is told
 * that the configuration stops it, not that the network is down.
 */
beforeAll(() => preloadScreens('/coupons/new'));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
  answerFacilities(server);
});
// The fetch spy goes first: restored after the shutdown, it would put Mirage's fetch back for the next file.
afterEach(() => {
  vi.restoreAllMocks();
  server.shutdown();
});

const ASSET_SERVICE = 'https://assets.elsewhere.example';

/** What Chromium does with a fetch its CSP refuses: reject, then report the violation. */
function blockAssetService() {
  const mirage = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(ASSET_SERVICE)) return mirage(input, init);
    const refused = Promise.reject(new TypeError('Failed to fetch'));
    refused.catch(() =>
      setTimeout(() => document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { blockedURI: url, violatedDirective: 'connect-src' }))),
    );
    return refused;
  });
}

describe('an upload the page is not allowed to send', () => {
  it('says the configuration stops it, and logs which origin to add', async () => {
    signedInAs(server, { abilities: ['canEditCoupon'] });
    server.get('/api/assets/token', () => ({ token: 'asset-token', apiUrlBase: ASSET_SERVICE }));
    blockAssetService();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await renderApp('/coupons/new');
    const group = within(await screen.findByRole('form', { name: couponMessages.form.create })).getByRole('group', { name: couponMessages.fields.image });
    await app.user.upload(within(group).getByLabelText(uploadMessages.add), new File([new Uint8Array([137, 80, 78, 71])], 'dog.png', { type: 'image/png' }));

    expect(await within(group).findByText(new RegExp(uploadMessages.blockedByPolicy))).toBeVisible();
    expect(within(group).queryByText(new RegExp(uploadMessages.network))).toBeNull();
    expect(log.mock.calls.some(([line]) => String(line).includes(`${ASSET_SERVICE} in VITE_ASSET_ORIGINS`))).toBe(true);
  });
});
