import { assign } from 'xstate';
import { mailLinkFailureMessage, signInFailureMessage } from './session-failure';
import { sessionSetup, sanitizeCorporationId } from './session.setup';
import { signedInState } from './session.signed-in';
import { signingOutState } from './session.signing-out';

export { sanitizeCorporationId } from './session.setup';

/**
 * The session: sign-in (ID token or mail link), bearer, profile and ability, the corporation
 * choice, maintenance and sign-out (explicit or on any 401). Every effect is named in
 * session.setup.ts and provided at the edge (src/session/session-actor.ts); tests provide fakes. docs/decisions.md
 * ("Foundation") explains the choices: profile and corporations load in parallel and the
 * corporation is taken from the listing; a failed listing is retried, never read as "none";
 * each navigation shows once its /api/me answer is in.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    bearer: input.bearer || undefined,
    corporationId: sanitizeCorporationId(input.corporationId),
    corporation: undefined,
    corporations: [],
    ability: undefined,
    profile: undefined,
    maintenance: input.maintenance ?? false,
    signInError: undefined,
    mailLink: undefined,
    mailLinkError: undefined,
    nextRoute: undefined,
    lastError: undefined,
    landingPending: false,
    revokeBearer: undefined,
    path: undefined,
    shownPath: undefined,
    navigationIntended: false,
    answerYoung: false,
    search: undefined,
    resume: input.resume,
  }),
  on: {
    'session.maintenanceChanged': { actions: assign({ maintenance: ({ event }) => event.on }) },
    'session.navigated': { actions: assign({ path: ({ event }) => event.path, search: ({ event }) => event.search }) },
  },
  initial: 'booting',
  states: {
    booting: {
      always: [{ guard: 'hasBearer', target: 'signedIn' }, { target: 'signedOut' }],
    },

    signedOut: {
      initial: 'idle',
      on: {
        'session.signIn': { target: '.signingIn' },
        'session.requestMailLink': { target: '.sendingMailLink' },
        // The identity service failed (a cancelled popup is no failure and never gets here).
        'session.signInFailed': {
          target: '.idle',
          actions: [
            assign({ signInError: ({ event }) => signInFailureMessage(event.error) }),
            { type: 'logError', params: ({ event }) => ({ where: 'identity', error: event.error }) },
            { type: 'alert', params: ({ event }) => ({ message: signInFailureMessage(event.error) }) },
          ],
        },
      },
      states: {
        idle: {},
        sendingMailLink: {
          entry: assign({ mailLink: undefined, mailLinkError: undefined }),
          invoke: {
            src: 'sendMailLink',
            input: ({ event }) => ({ email: event.type === 'session.requestMailLink' ? event.email : '' }),
            onDone: { target: 'idle', actions: assign({ mailLink: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: [
                assign({ mailLinkError: ({ event }) => mailLinkFailureMessage(event.error) }),
                { type: 'logError', params: ({ event }) => ({ where: 'sendMailLink', error: event.error }) },
              ],
            },
          },
        },
        signingIn: {
          entry: assign({ signInError: undefined }),
          invoke: {
            src: 'exchangeIdToken',
            input: ({ event }) => (event.type === 'session.signIn' ? { idToken: event.idToken, signInToken: event.signInToken } : { idToken: '' }),
            onDone: {
              target: '#session.signedIn',
              actions: [
                assign({ bearer: ({ event }) => event.output, landingPending: true }),
                { type: 'persistBearer', params: ({ event }) => ({ bearer: event.output }) },
                'trackLogin',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ signInError: ({ event }) => signInFailureMessage(event.error) }),
                { type: 'logError', params: ({ event }) => ({ where: 'signIn', error: event.error }) },
                { type: 'alert', params: ({ event }) => ({ message: signInFailureMessage(event.error) }) },
              ],
            },
          },
        },
      },
    },

    signedIn: signedInState,
    signingOut: signingOutState,
  },
});

export type SessionMachine = typeof sessionMachine;
