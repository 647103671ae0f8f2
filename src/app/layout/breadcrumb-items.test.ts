import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breadcrumbItems } from './breadcrumb-items';

describe('breadcrumbItems (SPEC §2)', () => {
  it('puts the top page first and links it to /', () => {
    expect(breadcrumbItems('/facilities')).toEqual([
      { label: 'トップページ', href: '/' },
      { label: '施設一覧', href: '/facilities' },
    ]);
  });

  it('does not repeat the top page when the path starts with dashboard', () => {
    expect(breadcrumbItems('/dashboard')).toEqual([{ label: 'トップページ', href: '/' }]);
  });

  it('skips unknown segments such as ids', () => {
    expect(breadcrumbItems('/settings/members/edit')).toEqual([
      { label: 'トップページ', href: '/' },
      { label: '設定一覧', href: '/settings' },
      { label: 'サブアカウント', href: '/settings/members' },
    ]);
    expect(breadcrumbItems('/check-in-history/summary').map((c) => c.label)).toEqual(['トップページ', 'チェックインのまとめ']);
    expect(breadcrumbItems('/ticket-sources/42/edit').map((c) => c.label)).toEqual(['トップページ', 'チケット設定一覧']);
  });

  it('never throws and always starts with the top page, whatever the path', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), (segments) => {
        const items = breadcrumbItems(`/${segments.join('/')}`);
        expect(items[0]).toEqual({ label: 'トップページ', href: '/' });
        expect(items.filter((i) => i.label === 'トップページ')).toHaveLength(1);
      }),
    );
  });
});
