import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { screenOf } from '@/app/preload';
import { routes } from '@/app/routes';

/**
 * Loads the code of the screens a test will navigate to after the first one (renderApp preloads
 * only the screen it opens), as hovering a link does in the browser: a findBy after a click then
 * waits for data, never for a lazy chunk to compile on a busy machine.
 *
 * @example beforeAll(() => preloadScreens('/settings/members', '/settings/members/edit'));
 */
export async function preloadScreens(...paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((path) => {
      const pathname = path.split(/[?#]/)[0] ?? path;
      const route = routes.find((candidate) => matchRoute(parse, candidate.pattern, pathname)[0]);
      if (!route) throw new Error(`preloadScreens: no route for ${path}`);
      return screenOf(route).preload();
    }),
  );
}
