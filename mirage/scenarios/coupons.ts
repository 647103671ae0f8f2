import type { CouponImage } from '@/api/coupon-input';
import type { StoredCouponStatus } from '@machines/coupon-status/coupon-status';
import type { Random } from '../lib/random';
import { DAY_MS, TOKYO_OFFSET_MS, tokyoMidnight, toTokyoIso } from '../lib/time';
import { couponTable, type CouponRow } from '../routes/coupons-table';
import { facilitiesOf } from '../routes/facilities-data';
import { demoCorporations } from './accounts';
import type { FeatureSeeder } from './seeder';

/** When a coupon runs: days from today, or a calendar season that last ended or comes next (「夏のスタンプラリー」 ran last summer). */
type Period = { days: [number, number] } | { season: [[number, number], [number, number]]; which: 'last' | 'next' };

type Template = [
  title: string,
  benefit: string,
  requiredVisits: number,
  issuableCount: number,
  status: StoredCouponStatus,
  period: Period,
  color: string,
  description?: string,
];

/** Each company its own coupons, every status among them; an ended one shows as expired. */
// prettier-ignore
const templates: Record<string, Template[]> = {
  'corp-pochitama': [
    ['5回来店でドリンク1杯無料', 'ドリンク1杯無料', 5, 3, 'published', { days: [-60, 120] }, '#2f8f6f', 'ワンちゃんと一緒のご来店5回ごとに、お好きなドリンクを1杯サービスします。'],
    ['10回来店でトリミング20%オフ', 'トリミング料金20%オフ', 10, 1, 'published', { days: [-30, 180] }, '#3566b8', '対象施設でのチェックイン10回で、トリミング料金が20%オフになります。'],
    ['ドッグラン3回利用でおやつプレゼント', '無添加おやつ1袋', 3, 5, 'published', { days: [-10, 60] }, '#c07a12', 'ドッグランを3回ご利用いただくと、無添加のおやつをプレゼントします。'],
    ['夏のスタンプラリー', 'オリジナルバンダナ', 4, 1, 'published', { season: [[7, 1], [8, 31]], which: 'last' }, '#b8352f',
      '夏季限定のスタンプラリーでした。期間中に4回チェックインでオリジナルバンダナを進呈しました。'],
    ['冬の温泉宿 連泊特典（準備中）', '次回宿泊1,000円引き', 2, 2, 'draft', { season: [[12, 1], [2, 28]], which: 'next' }, '#6b4fa0',
      '宿泊施設で2回チェックインしたお客さまに、次回のご宿泊で使える特典をお渡しします。'],
    ['グランピング開業記念クーポン（準備中）', 'ソフトクリーム半額', 1, 1, 'draft', { days: [30, 60] }, '#4f7f2f'],
    ['ゴールデンウィーク来店キャンペーン', 'ペット用ケーキ', 2, 1, 'stopped', { season: [[4, 27], [5, 6]], which: 'last' }, '#8a6d2f', '連休中の来店キャンペーンでした。'],
    ['平日限定 カフェ10%オフ', 'お会計10%オフ', 2, 3, 'stopped', { days: [-20, 40] }, '#1f6f8b', '平日のカフェ利用で使えるクーポンです（在庫調整のため一時停止中）。'],
  ],
  'corp-wanko-mori': [
    ['ドッグラン5回来場でバンダナ進呈', 'わんこの森バンダナ', 5, 1, 'published', { days: [-90, 90] }, '#3d7a3d', 'どのドッグランでも、5回の来場でオリジナルバンダナを進呈します。'],
    ['パピースクール修了記念', 'トリミング500円引き', 4, 1, 'published', { days: [-200, 165] }, '#3d6a99', 'パピースクールを4回受講したワンちゃんに、修了記念の特典をお渡しします。'],
    ['ラベンダーの季節 フォトスポット特典', '記念写真1枚プレゼント', 2, 1, 'published', { season: [[6, 20], [8, 10]], which: 'last' }, '#7b5ea7',
      'ラベンダー畑のフォトスポットで、記念写真をプリントしてお渡ししました。'],
    ['雪まつり期間 来場キャンペーン（準備中）', 'ホットドリンク1杯', 1, 1, 'draft', { season: [[2, 1], [2, 15]], which: 'next' }, '#4a90b8'],
    ['旭川ドッグラン 開園記念', '1日券100円引き', 1, 2, 'stopped', { days: [-15, 30] }, '#c06a2b', '開園記念のクーポンです（配布を一時停止しています）。'],
  ],
  'corp-tabi-yado': [
    ['2泊目 愛犬のお食事無料', '愛犬用特別膳1食', 2, 2, 'published', { days: [-120, 240] }, '#8c4a2f', '連泊のお客さまに、2泊目の愛犬のお食事をサービスします。'],
    ['平日連泊 10%オフ', '宿泊料金10%オフ', 3, 1, 'stopped', { days: [-25, 20] }, '#5a6b2f', '平日の連泊で使えるクーポンです（繁忙期のため停止中）。'],
    ['春の桜旅 記念写真プレゼント', '記念写真1枚', 1, 1, 'published', { season: [[3, 20], [4, 20]], which: 'last' }, '#d0668a', '桜の季節に、愛犬との記念写真をお撮りしました。'],
    ['新館オープン記念（準備中）', 'ウェルカムおやつセット', 1, 1, 'draft', { days: [45, 120] }, '#2f5f8f'],
  ],
};

/** A small coloured SVG as a data URL, so the demo shows an image without any network. */
function sampleImage(id: string, color: string): CouponImage {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">',
    `<rect width="320" height="200" rx="16" fill="${color}"/><circle cx="160" cy="92" r="44" fill="#fff" opacity="0.9"/>`,
    `<text x="160" y="106" font-size="40" text-anchor="middle" fill="${color}" font-family="sans-serif">★</text>`,
    '<text x="160" y="176" font-size="22" text-anchor="middle" fill="#fff" font-family="sans-serif">COUPON</text></svg>',
  ].join('');
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { id: `asset-${id}`, url, thumbnailUrl: url, originalFileUrl: url };
}

/** The first and last day of a period, as midnights in Tokyo (epoch ms). */
function periodDays(period: Period, today: Date): [number, number] {
  if ('days' in period) return [tokyoMidnight(today, period.days[0]), tokyoMidnight(today, period.days[1])];
  const [[fromMonth, fromDay], [toMonth, toDay]] = period.season;
  const midnight = tokyoMidnight(today, 0);
  const year = new Date(midnight + TOKYO_OFFSET_MS).getUTCFullYear();
  const at = (y: number, month: number, day: number) => Date.UTC(y, month - 1, day) - TOKYO_OFFSET_MS;
  const occurrences = [year - 1, year, year + 1].map((y): [number, number] => [at(y, fromMonth, fromDay), at(toMonth < fromMonth ? y + 1 : y, toMonth, toDay)]);
  return period.which === 'last' ? occurrences.filter(([, end]) => end < midnight).at(-1)! : occurrences.find(([start]) => start > midnight)!;
}

/** One coupon, its dates in order: created, published (by its start), stopped after it started, and nothing after now. */
function couponRow(corporationId: string, index: number, template: Template, facilities: string[], random: Random, today: Date): CouponRow {
  const [title, benefit, requiredVisits, issuableCount, status, period, color, description = ''] = template;
  const id = `coupon-${corporationId.replace(/^corp-/, '')}-${index + 1}`;
  // The day's start, not now: a coupon reads the same at every load (a form's draft tells a changed coupon by its updatedAt).
  const now = tokyoMidnight(today);
  const [first, last] = periodDays(period, today);
  const created = Math.min(now - random.int(1, 10) * DAY_MS, first - random.int(5, 20) * DAY_MS) + random.int(9 * 60, 18 * 60) * 60_000;
  const published = status === 'draft' ? null : Math.min(Math.max(first, created + DAY_MS), now - 60 * 60_000);
  const stopped = status === 'stopped' ? Math.min(now - 60 * 60_000, Math.max(first, published ?? first) + random.int(1, 5) * DAY_MS) : undefined;
  const updated = Math.min(now - 60_000, stopped ?? published ?? created);
  return {
    id,
    corporationId,
    title,
    description,
    image: random.chance(0.75) ? sampleImage(id, color) : null,
    facilityIds: facilities.filter(() => random.chance(0.5)),
    requiredVisits,
    issuableCount,
    benefit,
    startAt: toTokyoIso(new Date(first)),
    endAt: toTokyoIso(new Date(last + DAY_MS - 1000)),
    status,
    publishedAt: published === null ? null : toTokyoIso(new Date(published)),
    createdAt: toTokyoIso(new Date(Math.min(created, now - 60_000))),
    updatedAt: toTokyoIso(new Date(Math.max(updated, Math.min(created, now - 60_000)))),
  };
}

export const couponsSeeder: FeatureSeeder = {
  name: 'coupons',
  seed(server, { random, today }) {
    const rows = demoCorporations.flatMap((corporation) => {
      const facilities = facilitiesOf(server.db, corporation.id, (row) => row.status !== 'closed').map((row) => row.id);
      return (templates[corporation.id] ?? []).map((item, index) => couponRow(corporation.id, index, item, facilities, random, today));
    });
    couponTable(server.db).insert(rows);
  },
};
