import { type } from 'arktype';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Member } from '@/api/members';
import { common } from '@/messages/common';
import { settingsMessages } from '@/messages/settings';
import { createRandom } from '../lib/random';
import { demoCorporations } from '../scenarios/accounts';
import { membersSeeder } from '../scenarios/members';
import { makeServer, type AppServer } from '../server';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';
import { memberTable, toMember } from './members';

const errors = settingsMessages.memberErrors;

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => server.shutdown());

const path = (cid: string) => `/api/corporations/${cid}/members/`;

function editor() {
  const { bearer, corporations } = createTestAccount(server, { abilities: ['canEditMembers'] });
  return { bearer, cid: corporations[0]!.id };
}

describe('members (docs/settings.md)', () => {
  it('adds, updates and removes by e-mail, answering the whole list in the contract shape', async () => {
    const { bearer, cid } = editor();
    const added = await callMirage('POST', path(cid), {
      bearer,
      body: { action: 'add', email: ' Tanaka@Test.example.jp ', displayName: ' 田中 ', couponAbility: true },
    });
    expect(added.status).toBe(200);
    const list = (added.data as { data: unknown[] }).data;
    expect(list).toHaveLength(1);
    expect(Member()(list[0])).toMatchObject({
      email: 'tanaka@test.example.jp',
      displayName: '田中',
      couponAbility: true,
      ticketAbility: false,
      status: 'invited',
    });

    const updated = await callMirage('POST', path(cid), { bearer, body: { action: 'update', email: 'TANAKA@test.example.jp', ticketAbility: true } });
    expect((updated.data as { data: Member[] }).data[0]).toMatchObject({ displayName: '田中', couponAbility: true, ticketAbility: true });

    const removed = await callMirage('POST', path(cid), { bearer, body: { action: 'remove', email: 'tanaka@test.example.jp' } });
    expect(removed.data).toEqual({ data: [] });
    expect(memberTable(server).all()).toEqual([]);
  });

  it('refuses duplicates, bad e-mails and bad bodies with Japanese 422s', async () => {
    const { bearer, cid } = editor();
    await callMirage('POST', path(cid), { bearer, body: { action: 'add', email: 'a@test.example.jp' } });
    const cases: [unknown, string][] = [
      [{ action: 'add', email: 'A@test.example.jp' }, errors.emailDuplicate],
      [{ action: 'add', email: 'not-an-address' }, errors.emailInvalid],
      [{ action: 'add', email: '  ' }, errors.emailRequired],
      [{ action: 'rename', email: 'b@test.example.jp' }, errors.actionInvalid],
      [{ action: 'add', email: 'b@test.example.jp', couponAbility: 'yes' }, errors.abilityInvalid],
      [{ action: 'add', email: 'b@test.example.jp', displayName: 'あ'.repeat(51) }, errors.displayNameTooLong],
      [{ action: 'add', email: 'b@test.example.jp', displayName: '🐕'.repeat(51) }, errors.displayNameTooLong],
      [{ action: 'add', email: 'b@test.example.jp', displayName: 3 }, errors.displayNameTooLong],
      [{ action: 'add', email: 'wan🐶@test.example.jp' }, errors.emailInvalid],
      [{ action: 'add', email: 'wan\u200B@test.example.jp' }, errors.emailInvisible],
      [{ action: 'add', email: `${'b'.repeat(250)}@test.example.jp` }, common.fieldRules.tooLong(settingsMessages.members.email, 254)],
      [{ action: 'add', email: 42 }, errors.emailRequired],
    ];
    for (const [body, message] of cases) {
      const answer = await callMirage('POST', path(cid), { bearer, body });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 422, data: { displayMessage: message } });
    }
    expect(memberTable(server).all()).toHaveLength(1);
  });

  it('answers 404 for an unknown member, 403 without canEditMembers, 404 for another corporation', async () => {
    const { bearer, cid } = editor();
    expect(await callMirage('POST', path(cid), { bearer, body: { action: 'remove', email: 'ghost@test.example.jp' } })).toMatchObject({
      status: 404,
      data: { displayMessage: errors.notFound },
    });
    const viewer = createTestAccount(server, { abilities: [] });
    expect((await callMirage('GET', path(viewer.corporations[0]!.id), { bearer: viewer.bearer })).status).toBe(403);
    const other = createTestAccount(server, { abilities: ['canEditMembers'] });
    expect((await callMirage('GET', path(other.corporations[0]!.id), { bearer })).status).toBe(404);
  });

  it('seeds a few members for every demo corporation, deterministically', () => {
    membersSeeder.seed(server, { random: createRandom('seed', new Date(2026, 10, 22)), today: new Date(2026, 10, 22) });
    const first = memberTable(server)
      .all()
      .map(({ email, status }) => ({ email, status }));
    for (const corporation of demoCorporations) {
      const rows = memberTable(server).where({ corporationId: corporation.id });
      expect(rows.length).toBeGreaterThanOrEqual(3);
      for (const row of rows) expect(Member()(toMember(row))).not.toBeInstanceOf(type.errors);
    }
    server.shutdown();
    server = makeServer({ environment: 'test' });
    membersSeeder.seed(server, { random: createRandom('seed', new Date(2026, 10, 22)), today: new Date(2026, 10, 22) });
    expect(
      memberTable(server)
        .all()
        .map(({ email, status }) => ({ email, status })),
    ).toEqual(first);
  });
});
