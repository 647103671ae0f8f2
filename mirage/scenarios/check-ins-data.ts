import type { PetSize } from '@/api/check-ins';

/**
 * The check-in demo's own view of each demo corporation's facilities: ids derived from the
 * corporation id (`<corporationId>-facility-<n>`), names denormalised onto every check-in row,
 * so this seeder never depends on the facilities seeder (docs/check-ins.md).
 */
/** `id`/`activityIds` come from the stored facilities when the facilities seeder ran first. */
export type DemoCheckInFacility = { name: string; weight: number; activities: string[]; id?: string; activityIds?: string[] };

export const demoCheckInFacilities: Record<string, DemoCheckInFacility[]> = {
  'corp-pochitama': [
    { name: 'ポチタマリゾート那須高原', weight: 5, activities: ['ドッグラン', '宿泊', 'カフェ'] },
    { name: 'ポチタマカフェ 代官山', weight: 4, activities: ['カフェ'] },
    { name: 'ポチタマドッグラン 湘南', weight: 3, activities: ['ドッグラン', 'アジリティ'] },
    { name: 'ポチタマグランピング 富士山麓', weight: 2, activities: ['グランピング', 'ドッグラン'] },
  ],
  'corp-wanko-mori': [
    { name: 'わんこの森 軽井沢ドッグラン', weight: 5, activities: ['ドッグラン', 'しつけ教室'] },
    { name: 'わんこの森 ペットホテル札幌', weight: 2, activities: ['一時預かり', '宿泊'] },
    { name: 'わんこの森 トリミングサロン名古屋', weight: 2, activities: ['トリミング'] },
  ],
  'corp-tabi-yado': [
    { name: 'ペットと旅する宿 伊豆高原', weight: 4, activities: ['宿泊', 'ドッグラン', '貸切温泉'] },
    { name: 'ペットと旅する宿 京都嵐山', weight: 3, activities: ['宿泊', '庭園散策'] },
    { name: 'ペットと旅する宿 沖縄恩納', weight: 2, activities: ['宿泊', 'ビーチ散歩'] },
  ],
};

export const petNames = [
  'モカ', 'ココ', 'マロン', 'ソラ', 'レオ', 'チョコ', 'ハナ', 'ムギ', 'コタロウ', 'サクラ', 'ポチ', 'ラッキー',
  'ルーク', 'ココア', 'あずき', 'きなこ', 'ベル', 'モモ', 'リン', 'テン', 'こむぎ', 'だいず', 'ナナ', 'ハル',
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
  'ハナママ', 'モカパパ', 'さくら', 'たろう', 'ゆうこ', 'けんじ', 'みっちゃん', 'ぽんた', 'りえ', 'しょう',
  'あやか', 'だいすけ', 'まりこ', 'ゆうと', 'のぞみ', 'ひろし', 'Mika', 'Ken', 'なおみ', 'こうへい',
];

export const ownerPrefectures = ['東京都', '神奈川県', '埼玉県', '千葉県', '栃木県', '静岡県', '長野県', '愛知県', '大阪府', '京都府', '北海道', '沖縄県', '福岡県'];

export const vaccineKinds = [5, 6, 7, 8, 9, 10, 11];
