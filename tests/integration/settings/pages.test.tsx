import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { config } from '@/config';
import { ja } from '@/messages/ja';
import { shellMessages } from '@/messages/shell';
import { settingsMessages } from '@/messages/settings';
import { paths } from '@/paths';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';

const s = settingsMessages.services;
const h = settingsMessages.help;

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const main = () => screen.getByRole('main');
/** The index's own links (the breadcrumb above them links too). */
const settingsLinks = () =>
  within(document.querySelector('.settings-links') as HTMLElement)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('/settings (設定一覧)', () => {
  it('lists every settings page to a user with both abilities', async () => {
    signedInAs(server, { abilities: ['canEditCorporation', 'canEditMembers'] });
    await renderApp('/settings');
    await screen.findByText(settingsMessages.index.lead);
    expect(settingsLinks()).toEqual([paths.settingsCorporation, paths.settingsMembers, paths.settingsServices, paths.settingsHelp]);
    expect(within(main()).getByRole('link', { name: new RegExp(`^${shellMessages.menu.corporation}`) })).toHaveTextContent(settingsMessages.index.corporation);
  });

  it('hides company information and sub-accounts from a user without those abilities', async () => {
    signedInAs(server, { abilities: ['canEditMembers'] });
    await renderApp('/settings');
    await screen.findByText(settingsMessages.index.lead);
    expect(settingsLinks()).toEqual([paths.settingsMembers, paths.settingsServices, paths.settingsHelp]);
  });

  it('navigates to the chosen page', async () => {
    signedInAs(server, { abilities: [] });
    const app = await renderApp('/settings');
    await screen.findByText(settingsMessages.index.lead);
    await app.user.click(within(main()).getByRole('link', { name: new RegExp(`^${shellMessages.menu.help}`) }));
    await screen.findByRole('heading', { level: 1, name: ja.titles.settingsHelp });
    expect(app.path()).toBe(paths.settingsHelp);
  });
});

describe('/settings/services (各種お手続き)', () => {
  it('explains every procedure, with an in-app way forward where one exists and a contact link otherwise', async () => {
    signedInAs(server, { abilities: ['canEditCorporation', 'canEditMembers'] });
    await renderApp('/settings/services');
    for (const item of s.items) expect(await screen.findByRole('heading', { name: item.title })).toBeVisible();
    const section = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

    const corporation = section(s.items[0].title);
    expect(within(corporation).getByRole('link', { name: s.inApp })).toHaveAttribute('href', paths.settingsCorporation);
    const facility = section(s.items[2].title);
    expect(within(facility).getByRole('link', { name: s.inApp })).toHaveAttribute('href', paths.facilityNew);
    const cancel = section(s.items[5].title);
    expect(within(cancel).queryByRole('link', { name: s.inApp })).toBeNull();
    const contact = within(cancel).getByRole('link', { name: new RegExp(s.contact) });
    const href = new URL(contact.getAttribute('href')!);
    expect(href.origin).toBe(new URL(config.links.company).origin);
    expect(href.searchParams.get('subject')).toBe(settingsMessages.contactSubject(s.items[5].title));
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers the contact form instead of a screen the user may not open', async () => {
    signedInAs(server, { abilities: [] });
    await renderApp('/settings/services');
    const members = (await screen.findByRole('heading', { name: s.items[1].title })).closest('li') as HTMLElement;
    expect(within(members).queryByRole('link', { name: s.inApp })).toBeNull();
    expect(within(members).getByRole('link', { name: new RegExp(s.contact) })).toBeVisible();
  });
});

describe('/settings/help (ヘルプ)', () => {
  it('answers the frequent questions, links the full FAQ like the footer, and gives the contact', async () => {
    signedInAs(server, { abilities: [] });
    const app = await renderApp('/settings/help');
    const first = h.faqs[0];
    const question = await screen.findByText(first.q);
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await app.user.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText(first.a)).toBeVisible();
    expect(screen.getAllByRole('group')).toHaveLength(h.faqs.length);

    const faq = within(main()).getByRole('link', { name: new RegExp(h.faqMore) });
    expect(faq).toHaveAttribute('href', config.links.faq);
    const footerFaq = within(screen.getByRole('contentinfo')).getByRole('link', { name: shellMessages.footer.faq });
    expect(footerFaq).toHaveAttribute('href', faq.getAttribute('href'));
    expect(within(main()).getByRole('link', { name: new RegExp(h.contactLink) })).toHaveAttribute('href', expect.stringContaining('/contact'));
  });
});
