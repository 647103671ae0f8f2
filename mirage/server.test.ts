import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRandom } from './lib/random';
import { coreTables } from './models/core';
import { demoAccounts } from './scenarios/accounts';
import { makeServer, type AppServer } from './server';
import { callMirage } from '@tests/harness/mirage-accounts';

let server: AppServer | undefined;
afterEach(() => {
  server?.shutdown();
  server = undefined;
  vi.restoreAllMocks();
});

describe('makeServer', () => {
  it('starts the test environment empty, without delay', () => {
    server = makeServer({ environment: 'test' });
    expect(server.timing).toBe(0);
    expect(coreTables(server.db).accounts.all()).toHaveLength(0);
  });

  it('fails loudly on a request no route handles', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server = makeServer({ environment: 'test' });
    await expect(globalThis.fetch('/api/not-a-route')).rejects.toThrow(/no route for GET \/api\/not-a-route/);
    await expect(globalThis.fetch('/config.json')).rejects.toThrow(/no route for GET \/config.json/);
    expect(logged).toHaveBeenCalled();
  });

  it('seeds the demo accounts in development', async () => {
    server = makeServer({ environment: 'development', timing: 0 });
    const tables = coreTables(server.db);
    expect(tables.accounts.all().map((account) => account.email)).toEqual(demoAccounts.map((account) => account.email));
    const admin = tables.accounts.findBy({ email: 'admin@demo.example' });
    expect(admin?.ability).toEqual({
      canEditCorporation: true,
      canEditMembers: true,
      canEditCoupon: true,
      canSelectCorporations: true,
      canEditSpecialTag: true,
      canEditTicketSource: true,
      isAdmin: true,
    });
    expect(admin?.corporationIds).toHaveLength(3);
    for (const email of ['staff@demo.example', 'coupon@demo.example']) {
      const [only] = tables.accounts.findBy({ email })?.corporationIds ?? [];
      expect(admin?.corporationIds).toContain(only);
    }
    expect(tables.accounts.findBy({ email: 'nobody@demo.example' })?.corporationIds).toEqual([]);
    const signIn = await callMirage('POST', '/api/sign_in', { body: { idToken: 'dummy:admin@demo.example' } });
    expect(signIn.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('passes anything outside /api and /__assets to the network in development', async () => {
    server = makeServer({ environment: 'development', scenario: 'accounts' });
    const error: unknown = await globalThis.fetch('http://127.0.0.1:9/config.json').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).not.toMatch(/no route/);
  });

  it("answers at once in development unless told otherwise (latency is the demo panel's setting)", () => {
    server = makeServer({ environment: 'development', scenario: 'accounts' });
    expect(server.timing).toBe(0);
    server.shutdown();
    server = makeServer({ environment: 'development', scenario: 'accounts', timing: 50 });
    expect(server.timing).toBe(50);
  });
});

describe('demoAccounts', () => {
  it('describes each account for the sign-in page', () => {
    expect(demoAccounts.map(({ email, abilities, corporationNames }) => [email, abilities.length, corporationNames.length])).toEqual([
      ['admin@demo.example', 6, 3],
      ['staff@demo.example', 0, 1],
      ['coupon@demo.example', 1, 1],
      ['nobody@demo.example', 0, 0],
    ]);
  });
});

describe('createRandom', () => {
  it('repeats itself for the same seed and stays in range', () => {
    const today = new Date(2026, 3, 15, 12);
    const first = createRandom('seed', today);
    const second = createRandom('seed', today);
    const draws = Array.from({ length: 50 }, () => first.int(1, 6));
    expect(Array.from({ length: 50 }, () => second.int(1, 6))).toEqual(draws);
    expect(draws.every((value) => value >= 1 && value <= 6)).toBe(true);
    const date = first.dateRelativeToToday(-3, -1);
    expect(date.getTime()).toBeGreaterThanOrEqual(new Date(2026, 3, 12).getTime());
    expect(date.getTime()).toBeLessThan(new Date(2026, 3, 15).getTime());
  });
});
