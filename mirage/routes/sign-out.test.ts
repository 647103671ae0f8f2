import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coreTables } from '../models/core';
import { makeServer, type AppServer } from '../server';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => server.shutdown());

describe('POST /api/sign_out (docs/api.md)', () => {
  it('ends the session of the bearer it carries, which then stops working; other sessions go on', async () => {
    const { bearer } = createTestAccount(server);
    const { bearer: other } = createTestAccount(server);
    const answer = await callMirage('POST', '/api/sign_out', { bearer });
    expect(answer.status).toBe(204);
    expect(coreTables(server.db).sessions.findBy({ token: bearer })).toBeNull();
    expect((await callMirage('GET', '/api/me', { bearer })).status).toBe(401);
    expect((await callMirage('GET', '/api/me', { bearer: other })).status).toBe(200);
  });

  it('answers 401 without a live bearer, like every other call', async () => {
    expect((await callMirage('POST', '/api/sign_out')).status).toBe(401);
    expect((await callMirage('POST', '/api/sign_out', { bearer: 'made-up' })).status).toBe(401);
  });
});
