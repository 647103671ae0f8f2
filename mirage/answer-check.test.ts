import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settleContractChecks, takeContractViolations } from '@tests/harness/contract';
import { coreTables } from './models/core';
import { makeServer, type AppServer } from './server';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => server.shutdown());

describe('every Mirage answer in the tests is checked against openapi.json', () => {
  it('reports an answer whose body the contract does not allow', async () => {
    const { bearer, corporations } = createTestAccount(server);
    coreTables(server.db).corporations.update(corporations[0]!.id, { name: 42 as unknown as string });
    await callMirage('GET', '/api/corporations', { bearer });
    await settleContractChecks();
    const violations = takeContractViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('GET /api/corporations → 200');
    expect(violations[0]).toContain('name');
  });

  it('reports a status the operation does not list, and a required header that is missing', async () => {
    const { contractViolations } = await import('@tests/harness/contract-validator');
    expect(contractViolations({ operation: 'getMe', status: 409, headers: {}, body: {} })).toEqual(['GET /api/me → 409: status 409 is not in the contract']);
    expect(contractViolations({ operation: 'signIn', status: 200, headers: {}, body: {} })).toEqual([
      'POST /api/sign_in → 200: response header Authorization is missing',
    ]);
    expect(contractViolations({ operation: 'getMe', status: 200, headers: {}, body: { ability: {} } })[0]).toContain('canEditCoupon');
  });

  it('passes the answers of the contract', async () => {
    const { bearer } = createTestAccount(server);
    expect((await callMirage('GET', '/api/me', { bearer })).status).toBe(200);
    await settleContractChecks();
    expect(takeContractViolations()).toEqual([]);
  });
});
