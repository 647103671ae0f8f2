import { describe, expect, it } from 'vitest';
import { assetOrigins, buildCsp } from './vite-csp-plugin';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('the built CSP follows the configuration', () => {
  it("stays 'self' by default", () => {
    const csp = buildCsp({});
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https:");
  });

  it('lets the console reach an API on another origin', () => {
    expect(directive(buildCsp({ VITE_API_BASE_URL: 'https://api.example.jp/v2/' }), 'connect-src')).toBe("connect-src 'self' https://api.example.jp");
  });

  it('lets uploads reach the asset service and its storage hosts, and shows images from them', () => {
    const csp = buildCsp({
      VITE_API_BASE_URL: 'http://127.0.0.1:4175',
      VITE_ASSET_ORIGINS: 'https://assets.example.jp, https://*.storage.example.com http://127.0.0.1:4174/',
    });
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:4175 https://assets.example.jp https://*.storage.example.com http://127.0.0.1:4174",
    );
    // https: images are allowed already; an http origin (a local fake) is added.
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https: http://127.0.0.1:4174");
  });

  it('shows images from the asset service when it is the API itself (`npm run api`: one origin for both)', () => {
    const csp = buildCsp({ VITE_API_BASE_URL: 'http://127.0.0.1:4174', VITE_ASSET_ORIGINS: 'http://127.0.0.1:4174' });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4174");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https: http://127.0.0.1:4174");
  });

  it('lets reports reach the Sentry host of VITE_SENTRY_DSN, and nothing more; without it, no reporting host', () => {
    expect(directive(buildCsp({ VITE_SENTRY_DSN: 'https://0123abcd@o42.ingest.sentry.io/4501' }), 'connect-src')).toBe(
      "connect-src 'self' https://o42.ingest.sentry.io",
    );
    expect(directive(buildCsp({ VITE_SENTRY_DSN: 'http://key@127.0.0.1:4177/glitchtip/7' }), 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4177");
    expect(buildCsp({})).not.toMatch(/sentry|report/);
    expect(() => buildCsp({ VITE_SENTRY_DSN: "https://key@sentry.example.jp/1; script-src 'unsafe-inline'" })).toThrow(/VITE_SENTRY_DSN/);
  });

  it("lets the maps script in, and its injected <style> elements ('unsafe-inline' styles) only in a build with the maps key", () => {
    const csp = buildCsp({ VITE_GOOGLE_MAPS_API_KEY: 'key' });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://maps.googleapis.com");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(buildCsp({ VITE_FIREBASE_API_KEY: 'key', VITE_ANALYTICS_ID: 'G-1' })).not.toContain('unsafe-inline');
  });

  it('still reads the older one-origin VITE_ASSET_ORIGIN', () => {
    expect(directive(buildCsp({ VITE_ASSET_ORIGIN: 'https://assets.example.jp' }), 'connect-src')).toBe("connect-src 'self' https://assets.example.jp");
  });

  it.each(['assets.example.jp', "https://a.example.jp; script-src 'unsafe-inline'", 'https://a.example.jp/path', 'javascript:alert(1)'])(
    'stops the build on %j, which is not an origin',
    (value) => {
      expect(() => assetOrigins({ VITE_ASSET_ORIGINS: value })).toThrow(/VITE_ASSET_ORIGINS/);
    },
  );
});

describe('an origin that would change the policy stops the build', () => {
  it.each([
    ['VITE_API_BASE_URL', 'https://api.example.jp;script-src/'],
    ['VITE_CHAT_EMBED_URL', 'https://chat"x.example.jp/'],
    ['VITE_FIREBASE_AUTH_EMULATOR_URL', 'javascript:alert(1)'],
  ])('%s=%j', (name, value) => {
    expect(() => buildCsp({ [name]: value })).toThrow(new RegExp(`^${name}: not an origin`));
  });

  it('names the identity domain when it is not a host', () => {
    expect(() => buildCsp({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_AUTH_DOMAIN: 'auth.example.jp$x' })).toThrow(
      /^VITE_FIREBASE_AUTH_DOMAIN: not an origin/,
    );
  });

  it('keeps a relative API base, which is the console’s own origin', () => {
    expect(directive(buildCsp({ VITE_API_BASE_URL: '/' }), 'connect-src')).toBe("connect-src 'self'");
  });
});
