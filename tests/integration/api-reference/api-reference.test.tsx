import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { operationIds, operations } from '@/api/operations';
import { apiReferenceMessages as t } from '@/messages/api-reference';
import { renderApp, startTestServer } from '@tests/harness/render-app';

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

describe('/__api (dev and demo builds)', () => {
  it('lists every call of the contract with its exact path, grouped by area, with the named types', async () => {
    const app = await renderApp('/__api');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(await screen.findByText(t.count(operationIds.length, operationIds.length))).toBeInTheDocument();
    for (const id of operationIds) expect(document.getElementById(`op-${id}`)).toHaveTextContent(`${operations[id].method}${operations[id].path}`);
    expect(screen.getByRole('heading', { level: 2, name: 'クーポン' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'FacilityResponse' })).toBeInTheDocument();
    // Folded until opened: the whole contract at once is slow to draw.
    expect(document.getElementById('op-listFacilities')!.querySelector('.api-ref-body')).toBeNull();

    // The facility list: its response refers to the named type.
    const list = document.getElementById('op-listFacilities')!;
    await app.user.click(within(list).getByText('/api/corporations/{corporationId}/facilities/'));
    expect(within(list).getByRole('link', { name: 'FacilityResponse' })).toHaveAttribute('href', '#schema-FacilityResponse');

    await app.user.click(within(document.getElementById('schema-FacilityResponse')!).getByText('FacilityResponse'));
    expect(within(document.getElementById('schema-FacilityResponse')!).getByRole('link', { name: 'Facility' })).toHaveAttribute('href', '#schema-Facility');

    await app.user.click(screen.getByLabelText(t.filter));
    await app.user.paste('refund/');
    expect(screen.getByText(t.count(1, operationIds.length))).toBeInTheDocument();
    expect(document.getElementById('op-refundTicketPayment')).toBeInTheDocument();
    expect(document.getElementById('op-listCoupons')).toBeNull();
  });
});
