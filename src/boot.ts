import { findRoute } from '@/app/route-match';
import { routes } from '@/app/routes';
import { loadMainLayout } from '@/app/shell-code';
import { config } from '@/config';
import { askRuntimeConfig } from '@/lib/runtime-config';
import { paths } from '@/paths';
import { readStoredBearer, readStoredCorporationId } from '@/session/session-storage';

/**
 * The first code to run: index.html loads it `async`, beside the app's entry (src/main.tsx), and
 * it runs the moment it arrives, while React and the app are still on their way. For a stored
 * session, the session's first calls and the data of the screen at this address leave as soon as
 * the routes' loaders are here (src/app/route-data.ts: a small chunk, asked for first, that
 * /sign_in never loads), and that screen's code (with the signed-in shell) is asked for now, in
 * one wave with React. Free of React and of the API modules: it must arrive first. The demo's fake
 * starts with the app, so its calls wait for it.
 */
// The first render waits for /config.json (maintenance): asked now, it is here long before React.
void askRuntimeConfig();
const bearer = readStoredBearer();
// `data.askFirstCalls`, not destructured: Vite wraps a destructured dynamic import in more code, all of it on /sign_in.
if (bearer && !config.useMirage)
  void import('@/app/route-data').then((data) => data.askFirstCalls(window.location, bearer, readStoredCorporationId())).catch(() => undefined);
const route = findRoute(routes, bearer ? window.location.pathname : paths.signIn)?.route;
// A chunk that fails to load here fails again, and is dealt with, where the app loads it. The
// validation library is evaluated on its own as soon as it is here, while the rest still loads:
// evaluated with the screen's code, at the end, it would be the longest task between the last
// byte and the first figure.
if (route) void Promise.all([route.load(), route.layout === 'main' ? [loadMainLayout(), import('arktype')] : undefined]).catch(() => undefined);
