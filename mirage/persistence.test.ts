import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetFaults } from '@mirage/faults';
import { defaultDemoSettings } from '@mirage/demo-settings';
import { startDemoServer } from '@mirage/demo-server';
import { coreTables } from '@mirage/models/core';
import { createMemoryStore } from '@mirage/persistence-store';
import { ticketTables } from '@mirage/models/tickets';
import { checkInTable } from '@mirage/routes/check-ins-rows';
import { callMirage } from '@tests/harness/mirage-accounts';
import { createDemoClient } from '@mirage/worker-client';
import { inProcessWorker } from '@tests/harness/in-process-worker';
import { STORE_WAIT_MS } from '@mirage/worker-host';
import { mirageMessages } from '@mirage/messages';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  resetFaults();
  vi.useRealTimers();
});

/** The page loads (or reloads): the demo's worker starts from the stored changes; this page's fetch goes to it. */
async function startFrom(store: ReturnType<typeof createMemoryStore>) {
  const worker = inProcessWorker(store);
  const client = createDemoClient({ pageHref: 'http://localhost/', realFetch });
  await client.open(worker.end, defaultDemoSettings);
  globalThis.fetch = client.fetch;
  const demo = await worker.demo();
  if (!demo) throw new Error('the demo did not start');
  return demo;
}

/** Signs a demo account in through the API, as the one-click sign-in does. */
async function signIn(email: string): Promise<string> {
  const answer = await callMirage('POST', '/api/sign_in', { body: { idToken: `dummy:${email}` } });
  const bearer = answer.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!bearer) throw new Error(`sign-in failed: ${answer.status}`);
  return bearer;
}

describe('demo persistence', () => {
  it('keeps a change across a reload, and only the changes', async () => {
    const store = createMemoryStore();
    const first = await startFrom(store);
    const bearer = await signIn('admin@demo.example');
    const patched = await callMirage('PATCH', '/api/corporations/corp-wanko-mori', { bearer, body: { name: '株式会社わんこの森ホールディングス' } });
    expect(patched.status).toBe(200);
    await first.flush();
    const saved = store.current();
    // Only the touched rows are stored, not the seeded database.
    expect(saved?.changes.corporations?.upserts).toEqual([expect.objectContaining({ id: 'corp-wanko-mori', name: '株式会社わんこの森ホールディングス' })]);
    expect(saved?.changes.accounts).toBeUndefined();

    first.stop();
    const tables = coreTables((await startFrom(store)).server.db);
    expect(tables.corporations.find('corp-wanko-mori')?.name).toBe('株式会社わんこの森ホールディングス');
    expect(tables.corporations.find('corp-pochitama')?.name).toBe('株式会社ポチタマリゾート');
    // The session survived too: the stored bearer still works after the reload.
    expect((await callMirage('GET', '/api/me', { bearer })).status).toBe(200);
  });

  it('keeps deletions and rows inserted by the user', async () => {
    const store = createMemoryStore();
    const first = await startFrom(store);
    const tables = coreTables(first.server.db);
    tables.mails.insert({
      to: 'staff@demo.example',
      from: 'noreply@petpass.example',
      subject: 'テスト',
      body: '本文',
      link: '/sign_in_token/x',
      createdAt: '2026-01-01T00:00:00+09:00',
    });
    tables.corporations.remove('corp-tabi-yado');
    expect(first.changedRows()).toBe(2);
    await first.flush();

    first.stop();
    const reloaded = coreTables((await startFrom(store)).server.db);
    expect(reloaded.corporations.find('corp-tabi-yado')).toBeNull();
    expect(reloaded.mails.all()).toEqual([expect.objectContaining({ subject: 'テスト', link: '/sign_in_token/x' })]);
  });

  it('applies changes saved on another seed version or day: the user changes win', async () => {
    const store = createMemoryStore({
      version: 1,
      seed: 'an-older-seed',
      savedAt: '2025-01-01T00:00:00.000Z',
      changes: {
        corporations: {
          upserts: [{ id: 'corp-pochitama', name: '旧シードで変更した名前', email: 'old@example.jp', isTicketMailReceivable: false }],
          deletes: [],
        },
        ticketSources: { upserts: [{ id: 'ts-2-001', name: '保存したチケット名' }], deletes: [] },
        noSuchCollection: { upserts: [{ id: '1' }], deletes: [] },
      },
    });
    const { db } = (await startFrom(store)).server;
    expect(coreTables(db).corporations.find('corp-pochitama')).toMatchObject({ name: '旧シードで変更した名前', isTicketMailReceivable: false });
    expect(ticketTables(db).sources.find('ts-2-001')).toMatchObject({ name: '保存したチケット名', corporationId: 'corp-wanko-mori' });
  });

  it("has the whole demo data at start: every company's check-ins and ticket sales", async () => {
    const { db } = (await startFrom(createMemoryStore())).server;
    const companies = new Set(
      checkInTable(db)
        .all()
        .map((row) => row.corporationId),
    );
    expect(companies).toEqual(new Set(['corp-pochitama', 'corp-wanko-mori', 'corp-tabi-yado']));
    expect(ticketTables(db).sources.all().length).toBeGreaterThan(300);
  });

  it('forgets every change on reset, and a late save does not bring it back', async () => {
    const store = createMemoryStore();
    const demo = await startDemoServer({ store });
    coreTables(demo.server.db).corporations.update('corp-pochitama', { name: '変更後' });
    await demo.flush();
    expect(store.current()).toBeDefined();

    vi.useFakeTimers();
    await demo.reset();
    expect(store.current()).toBeUndefined();
    coreTables(demo.server.db).corporations.update('corp-pochitama', { name: 'もう一度変更' });
    await vi.runAllTimersAsync();
    expect(store.current()).toBeUndefined();
    vi.useRealTimers();

    demo.stop();
    const fresh = await startDemoServer({ store });
    expect(coreTables(fresh.server.db).corporations.find('corp-pochitama')?.name).toBe('株式会社ポチタマリゾート');
    fresh.stop();
  });

  it('keeps an uploaded image (a data URL) as it was', async () => {
    const store = createMemoryStore();
    const first = await startFrom(store);
    const dataUrl = `data:image/png;base64,${'A'.repeat(50_000)}`;
    const asset = coreTables(first.server.db).assets.insert({
      assetType: 'image',
      contentType: 'image/png',
      status: 'uploaded',
      dataUrl,
      size: 37_500,
      scale: null,
      createdAt: '2026-01-01T00:00:00+09:00',
    });
    await first.flush();
    first.stop();
    const reloaded = coreTables((await startFrom(store)).server.db);
    expect(reloaded.assets.find(asset.id)).toMatchObject({ dataUrl, status: 'uploaded' });
  });

  it('answers a write only once it is stored: a reload right after the success keeps it', async () => {
    const store = createMemoryStore();
    const first = await startFrom(store);
    const bearer = await signIn('admin@demo.example');
    const renamed = await callMirage('PATCH', '/api/corporations/corp-tabi-yado', { bearer, body: { name: '合同会社ペットと旅する宿（再読み込み）' } });
    expect(renamed.status).toBe(200);
    // The reload comes at once: no flush, no wait for the debounce.
    first.stop();
    const reloaded = await startFrom(store);
    expect(coreTables(reloaded.server.db).corporations.find('corp-tabi-yado')?.name).toBe('合同会社ペットと旅する宿（再読み込み）');
  });

  it('answers a write made while the browser holds the store (another tab writing) once the wait is over, and stores it later', async () => {
    const store = createMemoryStore();
    // The browser's store, held busy from when the test says so until it lets go.
    const write = store.write;
    const waiting: (() => void)[] = [];
    let busy = false;
    store.write = (snapshot) => (busy ? new Promise<void>((resolve) => waiting.push(() => void write(snapshot).then(resolve))) : write(snapshot));
    const letGo = () => {
      busy = false;
      waiting.splice(0).forEach((go) => go());
    };
    const first = await startFrom(store);
    const bearer = await signIn('admin@demo.example');
    await first.flush();
    const before = store.current();
    busy = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let answered = false;
    const renaming = callMirage('PATCH', '/api/corporations/corp-tabi-yado', { bearer, body: { name: '合同会社ペットと旅する宿（保存待ち）' } }).then(
      (answer) => ((answered = true), answer),
    );
    // The change is made at once; its answer waits for the store, up to the bound.
    await vi.waitFor(() => expect(coreTables(first.server.db).corporations.find('corp-tabi-yado')?.name).toBe('合同会社ペットと旅する宿（保存待ち）'));
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(STORE_WAIT_MS);
    expect((await renaming).status).toBe(200);
    expect(warn).toHaveBeenCalledWith(mirageMessages.storeSlow);
    expect(store.current()).toBe(before);
    // The browser lets go: the change is stored, and a reload finds it.
    letGo();
    await vi.waitFor(() =>
      expect(store.current()?.changes.corporations?.upserts).toEqual([
        expect.objectContaining({ id: 'corp-tabi-yado', name: '合同会社ペットと旅する宿（保存待ち）' }),
      ]),
    );
    first.stop();
    const reloaded = await startFrom(store);
    expect(coreTables(reloaded.server.db).corporations.find('corp-tabi-yado')?.name).toBe('合同会社ペットと旅する宿（保存待ち）');
  });
});
