import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkMapPlugin } from './scripts/vite-chunk-map-plugin.ts';
import { cspPlugin } from './scripts/vite-csp-plugin.ts';
import { aliasEntries } from './scripts/aliases.ts';
import { demoServerPreload } from './scripts/vite-demo-preload.ts';
import { signedInSharedChunks } from './scripts/vite-shared-chunks.ts';
import { precompressPlugin } from './scripts/vite-precompress-plugin.ts';
import { arktypeJitlessPlugin } from './scripts/vite-arktype-jitless.ts';

/**
 * The demo only: arktype in several chunks (higher priority first, each without what the ones
 * before took), so that the demo evaluates it in several short tasks while its worker starts
 * (mirage/demo-boot.ts, issue 15). Production keeps one chunk: more chunk names would cost the
 * /sign_in entry bytes it does not have.
 */
const arktypeInSteps = [
  { name: 'ark-util', test: /node_modules[\\/](@ark[\\/]util|arkregex)[\\/]/, priority: 16 },
  { name: 'ark-schema', test: /node_modules[\\/]@ark[\\/]schema[\\/]/, priority: 15 },
  { name: 'arktype', test: /node_modules[\\/]arktype[\\/]out[\\/](?!keywords[\\/]|index\.js)/, priority: 14 },
  { name: 'arktype-strings', test: /node_modules[\\/]arktype[\\/]out[\\/]keywords[\\/](string|number)\.js/, priority: 13 },
  { name: 'arktype-ts', test: /node_modules[\\/]arktype[\\/]out[\\/]keywords[\\/]ts\.js/, priority: 12 },
  { name: 'arktype-keywords', test: /node_modules[\\/]arktype[\\/]out[\\/](keywords[\\/]|index\.js)/, priority: 11 },
];

// Modes: `development` (npm run dev), `production` (npm run build: real API, no Mirage),
// `demo` (npm run build:demo: Mirage embedded, served as a static SPA).
export default defineConfig(({ mode }) => {
  // The demo's first validation step fetches the rest of its start at once (scripts/vite-demo-preload.ts).
  const preload = mode === 'demo' ? demoServerPreload() : undefined;
  return {
    plugins: [
      react(),
      chunkMapPlugin(),
      cspPlugin({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }),
      // Under that CSP arktype is jitless: said at build time, so it does not try eval (scripts/vite-arktype-jitless.ts).
      arktypeJitlessPlugin(),
      ...(preload ? [preload.plugin] : []),
      // Brotli twins of the assets, served by `vite preview` (scripts/vite-precompress-plugin.ts).
      precompressPlugin(),
    ],
    resolve: { alias: aliasEntries },
    define: {
      'import.meta.env.VITE_DEMO': JSON.stringify(mode === 'demo' ? 'true' : (process.env.VITE_DEMO ?? '')),
    },
    build: {
      target: 'es2022',
      // Every browser the console supports preloads modules natively; the polyfill only cost the
      // /sign_in entry (budget) bytes.
      modulePreload: { polyfill: false, ...(preload ? { resolveDependencies: preload.resolveDependencies } : {}) },
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
              ...(mode === 'demo' ? arktypeInSteps : []),
              // The signed-in screens' small shared code in a few chunks (scripts/vite-shared-chunks.ts).
              ...signedInSharedChunks(),
            ],
          },
        },
      },
    },
    // The demo's server runs in a module worker (mirage/worker-client.ts); ES format lets it share
    // chunks and load them in parallel.
    worker: { format: 'es' },
    preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
    server: { port: 5173, host: '127.0.0.1' },
  };
});
