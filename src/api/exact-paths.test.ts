import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetcherCalls, ASSET_BASE } from '@tests/harness/fetcher-calls';
import { configureApiClient } from './client';
import { findOperation } from '@tests/harness/find-operation';
import { operationIds, operations, type OperationId } from './operations';

/**
 * The exact path, trailing slash included, and the method of every call, as it
 * reaches the wire. Mirage's router forgives a wrong slash; a real backend's router does not.
 */
type Sent = { method: string; url: URL };
let sent: Sent[];

beforeEach(() => {
  sent = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({ method: (init?.method ?? 'GET').toUpperCase(), url: new URL(String(input), location.origin) });
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json', Authorization: 'Bearer b' } });
  });
  configureApiClient({ getBearer: () => 'b', onUnauthorized: () => undefined });
});
afterEach(() => configureApiClient({ getBearer: () => undefined }));

/** The path as the contract writes it: relative to the asset service's base for its calls. */
const wirePath = ({ url }: Sent): string => (url.href.startsWith(ASSET_BASE) ? url.href.slice(ASSET_BASE.length).split('?')[0]! : url.pathname);

describe('every call reaches the wire at exactly its contract path', () => {
  it('has a fetcher for every operation of the registry', () => {
    expect(Object.keys(fetcherCalls).sort()).toEqual([...operationIds].sort());
  });

  const cases = operationIds.flatMap((id) => fetcherCalls[id].map((call) => [id, call] as const));
  it.each(cases)('%s: %s', async (id: OperationId, call) => {
    // Only the request is under test here: the canned answer may not be one the reader accepts.
    await Promise.allSettled([call.run()]);
    expect(sent).toHaveLength(1);
    const [request] = sent as [Sent];
    const onTheWire = request.url.href.startsWith(ASSET_BASE) ? `${ASSET_BASE}${wirePath(request)}` : request.url.pathname;
    expect(`${request.method} ${onTheWire}`).toBe(`${operations[id].method} ${call.path}`);
    // …and that path is this operation's, and no other's.
    expect(findOperation(request.method, wirePath(request), operations[id].server)).toBe(id);
  });
});

describe('a call without its resource id is not made', () => {
  it('/ticket-sources/edit without an id: its read is "not found" without requesting the collection', async () => {
    const [{ reads }, { fetchRead }] = await Promise.all([import('./reads'), import('./queries')]);
    await expect(fetchRead(reads.ticketSource('c1', ''))).rejects.toMatchObject({ status: 404 });
    expect(sent).toEqual([]);
  });
});
