import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { sessionMachine } from '@machines/session/session.machine';
import { allNodes, machineGraph } from '@/features/visualizer/machine-graph';
import { demoMessages } from '@/messages/demo';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';

const t = demoMessages.visualizer;
const root = join(__dirname, '../../..');

/** Every machine file on disk, found independently of the page's import.meta.glob. */
function machineFiles(dir = join(root, 'machines')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? machineFiles(join(dir, entry.name)) : entry.name.endsWith('.machine.ts') ? [relative(root, join(dir, entry.name))] : [],
  );
}

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

describe('the machine visualizer (/__machines)', () => {
  it('draws every machine in machines/ from its definition', async () => {
    await renderApp('/__machines');
    await screen.findByRole('heading', { level: 1, name: t.title });
    const files = machineFiles();
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText(t.count(files.length))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    for (const file of files) expect(screen.getByText(file)).toBeInTheDocument();

    const session = screen.getByRole('region', { name: 'session' });
    // Every state of the session machine, read from the definition, appears as a box.
    const states = allNodes(machineGraph(sessionMachine)).slice(1);
    expect(states.map((node) => node.key)).toEqual(expect.arrayContaining(['booting', 'signedOut', 'signedIn', 'signingOut', 'choosingCorporation', 'ready']));
    for (const node of states) expect(session.querySelector(`[data-state-path="${node.path}"]`)).not.toBeNull();
    // Transitions with their event names, guards and invoke outcomes.
    expect(within(session).getAllByText('session.signIn').length).toBeGreaterThan(0);
    expect(within(session).getAllByText(t.onDone('loadMe')).length).toBeGreaterThan(0);
    expect(within(session).getAllByText(t.always).length).toBeGreaterThan(0);
    expect(within(session).getAllByText('[hasBearer]').length).toBeGreaterThan(0);
  });

  it('highlights the live state of the running session actor', async () => {
    await renderApp('/__machines');
    const session = await screen.findByRole('region', { name: 'session' });
    await waitFor(() => expect(session.querySelector('[data-state-path="signedOut.idle"]')).toHaveAttribute('aria-current', 'step'));
    expect(session.querySelector('[data-state-path="signedIn"]')).not.toHaveAttribute('aria-current');
  });

  it('follows the session when it changes (signed in, corporation chosen)', async () => {
    signedInAs(server);
    await renderApp('/__machines');
    const session = await screen.findByRole('region', { name: 'session' });
    await waitFor(() => expect(session.querySelector('[data-state-path="signedIn.ready"]')).toHaveAttribute('aria-current', 'step'));
    expect(within(session.querySelector('[data-state-path="signedIn.ready"]') as HTMLElement).getAllByText(t.current).length).toBeGreaterThan(0);
  });
});
