import type { CouponImage } from '@/api/coupons';
import type { StoredCouponStatus } from '@machines/coupon-status/coupon-status';
import { table, type Row } from '../lib/db';
import { toTokyoIso } from '../lib/time';
import { couponTable, type CouponRow } from '../routes/coupons-table';
import { demoCorporations } from './accounts';
import type { FeatureSeeder } from './seeder';

const DAY_MS = 24 * 60 * 60 * 1000;

type Template = {
  title: string;
  description: string;
  benefit: string;
  requiredVisits: number;
  issuableCount: number;
  status: StoredCouponStatus;
  /** Period in days relative to today: [first day, last day]. */
  days: [number, number];
  color: string;
};

/** Every status appears for every corporation (DECISIONS §5); expired ones have ended. */
const templates: Template[] = [
  { title: '5回来店でドリンク1杯無料', description: 'ワンちゃんと一緒のご来店5回ごとに、お好きなドリンクを1杯サービスします。', benefit: 'ドリンク1杯無料', requiredVisits: 5, issuableCount: 3, status: 'published', days: [-60, 120], color: '#2f8f6f' },
  { title: '10回来店でトリミング20%オフ', description: '対象施設でのチェックイン10回で、トリミング料金が20%オフになります。', benefit: 'トリミング料金20%オフ', requiredVisits: 10, issuableCount: 1, status: 'published', days: [-30, 180], color: '#3566b8' },
  { title: 'ドッグラン3回利用でおやつプレゼント', description: 'ドッグランを3回ご利用いただくと、無添加のおやつをプレゼントします。', benefit: '無添加おやつ1袋', requiredVisits: 3, issuableCount: 5, status: 'published', days: [-10, 60], color: '#c07a12' },
  { title: '夏のスタンプラリー', description: '夏季限定のスタンプラリーです。期間中に4回チェックインでオリジナルバンダナを進呈します。', benefit: 'オリジナルバンダナ', requiredVisits: 4, issuableCount: 1, status: 'stopped', days: [-40, 50], color: '#b8352f' },
  { title: '冬の温泉宿 連泊特典（準備中）', description: '宿泊施設で2回チェックインしたお客さまに、次回のご宿泊で使える特典をお渡しします。', benefit: '次回宿泊1,000円引き', requiredVisits: 2, issuableCount: 2, status: 'draft', days: [14, 104], color: '#6b4fa0' },
  { title: '新規オープン記念クーポン（準備中）', description: '', benefit: 'ソフトクリーム半額', requiredVisits: 1, issuableCount: 1, status: 'draft', days: [30, 60], color: '#4f7f2f' },
  { title: '春のお花見スタンプ', description: '春の期間限定クーポンでした。', benefit: 'お花見弁当10%オフ', requiredVisits: 3, issuableCount: 1, status: 'published', days: [-240, -180], color: '#d0668a' },
  { title: 'ゴールデンウィーク来店キャンペーン', description: '連休中の来店キャンペーンでした。', benefit: 'ペット用ケーキ', requiredVisits: 2, issuableCount: 1, status: 'stopped', days: [-210, -195], color: '#8a6d2f' },
];

/** A small coloured SVG as a data URL, so the demo shows an image without any network. */
function sampleImage(id: string, color: string): CouponImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" rx="16" fill="${color}"/><circle cx="160" cy="92" r="44" fill="#fff" opacity="0.9"/><text x="160" y="106" font-size="40" text-anchor="middle" fill="${color}" font-family="sans-serif">★</text><text x="160" y="176" font-size="22" text-anchor="middle" fill="#fff" font-family="sans-serif">COUPON</text></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { id: `asset-${id}`, url, thumbnailUrl: url, originalFileUrl: url };
}

/** The corporation's facility ids, if the facilities feature has a collection with rows for it. */
function facilityIdsOf(server: Parameters<FeatureSeeder['seed']>[0], corporationId: string): string[] {
  try {
    return table<Row & { corporationId?: string }>(server.db, 'facilities')
      .where((row) => row.corporationId === corporationId)
      .map((row) => row.id);
  } catch {
    return [];
  }
}

/** A Tokyo calendar day `offset` days from today: its first or last second, as ISO +09:00. */
function tokyoDayIso(today: Date, offset: number, edge: 'start' | 'end'): string {
  const TOKYO_MS = 9 * 60 * 60 * 1000;
  const tokyoNow = new Date(today.getTime() + TOKYO_MS);
  const midnight = Date.UTC(tokyoNow.getUTCFullYear(), tokyoNow.getUTCMonth(), tokyoNow.getUTCDate()) - TOKYO_MS;
  const start = midnight + offset * DAY_MS;
  return toTokyoIso(new Date(edge === 'start' ? start : start + DAY_MS - 1000));
}

export const couponsSeeder: FeatureSeeder = {
  name: 'coupons',
  seed(server, { random, today }) {
    const rows: CouponRow[] = demoCorporations.flatMap((corporation) => {
      const facilities = facilityIdsOf(server, corporation.id);
      return templates.map((template, index) => {
        const id = `coupon-${corporation.id.replace(/^corp-/, '')}-${index + 1}`;
        const [first, last] = template.days;
        const targets = facilities.filter(() => random.chance(0.5));
        const createdAt = toTokyoIso(random.dateRelativeToToday(first - 20, first - 5));
        return {
          id,
          corporationId: corporation.id,
          title: template.title,
          description: template.description,
          image: random.chance(0.75) ? sampleImage(id, template.color) : null,
          facilityIds: targets,
          requiredVisits: template.requiredVisits,
          issuableCount: template.issuableCount,
          benefit: template.benefit,
          startAt: tokyoDayIso(today, first, 'start'),
          endAt: tokyoDayIso(today, last, 'end'),
          status: template.status,
          publishedAt: template.status === 'draft' ? null : tokyoDayIso(today, first, 'start'),
          createdAt,
          updatedAt: createdAt,
        };
      });
    });
    couponTable(server.db).insert(rows);
  },
};
