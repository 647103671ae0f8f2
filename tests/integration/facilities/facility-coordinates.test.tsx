import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { facilityTable, toFacilityResponse, type FacilityRow } from '@mirage/routes/facilities-data';
import { apiMessages } from '@/messages/api';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { insertFacility, preloadFacilityScreens } from './facility-fixtures';

// A backend answer whose coordinates are off the globe (latitude −90…90, longitude −180…180,
// src/api/coordinates.ts) is a malformed answer: said in Japanese, never shown as a position.

let server: AppServer;
beforeAll(preloadFacilityScreens);
beforeEach(() => {
  server = startTestServer();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => server.shutdown());

/** The facility routes answer these coordinates for one facility (as a faulty backend would), past the fake's own checks. */
function answerWith(corporationName: string, facilityId: string, coordinates: Partial<Pick<FacilityRow, 'latitude' | 'longitude'>>) {
  const answer = (row: FacilityRow) => toFacilityResponse(row.id === facilityId ? { ...row, ...coordinates } : row, corporationName);
  server.get('/api/corporations/:cid/facilities/:id/', (_schema, request) => answer(facilityTable(server).find(request.params.id!)!));
  server.get('/api/corporations/:cid/facilities/', (_schema, request) => ({
    facilities: facilityTable(server).where({ corporationId: request.params.cid! }).map(answer),
  }));
}

describe('facility coordinates outside their bounds', () => {
  it('the facility page says the answer is malformed, and shows no position', async () => {
    const { corporations } = signedInAs(server);
    const facility = insertFacility(server, corporations[0]!.id, { name: '緯度のおかしい施設' });
    answerWith(corporations[0]!.name, facility.id, { latitude: -11944080.28 });
    await renderApp(paths.facility(facility.id));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(`${ja.failurePrefix}${apiMessages.malformedResponse(apiMessages.answerNames.getFacility)}`);
    expect(screen.queryByText(/11944080/)).toBeNull();
    expect(screen.queryByText('緯度のおかしい施設')).toBeNull();
  });

  it('the facility list shows such a facility marked, and the others as they are', async () => {
    const { corporations } = signedInAs(server);
    const wrong = insertFacility(server, corporations[0]!.id, { name: '経度のおかしい施設' });
    insertFacility(server, corporations[0]!.id, { name: '正しい施設' });
    answerWith(corporations[0]!.name, wrong.id, { longitude: 180.5 });
    await renderApp(paths.facilities);
    const row = (await screen.findByText(new RegExp(`${apiMessages.malformedRecordMark}.*経度のおかしい施設`))).closest('tr') as HTMLElement;
    expect(within(row).queryByText(/180\.5/)).toBeNull();
    expect(screen.getByRole('link', { name: '正しい施設' })).toBeVisible();
  });
});
