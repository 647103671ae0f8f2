import { type } from 'arktype';
import { request, requestRaw } from './client';
import { checked } from './validate';

/** POST /api/sign_in/mail {email} → {to, from}. Errors carry displayMessage. */
export const MailLinkSent = type({ to: 'string', from: 'string' });
export type MailLinkSent = typeof MailLinkSent.infer;

export const AbilitySchema = type({
  canEditTicketSource: 'boolean',
  canEditCorporation: 'boolean',
  canEditMembers: 'boolean',
  canEditCoupon: 'boolean',
  canSelectCorporations: 'boolean',
  canEditSpecialTag: 'boolean',
  isAdmin: 'boolean',
});

/** GET /api/me → {ability, profile}. */
export const Me = type({
  ability: AbilitySchema,
  profile: { uid: 'string', email: 'string', displayName: 'string' },
});
export type Me = typeof Me.infer;

/** POST /api/sign_in body (DECISIONS §4). */
export const SignInBody = type({ idToken: 'string > 0', 'sign_in_token?': 'string' });
export type SignInBody = typeof SignInBody.infer;

export const CANT_EXTRACT_BEARER = 'Cant extract bearer';

export async function requestMailLink(email: string): Promise<MailLinkSent> {
  const data = await request('/api/sign_in/mail', { method: 'POST', body: { email } });
  return checked(MailLinkSent, data, 'sign_in/mail');
}

/** Exchanges an identity-provider ID token for the API bearer, read from the response header. */
export async function signIn(body: SignInBody): Promise<string> {
  const response = await requestRaw('/api/sign_in', { method: 'POST', body });
  const header = response.headers.get('authorization') ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  if (!bearer) throw new Error(CANT_EXTRACT_BEARER);
  return bearer;
}

export async function fetchMe(): Promise<Me> {
  return checked(Me, await request('/api/me'), 'me');
}

/**
 * POST /api/sign_out with the bearer being signed out (docs/api.md "Sign-out"): the server ends
 * that session, so the bearer stops working. The bearer is passed in because the session has
 * already forgotten it; `keepalive` lets the call finish while the page redirects.
 */
export async function signOut(bearer: string): Promise<void> {
  await requestRaw('/api/sign_out', { method: 'POST', headers: { Authorization: `Bearer ${bearer}` }, keepalive: true });
}
