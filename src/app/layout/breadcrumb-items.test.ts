import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breadcrumbItems } from './breadcrumb-items';

const top = { label: 'トップページ', href: '/', current: false };

describe('breadcrumbItems', () => {
  it('puts the top page first and links it to /', () => {
    expect(breadcrumbItems('/facilities')).toEqual([top, { label: '施設一覧', href: '/facilities', current: true }]);
  });

  it('does not repeat the top page when the path starts with dashboard, and marks it current there', () => {
    expect(breadcrumbItems('/dashboard')).toEqual([{ ...top, current: true }]);
    expect(breadcrumbItems('/')).toEqual([{ ...top, current: true }]);
  });

  it('skips unknown segments such as ids', () => {
    expect(breadcrumbItems('/settings/members/edit').map((c) => c.label)).toEqual(['トップページ', '設定一覧', 'サブアカウント']);
    expect(breadcrumbItems('/check-in-history/summary').map((c) => c.label)).toEqual(['トップページ', 'チェックインのまとめ']);
    expect(breadcrumbItems('/ticket-sources/42/edit').map((c) => c.label)).toEqual(['トップページ', 'チケット設定一覧']);
  });

  it('links every detail screen back to its list', () => {
    expect(breadcrumbItems('/coupons/c-1')).toEqual([top, { label: 'クーポン一覧', href: '/coupons', current: false }]);
    expect(breadcrumbItems('/ticket-sources/ts-1')).toEqual([top, { label: 'チケット設定一覧', href: '/ticket-sources', current: false }]);
    expect(breadcrumbItems('/ticket-payments/tp-1')).toEqual([top, { label: 'チケット設定一覧', href: '/ticket-sources', current: false }]);
    expect(breadcrumbItems('/facilities/f-1')).toEqual([top, { label: '施設一覧', href: '/facilities', current: false }]);
    expect(breadcrumbItems('/check-in-history/99')).toEqual([top, { label: 'チェックインのまとめ', href: '/check-in-history', current: false }]);
    expect(breadcrumbItems('/settings/members/edit').at(-1)).toEqual({ label: 'サブアカウント', href: '/settings/members', current: false });
  });

  it('marks only the crumb of a list or section page as the current page', () => {
    expect(breadcrumbItems('/coupons').at(-1)).toEqual({ label: 'クーポン一覧', href: '/coupons', current: true });
    expect(breadcrumbItems('/settings/members').map((c) => c.current)).toEqual([false, false, true]);
  });

  it('never throws, always starts with the top page, and has at most one current crumb, the last', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), (segments) => {
        const items = breadcrumbItems(`/${segments.join('/')}`);
        expect(items[0]).toMatchObject({ label: 'トップページ', href: '/' });
        expect(items.filter((i) => i.label === 'トップページ')).toHaveLength(1);
        const current = items.filter((i) => i.current);
        expect(current.length).toBeLessThanOrEqual(1);
        if (current[0]) expect(items.at(-1)).toBe(current[0]);
      }),
    );
  });
});
