import type { Plugin } from 'vite';

/**
 * Adds a Content-Security-Policy meta tag to built pages (not to the dev server, whose React
 * refresh needs inline scripts). Scripts only from our origin: no 'unsafe-inline', no
 * 'unsafe-eval' (arktype then validates in its jitless mode). Styles allow inline because
 * react-hot-toast injects a <style> element and React renders style attributes.
 * See docs/security.md for each directive and what the maps page needs.
 */
export function buildCsp(env: Record<string, string | undefined>): string {
  const origin = (value: string | undefined) => {
    if (!value) return undefined;
    try {
      return new URL(value).origin;
    } catch {
      return undefined; // a relative base like '/' is covered by 'self'
    }
  };
  const scripts = ["'self'"];
  const connect = ["'self'"];
  const frames: string[] = [];
  const api = origin(env.VITE_API_BASE_URL);
  if (api) connect.push(api);
  if (env.VITE_FIREBASE_API_KEY) {
    connect.push('https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com');
    if (env.VITE_FIREBASE_AUTH_DOMAIN) frames.push(`https://${env.VITE_FIREBASE_AUTH_DOMAIN}`);
  }
  // The chat embed loads in a sandboxed iframe (src/app/layout/chat-embed.tsx).
  const chat = origin(env.VITE_CHAT_EMBED_URL);
  if (chat) frames.push(chat);
  const emulator = origin(env.VITE_FIREBASE_AUTH_EMULATOR_URL);
  if (emulator) connect.push(emulator);
  if (env.VITE_GOOGLE_MAPS_API_KEY) {
    scripts.push('https://maps.googleapis.com');
    connect.push('https://maps.googleapis.com', 'https://places.googleapis.com');
  }
  if (env.VITE_ANALYTICS_ID) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://www.google-analytics.com', 'https://*.google-analytics.com');
  }
  if (env.VITE_ASSET_ORIGIN) connect.push(env.VITE_ASSET_ORIGIN);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
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

export function cspPlugin(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'petpass-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: buildCsp(env) }, injectTo: 'head-prepend' }],
    },
  };
}
