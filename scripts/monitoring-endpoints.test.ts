import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BrowserClient, createTransport, defaultStackParser } from '@sentry/browser';
import { releaseName, sentryEndpoints } from './monitoring-endpoints';

/** Where Sentry's own SDK sends the envelopes of a DSN: the URL its transport is made with, as it writes it. */
function sdkEnvelopeUrl(dsn: string): string {
  let url = '';
  new BrowserClient({
    dsn,
    integrations: [],
    stackParser: defaultStackParser,
    transport: (options) => ((url = options.url), createTransport(options, () => Promise.resolve({}))),
  });
  return url;
}

const label = fc.stringMatching(/^[a-z]([a-z0-9-]{0,10}[a-z0-9])?$/);
const dsnParts = fc.record({
  scheme: fc.constantFrom('https', 'http'),
  key: fc.stringMatching(/^[0-9a-f]{8,32}$/),
  host: fc.oneof(
    fc.constant('127.0.0.1'),
    fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.')),
  ),
  port: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
  path: fc.array(fc.stringMatching(/^[a-z][a-z0-9_-]{0,8}$/), { maxLength: 2 }),
  project: fc.stringMatching(/^[1-9]\d{0,9}$/),
});
type DsnParts = { scheme: string; key: string; host: string; port: number | undefined; path: string[]; project: string };
const dsnOf = ({ scheme, key, host, port, path, project }: DsnParts) =>
  `${scheme}://${key}@${host}${port ? `:${port}` : ''}${path.map((segment) => `/${segment}`).join('')}/${project}`;

describe('the endpoints of a Sentry DSN', () => {
  it("are the SDK's own: the security endpoint sits beside the envelope endpoint, with the same key", () => {
    fc.assert(
      fc.property(dsnParts, (parts) => {
        const dsn = dsnOf(parts);
        const [envelope = '', envelopeQuery] = sdkEnvelopeUrl(dsn).split('?');
        const endpoints = sentryEndpoints(dsn, 'petpass-console@1.0.0+abc', 'production')!;
        const [security, securityQuery] = endpoints.security.split('?');
        expect(envelope.startsWith(`${endpoints.origin}/`)).toBe(true);
        expect(security).toBe(envelope.replace(/envelope\/$/, 'security/'));
        expect(Object.fromEntries(new URLSearchParams(securityQuery))).toEqual({
          sentry_key: new URLSearchParams(envelopeQuery).get('sentry_key'),
          sentry_release: 'petpass-console@1.0.0+abc',
          sentry_environment: 'production',
        });
      }),
    );
  });

  it('are none without a DSN', () => {
    expect(sentryEndpoints(undefined, 'r', 'e')).toBeUndefined();
    expect(sentryEndpoints('', 'r', 'e')).toBeUndefined();
  });

  it('stop the build for anything that is not a DSN, or that a header or a policy could not hold', () => {
    const bad = [
      'https://sentry.example.com/42',
      'https://key@sentry.example.com',
      'ftp://key@sentry.example.com/42',
      'https://key@sentry.example.com/42?x=1',
      'https://key@sentry.example.com/4"2',
      'https://key@sentry;example.com/42',
      "https://key@sentry.example.com/42'",
      'https://key@sentry.example.com/$project/42',
      'https://key@sentry.example.com/42\n',
      'https://k ey@sentry.example.com/42',
    ];
    for (const dsn of bad) expect(() => sentryEndpoints(dsn, 'r', 'e'), dsn).toThrow(/VITE_SENTRY_DSN/);
    fc.assert(
      fc.property(dsnParts, fc.constantFrom('"', "'", ';', '$', '\\', ' ', '\n', ','), fc.nat(), (parts, character, at) => {
        const dsn = dsnOf(parts);
        const position = at % (dsn.length + 1);
        expect(() => sentryEndpoints(dsn.slice(0, position) + character + dsn.slice(position), 'r', 'e')).toThrow(/VITE_SENTRY_DSN/);
      }),
    );
  });
});

describe('the release name', () => {
  it('is the package and its version, and the commit when the build runs in a git checkout', () => {
    expect(releaseName()).toMatch(/^petpass-console@\d+\.\d+\.\d+(\+[0-9a-f]{12})?$/);
  });
});
