import { fromPromise, setup } from 'xstate';
import { personOf } from './session-person';
import { isUnauthorized } from './session-failure';
import {
  PROFILE_FRESH_MS,
  SIGN_OUT_WAIT_MS,
  type Corporation,
  type MailLinkSent,
  type Me,
  type Resume,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
} from './session.types';

const notProvided = (name: string) => () => {
  throw new Error(`session: effect "${name}" was not provided`);
};

/** Only a non-empty string is a corporation id. */
export const sanitizeCorporationId = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The corporation of the listing with this id. */
export const listed = (context: SessionContext, id: string | undefined): Corporation | undefined =>
  id === undefined ? undefined : context.corporations.find((c) => c.id === id);

export const unauthorizedError = { type: 'isUnauthorized', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

/**
 * The session machine's named effects, guards and timers (session.machine.ts assembles the
 * states; session.signed-in.ts and session.signing-out.ts hold the two large ones).
 */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    exchangeIdToken: fromPromise<string, { idToken: string; signInToken?: string }>(notProvided('exchangeIdToken')),
    sendMailLink: fromPromise<MailLinkSent, { email: string }>(notProvided('sendMailLink')),
    loadMe: fromPromise<Me>(notProvided('loadMe')),
    listCorporations: fromPromise<Corporation[]>(notProvided('listCorporations')),
    identitySignOut: fromPromise<void>(notProvided('identitySignOut')),
    /** POST /api/sign_out with the bearer being signed out (docs/api.md). */
    revokeSession: fromPromise<void, { bearer: string }>(notProvided('revokeSession')),
  },
  delays: { profileHalfFresh: PROFILE_FRESH_MS / 2, signOutWait: SIGN_OUT_WAIT_MS },
  actions: {
    persistBearer: (_, _params: { bearer: string | undefined }) => undefined,
    persistResume: (_, _params: { resume: Resume }) => undefined,
    persistCorporationId: (_, _params: { corporationId: string | undefined }) => undefined,
    navigate: (_, _params: { to: string }) => undefined,
    redirect: (_, _params: { to: string }) => undefined,
    alert: (_, _params: { message: string }) => undefined,
    trackLogin: () => undefined,
    /** The person leaves: what they typed and did not save (drafts, pending refunds) goes with them. */
    forgetPersonalData: () => undefined,
    logError: (_, _params: { where: string; error: unknown }) => undefined,
  },
  guards: {
    hasBearer: ({ context }) => context.bearer !== undefined,
    hasNoCorporations: ({ context }) => context.corporations.length === 0,
    hasStoredCorporationInList: ({ context }) => listed(context, context.corporationId) !== undefined,
    hasOneCorporation: ({ context }) => context.corporations.length === 1,
    /** A hover or focus on a link while the profile answer was young: its click may follow. */
    navigationIntended: ({ context }) => context.navigationIntended,
    isListedCorporation: ({ context }, params: { corporationId: string }) => listed(context, params.corporationId) !== undefined,
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
  },
});

/** Nothing of the session stays, in memory or in storage: a sign-out, or a sign-in that replaces the session. */
export const forgetSession = [
  sessionSetup.assign({
    bearer: undefined,
    ability: undefined,
    profile: undefined,
    corporation: undefined,
    corporationId: undefined,
    landingPending: false,
    shownPath: undefined,
  }),
  { type: 'persistBearer', params: { bearer: undefined } },
  { type: 'persistCorporationId', params: { corporationId: undefined } },
] as const;

/**
 * Keeps the screen the person is on (with its query: a sub-account is chosen by it), so that after
 * a 401, a reload or a closed tab the next sign-in of the same person lands there again. Not while
 * a sign-in's landing is on its way: the screen being left is the sign-in page.
 */
export const rememberLocation = sessionSetup.enqueueActions(({ context, event, enqueue }) => {
  const { path, search } = event.type === 'session.navigated' ? event : context;
  const person = personOf(context);
  enqueue.assign({ search });
  if (!person || !path || context.landingPending) return;
  const resume = { person, corporationId: context.corporationId!, path: search ? `${path}?${search}` : path };
  enqueue.assign({ resume });
  enqueue({ type: 'persistResume', params: { resume } });
});
