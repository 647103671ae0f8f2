import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { settingsMessages } from '@/messages/settings';
import { ticketsJa } from '@/messages/tickets';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { addTicketSource } from '@tests/integration/tickets/helpers';

/**
 * A form's validation schema is built once, not on every visit: arktype keeps every node it ever
 * built in a global registry, so a schema made per mount grows it (and the heap) with each visit
 * of the screen. The registry must stay flat once a screen has been visited.
 */
let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

type Registry = Record<string, unknown> & { nodesByRegisteredId: Record<string, unknown> };
const registry = () => (globalThis as unknown as { $ark: Registry }).$ark;
const registrySize = () => Object.keys(registry()).length + Object.keys(registry().nodesByRegisteredId).length;

/** Opens the screen, waits for its form, leaves it. */
async function visit(path: string, form: () => Promise<HTMLElement>) {
  const app = await renderApp(path);
  await form();
  app.unmount();
}

describe("arktype's registry after visits of the forms", () => {
  it.each([
    ['the ticket source form (new)', 'new'],
    ['the ticket source form (edit)', 'edit'],
  ])('stays flat over visits of %s', async (_name, which) => {
    const { corporations } = signedInAs(server, { abilities: ['canEditTicketSource'] });
    const source = addTicketSource(server, corporations[0]!.id, { soldCount: 5 });
    const path = which === 'new' ? '/ticket-sources/new' : `/ticket-sources/${source.id}/edit`;
    const form = () => screen.findByRole('button', { name: which === 'new' ? ticketsJa.form.create : ticketsJa.form.save });
    await visit(path, form);
    const after = registrySize();
    await visit(path, form);
    await visit(path, form);
    expect(registrySize()).toBe(after);
  });

  it('stays flat over visits of the sub-account form', async () => {
    signedInAs(server, { abilities: ['canEditMembers'] });
    const form = () => screen.findByRole('form', { name: settingsMessages.memberEdit.addHeading });
    await visit('/settings/members/edit', form);
    const after = registrySize();
    await visit('/settings/members/edit', form);
    await visit('/settings/members/edit', form);
    expect(registrySize()).toBe(after);
  });
});
