import { askEarly, sessionCalls } from '@/api/early-answers';
import type { AbilityName } from '@/api/ability';
import { findRoute } from './route-match';
import { routes } from './routes';

const abilityOf = (middleware: readonly string[]): AbilityName | undefined =>
  middleware.find((name) => name.startsWith('ability:'))?.slice('ability:'.length) as AbilityName | undefined;

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
  const match = findRoute(routes, location.pathname);
  if (!corporation || location.search || !match?.route.firstCalls) return;
  const routeAbility = abilityOf(match.route.middleware);
  const calls = match.route.firstCalls(corporation, match.params).map((call) => ({ ...call, ability: call.ability ?? routeAbility }));
  for (const call of calls) if (!call.ability) askEarly(call.path, bearer);
  const gated = calls.filter((call) => call.ability);
  if (!me || gated.length === 0) return;
  void me
    .then((answer) => (answer.ok ? (answer.json() as Promise<{ ability?: Partial<Record<AbilityName, unknown>> }>) : undefined))
    .then((body) => {
      for (const call of gated) if (call.ability && body?.ability?.[call.ability] === true) askEarly(call.path, bearer);
    })
    .catch(() => undefined);
}
