import { afterEach, describe, expect, it } from 'vitest';
import { getFaults, resetFaults } from '@mirage/faults';
import { getDemoSettings, updateDemoSettings } from '@mirage/demo-settings';
import { coreTables } from '@mirage/models/core';
import { createMemoryStore } from '@mirage/persistence-store';
import { ticketTables } from '@mirage/models/tickets';
import { checkInTable } from '@mirage/routes/check-ins-rows';
import { lazyTicketsOf } from '@mirage/scenarios/tickets-lazy';
import { demoChangedRows, demoServer, flushDemoData, resetDemoData, startDemoServer, stopDemoServer } from '@mirage/start-demo';
import { callMirage } from '@mirage/testing';

afterEach(() => {
  stopDemoServer();
  resetFaults();
});

/** Signs a demo account in through the API, as the one-click sign-in does. */
async function signIn(email: string): Promise<string> {
  const answer = await callMirage('POST', '/api/sign_in', { body: { idToken: `dummy:${email}` } });
  const bearer = answer.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!bearer) throw new Error(`sign-in failed: ${answer.status}`);
  return bearer;
}

async function startFrom(store: ReturnType<typeof createMemoryStore>) {
  const server = await startDemoServer({ store });
  server.timing = 0;
  return server;
}

describe('demo persistence (DECISIONS §5, §7)', () => {
  it('keeps a change across a new server started from the stored changes, and only the changes', async () => {
    const store = createMemoryStore();
    await startFrom(store);
    const bearer = await signIn('admin@demo.example');
    const patched = await callMirage('PATCH', '/api/corporations/corp-wanko-mori', { bearer, body: { name: '株式会社わんこの森ホールディングス' } });
    expect(patched.status).toBe(200);
    await flushDemoData();
    const saved = store.current();
    // Only the touched rows are stored, not the seeded database.
    expect(saved?.changes.corporations?.upserts).toEqual([expect.objectContaining({ id: 'corp-wanko-mori', name: '株式会社わんこの森ホールディングス' })]);
    expect(saved?.changes.accounts).toBeUndefined();

    stopDemoServer(); // the reload
    const reloaded = await startFrom(store);
    const tables = coreTables(reloaded.db);
    expect(tables.corporations.find('corp-wanko-mori')?.name).toBe('株式会社わんこの森ホールディングス');
    expect(tables.corporations.find('corp-pochitama')?.name).toBe('株式会社ポチタマリゾート');
    // The session survived too: the stored bearer still works after the reload.
    const me = await callMirage('GET', '/api/me', { bearer });
    expect(me.status).toBe(200);
  });

  it('keeps deletions and rows inserted by the user', async () => {
    const store = createMemoryStore();
    const server = await startFrom(store);
    const tables = coreTables(server.db);
    tables.mails.insert({ to: 'staff@demo.example', from: 'noreply@petpass.example', subject: 'テスト', body: '本文', link: '/sign_in_token/x', createdAt: '2026-01-01T00:00:00+09:00' });
    tables.corporations.remove('corp-tabi-yado');
    expect(demoChangedRows()).toBe(2);
    await flushDemoData();

    stopDemoServer();
    const reloaded = coreTables((await startFrom(store)).db);
    expect(reloaded.corporations.find('corp-tabi-yado')).toBeNull();
    expect(reloaded.mails.all()).toEqual([expect.objectContaining({ subject: 'テスト', link: '/sign_in_token/x' })]);
  });

  it('applies changes saved on another seed version or day: the user changes win', async () => {
    const store = createMemoryStore({
      version: 1,
      seed: 'an-older-seed',
      savedAt: '2025-01-01T00:00:00.000Z',
      changes: {
        corporations: { upserts: [{ id: 'corp-pochitama', name: '旧シードで変更した名前', email: 'old@example.jp', isTicketMailReceivable: false }], deletes: [] },
        noSuchCollection: { upserts: [{ id: '1' }], deletes: [] },
      },
    });
    const tables = coreTables((await startFrom(store)).db);
    expect(tables.corporations.find('corp-pochitama')).toMatchObject({ name: '旧シードで変更した名前', isTicketMailReceivable: false });
  });

  it('keeps the demo panel settings with the data and applies them at start', async () => {
    const store = createMemoryStore();
    await startFrom(store);
    updateDemoSettings({ maintenance: true, latencyMs: 800, failureRate: 0.2, liveCheckIns: false, checkInRequests: { 'corp-wanko-mori': 1 } });
    await flushDemoData();

    stopDemoServer();
    resetFaults();
    await startFrom(store);
    expect(getDemoSettings()).toEqual({ maintenance: true, latencyMs: 800, failureRate: 0.2, faultSeed: 1, liveCheckIns: false, liveCheckInsSince: 0, checkInRequests: { 'corp-wanko-mori': 1 } });
    expect(getFaults()).toMatchObject({ latencyMs: 800, failureRate: 0.2 });
  });

  it('forgets every change and setting on reset', async () => {
    const store = createMemoryStore();
    const server = await startFrom(store);
    coreTables(server.db).corporations.update('corp-pochitama', { name: '変更後' });
    updateDemoSettings({ failureRate: 0.5 });
    await flushDemoData();
    expect(store.current()).toBeDefined();

    await resetDemoData();
    expect(store.current()).toBeUndefined();
    // A write after the reset (a late debounced save) must not bring the data back.
    coreTables(server.db).corporations.update('corp-pochitama', { name: 'もう一度変更' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(store.current()).toBeUndefined();

    stopDemoServer();
    const fresh = coreTables((await startFrom(store)).db);
    expect(fresh.corporations.find('corp-pochitama')?.name).toBe('株式会社ポチタマリゾート');
    expect(getDemoSettings()).toEqual({ maintenance: false, latencyMs: 0, failureRate: 0, faultSeed: 1, liveCheckIns: true, liveCheckInsSince: 0, checkInRequests: {} });
  });

  it('keeps an uploaded image (a data URL) as it was', async () => {
    const store = createMemoryStore();
    const server = await startFrom(store);
    const dataUrl = `data:image/png;base64,${'A'.repeat(50_000)}`;
    const tables = coreTables(server.db);
    const asset = tables.assets.insert({ assetType: 'image', contentType: 'image/png', status: 'uploaded', dataUrl, size: 37_500, scale: null, createdAt: '2026-01-01T00:00:00+09:00' });
    await flushDemoData();
    stopDemoServer();
    const reloaded = coreTables((await startFrom(store)).db);
    expect(reloaded.assets.find(asset.id)).toMatchObject({ dataUrl, status: 'uploaded' });
  });

  it('answers a write only once it is stored: a reload right after the success keeps it (issue 16)', async () => {
    const store = createMemoryStore();
    await startFrom(store);
    const bearer = await signIn('admin@demo.example');
    const renamed = await callMirage('PATCH', '/api/corporations/corp-tabi-yado', { bearer, body: { name: '合同会社ペットと旅する宿（再読み込み）' } });
    expect(renamed.status).toBe(200);
    // The reload comes at once: no flush, no wait for the 150 ms debounce.
    stopDemoServer();
    const reloaded = await startFrom(store);
    expect(coreTables(reloaded.db).corporations.find('corp-tabi-yado')?.name).toBe('合同会社ペットと旅する宿（再読み込み）');
  });

  it('draws no check-ins at start, and a company\'s whole history when its check-ins are first asked for', async () => {
    const server = await startFrom(createMemoryStore());
    expect(checkInTable(server.db).all()).toHaveLength(0);
    const bearer = await signIn('admin@demo.example');
    const page = await callMirage('GET', '/api/corporations/corp-wanko-mori/check-in-histories/check-in-pets?page=0&limit=10', { bearer });
    expect(page.status).toBe(200);
    const rows = checkInTable(server.db).all();
    expect(new Set(rows.map((row) => row.corporationId))).toEqual(new Set(['corp-wanko-mori']));
    expect((page.data as { paginate: { total: number } }).paginate.total).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(4000);
    expect(demoServer).toBe(server);
  });

  it('draws the ticket sales when a ticket call first needs them, with the saved changes on top, and keeps those changes until then', async () => {
    const store = createMemoryStore();
    const first = await startFrom(store);
    expect(ticketTables(first.db).sources.all()).toHaveLength(0);
    await lazyTicketsOf(first.db)!.ensureAll();
    ticketTables(first.db).sources.update('ts-2-001', { name: '保存したチケット名' });
    await flushDemoData();

    // A reload, and another change saved before any ticket call: the ticket change stays stored.
    stopDemoServer();
    const second = await startFrom(store);
    expect(ticketTables(second.db).sources.find('ts-2-001')).toBeNull();
    coreTables(second.db).corporations.update('corp-tabi-yado', { name: '合同会社ペットと旅する宿（改）' });
    await flushDemoData();
    expect(store.current()?.changes.ticketSources?.upserts).toEqual([expect.objectContaining({ id: 'ts-2-001', name: '保存したチケット名' })]);

    stopDemoServer();
    const third = await startFrom(store);
    const bearer = await signIn('admin@demo.example');
    const source = await callMirage('GET', '/api/corporations/corp-wanko-mori/ticket-sources/ts-2-001', { bearer });
    expect(source.status).toBe(200);
    expect(source.data).toMatchObject({ source: { id: 'ts-2-001', name: '保存したチケット名' } });
    expect(ticketTables(third.db).sources.all().length).toBeGreaterThan(300);
    expect(coreTables(third.db).corporations.find('corp-tabi-yado')?.name).toBe('合同会社ペットと旅する宿（改）');
  });
});
