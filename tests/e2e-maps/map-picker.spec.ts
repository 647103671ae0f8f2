import { readFileSync } from 'node:fs';
import { test, expect, expectAccessible, signInAs } from '../e2e/support/fixtures';
import { facilitiesMessages as m } from '../../src/messages/facilities';

// The facility map picker WITH a Google Maps key (the build of scripts/run-maps-e2e.mjs sets
// VITE_GOOGLE_MAPS_API_KEY=e2e-stub-key), offline: Google's script is answered by a stub that
// draws a plain div and lets the test drag the marker and choose a place (window.__mapsStub).
const STUB = readFileSync(new URL('./google-maps-stub.js', import.meta.url), 'utf8');

type StubState = {
  query: Record<string, string>;
  imported: string[];
  markers: Array<{ onMap: boolean; draggable: boolean; position: { lat: number; lng: number } | null }>;
  autocompletes: Array<{ inputId: string; options: { componentRestrictions?: { country?: string } } }>;
  panTo: { lat: number; lng: number } | null;
};
declare global {
  interface Window {
    __mapsStub: { dragMarkerTo(lat: number, lng: number): void; choosePlace(lat: number, lng: number): void; state(): StubState };
  }
}

test('with a maps key, dragging the marker and choosing a place set the latitude and longitude that are saved', async ({ page }) => {
  const scriptRequests: string[] = [];
  await page.route('https://maps.googleapis.com/**', async (route) => {
    scriptRequests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STUB });
  });

  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: '株式会社ポチタマリゾート' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/facilities/new');

  // The map, not the no-key fallback.
  const map = page.getByRole('region', { name: m.map.mapLabel });
  await expect(map).toBeVisible();
  await expect(map.getByTestId('maps-stub')).toBeVisible();
  await expect(map.getByRole('img', { name: '施設の位置のピン' })).toBeVisible();
  await expect(page.getByText(m.map.noKey)).toHaveCount(0);
  await expect(page.getByText(m.map.loadFailed)).toHaveCount(0);
  await expect(page.getByText(m.map.dragHint)).toBeVisible();

  // Google's loader asked for the script once, with the build's key and the places library.
  expect(scriptRequests).toHaveLength(1);
  const query = new URL(scriptRequests[0]!).searchParams;
  expect(query.get('key')).toBe('e2e-stub-key');
  expect(query.get('libraries')?.split(',')).toContain('places');
  expect(query.get('callback')).toBe('google.maps.__ib__');

  // The autocomplete is bound to the labelled search input, restricted to Japan.
  const search = page.getByLabel(m.map.placeSearch);
  await expect(search).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__mapsStub.state().autocompletes.length)).toBe(1);
  const stub = await page.evaluate(() => window.__mapsStub.state());
  expect(stub.autocompletes[0]!.inputId).toBe(await search.getAttribute('id'));
  expect(stub.autocompletes[0]!.options.componentRestrictions?.country).toBe('jp');
  expect(stub.imported).toEqual(expect.arrayContaining(['core', 'maps', 'places']));
  expect(stub.markers.filter((marker) => marker.onMap)).toEqual([{ onMap: true, draggable: true, position: { lat: 35.681236, lng: 139.767125 } }]);

  const latitude = page.getByLabel(m.fields.latitude, { exact: true });
  const longitude = page.getByLabel(m.fields.longitude, { exact: true });
  await expect(latitude).toHaveValue('');
  await expect(longitude).toHaveValue('');

  // Dragging the marker (Mt. Fuji) fills both fields.
  await page.evaluate(() => window.__mapsStub.dragMarkerTo(35.360556, 138.727778));
  await expect(latitude).toHaveValue('35.360556');
  await expect(longitude).toHaveValue('138.727778');

  // Choosing a place (Karuizawa station) moves the map there and fills both fields again.
  await page.evaluate(() => window.__mapsStub.choosePlace(36.342811, 138.635161));
  await expect(latitude).toHaveValue('36.342811');
  await expect(longitude).toHaveValue('138.635161');
  expect((await page.evaluate(() => window.__mapsStub.state())).panTo).toEqual({ lat: 36.342811, lng: 138.635161 });
  // The marker follows the form's new position.
  await expect
    .poll(() =>
      page.evaluate(() =>
        window.__mapsStub
          .state()
          .markers.filter((marker) => marker.onMap)
          .map((marker) => marker.position),
      ),
    )
    .toEqual([{ lat: 36.342811, lng: 138.635161 }]);

  await expectAccessible(page);

  // What the map set is what the facility is saved with.
  // (getByLabel(施設名) alone would also match the map's search box, 住所・施設名で地図を検索)
  await page.getByRole('textbox', { name: new RegExp(`^${m.fields.name}`) }).fill('E2E 地図テラス');
  await page.getByLabel(m.fields.postalCode, { exact: true }).fill('3890102');
  await expect(page.getByLabel(m.fields.prefecture, { exact: true })).toHaveValue('長野県');
  await page.getByRole('button', { name: m.create.submit }).click();
  await expect(page.getByRole('heading', { name: 'E2E 地図テラス' })).toBeVisible();
  await expect(page).toHaveURL(/\/facilities\/fac-/);
  await expect(page.getByText('36.342811, 138.635161', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: m.map.mapLabel })).toHaveCount(0);
});
