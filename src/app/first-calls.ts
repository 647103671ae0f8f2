import { askEarly, sessionCalls } from '@/api/early-answers';
import type { AbilityName } from '@/api/ability';
import { findRoute } from './route-match';
import { routes, type FirstCall } from './routes';

type Abilities = Partial<Record<AbilityName, unknown>> | undefined;

/** The GETs of the screen at `pathname`, each with the ability it needs (its own, or its route's). */
function screenCalls(pathname: string, corporation: string): FirstCall[] {
  const route = findRoute(routes, pathname);
  const routeAbility = route?.route.middleware.find((name) => name.startsWith('ability:'))?.slice('ability:'.length) as AbilityName | undefined;
  return route?.route.firstCalls?.(corporation, route.params).map((call) => ({ ...call, ability: call.ability ?? routeAbility })) ?? [];
}

const granted = (call: FirstCall, ability: Abilities) => !call.ability || ability?.[call.ability] === true;

/**
 * The first data of the screen at `pathname` for a session's user, sent now: a landing whose
 * session has just become ready asks at once, not behind the render its navigation sets off
 * (src/api/early-answers.ts; the screen's queries take the answers).
 */
export function askScreenCalls(pathname: string, { bearer, corporationId, ability }: { bearer?: string; corporationId?: string; ability?: Abilities }): void {
  if (bearer && corporationId) for (const call of screenCalls(pathname, corporationId)) if (granted(call, ability)) askEarly(call.path, bearer);
}

/**
 * A cold start with a stored session: the session's first calls (/api/me, /api/corporations) and
 * the data of the screen at this address leave now, while the code that reads them loads
 * (src/api/early-answers.ts). Calls for an ability wait for the /api/me answer, read just enough
 * to see the ability: a user without it asks for nothing they may not see. The screen's own
 * reading of the answers (and the access rules) stay as they are.
 */
export function askFirstCalls(location: { pathname: string; search: string }, bearer: string, corporation: string | undefined): void {
  const me = askEarly(sessionCalls.me, bearer);
  askEarly(sessionCalls.corporations, bearer);
  if (!corporation || location.search) return;
  const calls = screenCalls(location.pathname, corporation);
  for (const call of calls) if (!call.ability) askEarly(call.path, bearer);
  const gated = calls.filter((call) => call.ability);
  if (!me || gated.length === 0) return;
  void me
    .then((answer) => (answer.ok ? (answer.json() as Promise<{ ability?: Abilities }>) : undefined))
    .then((body) => {
      for (const call of gated) if (granted(call, body?.ability)) askEarly(call.path, bearer);
    })
    .catch(() => undefined);
}
