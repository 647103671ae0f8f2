/** Japanese copy of the top page (/dashboard), shared by the screen and its tests. */
export const dashboardMessages = {
  lead: (date: string) => `${date}の状況です。各数字を押すと詳しい画面を開きます。`,
  checkIns: {
    heading: 'チェックイン',
    today: '今日のチェックイン',
    thisMonth: '今月のチェックイン',
  },
  facilities: {
    heading: '施設',
    total: '登録施設',
    unconfirmed: '運営確認待ち',
    unconfirmedNote: '運営事務局の確認が済んでいない施設です。',
    statuses: { pending: '審査待ち', enabled: '公開中', disabled: '非公開', closed: '閉店' } as Record<string, string>,
  },
  coupons: {
    heading: 'クーポン',
    active: '公開中のクーポン',
    total: (n: number) => `全${n.toLocaleString('ja-JP')}件`,
  },
  tickets: {
    salesHeading: 'チケット売上',
    cancelHeading: 'キャンセル待ち',
    sales: '今月のチケット売上',
    salesCount: (n: number) => `${n.toLocaleString('ja-JP')}件の決済`,
    cancelWaitings: 'キャンセル待ちの決済',
    cancelTickets: (n: number) => `チケット${n.toLocaleString('ja-JP')}枚`,
  },
  unit: '件',
} as const;
