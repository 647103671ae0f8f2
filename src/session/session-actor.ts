import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '@machines/session/session.machine';
import type { MailLinkSent, Me } from '@/api/auth';
import type { Corporation } from '@/api/corporations';
import { configureApiClient } from '@/api/client-hooks';
import { askEarly, sessionCalls } from '@/api/early-answers';
import { isChunkLoadError } from '@/lib/chunk-load';
import { loadOnce } from '@/lib/load-once';
import { ja } from '@/messages/ja';
import type { IdentityAdapter } from './identity';
import { readStoredBearer, readStoredCorporationId, storeBearer, storeCorporationId } from './session-storage';
import { allowPersonalData, forgetPersonalData, personalKey, readPersonal, storePersonal } from '@/lib/personal-storage';
import type { Resume } from '@machines/session/session.types';

const RESUME_KEY = personalKey('resume');

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export type SessionEdges = {
  identity: IdentityAdapter;
  /** In-app navigation (wouter). */
  navigate: (to: string) => void;
  /** Full page redirect (sign-out). */
  redirect: (to: string) => void;
  alert: (message: string) => void;
  trackLogin: () => void;
  maintenance: boolean;
};

/**
 * The API modules (and arktype with them) load on first use, keeping them out of the entry chunk,
 * and once here are used at once (a call leaves in the same task as the event that asks for it).
 * A module that cannot load after a deploy says so in Japanese (the page reload itself is
 * src/app/chunk-recovery.ts's business).
 */
const load = <T>(importer: () => Promise<T>) =>
  loadOnce(() =>
    importer().catch((error: unknown) => {
      throw isChunkLoadError(error) ? new Error(ja.chunkFailed.body, { cause: error }) : error;
    }),
  );
const authApi = load(() => import('@/api/auth'));
const corporationsApi = load(() => import('@/api/corporations'));

/** The session's API code, ahead of a sign-in: signing in, the profile and the corporations need it one after another. */
export const preloadSessionCode = (): Promise<unknown> => Promise.all([authApi(), corporationsApi()]).catch(() => undefined);

/**
 * Creates the one long-lived session actor with its effects provided, and wires the HTTP client
 * to it (bearer from the session, 401 → `session.unauthorized`). Called once, at the entry point.
 */
export function createSessionActor(edges: SessionEdges): SessionActor {
  allowPersonalData();
  const machine = sessionMachine.provide({
    actors: {
      exchangeIdToken: fromPromise<string, { idToken: string; signInToken?: string }>(async ({ input }) => {
        const body = { idToken: input.idToken, ...(input.signInToken ? { sign_in_token: input.signInToken } : {}) };
        // Sent at once, before the render the press sets off (and, on a first sign-in, before the
        // API code has loaded); the API module reads the answer (src/api/early-answers.ts).
        askEarly(sessionCalls.signIn, undefined, body);
        return (await authApi()).signIn(body);
      }),
      sendMailLink: fromPromise<MailLinkSent, { email: string }>(async ({ input }) => {
        edges.identity.rememberMailAddress(input.email);
        return (await authApi()).requestMailLink(input.email);
      }),
      loadMe: fromPromise<Me>(async () => (await authApi()).fetchMe()),
      listCorporations: fromPromise<Corporation[]>(async () => (await corporationsApi()).listCorporations()),
      identitySignOut: fromPromise<void>(() => edges.identity.signOut()),
      revokeSession: fromPromise<void, { bearer: string }>(async ({ input }) => {
        if (input.bearer) await (await authApi()).signOut(input.bearer);
      }),
    },
    actions: {
      persistBearer: (_, params) => storeBearer(params.bearer),
      persistResume: (_, params) => storePersonal(RESUME_KEY, params.resume),
      persistCorporationId: (_, params) => storeCorporationId(params.corporationId),
      navigate: (_, params) => edges.navigate(params.to),
      redirect: (_, params) => edges.redirect(params.to),
      alert: (_, params) => edges.alert(params.message),
      trackLogin: () => edges.trackLogin(),
      forgetPersonalData: () => forgetPersonalData(),
      logError: (_, params) => console.error(`[session] ${params.where}`, params.error),
    },
  });

  const actor = createActor(machine, {
    systemId: 'session',
    input: { bearer: readStoredBearer(), corporationId: readStoredCorporationId(), maintenance: edges.maintenance, resume: readPersonal<Resume>(RESUME_KEY) },
  });
  configureApiClient({
    getBearer: () => actor.getSnapshot().context.bearer,
    onUnauthorized: () => actor.send({ type: 'session.unauthorized' }),
  });
  return actor;
}
