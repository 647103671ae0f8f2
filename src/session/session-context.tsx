import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { sessionStatus, type SessionStatus } from '@machines/session/session-view';
import type { Ability } from '@/api/ability';
import type { Me } from '@/api/auth';
import type { Corporation } from '@/api/corporations';

type Profile = Me['profile'];
import type { AbilityName } from '@/api/ability';
import type { IdentityAdapter } from './identity';
import type { SessionActor } from './session-actor';

type SessionDeps = { actor: SessionActor; identity: IdentityAdapter };
const SessionContext = createContext<SessionDeps | null>(null);

export function SessionProvider({ actor, identity, children }: SessionDeps & { children: ReactNode }) {
  return <SessionContext.Provider value={{ actor, identity }}>{children}</SessionContext.Provider>;
}

function useDeps(): SessionDeps {
  const deps = useContext(SessionContext);
  if (!deps) throw new Error('SessionProvider is missing');
  return deps;
}

/** @example const session = useSession(); session.send({ type: 'session.signOut' }); */
export const useSession = () => useDeps().actor;
export const useIdentity = () => useDeps().identity;

/** @example const status = useSessionStatus(); if (status === 'ready') … */
export const useSessionStatus = (): SessionStatus => useSelector(useSession(), sessionStatus);

const sameAbility = (a: Ability | undefined, b: Ability | undefined) =>
  a === b || (!!a && !!b && (Object.keys(a) as (keyof Ability)[]).every((key) => a[key] === b[key]));

export const useAbility = (): Ability | undefined => useSelector(useSession(), (s) => s.context.ability, sameAbility);

/** @example const canEdit = useCan('canEditCoupon'); */
export const useCan = (name: AbilityName): boolean => useSelector(useSession(), (s) => s.context.ability?.[name] === true);
export const useIsAdmin = (): boolean => useSelector(useSession(), (s) => s.context.ability?.isAdmin === true);

export const useCorporation = (): Corporation | undefined => useSelector(useSession(), (s) => s.context.corporation);

/** The chosen corporation id; screens under the main layout can rely on it being set. */
export function useCorporationId(): string {
  const id = useSelector(useSession(), (s) => s.context.corporationId);
  if (!id) throw new Error('no corporation chosen');
  return id;
}

export const useCorporations = (): Corporation[] => useSelector(useSession(), (s) => s.context.corporations);
export const useProfile = (): Profile | undefined => useSelector(useSession(), (s) => s.context.profile);
export const useMaintenance = (): boolean => useSelector(useSession(), (s) => s.context.maintenance);
