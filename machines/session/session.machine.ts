import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { asFailure, isNotFound, isUnauthorized, mailLinkFailureMessage, signInFailureMessage } from './session-failure';
import {
  DASHBOARD_PATH,
  INDEX_PATH,
  NO_REGIST_PATH,
  SELECT_CORPORATION_PATH,
  SIGN_IN_PATH,
  type Corporation,
  type MailLinkSent,
  type Me,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
} from './session.types';

const notProvided = (name: string) => () => {
  throw new Error(`session: effect "${name}" was not provided`);
};

/** Only a non-empty string is a corporation id (SPEC §5). */
export const sanitizeCorporationId = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The session: sign-in (ID token or mail link), bearer, profile and ability, the corporation
 * choice, maintenance and sign-out (explicit or on any 401). Every effect is named here and
 * provided at the edge (src/app/session/session-effects.ts); tests provide fakes.
 */
export const sessionMachine = setup({
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
    loadCorporation: fromPromise<Corporation, { corporationId: string }>(notProvided('loadCorporation')),
    identitySignOut: fromPromise<void>(notProvided('identitySignOut')),
  },
  actions: {
    persistBearer: (_, _params: { bearer: string | undefined }) => undefined,
    persistCorporationId: (_, _params: { corporationId: string | undefined }) => undefined,
    navigate: (_, _params: { to: string }) => undefined,
    redirect: (_, _params: { to: string }) => undefined,
    alert: (_, _params: { message: string }) => undefined,
    trackLogin: () => undefined,
    logError: (_, _params: { where: string; error: unknown }) => undefined,
  },
  guards: {
    hasBearer: ({ context }) => context.bearer !== undefined,
    hasStoredCorporationInList: ({ context }, params: { corporations: Corporation[] }) =>
      context.corporationId !== undefined && params.corporations.some((c) => c.id === context.corporationId),
    hasNoCorporations: (_, params: { corporations: Corporation[] }) => params.corporations.length === 0,
    hasOneCorporation: (_, params: { corporations: Corporation[] }) => params.corporations.length === 1,
    isNotFound: (_, params: { error: unknown }) => isNotFound(params.error),
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
  },
}).createMachine({
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
  }),
  on: {
    'session.maintenanceChanged': { actions: assign({ maintenance: ({ event }) => event.on }) },
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
        'session.signInFailed': {
          target: '.idle',
          actions: [
            assign({ signInError: ({ event }) => signInFailureMessage(event.error) }),
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
            input: ({ event }) =>
              event.type === 'session.signIn' ? { idToken: event.idToken, signInToken: event.signInToken } : { idToken: '' },
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

    signedIn: {
      initial: 'loadingProfile',
      on: {
        'session.signOut': {
          target: 'signingOut',
          actions: assign({ nextRoute: ({ event }) => event.next }),
        },
        'session.unauthorized': { target: 'signingOut', actions: assign({ nextRoute: undefined }) },
      },
      states: {
        loadingProfile: {
          invoke: {
            src: 'loadMe',
            onDone: {
              target: 'loadingCorporations',
              actions: assign({ ability: ({ event }) => event.output.ability, profile: ({ event }) => event.output.profile }),
            },
            onError: [
              { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: '#session.signingOut' },
              {
                target: 'profileFailed',
                actions: [
                  assign({ lastError: ({ event }) => asFailure(event.error).displayMessage ?? asFailure(event.error).message }),
                  { type: 'logError', params: ({ event }) => ({ where: 'loadMe', error: event.error }) },
                ],
              },
            ],
          },
        },
        profileFailed: { on: { 'session.retry': 'loadingProfile' } },

        loadingCorporations: {
          invoke: {
            src: 'listCorporations',
            onDone: [
              {
                guard: { type: 'hasStoredCorporationInList', params: ({ event }) => ({ corporations: event.output }) },
                target: 'loadingCorporation',
                actions: assign({ corporations: ({ event }) => event.output }),
              },
              {
                guard: { type: 'hasNoCorporations', params: ({ event }) => ({ corporations: event.output }) },
                target: '#session.signingOut',
                actions: assign({ corporations: [], nextRoute: NO_REGIST_PATH }),
              },
              {
                guard: { type: 'hasOneCorporation', params: ({ event }) => ({ corporations: event.output }) },
                target: 'loadingCorporation',
                actions: [
                  assign({ corporations: ({ event }) => event.output, corporationId: ({ event }) => event.output[0]?.id }),
                  { type: 'persistCorporationId', params: ({ event }) => ({ corporationId: event.output[0]?.id }) },
                ],
              },
              {
                target: 'choosingCorporation',
                actions: [
                  assign({ corporations: ({ event }) => event.output, corporationId: undefined }),
                  { type: 'persistCorporationId', params: { corporationId: undefined } },
                ],
              },
            ],
            // SPEC §8: a failed listing is logged and counts as an empty list (→ signed out to /no_regist),
            // except a 401, which is a plain sign-out.
            onError: [
              { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: '#session.signingOut' },
              {
                target: '#session.signingOut',
                actions: [
                  { type: 'logError', params: ({ event }) => ({ where: 'listCorporations', error: event.error }) },
                  assign({ corporations: [], nextRoute: NO_REGIST_PATH }),
                ],
              },
            ],
          },
        },

        choosingCorporation: {
          // After a sign-in with several corporations: straight to the choice (no detour via the dashboard).
          entry: enqueueActions(({ context, enqueue }) => {
            if (context.landingPending) enqueue({ type: 'navigate', params: { to: SELECT_CORPORATION_PATH } });
          }),
          on: {
            'session.selectCorporation': {
              target: 'loadingCorporation',
              actions: [
                assign({ corporationId: ({ event }) => sanitizeCorporationId(event.corporationId) }),
                { type: 'persistCorporationId', params: ({ event }) => ({ corporationId: sanitizeCorporationId(event.corporationId) }) },
              ],
            },
          },
        },

        loadingCorporation: {
          invoke: {
            src: 'loadCorporation',
            input: ({ context }) => ({ corporationId: context.corporationId ?? '' }),
            onDone: { target: 'ready', actions: assign({ corporation: ({ event }) => event.output }) },
            onError: [
              {
                // SPEC §4: a 404 clears the choice and goes to /
                guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                target: 'choosingCorporation',
                actions: [
                  assign({ corporationId: undefined, corporation: undefined }),
                  { type: 'persistCorporationId', params: { corporationId: undefined } },
                  { type: 'navigate', params: { to: INDEX_PATH } },
                ],
              },
              { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: '#session.signingOut' },
              {
                target: 'corporationFailed',
                actions: [
                  assign({ lastError: ({ event }) => asFailure(event.error).displayMessage ?? asFailure(event.error).message }),
                  { type: 'logError', params: ({ event }) => ({ where: 'loadCorporation', error: event.error }) },
                ],
              },
            ],
          },
        },
        corporationFailed: {
          on: {
            'session.retry': 'loadingCorporation',
            'session.selectCorporation': {
              target: 'loadingCorporation',
              actions: [
                assign({ corporationId: ({ event }) => sanitizeCorporationId(event.corporationId) }),
                { type: 'persistCorporationId', params: ({ event }) => ({ corporationId: sanitizeCorporationId(event.corporationId) }) },
              ],
            },
          },
        },

        ready: {
          // SPEC §4: a sign-in goes to the dashboard, once the ability and the corporation are there.
          entry: enqueueActions(({ context, enqueue }) => {
            if (!context.landingPending) return;
            enqueue.assign({ landingPending: false });
            enqueue({ type: 'navigate', params: { to: DASHBOARD_PATH } });
          }),
          initial: 'idle',
          on: {
            'session.selectCorporation': {
              target: 'loadingCorporation',
              actions: [
                assign({ corporationId: ({ event }) => sanitizeCorporationId(event.corporationId), corporation: undefined }),
                { type: 'persistCorporationId', params: ({ event }) => ({ corporationId: sanitizeCorporationId(event.corporationId) }) },
              ],
            },
            'session.corporationUpdated': {
              actions: assign({
                corporation: ({ event }) => event.corporation,
                corporations: ({ context, event }) =>
                  context.corporations.map((c) => (c.id === event.corporation.id ? event.corporation : c)),
              }),
            },
          },
          states: {
            idle: { on: { 'session.navigated': 'refreshingProfile' } },
            // SPEC §2: profile and ability are loaded before each navigation; the screen does not wait for it.
            refreshingProfile: {
              invoke: {
                src: 'loadMe',
                onDone: {
                  target: 'idle',
                  actions: assign({ ability: ({ event }) => event.output.ability, profile: ({ event }) => event.output.profile }),
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'logError', params: ({ event }) => ({ where: 'refreshProfile', error: event.error }) },
                },
              },
            },
          },
        },
      },
    },

    signingOut: {
      entry: [
        assign({ bearer: undefined, ability: undefined, profile: undefined, corporation: undefined, corporationId: undefined, landingPending: false }),
        { type: 'persistBearer', params: { bearer: undefined } },
        { type: 'persistCorporationId', params: { corporationId: undefined } },
      ],
      invoke: {
        src: 'identitySignOut',
        onDone: 'signedOut',
        onError: { target: 'signedOut', actions: { type: 'logError', params: ({ event }) => ({ where: 'identitySignOut', error: event.error }) } },
      },
      exit: [
        { type: 'redirect', params: ({ context }) => ({ to: context.nextRoute ?? SIGN_IN_PATH }) },
        assign({ corporations: [], nextRoute: undefined }),
      ],
    },
  },
});

export type SessionMachine = typeof sessionMachine;
