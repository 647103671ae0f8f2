import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mirageMessages } from '../messages';
import { makeServer, type AppServer } from '../server';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';
import { defineRoutes, registeredRoutes } from './define-routes';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => server.shutdown());

const samplePath = (path: string) => path.replace(/:(\w+)/g, 'sample-$1');

describe('the bearer guard', () => {
  it('leaves only the two sign-in calls open on /api', () => {
    const open = registeredRoutes(server).filter((route) => route.path.startsWith('/api') && route.access !== 'bearer');
    expect(open.map((route) => `${route.verb} ${route.path}`).sort()).toEqual(['post /api/sign_in', 'post /api/sign_in/mail']);
  });

  it('answers 401 with the session-expired message on every other /api route, without or with a bad bearer', async () => {
    const guarded = registeredRoutes(server).filter((route) => route.access === 'bearer');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      for (const bearer of [undefined, 'expired-or-made-up']) {
        const answer = await callMirage(route.verb.toUpperCase(), samplePath(route.path), { bearer, body: route.verb === 'get' ? undefined : {} });
        expect({ route: `${route.verb} ${route.path}`, status: answer.status, data: answer.data }).toEqual({
          route: `${route.verb} ${route.path}`,
          status: 401,
          data: { displayMessage: mirageMessages.sessionExpired },
        });
      }
    }
  });
});

describe('corporation scoping', () => {
  it('answers 404 for a corporation of another account, on :id and on every :cid route', async () => {
    const { bearer, corporations } = createTestAccount(server);
    const { corporations: foreign } = createTestAccount(server);
    const routes = defineRoutes(server, { contract: false });
    routes.get('/api/corporations/:cid/probe', ({ corporation }) => ({ corporationId: corporation().id }));

    const own = await callMirage('GET', `/api/corporations/${corporations[0]?.id}/probe`, { bearer });
    expect(own).toMatchObject({ status: 200, data: { corporationId: corporations[0]?.id } });

    for (const path of [`/api/corporations/${foreign[0]?.id}`, `/api/corporations/${foreign[0]?.id}/probe`, '/api/corporations/no-such-id/probe']) {
      const answer = await callMirage('GET', path, { bearer });
      expect({ path, status: answer.status, data: answer.data }).toEqual({ path, status: 404, data: { displayMessage: mirageMessages.corporationNotFound } });
    }
  });
});
