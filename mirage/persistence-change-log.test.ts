import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coreTables } from '@mirage/models/core';
import { applyChanges, ChangeLog, trackChanges } from '@mirage/persistence';
import { makeServer, type AppServer } from '@mirage/server';
import { createTestAccount } from '@tests/harness/mirage-accounts';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => server.shutdown());

describe('the change log (mirage/persistence.ts)', () => {
  it('records inserts, updates (by id, ids, query or all) and removals, as rows read back from the db', () => {
    const { corporations } = createTestAccount(server, { corporations: 3 });
    const [a, b, c] = corporations.map((corporation) => corporation.id) as [string, string, string];
    const log = new ChangeLog();
    let writes = 0;
    const untrack = trackChanges(server.db, log, () => (writes += 1));
    const tables = coreTables(server.db);

    tables.corporations.update(a, { name: '更新A' });
    tables.corporations.remove(b);
    const inserted = tables.mails.insert({
      to: 'x@example.jp',
      from: 'y@example.jp',
      subject: '件名',
      body: '本文',
      link: '/sign_in_token/t',
      createdAt: '2026-01-01T00:00:00+09:00',
    });
    tables.sessions.remove({ accountId: 'no-such-account' });
    untrack();
    tables.corporations.update(c, { name: '追跡の外' });

    expect(writes).toBe(4);
    const snapshot = log.snapshot(server.db);
    expect(snapshot.corporations).toEqual({ upserts: [expect.objectContaining({ id: a, name: '更新A' })], deletes: [b] });
    expect(snapshot.mails?.upserts).toEqual([expect.objectContaining({ id: inserted.id, subject: '件名' })]);
    expect(snapshot.sessions).toBeUndefined();
    expect(log.size).toBe(3);
  });

  it('a row removed then inserted again with its id counts as changed, not deleted', () => {
    const log = new ChangeLog({ corporations: { upserts: [], deletes: ['corp-1'] } });
    log.upsert('corporations', ['corp-1']);
    expect(log.size).toBe(1);
  });

  it('applies upserts over existing rows and inserts missing ones, deletes, and skips unknown collections', () => {
    const { corporations } = createTestAccount(server, { corporations: 2 });
    const [a, b] = corporations as [(typeof corporations)[0], (typeof corporations)[0]];
    const report = applyChanges(server.db, {
      corporations: {
        upserts: [
          { ...a, name: '保存された名前' },
          { id: 'corp-new', name: '新しい会社', email: 'n@example.jp', isTicketMailReceivable: true },
        ],
        deletes: [b.id],
      },
      retired: { upserts: [{ id: '1' }], deletes: [] },
    });
    const tables = coreTables(server.db);
    expect(tables.corporations.find(a.id)?.name).toBe('保存された名前');
    expect(tables.corporations.find('corp-new')?.name).toBe('新しい会社');
    expect(tables.corporations.find(b.id)).toBeNull();
    expect(report).toEqual({ upserted: 2, deleted: 1, skipped: 1 });
  });
});
