import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ja } from '@/messages/ja';
import { demoMessages } from '@/messages/demo';
import { demoPerTest } from '@tests/harness/demo-server';
import { renderApp } from '@tests/harness/render-app';

vi.hoisted(() => vi.stubEnv('VITE_DEMO', 'true'));

const t = demoMessages.outbox;

demoPerTest();

describe('the demo outbox (mail-link sign-in without a mail server)', () => {
  it('shows the sent mail with its link, and the link signs the demo account in', async () => {
    const app = await renderApp('/sign_in');
    const form = (await screen.findByRole('heading', { name: ja.signIn.mailHeading })).closest('form') as HTMLFormElement;
    await app.user.type(within(form).getByLabelText(ja.signIn.mailLabel), 'staff@demo.example');
    await app.user.click(within(form).getByRole('button', { name: ja.signIn.mailSubmit }));

    const outbox = await screen.findByRole('region', { name: t.heading });
    expect(within(outbox).getByText('staff@demo.example')).toBeInTheDocument();
    expect(within(outbox).getByText(t.subject)).toBeInTheDocument();
    const link = within(outbox).getByRole('link', { name: t.link });
    expect(link.getAttribute('href')).toMatch(/^\/sign_in_token\/.+/);

    await app.user.click(link);
    await waitFor(() => expect(app.path()).toBe('/dashboard'));
    expect(localStorage.getItem('petpass.bearer')).toBeTruthy();
  });
});
