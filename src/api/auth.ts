import { request, requestRaw } from './client';
import { apiPath } from './api-path';
import { checked } from './validate';
import { text, lazySchema, type Infer, type } from './wire';

/** POST /api/sign_in/mail {email} → {to, from}. Errors carry displayMessage. */
export const MailLinkSent = lazySchema(() => type({ to: 'string', from: 'string' }));
export type MailLinkSent = Infer<typeof MailLinkSent>;

export const AbilitySchema = lazySchema(() =>
  type({
    canEditTicketSource: 'boolean',
    canEditCorporation: 'boolean',
    canEditMembers: 'boolean',
    canEditCoupon: 'boolean',
    canSelectCorporations: 'boolean',
    canEditSpecialTag: 'boolean',
    /** SPEC §3 "plus an admin flag", unnamed there: absent reads as not an admin. */
    isAdmin: 'boolean = false',
  }),
);

/** Who is signed in: this project's addition to SPEC §7, shown in the top bar when present. */
export const ProfileSchema = lazySchema(() => type({ 'uid?': 'string', email: 'string', 'displayName?': text }));
export type Profile = { uid: string; email: string; displayName: string };

/**
 * GET /api/me → {ability} (SPEC §7), and optionally {profile}. Without a usable profile the
 * session works the same and the top bar shows no e-mail address.
 */
export const Me = lazySchema(() =>
  type({
    ability: AbilitySchema(),
    'profile?': ProfileSchema().or('null'),
  }).pipe(({ ability, profile }): { ability: typeof ability; profile?: Profile } =>
    profile ? { ability, profile: { uid: profile.uid ?? '', email: profile.email, displayName: profile.displayName ?? '' } } : { ability },
  ),
);
export type Me = Infer<typeof Me>;

/** POST /api/sign_in body (DECISIONS §4). */
export const SignInBody = lazySchema(() => type({ idToken: 'string > 0', 'sign_in_token?': 'string' }));
export type SignInBody = Infer<typeof SignInBody>;

export const CANT_EXTRACT_BEARER = 'Cant extract bearer';

export async function requestMailLink(email: string): Promise<MailLinkSent> {
  const data = await request(apiPath('requestMailLink'), { method: 'POST', body: { email } });
  return checked(MailLinkSent(), data, 'requestMailLink');
}

/** Exchanges an identity-provider ID token for the API bearer, read from the response header. */
export async function signIn(body: SignInBody): Promise<string> {
  const response = await requestRaw(apiPath('signIn'), { method: 'POST', body });
  const header = response.headers.get('authorization') ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  if (!bearer) throw new Error(CANT_EXTRACT_BEARER);
  return bearer;
}

export async function fetchMe(): Promise<Me> {
  return checked(Me(), await request(apiPath('getMe')), 'getMe');
}

/**
 * POST /api/sign_out with the bearer being signed out (docs/api.md "Sign-out"): the server ends
 * that session, so the bearer stops working. The bearer is passed in because the session has
 * already forgotten it; `keepalive` lets the call finish while the page redirects.
 */
export async function signOut(bearer: string): Promise<void> {
  await requestRaw(apiPath('signOut'), { method: 'POST', headers: { Authorization: `Bearer ${bearer}` }, keepalive: true });
}
