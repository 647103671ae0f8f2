import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { sentryEndpoints } from './monitoring-endpoints.ts';
import { headersFile, nginxInclude, securityHeaders } from './security-headers.ts';

/**
 * Adds a Content-Security-Policy meta tag to built pages (not to the dev server, whose React
 * refresh needs inline scripts). Scripts only from our origin: no 'unsafe-inline', no
 * 'unsafe-eval' (arktype then validates in its jitless mode). Styles only from our origin too
 * (React sets style properties through the DOM, which the policy does not govern), except in a
 * build with the maps key: Google's maps script injects <style> elements, which only a nonce
 * (no static site has one) or 'unsafe-inline' lets through.
 * See docs/security.md for each directive and what the maps page needs.
 *
 * From the same policy it writes the hosts' header files beside index.html (`_headers`,
 * `nginx-headers.conf`: scripts/security-headers.ts), and a gzip copy of every script, style and
 * image under assets/ for servers that send precompressed files (nginx's gzip_static), with a
 * Brotli copy beside it in production builds (brotli_static: smaller, so a first screen arrives sooner).
 */
/** A CSP host source: scheme, host (a leading `*.` allowed), optional port. Nothing else reaches the policy. */
const HOST_SOURCE = /^(https?|wss?):\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:(\d{1,5}|\*))?$/;

/**
 * The asset service and its storage hosts (where signed upload URLs point and images are served
 * from), as origins separated by spaces or commas. `VITE_ASSET_ORIGIN` is the older one-origin
 * name. A value that is not an origin stops the build: a typo would otherwise block every upload.
 */
export function assetOrigins(env: Record<string, string | undefined>): string[] {
  const values = [env.VITE_ASSET_ORIGINS, env.VITE_ASSET_ORIGIN].flatMap((value) => (value ?? '').split(/[\s,]+/)).filter(Boolean);
  const origins = values.map((value) => value.replace(/\/+$/, ''));
  const bad = origins.filter((origin) => !HOST_SOURCE.test(origin));
  if (bad.length > 0) throw new Error(`VITE_ASSET_ORIGINS: not an origin (scheme://host[:port]): ${bad.join(', ')}`);
  return [...new Set(origins)];
}

/**
 * The origin of `value`, the absolute URL in the variable `name`, or undefined for none or a
 * relative one (a base like '/' is covered by 'self'). An origin the policy cannot hold (`javascript:`, a `;` or a quote
 * in the host, which URL accepts) stops the build instead of changing the policy.
 */
function originOf(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    return undefined;
  }
  if (!HOST_SOURCE.test(origin)) throw new Error(`${name}: not an origin (scheme://host[:port]): ${value}`);
  return origin;
}

export function buildCsp(env: Record<string, string | undefined>): string {
  const scripts = ["'self'"];
  const styles = ["'self'"];
  const connect = ["'self'"];
  const frames: string[] = [];
  const api = originOf('VITE_API_BASE_URL', env.VITE_API_BASE_URL);
  if (api) connect.push(api);
  if (env.VITE_FIREBASE_API_KEY) {
    connect.push('https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com');
    const authDomain = originOf('VITE_FIREBASE_AUTH_DOMAIN', env.VITE_FIREBASE_AUTH_DOMAIN && `https://${env.VITE_FIREBASE_AUTH_DOMAIN}`);
    if (authDomain) frames.push(authDomain);
  }
  // The chat embed loads in a sandboxed iframe (src/app/layout/chat-embed.tsx).
  const chat = originOf('VITE_CHAT_EMBED_URL', env.VITE_CHAT_EMBED_URL);
  if (chat) frames.push(chat);
  const emulator = originOf('VITE_FIREBASE_AUTH_EMULATOR_URL', env.VITE_FIREBASE_AUTH_EMULATOR_URL);
  if (emulator) connect.push(emulator);
  if (env.VITE_GOOGLE_MAPS_API_KEY) {
    scripts.push('https://maps.googleapis.com');
    styles.push("'unsafe-inline'");
    connect.push('https://maps.googleapis.com', 'https://places.googleapis.com');
  }
  if (env.VITE_ANALYTICS_ID) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://www.google-analytics.com', 'https://*.google-analytics.com');
  }
  // An asset origin that is also the API's (`npm run api` serves both) is listed once for
  // connecting, and still added for images: the images come from it.
  // Error reports and vitals go to the Sentry project of the DSN, CSP reports too (scripts/security-headers.ts).
  const sentry = sentryEndpoints(env.VITE_SENTRY_DSN, '', '');
  if (sentry) connect.push(sentry.origin);
  const assets = assetOrigins(env);
  connect.push(...assets.filter((source) => !connect.includes(source)));
  const images = ["'self'", 'data:', 'blob:', 'https:', ...assets.filter((source) => !source.startsWith('https://'))];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${styles.join(' ')}`,
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Files a server may send compressed as they are: the build's scripts, styles and vector images. */
const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Brotli's quality 10, not its best: most of the best's saving for a fraction of the time every build pays (docs/performance.md). */
const BROTLI_QUALITY = 10;
const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/** `release` and `environment`: what the build stamps on reports, also on the browser's CSP reports. */
export function cspPlugin(env: Record<string, string | undefined>, monitoring: { release: string; environment: string }): Plugin {
  let brotli = true;
  let outDir = '';
  return {
    name: 'petpass-csp',
    apply: 'build',
    // Brotli costs a second or two a build, paid where nginx sends the copies: not for the demo,
    // which static hosts and `vite preview` compress themselves.
    configResolved(config) {
      brotli = config.mode !== 'demo';
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: buildCsp(env) }, injectTo: 'head-prepend' }],
    },
    generateBundle() {
      const headers = securityHeaders(buildCsp(env), sentryEndpoints(env.VITE_SENTRY_DSN, monitoring.release, monitoring.environment)?.security);
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
      this.emitFile({ type: 'asset', fileName: 'nginx-headers.conf', source: nginxInclude(headers) });
    },
    // Copies of the files as written, once the bundle is on disk.
    async closeBundle() {
      const assets = join(outDir, 'assets');
      const copies = readdirSync(assets)
        .filter((file) => COMPRESSIBLE.test(file))
        .flatMap((name) => {
          const source = readFileSync(join(assets, name));
          const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length };
          return [
            gzipped(source, { level: 9 }).then((copy) => writeFileSync(join(assets, `${name}.gz`), copy)),
            brotli && brotlied(source, { params }).then((copy) => writeFileSync(join(assets, `${name}.br`), copy)),
          ];
        });
      await Promise.all(copies);
    },
  };
}
