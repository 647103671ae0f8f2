import { assign } from 'xstate';
import { paths } from '@/paths';
import { forgetSession, sessionSetup } from './session.setup';

/**
 * Signing out: everything is forgotten at once; then the identity service and the server
 * (POST /api/sign_out) are told, in parallel, and the page redirects whatever they answer.
 */
export const signingOutState = sessionSetup.createStateConfig({
  type: 'parallel',
  entry: [assign({ revokeBearer: ({ context }) => context.bearer }), ...forgetSession],
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
    // The server forgets the bearer (docs/api.md "Sign-out"); a failure or a slow answer never blocks.
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
    { type: 'redirect', params: ({ context }) => ({ to: context.nextRoute ?? paths.signIn }) },
    assign({ corporations: [], nextRoute: undefined, revokeBearer: undefined }),
  ],
});
