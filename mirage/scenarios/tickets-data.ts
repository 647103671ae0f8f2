/** The ticket demo's own word lists (deterministic; facilities are denormalised, docs/tickets.md). */
export const ticketFacilityNames: Record<string, string[]> = {
  'corp-pochitama': ['ポチタマリゾート 那須高原', 'ポチタマリゾート 軽井沢', 'ポチタマリゾート 伊豆高原', 'ポチタマドッグラン 横浜ベイ', 'ポチタマカフェ 表参道'],
  'corp-wanko-mori': ['わんこの森 八ヶ岳', 'わんこの森 箱根', 'わんこの森 ドッグパーク千葉'],
  'corp-tabi-yado': ['ペットと旅する宿 京都嵐山', 'ペットと旅する宿 富良野'],
};

export const ticketKinds = [
  { name: 'ドッグラン1日券', price: 800, validDays: 1 },
  { name: 'ドッグラン回数券（5回）', price: 3600, validDays: 180 },
  { name: 'ドッグラン回数券（10回）', price: 6800, validDays: 365 },
  { name: '温泉ペット同伴入浴券', price: 1200, validDays: 30 },
  { name: 'ペットスパ 体験コース', price: 4500, validDays: 90 },
  { name: 'トリミング クーポン', price: 5500, validDays: 120 },
  { name: 'アジリティ体験レッスン', price: 3000, validDays: 60 },
  { name: 'しつけ教室 1回券', price: 2500, validDays: 60 },
  { name: 'カフェ ドリンク付き入場券', price: 950, validDays: 14 },
  { name: 'ナイトドッグラン入場券', price: 700, validDays: 7 },
  { name: '年間パスポート', price: 24000, validDays: 365 },
  { name: 'ペット用BBQセット引換券', price: 1800, validDays: 30 },
] as const;

export const seasons = ['春', '夏', '秋', '冬', 'GW', 'お盆', '年末年始', '平日限定', '週末限定', '早割'] as const;

export const ownerNicknames = [
  'モカママ', 'ココパパ', 'さくら', 'はなこ', 'ポン太の飼い主', 'きなこ', 'レオ', 'ゆず', 'マロンママ', 'チョコ',
  'そらまめ', 'ムギ', 'こたろう', 'ハル', 'あんず', 'リク', 'もも', 'ルナ', 'てつ', 'ひなた',
] as const;

export const prefectures = ['東京都', '神奈川県', '千葉県', '埼玉県', '栃木県', '長野県', '静岡県', '京都府', '大阪府', '北海道', null] as const;
