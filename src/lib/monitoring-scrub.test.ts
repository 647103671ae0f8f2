import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ErrorEvent } from '@sentry/browser';
import { findRoute } from '@/app/route-match';
import { routes } from '@/app/routes';
import { browserOf, scrubEvent, scrubText } from './monitoring-scrub';

const patternOf = (path: string) => findRoute(routes, path)?.route.pattern;
const scrub = (text: string) => scrubText(text, patternOf);

/** An id as a backend may write one: letters, digits, dashes (a UUID, a number, a slug). */
const id = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,24}$/);
/** Text around a secret: anything without the characters that would join it to the secret. */
const filler = fc.string({ unit: fc.constantFrom(...'abc xyz 施設 エラー: ,;()'.split('')), maxLength: 20 });

describe('scrubText', () => {
  it('leaves no e-mail address, bearer, ID token or long number in a text', () => {
    const secret = fc.oneof(
      fc.emailAddress(),
      fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/).map((token) => `Bearer ${token}`),
      fc
        .tuple(fc.base64String({ minLength: 8 }), fc.base64String({ minLength: 8 }))
        .map(([a, b]) => `eyJ${a.replace(/[+/=]/g, 'x')}.${b.replace(/[+/=]/g, 'y')}.sig`),
      fc.stringMatching(/^0\d{1,4}-\d{2,4}-\d{4}$/),
      fc.stringMatching(/^\d{3}-\d{4}$/),
    );
    fc.assert(
      fc.property(filler, secret, filler, (before, value, after) => {
        const out = scrub(`${before} ${value} ${after}`);
        const kept = value.replace(/^Bearer /, '');
        expect(out).not.toContain(kept);
        for (const digits of value.match(/\d{4,}/g) ?? []) expect(out).not.toContain(digits);
      }),
    );
  });

  it("makes a page's address its route pattern, without its ids, search or fragment", () => {
    fc.assert(
      fc.property(id, fc.stringMatching(/^[\w=&%.-]{0,30}$/), fc.stringMatching(/^[\w%.-]{0,12}$/), (facilityId, query, fragment) => {
        const out = scrub(`at https://console.example.jp/facilities/${encodeURIComponent(facilityId)}?${query}#${fragment} now`);
        expect(out).toBe(
          facilityId === 'new' ? 'at https://console.example.jp/facilities/new now' : 'at https://console.example.jp/facilities/:facilityId now',
        );
      }),
    );
  });

  it("keeps only the first word of any other path, absolute or relative, and a script's path as it is", () => {
    fc.assert(
      fc.property(id, id, (corporationId, facilityId) => {
        const path = `/api/corporations/${corporationId}/facilities/${facilityId}/`;
        expect(scrub(`[GET] "https://api.example.jp${path}?year=2026": 500 Internal Server Error`)).toBe(
          '[GET] "https://api.example.jp/api/…": 500 Internal Server Error',
        );
        expect(scrub(`[POST] "${path}": 503`)).toBe('[POST] "/api/…": 503');
        expect(scrub(`API 503: GET /api/corporations/{corporationId}/facilities/`)).toBe('API 503: GET /api/corporations/{corporationId}/facilities/');
      }),
    );
    expect(scrub('Failed to fetch dynamically imported module: https://console.example.jp/assets/help-page-B1FKV2024.js?v=1')).toBe(
      'Failed to fetch dynamically imported module: https://console.example.jp/assets/help-page-B1FKV2024.js',
    );
  });

  it('never lets a search or fragment through, whatever the URL', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'https'),
        fc.stringMatching(/^[a-z0-9-]{1,12}(\.[a-z0-9-]{1,8}){0,2}(:\d{1,5})?$/),
        fc.stringMatching(/^(\/[\w.~!$&'()*+,;=:@%-]{0,10}){0,4}$/),
        fc.stringMatching(/^[\w.~!$&'()*+,;=:@%/?-]{0,20}$/),
        fc.stringMatching(/^[\w.~!$&'()*+,;=:@%/?#-]{0,12}$/),
        (scheme, host, path, query, fragment) => {
          expect(scrub(`see ${scheme}://${host}${path}?${query}#${fragment}`)).not.toMatch(/[?#]/);
        },
      ),
    );
  });
});

describe('scrubEvent', () => {
  it('drops the request, the user, breadcrumbs and extra data, and scrubs messages and stack frames', () => {
    const event = {
      type: undefined,
      message: 'mail taro.yamada@example.co.jp failed',
      request: { url: 'https://console.example.jp/facilities/f-123?owner=山田', headers: { Authorization: 'Bearer secret' }, cookies: { a: 'b' } },
      user: { email: 'taro.yamada@example.co.jp', ip_address: '{{auto}}' },
      breadcrumbs: [{ category: 'ui.input', message: 'input[name="name"] 山田 太郎' }],
      extra: { __serialized__: { displayMessage: '山田 太郎 さんは登録済みです' } },
      server_name: 'laptop-of-taro',
      exception: {
        values: [
          {
            type: 'FetchError',
            value: '[GET] "https://api.example.jp/api/corporations/c-9/members/?email=taro@example.jp": 500',
            stacktrace: {
              frames: [{ filename: 'https://console.example.jp/assets/index-Ab12.js?x=1', abs_path: 'https://console.example.jp/members/edit?email=a@b.jp' }],
            },
          },
        ],
      },
    } as unknown as ErrorEvent;
    const out = scrubEvent(event, patternOf);
    expect(out).not.toHaveProperty('request');
    expect(out).not.toHaveProperty('user');
    expect(out).not.toHaveProperty('breadcrumbs');
    expect(out).not.toHaveProperty('extra');
    expect(out).not.toHaveProperty('server_name');
    expect(out.message).toBe('mail [email] failed');
    expect(out.exception?.values?.[0]?.value).toBe('[GET] "https://api.example.jp/api/…": 500');
    expect(out.exception?.values?.[0]?.stacktrace?.frames).toEqual([
      { filename: 'https://console.example.jp/assets/index-Ab12.js', abs_path: 'https://console.example.jp/members/…' },
    ]);
    expect(JSON.stringify(out)).not.toMatch(/山田|taro|secret|c-9|f-123/);
  });
});

describe('browserOf', () => {
  it('names the browser and its major version, nothing else of the user agent', () => {
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36')).toEqual({
      name: 'Chrome',
      version: '156',
    });
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36 Edg/150.0.1')).toEqual({
      name: 'Edge',
      version: '150',
    });
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0; rv:140.0) Gecko/20100101 Firefox/140.0')).toEqual({ name: 'Firefox', version: '140' });
    expect(
      browserOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'),
    ).toEqual({
      name: 'Safari',
      version: '18',
    });
    expect(browserOf('curl/8.0')).toEqual({ name: 'other', version: '' });
  });
});
