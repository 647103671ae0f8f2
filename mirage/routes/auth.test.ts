import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mirageMessages } from '../messages';
import { coreTables } from '../models/core';
import { makeServer, type AppServer } from '../server';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => server.shutdown());

const bearerOf = (headers: Headers) => /^Bearer (\S+)$/.exec(headers.get('authorization') ?? '')?.[1];

/** An unsigned JWT like the Firebase Auth emulator's. */
function fakeJwt(claims: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

describe('POST /api/sign_in', () => {
  it('answers a dummy token with the bearer in the Authorization header, stored as a session', async () => {
    const { account } = createTestAccount(server, { email: 'kanri@test.example.jp' });
    const answer = await callMirage('POST', '/api/sign_in', { body: { idToken: 'dummy:kanri@test.example.jp' } });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({});
    const bearer = bearerOf(answer.headers);
    expect(bearer).toMatch(/^[0-9a-f]{48}$/);
    expect(coreTables(server.db).sessions.findBy({ token: bearer })?.accountId).toBe(account.id);
  });

  it('accepts a JWT whose payload carries the e-mail (the Auth emulator case)', async () => {
    createTestAccount(server, { email: 'jwt@test.example.jp' });
    const answer = await callMirage('POST', '/api/sign_in', { body: { idToken: fakeJwt({ email: 'jwt@test.example.jp', sub: 'x' }) } });
    expect(answer.status).toBe(200);
    expect(bearerOf(answer.headers)).toBeDefined();
  });

  it('refuses an unknown account with a displayMessage and no bearer', async () => {
    const answer = await callMirage('POST', '/api/sign_in', { body: { idToken: 'dummy:stranger@test.example.jp' } });
    expect(answer.status).toBe(401);
    expect(answer.data).toEqual({ displayMessage: mirageMessages.unknownAccount });
    expect(answer.headers.get('authorization')).toBeNull();
  });

  it('refuses a token that is neither dummy nor a JWT with an e-mail', async () => {
    const answer = await callMirage('POST', '/api/sign_in', { body: { idToken: fakeJwt({ sub: 'no-email' }) } });
    expect(answer.status).toBe(401);
    expect(answer.data).toEqual({ displayMessage: mirageMessages.invalidIdToken });
  });
});

describe('mail link', () => {
  it('records the mail with a fresh link whose token signs in once only', async () => {
    createTestAccount(server, { email: 'link@test.example.jp' });
    const sent = await callMirage('POST', '/api/sign_in/mail', { body: { email: 'link@test.example.jp' } });
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ to: 'link@test.example.jp', from: 'no-reply@petpass.example.jp' });

    const [mail] = coreTables(server.db).mails.all();
    expect(mail).toMatchObject({ to: 'link@test.example.jp', from: 'no-reply@petpass.example.jp', subject: mirageMessages.mailSubject });
    const token = /^\/sign_in_token\/([0-9a-f]+)$/.exec(mail?.link ?? '')?.[1];
    expect(token).toBeDefined();
    expect(mail?.body).toContain(mail?.link);

    const body = { idToken: 'dummy:link@test.example.jp', sign_in_token: token };
    const first = await callMirage('POST', '/api/sign_in', { body });
    expect(first.status).toBe(200);
    expect(bearerOf(first.headers)).toBeDefined();

    const again = await callMirage('POST', '/api/sign_in', { body });
    expect(again.status).toBe(401);
    expect(again.data).toEqual({ displayMessage: mirageMessages.invalidSignInLink });
  });

  it('refuses a link token used with another e-mail, or one that never existed', async () => {
    createTestAccount(server, { email: 'owner@test.example.jp' });
    createTestAccount(server, { email: 'other@test.example.jp' });
    await callMirage('POST', '/api/sign_in/mail', { body: { email: 'owner@test.example.jp' } });
    const token = coreTables(server.db).mails.all()[0]?.link.split('/').pop();

    const otherUser = await callMirage('POST', '/api/sign_in', { body: { idToken: 'dummy:other@test.example.jp', sign_in_token: token } });
    expect(otherUser.status).toBe(401);
    expect(otherUser.data).toEqual({ displayMessage: mirageMessages.invalidSignInLink });

    const made_up = await callMirage('POST', '/api/sign_in', { body: { idToken: 'dummy:owner@test.example.jp', sign_in_token: 'deadbeef' } });
    expect(made_up.status).toBe(401);
  });

  it('answers 404 for an unknown address and 422 for a malformed one', async () => {
    const unknown = await callMirage('POST', '/api/sign_in/mail', { body: { email: 'nobody-here@test.example.jp' } });
    expect(unknown.status).toBe(404);
    expect(unknown.data).toEqual({ displayMessage: 'このメールアドレスは登録されていません。' });

    const malformed = await callMirage('POST', '/api/sign_in/mail', { body: { email: 'not-an-address' } });
    expect(malformed.status).toBe(422);
    expect(malformed.data).toEqual({ displayMessage: mirageMessages.invalidEmail });
    expect(coreTables(server.db).mails.all()).toHaveLength(0);
  });
});

describe('GET /api/me', () => {
  it('answers the ability and profile of the bearer', async () => {
    const { account, bearer } = createTestAccount(server, { abilities: ['canEditCoupon'] });
    const answer = await callMirage('GET', '/api/me', { bearer });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      ability: {
        canEditTicketSource: false,
        canEditCorporation: false,
        canEditMembers: false,
        canEditCoupon: true,
        canSelectCorporations: false,
        canEditSpecialTag: false,
        isAdmin: false,
      },
      profile: { uid: account.uid, email: account.email, displayName: account.displayName },
    });
  });

  it('answers 401 with the session-expired message for an unknown bearer', async () => {
    const answer = await callMirage('GET', '/api/me', { bearer: 'not-a-session' });
    expect(answer.status).toBe(401);
    expect(answer.data).toEqual({ displayMessage: 'ログインの有効期限が切れました。もう一度ログインしてください。' });
  });
});
