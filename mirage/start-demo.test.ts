import { afterEach, describe, expect, it } from 'vitest';
import { sentMails, startDemoServer, stopDemoServer } from './start-demo';
import { callMirage } from './testing';

afterEach(() => stopDemoServer());

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
});
