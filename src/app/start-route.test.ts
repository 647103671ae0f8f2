import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { noAbility } from '@/api/ability';
import { forgetEarly } from '@/api/early-answers';
import { queryClient } from '@/lib/query-client';
import type { SessionActor } from '@/session/session-actor';
import { readsAt } from './route-data';
import { startRoute } from './start-route';

/** A session as a route start reads it: signed in to one corporation, or ended. */
const sessionOf = (status: 'active' | 'stopped') =>
  ({ getSnapshot: () => ({ status, context: { bearer: 'token', corporationId: 'corp-1', ability: noAbility } }), send: vi.fn() }) as unknown as SessionActor;

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    asked.push(new URL(String(input), location.href).pathname);
    return new Promise<Response>(() => undefined);
  });
});
afterEach(() => {
  queryClient.clear();
  forgetEarly();
});

describe('startRoute', () => {
  it('asks for the data of the screen it starts', async () => {
    startRoute('/facilities/fac-1', sessionOf('active'), 'navigation');
    await vi.waitFor(() =>
      expect(asked).toEqual(expect.arrayContaining(['/api/corporations/corp-1/facilities/fac-1/', '/api/corporations/corp-1/facilities/fac-1/agreement'])),
    );
  });

  it('does not ask again for a read that has just failed: its screen keeps showing the failure', async () => {
    const [facility] = readsAt({ pathname: '/facilities/fac-2', search: '' }, 'corp-1', noAbility);
    await queryClient.prefetchQuery({ queryKey: facility!.key, queryFn: () => Promise.reject(new ApiError(404, 'not found')) });
    startRoute('/facilities/fac-2', sessionOf('active'), 'navigation');
    await vi.waitFor(() => expect(asked).toContain('/api/corporations/corp-1/facilities/fac-2/agreement'));
    expect(asked).not.toContain('/api/corporations/corp-1/facilities/fac-2/');
  });

  it('asks nothing for a session that has ended by the time its code is ready', async () => {
    startRoute('/facilities/fac-3', sessionOf('stopped'), 'navigation');
    startRoute('/facilities/fac-4', sessionOf('active'), 'navigation');
    await vi.waitFor(() => expect(asked).toContain('/api/corporations/corp-1/facilities/fac-4/'));
    expect(asked.filter((path) => path.includes('fac-3'))).toEqual([]);
  });
});
