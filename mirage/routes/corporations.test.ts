import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { common } from '@/messages/common';
import { settingsMessages } from '@/messages/settings';
import { mirageMessages } from '../messages';
import { makeServer, type AppServer } from '../server';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => server.shutdown());

describe('corporations', () => {
  it('lists only the accessible corporations, in the contract shape', async () => {
    const { bearer, corporations } = createTestAccount(server, { corporations: 2 });
    createTestAccount(server, { corporations: 3 });
    const answer = await callMirage('GET', '/api/corporations', { bearer });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ corporations });
  });

  it('shows one accessible corporation', async () => {
    const { bearer, corporations } = createTestAccount(server);
    const answer = await callMirage('GET', `/api/corporations/${corporations[0]?.id}`, { bearer });
    expect(answer.data).toEqual({ corporation: corporations[0] });
  });

  it('patches name, email and the ticket-mail flag, trimming the name', async () => {
    const { bearer, corporations } = createTestAccount(server, { abilities: ['canEditCorporation'] });
    const id = corporations[0]?.id;
    const answer = await callMirage('PATCH', `/api/corporations/${id}`, {
      bearer,
      body: { name: '  株式会社しっぽの丘  ', email: 'hello@shippo.example.jp', isTicketMailReceivable: false },
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ corporation: { id, name: '株式会社しっぽの丘', email: 'hello@shippo.example.jp', isTicketMailReceivable: false } });
  });

  const { name, email } = settingsMessages.corporation;
  it.each([
    [{ name: '   ' }, common.fieldRules.required(name)],
    [{ name: 42 }, common.fieldRules.required(name)],
    [{ name: 'あ'.repeat(101) }, common.fieldRules.tooLong(name, 100)],
    [{ name: '🐶'.repeat(101) }, common.fieldRules.tooLong(name, 100)],
    [{ email: 'not-an-address' }, common.fieldRules.email(email)],
    [{ email: 'wan🐶@shippo.example.jp' }, common.fieldRules.email(email)],
    [{ email: 'wan\u200B@shippo.example.jp' }, common.fieldRules.invisible(email)],
    [{ email: '\uFEFFwan@shippo.example.jp' }, common.fieldRules.invisible(email)],
    [{ email: `${'a'.repeat(250)}@b.jp` }, common.fieldRules.tooLong(email, 254)],
    [{ email: '' }, common.fieldRules.required(email)],
    [{ isTicketMailReceivable: 'yes' }, mirageMessages.ticketMailFlagInvalid],
  ])('refuses %j with 422 and a displayMessage, changing nothing', async (patch, displayMessage) => {
    const { bearer, corporations } = createTestAccount(server, { abilities: ['canEditCorporation'] });
    const id = corporations[0]?.id;
    const answer = await callMirage('PATCH', `/api/corporations/${id}`, { bearer, body: patch });
    expect(answer).toMatchObject({ status: 422, data: { displayMessage } });
    expect((await callMirage('GET', `/api/corporations/${id}`, { bearer })).data).toEqual({ corporation: corporations[0] });
  });

  it('stores a full-width address half-width and lower-case, as the form sends it', async () => {
    const { bearer, corporations } = createTestAccount(server, { abilities: ['canEditCorporation'] });
    const answer = await callMirage('PATCH', `/api/corporations/${corporations[0]?.id}`, {
      bearer,
      body: { email: 'ＨＥＬＬＯ＠ｓｈｉｐｐｏ．ｅｘａｍｐｌｅ．ｊｐ' },
    });
    expect(answer.data).toMatchObject({ corporation: { email: 'hello@shippo.example.jp' } });
  });

  it('accepts exactly 100 characters', async () => {
    const { bearer, corporations } = createTestAccount(server, { abilities: ['canEditCorporation'] });
    const answer = await callMirage('PATCH', `/api/corporations/${corporations[0]?.id}`, { bearer, body: { name: '犬'.repeat(100) } });
    expect(answer.status).toBe(200);
  });

  it('answers 403 to an account without canEditCorporation', async () => {
    const { bearer, corporations } = createTestAccount(server);
    const answer = await callMirage('PATCH', `/api/corporations/${corporations[0]?.id}`, { bearer, body: { name: '変更' } });
    expect(answer).toMatchObject({ status: 403, data: { displayMessage: mirageMessages.forbidden } });
  });

  it('refuses a body sent as text/plain, as a real server would', async () => {
    const { bearer, corporations } = createTestAccount(server, { abilities: ['canEditCorporation'] });
    const response = await globalThis.fetch(`/api/corporations/${corporations[0]?.id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ name: '変更' }),
    });
    expect(response.status).toBe(415);
  });
});

describe('constants', () => {
  it('answers the quiz units and the training list', async () => {
    const { bearer } = createTestAccount(server);
    const quiz = await callMirage('GET', '/api/constants/quiz-units', { bearer });
    const training = await callMirage('GET', '/api/constants/training-info-list', { bearer });
    expect((quiz.data as { quizUnits: unknown[] }).quizUnits).toHaveLength(6);
    expect((training.data as { trainingInfoList: unknown[] }).trainingInfoList).toHaveLength(5);
    expect((quiz.data as { quizUnits: unknown[] }).quizUnits[0]).toEqual({ id: expect.any(String), name: expect.any(String), description: expect.any(String) });
  });
});
