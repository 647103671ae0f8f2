import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAbilities, callMirage, createTestAccount } from '@tests/harness/mirage-accounts';
import { coreTables } from '../models/core';
import { makeServer, type AppServer } from '../server';
import { companies } from './companies';
import { seedDefault } from './default';

/**
 * The demo's seeded data answers within the contract (openapi.json): every answer below is
 * validated by the test harness (tests/harness/setup.ts), so a seeded count, date or id the
 * console would refuse fails here rather than as 【データ不備】 in the demo.
 */
const today = new Date('2026-11-23T03:00:00Z');
let server: AppServer;
let bearer: string;
beforeAll(() => {
  server = makeServer({ environment: 'test' });
  seedDefault(server, today);
  const account = createTestAccount(server, { abilities: allAbilities });
  coreTables(server.db).accounts.update(account.account.id, { corporationIds: companies.map((company) => company.corporationId) });
  bearer = account.bearer;
});
afterAll(() => server.shutdown());

type Json = Record<string, unknown>;
async function get(path: string): Promise<Json> {
  const answer = await callMirage('GET', path, { bearer });
  expect(answer.status, path).toBe(200);
  return answer.data as Json;
}
const ids = (items: unknown, key?: string, count = 8) => (items as Json[]).slice(0, count).map((item) => (key ? (item[key] as Json) : item).id as string);

describe.each(companies.map((company) => company.corporationId))('the seeded demo of %s', (cid) => {
  const base = `/api/corporations/${cid}`;

  it('answers its facilities, coupons, members and company within the contract', async () => {
    const { facilities } = await get(`${base}/facilities/`);
    for (const id of ids(facilities, 'facility')) {
      await get(`${base}/facilities/${id}/`);
      await get(`${base}/facilities/${id}/agreement`);
    }
    const { data: coupons } = await get(`${base}/coupons/`);
    for (const id of ids(coupons)) await get(`${base}/coupons/${id}`);
    await get(`${base}/members/`);
    await get(base);
  });

  it('answers its check-ins within the contract', async () => {
    await get(`${base}/check-in-histories/check-in-summary`);
    for (const page of [0, 5]) {
      const { checkIns } = await get(`${base}/check-in-histories/check-in-pets?page=${page}&limit=100&order=desc&facility=&owner=`);
      if (page === 0) for (const id of ids(checkIns, undefined, 10)) await get(`${base}/check-in-histories/check-in-pets/${id}`);
    }
  });

  it('answers its ticket sales within the contract', async () => {
    const { sources } = await get(`${base}/ticket-sources/?page=0&limit=300`);
    for (const id of ids(sources, undefined, 5)) {
      await get(`${base}/ticket-sources/${id}`);
      const { tickets } = await get(`${base}/ticket-sources/${id}/tickets`);
      for (const { ticket } of (tickets as { ticket: Json }[]).slice(0, 3)) await get(`${base}/ticket-payments/${ticket.paymentId as string}`);
    }
    for (const kind of ['consumes', 'payments', 'refunds']) {
      const { months } = await get(`${base}/ticket-summaries/${kind}`);
      for (const { month } of months as { month: string }[]) await get(`${base}/ticket-summaries/${kind}/${month}`);
    }
    await get(`${base}/ticket-summaries/cancel-waitings/`);
  });
});
