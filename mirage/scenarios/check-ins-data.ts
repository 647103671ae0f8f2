import type { PetSize } from '@/api/check-ins';
import { companies } from './companies';
import { kinds } from './facility-kinds';

/**
 * The check-in demo's own view of each demo corporation's facilities, for when the facilities
 * seeder did not run (a feature's own tests): ids `<corporationId>-facility-<n>`, names
 * denormalised onto every check-in row (docs/check-ins.md). With the facilities seeded, the
 * check-ins name the stored facilities and their activities instead.
 */
/** `id`/`activityIds` come from the stored facilities when the facilities seeder ran first. */
export type DemoCheckInFacility = {
  name: string;
  weight: number;
  activities: string[];
  id?: string;
  activityIds?: string[];
  /** Days ago the facility started and stopped taking check-ins (none: always, still open). */
  fromDaysAgo?: number;
  untilDaysAgo?: number;
};

export const demoCheckInFacilities: Record<string, DemoCheckInFacility[]> = Object.fromEntries(
  companies.map((company) => [
    company.corporationId,
    company.sites
      .filter((site) => site.weight > 0)
      .map((site) => ({ name: site.name, weight: site.weight, activities: kinds[site.kind].activities.map((activity) => activity.name) })),
  ]),
);

export const petNames = [
  'モカ',
  'ココ',
  'マロン',
  'ソラ',
  'レオ',
  'チョコ',
  'ハナ',
  'ムギ',
  'コタロウ',
  'サクラ',
  'ポチ',
  'ラッキー',
  'ルーク',
  'ココア',
  'あずき',
  'きなこ',
  'ベル',
  'モモ',
  'リン',
  'テン',
  'こむぎ',
  'だいず',
  'ナナ',
  'ハル',
  'くるみ',
  'ゴン',
  'ユキ',
  'ジロウ',
  'ミント',
  'ルル',
  'こはく',
  'ソル',
  'ひなた',
  'ボス',
  'メイ',
  'はっさく',
];

export const breeds: { breed: string; size: PetSize }[] = [
  { breed: 'トイ・プードル', size: 'small' },
  { breed: 'チワワ', size: 'small' },
  { breed: 'ミニチュア・ダックスフンド', size: 'small' },
  { breed: 'ポメラニアン', size: 'small' },
  { breed: 'シー・ズー', size: 'small' },
  { breed: '柴犬', size: 'medium' },
  { breed: 'フレンチ・ブルドッグ', size: 'medium' },
  { breed: 'ウェルシュ・コーギー・ペンブローク', size: 'medium' },
  { breed: 'ボーダー・コリー', size: 'medium' },
  { breed: 'ゴールデン・レトリーバー', size: 'large' },
  { breed: 'ラブラドール・レトリーバー', size: 'large' },
  { breed: 'バーニーズ・マウンテン・ドッグ', size: 'large' },
  { breed: '秋田犬', size: 'large' },
];

export const ownerNicknames = [
  'ハナママ',
  'モカパパ',
  'さくら',
  'たろう',
  'ゆうこ',
  'けんじ',
  'みっちゃん',
  'ぽんた',
  'りえ',
  'しょう',
  'あやか',
  'だいすけ',
  'まりこ',
  'ゆうと',
  'のぞみ',
  'ひろし',
  'Mika',
  'Ken',
  'なおみ',
  'こうへい',
  'ムギママ',
  'レオパパ',
  'ちーちゃん',
  'あっくん',
  'Yoko',
  'まさと',
  'えりか',
  'ともや',
];

export const vaccineKinds = [5, 6, 7, 8, 9, 10, 11];
