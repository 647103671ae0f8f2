import { assign, enqueueActions } from 'xstate';
import { paths } from '@/paths';
import { failureText } from './session-failure';
import { landingOf } from './session-person';
import { forgetSession, listed, rememberLocation, sessionSetup, unauthorizedError } from './session.setup';

/**
 * The corporation the listing settles, when the stored one is not in it: the only one listed, else none until the user chooses. A
 * stored one the account cannot reach (the API's 404) is dropped, and the user goes to /.
 */
const settleCorporation = sessionSetup.enqueueActions(({ context, enqueue }) => {
  const only = context.corporations.length === 1 ? context.corporations[0] : undefined;
  if (context.corporationId !== undefined && !context.landingPending) enqueue({ type: 'navigate', params: { to: paths.index } });
  enqueue.assign({ corporationId: only?.id, corporation: only });
  enqueue({ type: 'persistCorporationId', params: { corporationId: only?.id } });
});

/** The corporation the user chose from the listing, kept for their next visit. */
const chooseCorporation = sessionSetup.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== 'session.selectCorporation') return;
  enqueue.assign({ corporationId: event.corporationId, corporation: listed(context, event.corporationId) });
  enqueue({ type: 'persistCorporationId', params: { corporationId: event.corporationId } });
});

/**
 * Signed in: the profile and the corporations (in parallel), their failures, the corporation
 * choice, and `ready` with the profile before each navigation (docs/decisions.md, "Foundation").
 */
export const signedInState = sessionSetup.createStateConfig({
  initial: 'loading',
  on: {
    // The person leaves: nothing of theirs stays, not even the screen they were on.
    'session.signOut': { target: 'signingOut', actions: [assign({ nextRoute: ({ event }) => event.next, resume: undefined }), 'forgetPersonalData'] },
    // The bearer is already refused: nothing to revoke on the server. Where the person was stays
    // (`resume`), with their drafts, for their next sign-in (docs/decisions.md).
    'session.unauthorized': { target: '#session.signingOut.server.done', actions: assign({ nextRoute: undefined }) },
    // An explicit sign-in (e.g. a mail link) replaces whatever session was there; it is never ignored.
    'session.signIn': {
      target: '#session.signedOut.signingIn',
      actions: [...forgetSession, assign({ corporations: [] })],
    },
  },
  states: {
    // The profile and ability, and the accessible corporations, in parallel (one round trip).
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
        { guard: 'hasNoCorporations', target: '#session.signingOut', actions: [assign({ nextRoute: paths.noRegist }), 'forgetPersonalData'] },
        {
          // The corporation comes from the listing: no sequential GET of it.
          guard: 'hasStoredCorporationInList',
          target: 'ready',
          actions: assign({ corporation: ({ context }) => listed(context, context.corporationId) }),
        },
        { guard: 'hasOneCorporation', target: 'ready', actions: settleCorporation },
        { target: 'choosingCorporation', actions: settleCorporation },
      ],
    },
    profileFailed: { on: { 'session.retry': 'loading' } },
    corporationsFailed: { on: { 'session.retry': 'loading' } },

    choosingCorporation: {
      // After a sign-in with several corporations: straight to the choice (no detour via the dashboard).
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.landingPending) enqueue({ type: 'navigate', params: { to: paths.selectCorporation } });
      }),
      on: {
        'session.selectCorporation': {
          guard: { type: 'isListedCorporation', params: ({ event }) => ({ corporationId: event.corporationId }) },
          target: 'ready',
          actions: [
            chooseCorporation,
            assign({ landingPending: false }),
            // After a sign-in, back on the person's screen when it is in the corporation chosen.
            { type: 'navigate', params: ({ context }) => ({ to: landingOf(context) }) },
          ],
        },
      },
    },

    ready: {
      // The answer that got us here serves the location the app is at (and the landing that follows).
      entry: [
        assign({ shownPath: ({ context }) => context.path }),
        rememberLocation,
        // A sign-in goes to the dashboard (or back to the person's screen), once the ability and the corporation are there.
        enqueueActions(({ context, enqueue }) => {
          if (!context.landingPending) return;
          enqueue.assign({ landingPending: false });
          enqueue({ type: 'navigate', params: { to: landingOf(context) } });
        }),
      ],
      on: {
        'session.selectCorporation': {
          guard: { type: 'isListedCorporation', params: ({ event }) => ({ corporationId: event.corporationId }) },
          actions: [chooseCorporation, { type: 'navigate', params: { to: paths.dashboard } }],
        },
        'session.corporationUpdated': {
          actions: assign({
            corporation: ({ event }) => event.corporation,
            corporations: ({ context, event }) => context.corporations.map((c) => (c.id === event.corporation.id ? event.corporation : c)),
          }),
        },
      },
      // Profile and ability are loaded before each navigation. The app shows a new
      // location only once `shownPath` has caught up with it (machines/session/session-view.ts).
      initial: 'fresh',
      states: {
        // The answer's first half-window: a hover here is noted, and the answer is asked for
        // again at its half, so that the click it announces, even after a rest, need not wait.
        fresh: {
          entry: assign({ navigationIntended: false }),
          after: {
            profileHalfFresh: [{ guard: 'navigationIntended', target: 'refreshing', actions: assign({ answerYoung: true }) }, { target: 'ageing' }],
          },
          on: {
            'session.navigated': {
              actions: [assign({ path: ({ event }) => event.path, shownPath: ({ event }) => event.path, navigationIntended: false }), rememberLocation],
            },
            'session.prefetchProfile': { actions: assign({ navigationIntended: true }) },
          },
        },
        // Its second half: navigations are still shown at once; a hover asks again now.
        ageing: {
          after: { profileHalfFresh: 'stale' },
          on: {
            'session.navigated': { actions: [assign({ path: ({ event }) => event.path, shownPath: ({ event }) => event.path }), rememberLocation] },
            'session.prefetchProfile': { target: 'refreshing', actions: assign({ answerYoung: true }) },
          },
        },
        stale: {
          on: {
            'session.navigated': { target: 'refreshing', actions: [assign({ path: ({ event }) => event.path, answerYoung: false }), rememberLocation] },
            'session.prefetchProfile': { target: 'refreshing', actions: assign({ answerYoung: false }) },
          },
        },
        refreshing: {
          // A navigation while the answer is on its way (the hover asked first) waits for that
          // answer, unless the last one is still young (asked again before its window ended):
          // then it is shown at once, for half a window at most.
          after: { profileHalfFresh: { actions: assign({ answerYoung: false }) } },
          on: {
            'session.navigated': {
              actions: [
                assign({ path: ({ event }) => event.path, shownPath: ({ context, event }) => (context.answerYoung ? event.path : context.shownPath) }),
                rememberLocation,
              ],
            },
          },
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
});
