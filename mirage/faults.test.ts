import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FAULT_SEED, getFaults, resetFaults, setFaults } from './faults';
import { mirageMessages } from './messages';
import { coreTables } from './models/core';
import { makeServer, type AppServer } from './server';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => {
  resetFaults();
  server.shutdown();
});

describe('demo faults', () => {
  it('answers 503 to every authenticated /api call at failure rate 1, but lets sign-in through', async () => {
    const { bearer, account } = createTestAccount(server);
    setFaults({ failureRate: 1 });
    const failed = await callMirage('GET', '/api/me', { bearer });
    expect(failed).toMatchObject({ status: 503, data: { displayMessage: '通信障害が発生しました（デモの障害設定）。' } });
    const signIn = await callMirage('POST', '/api/sign_in', { body: { idToken: `dummy:${account.email}` } });
    expect(signIn.status).toBe(200);
  });

  it('expires the session once: the next call answers 401 and every session is gone', async () => {
    const { bearer } = createTestAccount(server);
    createTestAccount(server);
    setFaults({ expireSession: true });
    const expired = await callMirage('GET', '/api/corporations', { bearer });
    expect(expired).toMatchObject({ status: 401, data: { displayMessage: mirageMessages.sessionExpired } });
    expect(coreTables(server.db).sessions.all()).toHaveLength(0);
    expect(getFaults().expireSession).toBe(false);
  });

  it('adds the latency to each answer', async () => {
    const { bearer } = createTestAccount(server);
    setFaults({ latencyMs: 60 });
    const started = performance.now();
    expect((await callMirage('GET', '/api/me', { bearer })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('clamps settings and starts clean with every new server', () => {
    expect(setFaults({ failureRate: 3, latencyMs: -5, seed: 9 })).toEqual({ failureRate: 1, latencyMs: 0, seed: 9, expireSession: false });
    server.shutdown();
    server = makeServer({ environment: 'test' });
    expect(getFaults()).toEqual({ failureRate: 0, latencyMs: 0, seed: DEFAULT_FAULT_SEED, expireSession: false });
  });

  it('fails the same calls of a journey on two servers with the same seed (a replay)', async () => {
    const journey = async () => {
      const { bearer } = createTestAccount(server);
      setFaults({ failureRate: 0.3, seed: 7 });
      const paths = ['/api/me', '/api/corporations', '/api/me', '/api/corporations', '/api/me', '/api/corporations', '/api/me', '/api/corporations', '/api/me'];
      const statuses: number[] = [];
      for (const path of paths) statuses.push((await callMirage('GET', path, { bearer })).status);
      return statuses;
    };
    const first = await journey();
    expect(first).toContain(503);
    expect(first).toContain(200);
    server.shutdown();
    server = makeServer({ environment: 'test' });
    expect(await journey()).toEqual(first);
  });
});
