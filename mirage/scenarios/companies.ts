import type { FacilityStatus, Tag } from '@/api/facilities';
import type { PlaceKey } from './places';

/** The three demo companies, each its own business (region, staff, visitors, seasons), read by every seeder; docs/demo.md explains. */
export type SiteKind = 'lodging' | 'glamping' | 'cafe' | 'dogRun' | 'grooming' | 'training' | 'certifiedTraining' | 'petHotel';

export type DemoSite = {
  /** The facility's number within its company (its id is fac-<company>-<nn>). */
  n: number;
  name: string;
  kind: SiteKind;
  place: PlaceKey;
  status: FacilityStatus;
  /** The provider has confirmed the facility (運営確認); 審査待ち ones never are. */
  confirmed: boolean;
  /** When the facility was registered; check-ins start a few days later. */
  openedDaysAgo: number;
  /** Closed (閉店) or unpublished (非公開) since: no check-ins after that. */
  endedDaysAgo?: number;
  /** Its share of the company's check-ins. */
  weight: number;
  catchphrase: string;
  tags: Tag[];
  /** Asks visitors to sign an agreement before their first check-in. */
  agreement?: boolean;
};

export type DemoStaff = { local: string; displayName: string; couponAbility: boolean; ticketAbility: boolean; invited?: boolean; joinedDaysAgo: number };

export type CompanyProfile = {
  corporationId: string;
  /** The short name in every id of the company's rows (fac-pochitama-01, ci-pochitama-…). */
  short: string;
  sites: DemoSite[];
  /** Check-ins on an ordinary weekday in an ordinary month (before seasons and weekends). */
  checkInsPerDay: [number, number];
  /** Saturdays and Sundays (and the eve of a holiday at the inns) are busier by this factor. */
  weekendFactor: number;
  /** One factor per month, January first. */
  seasonality: readonly [number, number, number, number, number, number, number, number, number, number, number, number];
  /** Where the visiting owners live, the more often listed the more likely. */
  ownerPrefectures: readonly string[];
  /** How many dogs visit again and again. */
  regularPets: number;
  staff: DemoStaff[];
  office: PlaceKey;
  officeAddress: string;
};

const category = (displayName: string): Tag => ({ displayName, type: 'category' });
const basic = (displayName: string): Tag => ({ displayName, type: 'basic' });
const dogRun = (displayName: string): Tag => ({ displayName, type: 'dogRun' });
const free = (displayName: string): Tag => ({ displayName });

const PUBLIC_RUN = 'ドッグラン（一般利用可能）';
const GUEST_RUN = 'ドッグラン（施設利用者限定）';

export const companies: CompanyProfile[] = [
  {
    corporationId: 'corp-pochitama',
    short: 'pochitama',
    // Resorts, cafés and dog runs around Tokyo: busy all year, peaks in summer and Golden Week.
    // prettier-ignore
    sites: [
      { n: 1, name: 'ポチタマリゾート那須高原', kind: 'lodging', place: 'nasu', status: 'enabled', confirmed: true, openedDaysAgo: 1460, weight: 9, agreement: true,
        catchphrase: '高原の風の中、愛犬と同じ客室でゆっくり過ごす休日を。', tags: [category('ペットと泊まれる宿泊施設'), basic('駐車場あり'), dogRun(GUEST_RUN), free('温泉')] },
      { n: 2, name: 'ポチタマリゾート軽井沢', kind: 'lodging', place: 'karuizawa', status: 'enabled', confirmed: true, openedDaysAgo: 1200, weight: 8, agreement: true,
        catchphrase: '森のコテージと屋内ドッグランで、雨の日も一緒に。', tags: [category('ペットと泊まれる宿泊施設'), basic('駐車場あり'), dogRun(GUEST_RUN)] },
      { n: 3, name: 'ポチタマリゾート伊豆高原', kind: 'lodging', place: 'izuKogen', status: 'enabled', confirmed: true, openedDaysAgo: 980, weight: 7,
        catchphrase: '海の見える露天風呂つき客室。愛犬用の足湯もあります。', tags: [category('ペットと泊まれる宿泊施設'), basic('駐車場あり'), basic('ペット専用メニュー'), free('温泉')] },
      { n: 4, name: 'ポチタマリゾート箱根仙石原', kind: 'lodging', place: 'hakone', status: 'enabled', confirmed: true, openedDaysAgo: 720, weight: 6,
        catchphrase: 'すすき草原まで歩いてすぐ。大型犬も泊まれる和洋室。', tags: [category('ペットと泊まれる宿泊施設'), basic('駐車場あり'), free('大型犬OK')] },
      { n: 5, name: 'ポチタマグランピング山中湖', kind: 'glamping', place: 'yamanakako', status: 'enabled', confirmed: true, openedDaysAgo: 540, weight: 5,
        catchphrase: '富士山を眺めるドームテント。専用ドッグランつき。', tags: [category('レジャー施設'), basic('駐車場あり'), dogRun(GUEST_RUN)] },
      { n: 6, name: 'ポチタマカフェ代官山', kind: 'cafe', place: 'daikanyama', status: 'enabled', confirmed: true, openedDaysAgo: 1600, weight: 8,
        catchphrase: 'テラス席も店内も愛犬と一緒に。わんこ用プレートが人気です。', tags: [category('飲食店'), basic('ペット専用メニュー'), basic('マナーパンツ着用必須エリアあり')] },
      { n: 7, name: 'ポチタマドッグラン湘南', kind: 'dogRun', place: 'shonan', status: 'enabled', confirmed: true, openedDaysAgo: 1100, weight: 7,
        catchphrase: '海辺の天然芝ドッグラン。小型犬エリアと大型犬エリアに分かれています。', tags: [category('レジャー施設'), basic('駐車場あり'), dogRun(PUBLIC_RUN)] },
      { n: 8, name: 'ポチタマトリミングサロン横浜', kind: 'grooming', place: 'yokohama', status: 'enabled', confirmed: true, openedDaysAgo: 860, weight: 3,
        catchphrase: 'シャンプーからカットまで、一頭ずつ個室で丁寧に。', tags: [category('トリミングサロン'), basic('駐車場あり')] },
      { n: 9, name: 'ポチタマしつけ教室 世田谷', kind: 'training', place: 'setagaya', status: 'enabled', confirmed: false, openedDaysAgo: 300, weight: 2,
        catchphrase: '子犬から成犬まで、少人数のクラスで暮らしのマナーを。', tags: [category('しつけ教室')] },
      { n: 10, name: 'ポチタマカフェ二子玉川', kind: 'cafe', place: 'futakoTamagawa', status: 'enabled', confirmed: true, openedDaysAgo: 420, weight: 5,
        catchphrase: '多摩川の散歩帰りに。ワンちゃん用の給水スポットがあります。', tags: [category('飲食店'), basic('ペット専用メニュー')] },
      { n: 11, name: 'ポチタマリゾート河口湖', kind: 'lodging', place: 'kawaguchiko', status: 'pending', confirmed: false, openedDaysAgo: 12, weight: 0,
        catchphrase: '来春オープン。湖畔のヴィラに専用ドッグランをご用意します。', tags: [category('ペットと泊まれる宿泊施設'), dogRun(GUEST_RUN)] },
      { n: 12, name: 'ポチタマドッグラン白馬', kind: 'dogRun', place: 'hakuba', status: 'pending', confirmed: false, openedDaysAgo: 30, weight: 0,
        catchphrase: '北アルプスを望む高原のドッグラン（審査中）。', tags: [category('レジャー施設'), dogRun(PUBLIC_RUN)] },
      { n: 13, name: 'ポチタマペットホテル大宮', kind: 'petHotel', place: 'omiya', status: 'disabled', confirmed: true, openedDaysAgo: 900, endedDaysAgo: 75, weight: 3,
        catchphrase: '改装のため休業中です。再開は当サイトでお知らせします。', tags: [category('ペットホテル'), basic('駐車場あり')] },
      { n: 14, name: 'ポチタマカフェ鎌倉', kind: 'cafe', place: 'kamakura', status: 'closed', confirmed: true, openedDaysAgo: 1500, endedDaysAgo: 210, weight: 4,
        catchphrase: '2026年春に閉店しました。ご愛顧ありがとうございました。', tags: [category('飲食店')] },
    ],
    checkInsPerDay: [24, 36],
    weekendFactor: 1.6,
    seasonality: [0.7, 0.7, 0.9, 1.0, 1.3, 0.9, 1.2, 1.5, 1.1, 1.1, 1.0, 0.95],
    ownerPrefectures: ['東京都', '東京都', '東京都', '神奈川県', '神奈川県', '埼玉県', '埼玉県', '千葉県', '栃木県', '静岡県', '長野県', '茨城県', '群馬県'],
    regularPets: 1400,
    staff: [
      { local: 'tanaka', displayName: '田中 優子', couponAbility: true, ticketAbility: true, joinedDaysAgo: 900 },
      { local: 'kobayashi', displayName: '小林 大輔', couponAbility: true, ticketAbility: false, joinedDaysAgo: 610 },
      { local: 'ito', displayName: '伊藤 さくら', couponAbility: false, ticketAbility: true, joinedDaysAgo: 400 },
      { local: 'watanabe', displayName: '渡辺 拓海', couponAbility: false, ticketAbility: false, joinedDaysAgo: 220 },
      { local: 'nasu-front', displayName: '那須高原 フロント', couponAbility: false, ticketAbility: true, joinedDaysAgo: 700 },
      { local: 'nakamura', displayName: '中村 陽菜', couponAbility: true, ticketAbility: false, invited: true, joinedDaysAgo: 3 },
    ],
    office: 'toranomon',
    officeAddress: '4-1-1 虎ノ門ポチタマビル7階',
  },
  {
    corporationId: 'corp-wanko-mori',
    short: 'wanko-mori',
    // Dog parks, a training school and villas in Hokkaido and Tohoku: quiet under the snow, crowded in summer.
    // prettier-ignore
    sites: [
      { n: 1, name: 'わんこの森 札幌ドッグパーク', kind: 'dogRun', place: 'sapporoOdori', status: 'enabled', confirmed: true, openedDaysAgo: 1300, weight: 9,
        catchphrase: '冬も走れる屋内ドッグランと、夏の芝生広場。', tags: [category('レジャー施設'), dogRun(PUBLIC_RUN), free('屋内ドッグラン')] },
      { n: 2, name: 'わんこの森 パピースクール札幌', kind: 'certifiedTraining', place: 'sapporoKita', status: 'enabled', confirmed: true, openedDaysAgo: 800, weight: 4,
        catchphrase: 'ペットパス認定カリキュラムで、子犬の社会化を楽しく。', tags: [category('ペットパス認定しつけ教室')] },
      { n: 3, name: 'わんこの森 小樽運河カフェ', kind: 'cafe', place: 'otaru', status: 'enabled', confirmed: true, openedDaysAgo: 650, weight: 5,
        catchphrase: '運河を眺める窓辺の席で、愛犬とひと休み。', tags: [category('飲食店'), basic('ペット専用メニュー')] },
      { n: 4, name: 'わんこの森 旭川ドッグラン', kind: 'dogRun', place: 'asahikawa', status: 'enabled', confirmed: false, openedDaysAgo: 260, weight: 4,
        catchphrase: '市街地から車で10分、雪解けから初雪まで開園。', tags: [category('レジャー施設'), basic('駐車場あり'), dogRun(PUBLIC_RUN)] },
      { n: 5, name: 'わんこの森 富良野ファームラン', kind: 'dogRun', place: 'furano', status: 'enabled', confirmed: true, openedDaysAgo: 700, weight: 6,
        catchphrase: 'ラベンダー畑のそばの広いドッグラン（夏季営業）。', tags: [category('レジャー施設'), basic('駐車場あり'), dogRun(PUBLIC_RUN)] },
      { n: 6, name: 'わんこの森 ニセコ ドッグヴィラ', kind: 'lodging', place: 'niseko', status: 'enabled', confirmed: true, openedDaysAgo: 500, weight: 4, agreement: true,
        catchphrase: '羊蹄山を望むヴィラ。スキーの日は愛犬をお預かりします。', tags: [category('ペットと泊まれる宿泊施設'), basic('駐車場あり'), dogRun(GUEST_RUN)] },
      { n: 7, name: 'わんこの森 函館ベイ トリミング', kind: 'grooming', place: 'hakodate', status: 'pending', confirmed: false, openedDaysAgo: 20, weight: 0,
        catchphrase: '元町の坂の上に、トリミングサロンを準備しています。', tags: [category('トリミングサロン')] },
      { n: 8, name: 'わんこの森 千歳ペットホテル', kind: 'petHotel', place: 'chitose', status: 'disabled', confirmed: true, openedDaysAgo: 1000, endedDaysAgo: 40, weight: 3,
        catchphrase: '空港から5分。ご旅行中の愛犬をお預かりします（受付休止中）。', tags: [category('ペットホテル'), basic('駐車場あり')] },
      { n: 9, name: 'わんこの森 奥入瀬ドッグラン', kind: 'dogRun', place: 'towada', status: 'enabled', confirmed: true, openedDaysAgo: 620, weight: 3,
        catchphrase: '渓流の遊歩道とつながる森のドッグラン（冬季休業）。', tags: [category('レジャー施設'), basic('駐車場あり'), dogRun(PUBLIC_RUN)] },
      { n: 10, name: 'わんこの森 雫石ドッグヴィラ', kind: 'lodging', place: 'shizukuishi', status: 'enabled', confirmed: true, openedDaysAgo: 450, weight: 3,
        catchphrase: '岩手山のふもと、薪ストーブのあるヴィラに愛犬と。', tags: [category('ペットと泊まれる宿泊施設'), basic('駐車場あり'), dogRun(GUEST_RUN)] },
      { n: 11, name: 'わんこの森 仙台一番町カフェ', kind: 'cafe', place: 'sendai', status: 'enabled', confirmed: true, openedDaysAgo: 560, weight: 4,
        catchphrase: 'アーケードの中の、ワンちゃん連れで入れるカフェ。', tags: [category('飲食店'), basic('ペット専用メニュー')] },
      { n: 12, name: 'わんこの森 田沢湖キャンプ場', kind: 'glamping', place: 'tazawako', status: 'closed', confirmed: true, openedDaysAgo: 1250, endedDaysAgo: 380,
        weight: 2, catchphrase: '2025年秋に営業を終了しました。', tags: [category('レジャー施設')] },
      { n: 13, name: 'わんこの森 蔵王ドッグパーク', kind: 'dogRun', place: 'zao', status: 'enabled', confirmed: false, openedDaysAgo: 180, weight: 2,
        catchphrase: '樹氷の季節も、夏の高原も。温泉街のそばのドッグラン。', tags: [category('レジャー施設'), dogRun(PUBLIC_RUN)] },
    ],
    checkInsPerDay: [14, 22],
    weekendFactor: 1.4,
    seasonality: [0.45, 0.45, 0.55, 0.8, 1.1, 1.35, 1.65, 1.75, 1.25, 0.95, 0.6, 0.5],
    ownerPrefectures: [...new Array<string>(6).fill('北海道'), '宮城県', '宮城県', '青森県', '岩手県', '山形県', '秋田県', '東京都', '神奈川県'],
    regularPets: 700,
    staff: [
      { local: 'sasaki', displayName: '佐々木 亮', couponAbility: true, ticketAbility: true, joinedDaysAgo: 1100 },
      { local: 'kato', displayName: '加藤 美穂', couponAbility: true, ticketAbility: false, joinedDaysAgo: 480 },
      { local: 'yoshida', displayName: '吉田 健太', couponAbility: false, ticketAbility: false, joinedDaysAgo: 150 },
      { local: 'school', displayName: 'パピースクール 受付', couponAbility: false, ticketAbility: true, invited: true, joinedDaysAgo: 5 },
    ],
    office: 'sapporoOffice',
    officeAddress: '3丁目7-2 わんこの森ビル4階',
  },
  {
    corporationId: 'corp-tabi-yado',
    short: 'tabi-yado',
    // A few small inns in the west: full at weekends, in the cherry blossom and autumn leaf seasons.
    // prettier-ignore
    sites: [
      { n: 1, name: 'ペットと旅する宿 京都嵐山', kind: 'lodging', place: 'arashiyama', status: 'enabled', confirmed: true, openedDaysAgo: 1700, weight: 7, agreement: true,
        catchphrase: '竹林の小径まで歩いて5分。愛犬と泊まれる町家の宿。', tags: [category('ペットと泊まれる宿泊施設'), basic('ペット専用メニュー')] },
      { n: 2, name: 'ペットと旅する宿 有馬温泉', kind: 'lodging', place: 'arima', status: 'enabled', confirmed: true, openedDaysAgo: 1000, weight: 5,
        catchphrase: '金泉・銀泉の貸切風呂と、愛犬用の温泉シャワー。', tags: [category('ペットと泊まれる宿泊施設'), free('温泉')] },
      { n: 3, name: 'ペットと旅する宿 伊勢志摩', kind: 'lodging', place: 'iseShima', status: 'enabled', confirmed: true, openedDaysAgo: 760, weight: 4,
        catchphrase: '英虞湾を望む客室で、海の幸と愛犬用の特別膳を。', tags: [category('ペットと泊まれる宿泊施設'), basic('駐車場あり'), basic('ペット専用メニュー')] },
      { n: 4, name: 'ペットと旅する宿 由布院', kind: 'lodging', place: 'yufuin', status: 'enabled', confirmed: false, openedDaysAgo: 330, weight: 4,
        catchphrase: '由布岳を望む離れの宿。全室に専用ドッグランがあります。', tags: [category('ペットと泊まれる宿泊施設'), dogRun(GUEST_RUN)] },
      { n: 5, name: 'ペットと旅する宿 沖縄恩納', kind: 'lodging', place: 'onna', status: 'enabled', confirmed: true, openedDaysAgo: 600, weight: 3,
        catchphrase: '朝の浜辺をお散歩。大型犬も泊まれるコンドミニアム。', tags: [category('ペットと泊まれる宿泊施設'), free('大型犬OK')] },
      { n: 6, name: 'ペットと旅する宿 別府', kind: 'lodging', place: 'beppu', status: 'pending', confirmed: false, openedDaysAgo: 15, weight: 0,
        catchphrase: '湯けむりの街に、愛犬と泊まれる宿を準備中です。', tags: [category('ペットと泊まれる宿泊施設')] },
      { n: 7, name: 'ペットと旅する宿 金沢東山', kind: 'lodging', place: 'kanazawa', status: 'closed', confirmed: true, openedDaysAgo: 1400, endedDaysAgo: 300, weight: 3,
        catchphrase: '2025年に閉館しました。', tags: [category('ペットと泊まれる宿泊施設')] },
      { n: 8, name: 'ペットと旅する宿 宮島', kind: 'lodging', place: 'miyajima', status: 'enabled', confirmed: true, openedDaysAgo: 880, weight: 3,
        catchphrase: '朝の参道を愛犬とお散歩。島の宿で過ごす一夜。', tags: [category('ペットと泊まれる宿泊施設')] },
      { n: 9, name: 'ペットと旅する宿 霧島温泉', kind: 'lodging', place: 'kirishima', status: 'enabled', confirmed: true, openedDaysAgo: 540, weight: 3,
        catchphrase: '湯けむりの里で、愛犬と入れる家族風呂を。', tags: [category('ペットと泊まれる宿泊施設'), basic('駐車場あり'), free('温泉')] },
      { n: 10, name: 'ペットと旅する宿 奈良高畑', kind: 'lodging', place: 'nara', status: 'disabled', confirmed: true, openedDaysAgo: 1100, endedDaysAgo: 50, weight: 3,
        catchphrase: '改装のため、しばらく予約を休止しています。', tags: [category('ペットと泊まれる宿泊施設')] },
    ],
    checkInsPerDay: [3, 7],
    weekendFactor: 1.9,
    seasonality: [0.6, 0.7, 1.1, 1.45, 1.1, 0.8, 1.0, 1.2, 0.9, 1.2, 1.5, 1.0],
    ownerPrefectures: ['大阪府', '大阪府', '京都府', '兵庫県', '兵庫県', '愛知県', '東京都', '福岡県', '三重県', '奈良県', '広島県', '沖縄県'],
    regularPets: 420,
    staff: [
      { local: 'okami', displayName: '松本 千尋', couponAbility: true, ticketAbility: true, joinedDaysAgo: 1500 },
      { local: 'yamaguchi', displayName: '山口 直樹', couponAbility: false, ticketAbility: true, joinedDaysAgo: 260 },
      { local: 'reservation', displayName: '予約センター', couponAbility: true, ticketAbility: false, joinedDaysAgo: 700 },
    ],
    office: 'kyotoOffice',
    officeAddress: '721-1 京都駅前ビル8階',
  },
];

export const companyById = (corporationId: string): CompanyProfile | undefined => companies.find((company) => company.corporationId === corporationId);

export const siteFacilityId = (company: CompanyProfile, site: DemoSite) => `fac-${company.short}-${String(site.n).padStart(2, '0')}`;

/** The site a stored facility was seeded from, if it was. */
export function siteOf(corporationId: string, facilityId: string): DemoSite | undefined {
  const company = companyById(corporationId);
  return company?.sites.find((site) => siteFacilityId(company, site) === facilityId);
}
