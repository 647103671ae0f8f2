import { personalKey, readPersonal, storePersonal } from '@/lib/personal-storage';
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
    /** The admin flag: absent reads as not an admin. */
    isAdmin: 'boolean = false',
  }),
);

/** Who is signed in: this project's addition to the call, shown in the top bar when present. */
export const ProfileSchema = lazySchema(() => type({ 'uid?': 'string', email: 'string', 'displayName?': text }));
export type Profile = { uid: string; email: string; displayName: string };

/** GET /api/me → {ability}, and optionally {profile}: without a usable one the session works the same, the top bar shows no address. */
export const Me = lazySchema(() =>
  type({
    ability: AbilitySchema(),
    'profile?': ProfileSchema().or('null'),
  }).pipe(({ ability, profile }): { ability: typeof ability; profile?: Profile } =>
    profile ? { ability, profile: { uid: profile.uid ?? '', email: profile.email, displayName: profile.displayName ?? '' } } : { ability },
  ),
);
export type Me = Infer<typeof Me>;

/** POST /api/sign_in body (docs/api.md "Sign-in and the current user"). */
export const SignInBody = lazySchema(() => type({ idToken: 'string > 0', 'sign_in_token?': 'string' }));
export type SignInBody = Infer<typeof SignInBody>;

export const CANT_EXTRACT_BEARER = 'Cant extract bearer';

const SIGNED_IN_AS = personalKey('signedInAs');

/** Who an ID token names (a JWT's `sub`, or a debug token's `dummy:<email>`), as a profile with nothing to show; undefined for no one. */
export function tokenProfile(idToken: string): Profile | undefined {
  let uid: unknown = idToken.startsWith('dummy:') ? idToken.slice(6) : undefined;
  try {
    uid ??= (JSON.parse(atob(idToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }).sub;
  } catch {
    // not a JWT: no one
  }
  return typeof uid === 'string' && uid ? { uid, email: '', displayName: '' } : undefined;
}

export async function requestMailLink(email: string): Promise<MailLinkSent> {
  const data = await request(apiPath('requestMailLink'), { method: 'POST', body: { email } });
  return checked(MailLinkSent(), data, 'requestMailLink');
}

/** Exchanges an identity-provider ID token for the API bearer, read from the response header. */
export async function signIn(body: SignInBody): Promise<string> {
  const response = await requestRaw(apiPath('signIn'), { method: 'POST', body });
  const bearer = /^Bearer\s+(\S+)$/i.exec((response.headers.get('authorization') ?? '').trim())?.[1];
  if (!bearer) throw new Error(CANT_EXTRACT_BEARER);
  storePersonal(SIGNED_IN_AS, tokenProfile(body.idToken));
  return bearer;
}

/** Without a profile from the server, the person is who the sign-in's ID token named (docs/decisions.md "Drafts and the next route"). */
export async function fetchMe(): Promise<Me> {
  const me = checked(Me(), await request(apiPath('getMe')), 'getMe');
  return me.profile ? me : { ...me, profile: readPersonal<Profile>(SIGNED_IN_AS) };
}

/** POST /api/sign_out (docs/api.md "Sign-out"), `keepalive` through the redirect, with the bearer the session has already forgotten. */
export async function signOut(bearer: string): Promise<void> {
  await requestRaw(apiPath('signOut'), { method: 'POST', headers: { Authorization: `Bearer ${bearer}` }, keepalive: true });
}
