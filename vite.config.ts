import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkMapPlugin } from './scripts/vite-chunk-map-plugin.ts';
import { cspPlugin } from './scripts/vite-csp-plugin.ts';
import { releaseName } from './scripts/monitoring-endpoints.ts';
import { aliasEntries } from './scripts/aliases.ts';
import { bootPlugin } from './scripts/vite-boot-plugin.ts';
import { startGraph } from './scripts/vite-start-graph-plugin.ts';
import { serviceWorkerPlugin } from './scripts/vite-service-worker-plugin.ts';

/**
 * What the signed-in screens share (the API modules and their validation library, the query
 * cache, shared components and helpers, the signed-in shell, the lists' URL readers that the
 * prefetchers share with their screens): one chunk, so that a screen's code
 * comes in one wave of a few requests instead of dozens of small ones, each a round trip on a
 * slow link. Libraries only some screens use (forms, uploads, Temporal for the forms' date
 * arithmetic, maps, the identity service, QR codes, postal codes) keep chunks of their own, and so
 * do the API modules and copy only some screens need (the facility form's input rules and the
 * facility screens' copy, the uploads' calls and copy), and the search (検索) and the toasts,
 * which load on their first use.
 */
const SIGNED_IN_SHARED =
  /[\\/](src[\\/](api|lib|messages|session|app|ui)[\\/]|src[\\/]features[\\/][\w-]+[\\/][\w-]+-url\.ts$|machines[\\/](activity-requirements|coupon-status)[\\/]|node_modules[\\/](@tanstack[\\/](react-query|query-core)|arktype|arkregex|@ark|ofetch|destr|ufo)[\\/])/;
const NOT_SHARED =
  /[\\/]src[\\/](api[\\/](facility-input|assets)|ui[\\/](form|upload|loading[\\/]toaster)|lib[\\/](analytics-gtag|service-worker|tokyo-time|monitoring-(sdk|scrub)|search-text)|session[\\/]identity[\\/]firebase-auth|app[\\/]search|messages[\\/](search|facilities|upload))[\\/.]/;

// Modes: `development` (npm run dev), `production` (npm run build: real API, no Mirage),
// `demo` (npm run build:demo: Mirage embedded, served as a static SPA).
export default defineConfig(({ mode }) => {
  const release = releaseName();
  const start = startGraph({ boot: 'src/boot.ts', entry: 'src/main.tsx', signIn: 'src/features/auth/sign-in-page.tsx', routeData: 'src/app/route-data.ts' });
  return {
    plugins: [
      bootPlugin('src/boot.ts'),
      start.plugin,
      react(),
      chunkMapPlugin(),
      cspPlugin({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }, { release, environment: mode }),
      serviceWorkerPlugin(),
    ],
    resolve: { alias: aliasEntries },
    define: {
      'import.meta.env.VITE_DEMO': JSON.stringify(mode === 'demo' ? 'true' : (process.env.VITE_DEMO ?? '')),
      // Only where it is used (the reporter): in `import.meta.env` every chunk that reads the env would carry it.
      __RELEASE__: JSON.stringify(release),
    },
    build: {
      target: 'es2022',
      // Every browser the console supports preloads modules natively; the polyfill only cost the
      // /sign_in entry (budget) bytes.
      modulePreload: {
        polyfill: false,
        // What index.html itself loads (the entry, the boot script, the libraries, the runtime) is
        // never listed again for a dynamic import: it is always on its way already.
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => !/^assets\/(index|boot|shell|rolldown-runtime)-[\w-]+\.js$/.test(dep)) : deps,
      },
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        output: {
          // The libraries every screen needs go in one chunk: one request, compressed together
          // (split into many small shared chunks they cost the /sign_in budget several kB more).
          codeSplitting: {
            groups: [
              {
                name: 'shell',
                test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/,
                priority: 10,
              },
              {
                // The boot script with all it imports, and what the routes' loaders share with /sign_in:
                // both run on their own, before React arrives (the loaders' chunk importing the
                // entry's would wait for the entry, and the code the boot script asked for, to run first).
                name: 'boot',
                test: (id) => start.inBoot(id) || (start.inRouteData(id) && start.onSignIn(id)),
                priority: 11,
              },
              {
                // The rest of what /sign_in loads, apart from the libraries above: one chunk that
                // the signed-in code may import from without splitting it up.
                name: 'start',
                test: (id) => start.onSignIn(id) && !start.inBoot(id),
                priority: 8,
              },
              {
                // The routes' loaders and the reads they name: a small chunk a cold start with a
                // stored session asks for first, to send its calls (src/boot.ts); never on /sign_in.
                name: 'route-data',
                test: (id) => start.inRouteData(id) && !start.onSignIn(id) && !start.inBoot(id),
                priority: 7,
              },
              {
                // The validation library: the costliest code to evaluate, in a chunk of its own so
                // that a signed-in start evaluates it as soon as it arrives (src/boot.ts).
                name: 'validation',
                test: /node_modules[\\/](arktype|arkregex|@ark)[\\/]/,
                priority: 6,
              },
              {
                name: 'signed-in',
                test: (id) => SIGNED_IN_SHARED.test(id) && !NOT_SHARED.test(id) && !start.atStart(id) && !start.inBoot(id),
                // What these modules import from /sign_in's code stays where it is.
                includeDependenciesRecursively: false,
                priority: 5,
              },
            ],
          },
        },
      },
    },
    // The demo's fake backend runs in a module worker (mirage/demo.ts); ES format lets it share
    // chunks and load them in parallel.
    worker: { format: 'es' },
    preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
    server: { port: 5173, host: '127.0.0.1' },
  };
});
