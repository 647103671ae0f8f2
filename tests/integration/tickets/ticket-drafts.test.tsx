import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { common } from '@/messages/common';
import { ticketsJa } from '@/messages/tickets';
import { draftHolds, draftOffer, expireSession, restoreButton, signInAgain } from '@tests/harness/drafts';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, startTestServer } from '@tests/harness/render-app';
import { addTicketFacility, addTicketPayment, addTicketSource, tables, ticketManager } from './helpers';

// Drafts of the ticket forms (docs/decisions.md "Drafts and the next route").
beforeAll(() => preloadScreens('/ticket-sources/new', '/ticket-sources/s/edit', '/ticket-payments/p'));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const f = ticketsJa.fields;
const p = ticketsJa.payment;
const label = (name: string) => screen.getByLabelText(new RegExp(name));

describe('ticket source drafts', () => {
  it('a new source comes back to its person on its screen after the session expired, restored on 復元', async () => {
    const account = ticketManager(server);
    addTicketFacility(server, account.cid, '那須ドッグラン');
    const first = await renderApp('/ticket-sources/new');
    await first.user.click(await screen.findByLabelText(new RegExp(f.name)));
    await first.user.paste('秋のドッグラン回数券');
    await first.user.selectOptions(label(f.facility), '那須ドッグラン');
    await draftHolds('秋のドッグラン回数券');
    await expireSession(first, server, account);

    const app = await signInAgain(first, account.account.email);
    await draftOffer();
    expect(app.path()).toBe('/ticket-sources/new');
    expect(label(f.name)).toHaveValue('');
    await app.user.click(restoreButton());
    expect(label(f.name)).toHaveValue('秋のドッグラン回数券');
    expect(label(f.facility)).toHaveDisplayValue('那須ドッグラン');
  });

  it('an edit says, before anything is restored, that the source changed on the server after the draft began', async () => {
    const account = ticketManager(server);
    const source = addTicketSource(server, account.cid, { name: '夏のナイトラン', price: 700 });
    const first = await renderApp(`/ticket-sources/${source.id}/edit`);
    const price = await screen.findByLabelText(new RegExp(f.price));
    await first.user.clear(price);
    await first.user.paste('750');
    await draftHolds('"750"');
    await expireSession(first, server, account);
    tables(server).sources.update(source.id, { price: 900, updatedAt: '2031-05-06T07:08:00+09:00' });

    const app = await signInAgain(first, account.account.email);
    await draftOffer();
    expect(app.path()).toBe(`/ticket-sources/${source.id}/edit`);
    expect(screen.getByText(common.drafts.changedLater('2031-05-06 07:08'))).toBeVisible();
    expect(label(f.price)).toHaveValue('900');
    await app.user.click(restoreButton());
    expect(label(f.price)).toHaveValue('750');
  });
});

describe('refund drafts', () => {
  it('the tickets chosen and the percent come back to their person on the payment after the session expired', async () => {
    const account = ticketManager(server);
    const source = addTicketSource(server, account.cid, { price: 1000 });
    const { payment, tickets } = addTicketPayment(server, source, ['enabled', 'enabled']);
    const first = await renderApp(`/ticket-payments/${payment.id}`);
    const code = tickets[1]!.code;
    await first.user.click(await screen.findByRole('checkbox', { name: p.select(code) }));
    await first.user.clear(screen.getByLabelText(p.refundPercent));
    await first.user.paste('40');
    await draftHolds('"percent":40');
    await expireSession(first, server, account);

    const app = await signInAgain(first, account.account.email);
    await draftOffer();
    expect(app.path()).toBe(`/ticket-payments/${payment.id}`);
    expect(screen.getByRole('checkbox', { name: p.select(code) })).not.toBeChecked();
    await app.user.click(restoreButton());
    expect(screen.getByRole('checkbox', { name: p.select(code) })).toBeChecked();
    expect(screen.getByLabelText(p.refundPercent)).toHaveValue('40');
  });
});
