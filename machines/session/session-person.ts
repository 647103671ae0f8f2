import { DASHBOARD_PATH, type Resume, type SessionContext } from './session.types';

/**
 * Who an ID token names: a JWT's `sub` (the identity service's user id), or the address of a
 * debug token (`dummy:<email>`); undefined when it names no one we can read.
 */
export function subjectOf(idToken: string): string | undefined {
  if (idToken.startsWith('dummy:')) return idToken.slice(6) || undefined;
  try {
    const claims = JSON.parse(atob(idToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' && claims.sub ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The person signed in, whose drafts and last screen these are: who the server says (the profile's
 * uid, else its e-mail), else who the sign-in's ID token named (a backend without a profile).
 */
export const personOf = (context: Pick<SessionContext, 'profile' | 'subject'>): string | undefined =>
  context.profile?.uid || context.profile?.email || context.subject;

/** The screen this person was on when their last session ended without a sign-out, if it is theirs. */
const resumeOf = (context: SessionContext): Resume | undefined => {
  const resume = context.resume;
  return resume && resume.person === personOf(context) ? resume : undefined;
};

/** The corporation to take after a sign-in: the one this person was working in, when the listing still has it. */
export const resumedCorporationOf = (context: SessionContext): string | undefined => {
  const id = resumeOf(context)?.corporationId;
  return context.corporations.some((c) => c.id === id) ? id : undefined;
};

/** Where a sign-in lands (SPEC §4's dashboard, or the "given next route"): back on that screen, else the dashboard. */
export const landingOf = (context: SessionContext): string => {
  const resume = resumeOf(context);
  return resume && resume.corporationId === context.corporationId ? resume.path : DASHBOARD_PATH;
};
