import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentMails, startDemoServer, stopDemoServer } from './start-demo';
import { allAbilities, callMirage, createTestAccount } from './testing';

afterEach(() => {
  stopDemoServer();
  vi.unstubAllGlobals();
});

describe('startDemoServer', () => {
  it('starts one seeded server and shows the mails it sent', async () => {
    const server = await startDemoServer();
    expect(await startDemoServer()).toBe(server);
    server.timing = 0;
    expect(sentMails()).toEqual([]);
    const answer = await callMirage('POST', '/api/sign_in/mail', { body: { email: 'staff@demo.example' } });
    expect(answer.status).toBe(200);
    expect(sentMails()[0]).toMatchObject({ to: 'staff@demo.example', link: expect.stringMatching(/^\/sign_in_token\//) });
  });

  it('draws the data a call waits for at background priority, so the screen renders first (issue 15)', async () => {
    const server = await startDemoServer();
    server.timing = 0;
    const { bearer, corporations } = createTestAccount(server, { abilities: allAbilities });
    const priorities: (string | undefined)[] = [];
    vi.stubGlobal('scheduler', {
      postTask: (callback: () => void, options?: { priority?: string }) => {
        priorities.push(options?.priority);
        return new Promise<void>((resolve) => setTimeout(() => resolve(callback())));
      },
    });
    const answer = await callMirage('GET', `/api/corporations/${corporations[0]!.id}/ticket-summaries/payments`, { bearer });
    expect(answer.status).toBe(200);
    expect(priorities.length).toBeGreaterThan(0);
    expect(new Set(priorities)).toEqual(new Set(['background']));
    // Drawn once: the next call waits for nothing.
    priorities.length = 0;
    await callMirage('GET', `/api/corporations/${corporations[0]!.id}/ticket-summaries/payments`, { bearer });
    expect(priorities).toEqual([]);
  });

  it('creates the server in a task of its own, not in the one that evaluated its code (issue 15)', async () => {
    const { XMLHttpRequest: before } = globalThis;
    // The first pause is held; the start's later slices go on at once.
    let release: () => void = () => undefined;
    let pauses = 0;
    const pause = () => (++pauses === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve());
    const starting = startDemoServer({ pause });
    await Promise.resolve();
    // Nothing intercepts requests yet: the server is not created in the caller's task.
    expect(globalThis.XMLHttpRequest).toBe(before);
    expect(pauses).toBe(1);
    release();
    await starting;
    expect(globalThis.XMLHttpRequest).not.toBe(before);
  });
});
