import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { apiMessages } from '@/messages/api';
import { ja } from '@/messages/ja';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';

/**
 * The screens against what a backend written from docs/api.md alone answers:
 * /api/me with {ability} only, null for empty text, decimal strings, one malformed record.
 */
let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const ability = {
  canEditTicketSource: false,
  canEditCorporation: false,
  canEditMembers: false,
  canEditCoupon: false,
  canSelectCorporations: false,
  canEditSpecialTag: false,
};

const facility = (id: string, name: string, fields: Record<string, unknown> = {}) => ({
  facility: {
    id,
    name,
    tel: null,
    url: null,
    catchphrase: null,
    introduction: null,
    caution: null,
    latitude: '35.648600',
    longitude: '139.700000',
    status: 'enabled',
    imageUrls: [],
    imageIds: [],
    confirmedAt: '',
    checkInUrl: null,
    qrCodeId: null,
    memoForCheckIn: null,
    ...fields,
  },
  corporation: { id: 'c' },
  address: { postalCode: null, prefecture: '東京都', address: null },
  deliveryAddress: null,
  tags: [],
  activities: [],
});

describe('a typical backend', () => {
  it('signs in with /api/me answering {ability} only: the shell works, no e-mail in the top bar', async () => {
    const { account, corporations } = signedInAs(server);
    server.get('/api/me', () => ({ ability }));
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.dashboard })).toBeInTheDocument();
    expect(await screen.findByText(corporations[0]!.name)).toBeInTheDocument();
    expect(screen.queryByText(account.email)).toBeNull();
  });

  it('lists facilities with null texts and decimal coordinates, and shows a malformed one marked instead of failing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signedInAs(server);
    server.get('/api/corporations/:cid/facilities/', () => ({
      facilities: [
        facility('f1', 'ドッグカフェ わん'),
        facility('f2', '壊れた施設', { status: 'unknown', latitude: 'north' }),
        facility('f3', 'ドッグラン にゃん'),
      ],
    }));
    await renderApp('/facilities');
    expect(await screen.findByRole('link', { name: 'ドッグカフェ わん' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ドッグラン にゃん' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${apiMessages.malformedRecordMark}壊れた施設` })).toBeInTheDocument();
    expect(screen.queryByText(/失敗しました/)).toBeNull();
    expect(log.mock.calls.some(([message]) => String(message).includes('malformed item 1 of listFacilities'))).toBe(true);
  });
});
