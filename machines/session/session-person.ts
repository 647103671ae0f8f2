import { paths } from '@/paths';
import type { SessionContext } from './session.types';

/**
 * The person signed in, whose drafts and last screen these are: the profile's uid, else its e-mail
 * (without a profile from the server, the API code makes one of the sign-in's ID token: src/api/auth.ts).
 */
export const personOf = (context: Pick<SessionContext, 'profile'>): string | undefined => context.profile?.uid || context.profile?.email;

/**
 * Where a sign-in lands (the dashboard, or the sign-out's "given next route"): back on the screen this
 * person was on when their last session ended without a sign-out, in the same corporation; else the dashboard.
 */
export const landingOf = ({ resume, corporationId, ...context }: SessionContext): string =>
  resume && resume.person === personOf(context) && resume.corporationId === corporationId ? resume.path : paths.dashboard;
