import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCsp } from '../../../scripts/vite-csp-plugin';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** src/config.ts as a build with these env values would have it. */
async function configWith(env: Record<string, string | boolean | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value as string);
  return (await import('@/config')).config;
}

describe('maintenance', () => {
  it('is on with VITE_MAINTENANCE, off by default', async () => {
    expect((await configWith({ VITE_MAINTENANCE: 'true' })).maintenance).toBe(true);
    expect((await configWith({ VITE_MAINTENANCE: '' })).maintenance).toBe(false);
  });

  it('is read from /config.json at start, and off when that file is missing, broken or slow', async () => {
    const { loadRuntimeConfig } = await import('@/lib/runtime-config');
    const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', answer('{"maintenance": true}'));
    expect(await loadRuntimeConfig()).toEqual({ maintenance: true });
    expect(fetch).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    for (const fetcher of [
      answer('{"maintenance": "yes"}'),
      answer('not json'),
      answer('{}', 404),
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    ]) {
      vi.stubGlobal('fetch', fetcher);
      expect(await loadRuntimeConfig()).toEqual({ maintenance: false });
    }
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))),
    );
    expect(await loadRuntimeConfig(20)).toEqual({ maintenance: false });
  });

  it('is asked for once per page: the boot script asks, and the first render waits for that same answer', async () => {
    const fetcher = vi.fn(async () => new Response('{"maintenance": true}', { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetcher);
    const { askRuntimeConfig } = await import('@/lib/runtime-config');
    await import('@/boot');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(await askRuntimeConfig()).toEqual({ maintenance: true });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe("the provider's sites", () => {
  it('get the dev. subdomain in development with the debug sign-in on, and only then', async () => {
    const dev = await configWith({ DEV: true, VITE_DEBUG_LOGIN: 'true', VITE_LINK_FAQ: 'https://help.example.jp/faq' });
    expect(dev.links).toMatchObject({ company: 'https://dev.petpass.example.jp/company', faq: 'https://dev.help.example.jp/faq' });
    expect((await configWith({ DEV: true, VITE_DEBUG_LOGIN: 'false' })).links.company).toBe('https://petpass.example.jp/company');
    expect((await configWith({ DEV: false, VITE_DEBUG_LOGIN: 'true' })).links.company).toBe('https://petpass.example.jp/company');
    expect((await configWith({ DEV: true, VITE_DEBUG_LOGIN: 'true', VITE_LINK_TERMS: 'https://dev.petpass.example.jp/terms' })).links.terms).toBe(
      'https://dev.petpass.example.jp/terms',
    );
  });
});

describe('the chat embed (VITE_CHAT_EMBED_URL)', () => {
  it('keeps the footer spacer and loads the chat only when opened, in a sandboxed iframe', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_CHAT_EMBED_URL', 'https://chat.example.jp/widget?site=petpass');
    const { Footer } = await import('@/app/layout/footer');
    render(<Footer />);
    expect(screen.getByTestId('chat-spacer')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    const open = screen.getByRole('button', { name: 'チャットで問い合わせる' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const frame = screen.getByTitle('お問い合わせチャット');
    expect(frame).toHaveAttribute('src', 'https://chat.example.jp/widget?site=petpass');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts']);
    expect(frame).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'チャットを閉じる' }));
    // hidden, not unloaded: the conversation survives
    expect(frame).not.toBeVisible();
    expect(within(document.body).getByTitle('お問い合わせチャット')).toBe(frame);
  });

  it('never frames an address that is not http(s)', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_CHAT_EMBED_URL', 'javascript:alert(1)');
    const { Footer } = await import('@/app/layout/footer');
    render(<Footer />);
    expect(screen.queryByTestId('chat-spacer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'チャットで問い合わせる' })).toBeNull();
  });

  it("is allowed by the built pages' CSP (frame-src), and nothing else is", () => {
    expect(buildCsp({ VITE_CHAT_EMBED_URL: 'https://chat.example.jp/widget' })).toContain('frame-src https://chat.example.jp;');
    expect(buildCsp({})).toContain("frame-src 'none'");
  });
});
