import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { failureText, isUnauthorized, mailLinkFailureMessage, signInFailureMessage } from './session-failure';
import {
  DASHBOARD_PATH,
  INDEX_PATH,
  NO_REGIST_PATH,
  PROFILE_FRESH_MS,
  SELECT_CORPORATION_PATH,
  SIGN_IN_PATH,
  SIGN_OUT_WAIT_MS,
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

const listed = (context: SessionContext, id: string | undefined): Corporation | undefined =>
  id === undefined ? undefined : context.corporations.find((c) => c.id === id);

const unauthorizedError = { type: 'isUnauthorized', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

/**
 * The session: sign-in (ID token or mail link), bearer, profile and ability, the corporation
 * choice, maintenance and sign-out (explicit or on any 401). Every effect is named here and
 * provided at the edge (src/session/session-actor.ts); tests provide fakes. docs/decisions.md
 * ("Foundation") explains the choices: profile and corporations load in parallel and the
 * corporation is taken from the listing; a failed listing is retried, never read as "none";
 * each navigation shows once its /api/me answer is in.
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
    identitySignOut: fromPromise<void>(notProvided('identitySignOut')),
    /** POST /api/sign_out with the bearer being signed out (docs/api.md). */
    revokeSession: fromPromise<void, { bearer: string }>(notProvided('revokeSession')),
  },
  delays: { profileFresh: PROFILE_FRESH_MS, signOutWait: SIGN_OUT_WAIT_MS },
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
    hasNoCorporations: ({ context }) => context.corporations.length === 0,
    hasStoredCorporationInList: ({ context }) => listed(context, context.corporationId) !== undefined,
    hasOneCorporation: ({ context }) => context.corporations.length === 1,
    isListedCorporation: ({ context }, params: { corporationId: string }) => listed(context, params.corporationId) !== undefined,
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
    revokeBearer: undefined,
    path: undefined,
    shownPath: undefined,
  }),
  on: {
    'session.maintenanceChanged': { actions: assign({ maintenance: ({ event }) => event.on }) },
    'session.navigated': { actions: assign({ path: ({ event }) => event.path }) },
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
      initial: 'loading',
      on: {
        'session.signOut': { target: 'signingOut', actions: assign({ nextRoute: ({ event }) => event.next }) },
        // The bearer is already refused: nothing to revoke on the server.
        'session.unauthorized': { target: '#session.signingOut.server.done', actions: assign({ nextRoute: undefined }) },
        // An explicit sign-in (e.g. a mail link) replaces whatever session was there; it is never ignored.
        'session.signIn': {
          target: '#session.signedOut.signingIn',
          actions: [
            assign({ bearer: undefined, ability: undefined, profile: undefined, corporation: undefined, corporationId: undefined, corporations: [], landingPending: false, shownPath: undefined }),
            { type: 'persistBearer', params: { bearer: undefined } },
            { type: 'persistCorporationId', params: { corporationId: undefined } },
          ],
        },
      },
      states: {
        // SPEC §2/§4: the profile and ability, and the accessible corporations, in parallel (one round trip).
        loading: {
          type: 'parallel',
          states: {
            profile: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    src: 'loadMe',
                    onDone: {
                      target: 'done',
                      actions: assign({ ability: ({ event }) => event.output.ability, profile: ({ event }) => event.output.profile }),
                    },
                    onError: [
                      { guard: unauthorizedError, target: '#session.signingOut.server.done' },
                      {
                        target: '#session.signedIn.profileFailed',
                        actions: [
                          assign({ lastError: ({ event }) => failureText(event.error) }),
                          { type: 'logError', params: ({ event }) => ({ where: 'loadMe', error: event.error }) },
                        ],
                      },
                    ],
                  },
                },
                done: { type: 'final' },
              },
            },
            corporations: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    src: 'listCorporations',
                    onDone: { target: 'done', actions: assign({ corporations: ({ event }) => event.output }) },
                    // A failed listing is not "no corporation": it is logged and offered again (docs/decisions.md).
                    onError: [
                      { guard: unauthorizedError, target: '#session.signingOut.server.done' },
                      {
                        target: '#session.signedIn.corporationsFailed',
                        actions: [
                          assign({ lastError: ({ event }) => failureText(event.error) }),
                          { type: 'logError', params: ({ event }) => ({ where: 'listCorporations', error: event.error }) },
                        ],
                      },
                    ],
                  },
                },
                done: { type: 'final' },
              },
            },
          },
          onDone: [
            { guard: 'hasNoCorporations', target: '#session.signingOut', actions: assign({ nextRoute: NO_REGIST_PATH }) },
            {
              // The corporation comes from the listing: no sequential GET of it.
              guard: 'hasStoredCorporationInList',
              target: 'ready',
              actions: assign({ corporation: ({ context }) => listed(context, context.corporationId) }),
            },
            {
              guard: 'hasOneCorporation',
              target: 'ready',
              actions: enqueueActions(({ context, enqueue }) => {
                const only = context.corporations[0];
                if (context.corporationId !== undefined && !context.landingPending) enqueue({ type: 'navigate', params: { to: INDEX_PATH } });
                enqueue.assign({ corporationId: only?.id, corporation: only });
                enqueue({ type: 'persistCorporationId', params: { corporationId: only?.id } });
              }),
            },
            {
              target: 'choosingCorporation',
              actions: enqueueActions(({ context, enqueue }) => {
                // SPEC §4: a chosen corporation the account cannot reach (the API's 404) is cleared and the user goes to /.
                if (context.corporationId !== undefined && !context.landingPending) enqueue({ type: 'navigate', params: { to: INDEX_PATH } });
                enqueue.assign({ corporationId: undefined, corporation: undefined });
                enqueue({ type: 'persistCorporationId', params: { corporationId: undefined } });
              }),
            },
          ],
        },
        profileFailed: { on: { 'session.retry': 'loading' } },
        corporationsFailed: { on: { 'session.retry': 'loading' } },

        choosingCorporation: {
          // After a sign-in with several corporations: straight to the choice (no detour via the dashboard).
          entry: enqueueActions(({ context, enqueue }) => {
            if (context.landingPending) enqueue({ type: 'navigate', params: { to: SELECT_CORPORATION_PATH } });
          }),
          on: {
            'session.selectCorporation': {
              guard: { type: 'isListedCorporation', params: ({ event }) => ({ corporationId: event.corporationId }) },
              target: 'ready',
              actions: [
                assign({
                  corporationId: ({ event }) => event.corporationId,
                  corporation: ({ context, event }) => listed(context, event.corporationId),
                  landingPending: false,
                }),
                { type: 'persistCorporationId', params: ({ event }) => ({ corporationId: event.corporationId }) },
                { type: 'navigate', params: { to: DASHBOARD_PATH } },
              ],
            },
          },
        },

        ready: {
          // The answer that got us here serves the location the app is at (and the landing that follows).
          entry: [
            assign({ shownPath: ({ context }) => context.path }),
            // SPEC §4: a sign-in goes to the dashboard, once the ability and the corporation are there.
            enqueueActions(({ context, enqueue }) => {
              if (!context.landingPending) return;
              enqueue.assign({ landingPending: false });
              enqueue({ type: 'navigate', params: { to: DASHBOARD_PATH } });
            }),
          ],
          on: {
            'session.selectCorporation': {
              guard: { type: 'isListedCorporation', params: ({ event }) => ({ corporationId: event.corporationId }) },
              actions: [
                assign({
                  corporationId: ({ event }) => event.corporationId,
                  corporation: ({ context, event }) => listed(context, event.corporationId),
                }),
                { type: 'persistCorporationId', params: ({ event }) => ({ corporationId: event.corporationId }) },
                { type: 'navigate', params: { to: DASHBOARD_PATH } },
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
          // SPEC §2: profile and ability are loaded before each navigation. The app shows a new
          // location only once `shownPath` has caught up with it (machines/session/session-view.ts).
          initial: 'fresh',
          states: {
            fresh: {
              after: { profileFresh: 'stale' },
              on: { 'session.navigated': { actions: assign({ path: ({ event }) => event.path, shownPath: ({ event }) => event.path }) } },
            },
            stale: {
              on: {
                'session.navigated': { target: 'refreshing', actions: assign({ path: ({ event }) => event.path }) },
                'session.prefetchProfile': 'refreshing',
              },
            },
            refreshing: {
              // A navigation while the answer is on its way (the hover asked first) waits for that answer.
              on: { 'session.navigated': { actions: assign({ path: ({ event }) => event.path }) } },
              invoke: {
                src: 'loadMe',
                onDone: {
                  target: 'fresh',
                  actions: assign({
                    ability: ({ event }) => event.output.ability,
                    profile: ({ event }) => event.output.profile,
                    shownPath: ({ context }) => context.path,
                  }),
                },
                onError: [
                  { guard: unauthorizedError, target: '#session.signingOut.server.done' },
                  {
                    // Logged; the navigation goes on with the ability already known.
                    target: 'stale',
                    actions: [
                      assign({ shownPath: ({ context }) => context.path }),
                      { type: 'logError', params: ({ event }) => ({ where: 'refreshProfile', error: event.error }) },
                    ],
                  },
                ],
              },
            },
          },
        },
      },
    },

    signingOut: {
      type: 'parallel',
      entry: [
        assign({
          revokeBearer: ({ context }) => context.bearer,
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
      ],
      states: {
        identity: {
          initial: 'signingOut',
          states: {
            signingOut: {
              invoke: {
                src: 'identitySignOut',
                onDone: 'done',
                onError: { target: 'done', actions: { type: 'logError', params: ({ event }) => ({ where: 'identitySignOut', error: event.error }) } },
              },
            },
            done: { type: 'final' },
          },
        },
        // The server forgets the bearer (SPEC §7 sign-out call); a failure or a slow answer never blocks.
        server: {
          initial: 'revoking',
          states: {
            revoking: {
              invoke: {
                src: 'revokeSession',
                input: ({ context }) => ({ bearer: context.revokeBearer ?? '' }),
                onDone: 'done',
                onError: { target: 'done', actions: { type: 'logError', params: ({ event }) => ({ where: 'revokeSession', error: event.error }) } },
              },
              after: {
                signOutWait: { target: 'done', actions: { type: 'logError', params: { where: 'revokeSession', error: new Error('sign-out call timed out') } } },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'signedOut',
      exit: [
        { type: 'redirect', params: ({ context }) => ({ to: context.nextRoute ?? SIGN_IN_PATH }) },
        assign({ corporations: [], nextRoute: undefined, revokeBearer: undefined }),
      ],
    },
  },
});

export type SessionMachine = typeof sessionMachine;
