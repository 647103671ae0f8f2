import { words } from '../lib/random';
import type { SiteKind } from './companies';

/** `at`: the kinds of facility that sell it (any when none of the company's is of those kinds). */
export type TicketKind = { name: string; price: number; validDays: number; at?: SiteKind[] };

/** What each company sells: a resort chain, a dog-park operator and a few inns sell different things. */
export const ticketKinds: Record<string, TicketKind[]> = {
  'corp-pochitama': [
    { name: 'ドッグラン1日券', price: 800, validDays: 1, at: ['dogRun', 'glamping'] },
    { name: 'ドッグラン回数券（5回）', price: 3600, validDays: 180, at: ['dogRun'] },
    { name: 'ドッグラン回数券（10回）', price: 6800, validDays: 365, at: ['dogRun'] },
    { name: '温泉ペット同伴入浴券', price: 1200, validDays: 30, at: ['lodging'] },
    { name: 'ペットスパ 体験コース', price: 4500, validDays: 90, at: ['lodging', 'grooming'] },
    { name: 'トリミング クーポン', price: 5500, validDays: 120, at: ['grooming'] },
    { name: 'アジリティ体験レッスン', price: 3000, validDays: 60, at: ['dogRun', 'training'] },
    { name: 'カフェ ドリンク付き入場券', price: 950, validDays: 14, at: ['cafe'] },
    { name: 'ナイトドッグラン入場券', price: 700, validDays: 7, at: ['dogRun'] },
    { name: 'グランピング 愛犬同伴プラン', price: 8800, validDays: 90, at: ['glamping'] },
    { name: 'ペット用BBQセット引換券', price: 1800, validDays: 30, at: ['glamping', 'lodging'] },
    { name: '年間パスポート', price: 24000, validDays: 365 },
  ],
  'corp-wanko-mori': [
    { name: 'ドッグラン1日券', price: 600, validDays: 1, at: ['dogRun'] },
    { name: 'ドッグラン回数券（10回）', price: 5000, validDays: 365, at: ['dogRun'] },
    { name: 'パピースクール 4回コース', price: 12000, validDays: 120, at: ['certifiedTraining'] },
    { name: 'しつけ教室 1回券', price: 2500, validDays: 60, at: ['certifiedTraining', 'training'] },
    { name: 'ラベンダー畑 お散歩ツアー', price: 2000, validDays: 30, at: ['dogRun'] },
    { name: '屋内ドッグラン 冬のフリーパス', price: 4000, validDays: 90, at: ['dogRun'] },
    { name: 'トリミング クーポン', price: 5000, validDays: 120, at: ['grooming', 'dogRun'] },
    { name: '年間パスポート', price: 18000, validDays: 365 },
  ],
  'corp-tabi-yado': [
    { name: '貸切露天風呂 愛犬同伴券', price: 2500, validDays: 180 },
    { name: '愛犬用 特別膳 引換券', price: 1800, validDays: 180 },
    { name: '朝のお散歩ガイド', price: 1500, validDays: 90 },
    { name: '愛犬との記念写真プラン', price: 5000, validDays: 180 },
    { name: 'ペット用アメニティセット', price: 1200, validDays: 365 },
  ],
};

/** A source's season (（夏） in its name) and sale window, (month, day) of its first and last day; seasonless ones sell in a window of their own. */
export type Season = { label: string; from?: [number, number]; to?: [number, number] };

export const seasons: Season[] = [
  { label: '春', from: [3, 1], to: [5, 31] },
  { label: '夏', from: [6, 15], to: [8, 31] },
  { label: '秋', from: [9, 15], to: [11, 30] },
  { label: '冬', from: [12, 1], to: [2, 28] },
  { label: 'GW', from: [4, 15], to: [5, 6] },
  { label: 'お盆', from: [7, 20], to: [8, 16] },
  { label: '年末年始', from: [12, 10], to: [1, 5] },
  { label: '平日限定' },
  { label: '週末限定' },
  { label: '早割' },
];

export const ownerNicknames = words(`
  モカママ ココパパ さくら はなこ ポン太の飼い主 きなこ レオ ゆず マロンママ チョコ そらまめ ムギ
  こたろう ハル あんず リク もも ルナ てつ ひなた
`);
