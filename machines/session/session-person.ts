import { DASHBOARD_PATH, type Resume, type SessionContext } from './session.types';

/**
 * The person signed in, whose drafts and last screen these are: the profile's uid, else its e-mail
 * (without a profile from the server, the API code makes one of the sign-in's ID token: src/api/auth.ts).
 */
export const personOf = (context: Pick<SessionContext, 'profile'>): string | undefined => context.profile?.uid || context.profile?.email;

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
