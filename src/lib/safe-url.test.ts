import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isHttpUrl, safeHref } from './safe-url';

describe('safeHref', () => {
  it('keeps http and https links', () => {
    expect(safeHref('https://example.jp/a?b=1')).toBe('https://example.jp/a?b=1');
    expect(safeHref(' http://example.jp ')).toBe('http://example.jp/');
  });

  it('drops every other scheme', () => {
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc', '//evil', 'example.jp', '', 42, null]) {
      expect(safeHref(bad)).toBeUndefined();
    }
  });

  it('only ever returns http(s) URLs', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:', 'data:', 'blob:')), (value) => {
        const href = safeHref(value);
        if (href !== undefined) expect(href).toMatch(/^https?:\/\//);
      }),
    );
  });
});

describe('isHttpUrl (a link typed into a form)', () => {
  it('accepts an absolute http(s) URL with a dotted host, and nothing else', () => {
    expect(isHttpUrl(' https://example.jp/a?b=1 ')).toBe(true);
    for (const bad of ['https://localhost', 'https://exa mple.jp', 'https://example.jp/\u200B', 'javascript:alert(1)', 'ftp://example.jp', 'example.jp', '']) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });

  it('accepts only links that safeHref follows', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.webUrl()), (value) => !isHttpUrl(value) || safeHref(value) !== undefined));
  });
});
