import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationIds } from '@/api/operations';
import { mirageMessages } from '../messages';
import { makeServer, type AppServer } from '../server';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';
import { registeredRoutes } from './define-routes';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => server.shutdown());

const sample = (path: string, cid: string) => path.replace(':cid', cid).replace(/:(\w+)/g, 'sample-$1');
const toggled = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : `${path}/`);

describe('Mirage answers exactly the calls of the contract', () => {
  it('serves every operation of src/api/operations.ts, and no route outside it', () => {
    const routes = registeredRoutes(server).filter((route) => route.access !== 'signedUrl');
    expect(routes.filter((route) => !route.operation).map((route) => `${route.verb} ${route.path}`)).toEqual([]);
    expect(new Set(routes.map((route) => route.operation))).toEqual(new Set(operationIds));
    expect(routes).toHaveLength(operationIds.length);
  });

  it('answers 404 to a path with its trailing slash toggled, as a strict real router would', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { bearer, corporations } = createTestAccount(server, { abilities: { isAdmin: true, canEditTicketSource: true } });
    const cid = corporations[0]!.id;
    for (const route of registeredRoutes(server).filter((candidate) => candidate.access !== 'signedUrl')) {
      const path = toggled(sample(route.path, cid));
      const answer = await callMirage(route.verb.toUpperCase(), path, { bearer, body: route.verb === 'get' ? undefined : {} });
      const call = `${route.verb.toUpperCase()} ${path}`;
      expect({ call, status: answer.status, data: answer.data }).toEqual({ call, status: 404, data: { displayMessage: mirageMessages.notInContract(call) } });
    }
  });

  it('still answers the exact path', async () => {
    const { bearer, corporations } = createTestAccount(server);
    const answer = await callMirage('GET', `/api/corporations/${corporations[0]!.id}/coupons/`, { bearer });
    expect(answer).toMatchObject({ status: 200, data: { data: [] } });
  });
});
