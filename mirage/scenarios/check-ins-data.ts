import type { PetSize } from '@/api/check-ins';
import { words } from '../lib/random';
import { companies } from './companies';
import { kinds } from './facility-kinds';

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

/** The check-ins' facilities when the facilities seeder did not run (a feature's own tests): ids `<corporationId>-facility-<n>`. */
export const demoCheckInFacilities: Record<string, DemoCheckInFacility[]> = Object.fromEntries(
  companies.map((company) => [
    company.corporationId,
    company.sites
      .filter((site) => site.weight > 0)
      .map((site) => ({ name: site.name, weight: site.weight, activities: kinds[site.kind].activities.map((activity) => activity.name) })),
  ]),
);

export const petNames = words(`
  モカ ココ マロン ソラ レオ チョコ ハナ ムギ コタロウ サクラ ポチ ラッキー
  ルーク ココア あずき きなこ ベル モモ リン テン こむぎ だいず ナナ ハル
  くるみ ゴン ユキ ジロウ ミント ルル こはく ソル ひなた ボス メイ はっさく
`);

const ofSize = (size: PetSize, names: string) => words(names).map((breed) => ({ breed, size }));
export const breeds: { breed: string; size: PetSize }[] = [
  ...ofSize('small', 'トイ・プードル チワワ ミニチュア・ダックスフンド ポメラニアン シー・ズー'),
  ...ofSize('medium', '柴犬 フレンチ・ブルドッグ ウェルシュ・コーギー・ペンブローク ボーダー・コリー'),
  ...ofSize('large', 'ゴールデン・レトリーバー ラブラドール・レトリーバー バーニーズ・マウンテン・ドッグ 秋田犬'),
];

export const ownerNicknames = words(`
  ハナママ モカパパ さくら たろう ゆうこ けんじ みっちゃん ぽんた りえ しょう あやか だいすけ
  まりこ ゆうと のぞみ ひろし Mika Ken なおみ こうへい ムギママ レオパパ ちーちゃん あっくん
  Yoko まさと えりか ともや
`);

export const vaccineKinds = [5, 6, 7, 8, 9, 10, 11];
