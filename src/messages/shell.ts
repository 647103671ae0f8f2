/**
 * Japanese copy of the signed-in shell (breadcrumb, footer, the admin mark) and of the session's
 * failure screen: loaded with them, kept apart from `ja.ts`, which the /sign_in entry chunk loads.
 */
export const shellMessages = {
  /** The sidebar's entries. */
  menu: {
    dashboard: 'トップページ',
    facilities: '施設一覧',
    checkIn: 'チェックイン',
    coupons: 'クーポン一覧',
    ticketSales: 'チケット販売',
    settings: '設定',
    corporation: '会社情報',
    members: 'サブアカウント',
    services: '各種お手続き',
    help: 'ヘルプ',
    selectCorporation: '会社選択',
    signOut: 'ログアウト',
    openMenu: 'メニューを開く',
    closeMenu: 'メニューを閉じる',
    mainNav: 'メインメニュー',
  },
  breadcrumbNav: 'パンくずリスト',
  /** The header's search button and its shortcut, as the platform writes it. */
  search: { button: '検索', shortcut: (mac: boolean) => (mac ? '⌘K' : 'Ctrl+K') },
  /** Breadcrumb segment labels. */
  breadcrumb: {
    dashboard: 'トップページ',
    facilities: '施設一覧',
    'check-in-history': 'チェックインのまとめ',
    coupons: 'クーポン一覧',
    'ticket-sources': 'チケット設定一覧',
    settings: '設定一覧',
    corporation: '会社情報',
    members: 'サブアカウント',
    services: '各種お手続き',
    help: 'ヘルプ',
  },
  footer: {
    company: '会社概要',
    terms: '利用規約',
    privacy: 'プライバシーポリシー',
    faq: 'よくある質問',
    copyright: '© 2022',
  },
  adminMark: '＊',
  adminMarkLabel: '管理者のみの機能',
  adminOnlyAlert: '管理者権限の人にのみ表示中の機能です。',
  session: {
    profileFailed: 'アカウント情報を読み込めませんでした。',
    corporationsFailed: '会社の一覧を読み込めませんでした。',
  },
};
