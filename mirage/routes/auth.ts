import { Response } from 'miragejs';
import { noAbility, type Ability } from '@/api/ability';
import type { Me, MailLinkSent } from '@/api/auth';
import { failure, isEmail, normalizeEmail } from '../lib/http';
import { minutesFromNow, isPast, nowIso } from '../lib/time';
import { randomToken } from '../lib/tokens';
import { mirageMessages } from '../messages';
import type { AccountRow, CoreTables } from '../models/core';
import { bearerToken } from './auth-guard';
import { defineRoutes, type AppServer } from './define-routes';

export const MAIL_FROM = 'no-reply@petpass.example.jp';
const SIGN_IN_LINK_MINUTES = 60;

/** atob decodes without the padding a JWT leaves out (forgiving base64), not its URL alphabet. */
function decodeBase64Url(text: string): string {
  const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The e-mail of an ID token, `dummy:<email>` or a JWT's `email` claim, unverified: the demo has no keys and the Auth emulator signs nothing. */
export function emailFromIdToken(idToken: string): string | undefined {
  if (idToken.startsWith('dummy:')) return idToken.slice('dummy:'.length).trim() || undefined;
  const payload = idToken.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const email = claims && typeof claims === 'object' && 'email' in claims ? claims.email : undefined;
    return typeof email === 'string' && email ? email : undefined;
  } catch {
    return undefined;
  }
}

const findAccountByEmail = (tables: CoreTables, email: string): AccountRow | null =>
  tables.accounts.where((account) => normalizeEmail(account.email) === normalizeEmail(email))[0] ?? null;

/** Consumes a mail-link token, or throws the 401 the sign-in page shows. */
function useSignInToken(tables: CoreTables, token: string, email: string): void {
  const row = tables.signInTokens.findBy({ token });
  if (!row || row.usedAt !== null || isPast(row.expiresAt) || normalizeEmail(row.email) !== normalizeEmail(email)) {
    throw failure(401, mirageMessages.invalidSignInLink);
  }
  tables.signInTokens.update(row.id, { usedAt: nowIso() });
}

const mailBody = (displayName: string, link: string) => `${displayName} 様

ペットパス 管理画面へのログインのご依頼を受け付けました。
以下のリンクを開くとログインできます（有効期限 ${SIGN_IN_LINK_MINUTES} 分、1回限り）。

${link}

このメールにお心当たりがない場合は、破棄してください。`;

export function registerAuthRoutes(server: AppServer): void {
  const routes = defineRoutes(server);

  routes.signIn.post('/api/sign_in/mail', ({ json, tables }): MailLinkSent => {
    const { email } = json();
    if (!isEmail(email)) throw failure(422, mirageMessages.invalidEmail);
    const account = findAccountByEmail(tables, email);
    if (!account) throw failure(404, mirageMessages.unknownEmail);
    const token = randomToken(16);
    tables.signInTokens.insert({ token, email: account.email, expiresAt: minutesFromNow(SIGN_IN_LINK_MINUTES), usedAt: null });
    const link = `/sign_in_token/${token}`;
    tables.mails.insert({
      to: account.email,
      from: MAIL_FROM,
      subject: mirageMessages.mailSubject,
      body: mailBody(account.displayName, link),
      link,
      createdAt: nowIso(),
    });
    return { to: account.email, from: MAIL_FROM };
  });

  routes.signIn.post('/api/sign_in', ({ json, tables }) => {
    const { idToken, sign_in_token: signInToken } = json();
    if (typeof idToken !== 'string' || idToken === '') throw failure(422, mirageMessages.missingIdToken);
    const email = emailFromIdToken(idToken);
    if (!email) throw failure(401, mirageMessages.invalidIdToken);
    const account = findAccountByEmail(tables, email);
    if (!account) throw failure(401, mirageMessages.unknownAccount);
    if (signInToken !== undefined && signInToken !== null) useSignInToken(tables, String(signInToken), email);
    const token = randomToken();
    tables.sessions.insert({ token, accountId: account.id, createdAt: nowIso() });
    return new Response(200, { Authorization: `Bearer ${token}` }, {});
  });

  // The sign-out call (docs/api.md "Sign-out") ends this bearer's session, so it stops working at once, whatever the browser holds.
  routes.post('/api/sign_out', ({ request, tables }) => {
    const token = bearerToken(request);
    if (token) tables.sessions.remove({ token });
    return new Response(204, {}, '');
  });

  routes.get('/api/me', ({ account }): Me => {
    const { ability, uid, email, displayName } = account;
    // Exactly the contract's flags, whatever else the stored ability carries.
    const flags = Object.keys(noAbility).map((name) => [name, ability[name as keyof Ability]]);
    return { ability: Object.fromEntries(flags) as Ability, profile: { uid, email, displayName } };
  });
}
