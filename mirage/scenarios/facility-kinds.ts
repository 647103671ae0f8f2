import type { SiteKind } from './companies';

/** What each kind of facility offers: its activities (check-in points) and the photos it shows. */
export type KindInfo = {
  /** The activities a visitor checks in to, the first being the main one. */
  activities: { name: string; indoor: boolean; petFriendly?: boolean; tag?: string }[];
  /** Short captions of the placeholder photos (short enough to read on a thumbnail). */
  photos: string[];
  /** Background colours of the placeholder photos: sky and ground. */
  colors: [string, string];
  introduction: string;
};

export const kinds: Record<SiteKind, KindInfo> = {
  lodging: {
    activities: [
      { name: '客室', indoor: true, tag: 'カフェ' },
      { name: '屋内ドッグラン', indoor: true, tag: 'ドッグラン' },
      { name: 'レストラン', indoor: true, petFriendly: false },
    ],
    photos: ['外観', '客室', 'ドッグラン'],
    colors: ['#cfe3f2', '#6b8f5e'],
    introduction: '愛犬と同じ客室に泊まれる宿です。館内のドッグランと、ワンちゃん用のアメニティをご用意しています。',
  },
  glamping: {
    activities: [
      { name: 'ドームテント', indoor: false },
      { name: '専用ドッグラン', indoor: false, tag: 'ドッグラン' },
    ],
    photos: ['テント', '焚き火', 'ドッグラン'],
    colors: ['#f3d9b1', '#4f7a4a'],
    introduction: 'テントの中まで愛犬と一緒。夜は焚き火を囲んで、朝は専用ドッグランで思いきり遊べます。',
  },
  cafe: {
    activities: [
      { name: 'テラス席', indoor: false, tag: 'テラス席' },
      { name: '店内席', indoor: true, tag: 'カフェ' },
    ],
    photos: ['テラス席', '店内', 'わんこプレート'],
    colors: ['#f6e3c6', '#a0714f'],
    introduction: 'ワンちゃんと一緒に入れるカフェです。お水とおやつのメニューもあります。',
  },
  dogRun: {
    activities: [
      { name: 'ドッグラン（大型犬エリア）', indoor: false, tag: 'ドッグラン' },
      { name: 'ドッグラン（小型犬エリア）', indoor: false, tag: 'ドッグラン' },
      { name: 'アジリティ体験', indoor: false },
    ],
    photos: ['芝生広場', 'ドッグラン', 'アジリティ'],
    colors: ['#d4ecf7', '#5f9a4f'],
    introduction: '体の大きさで分かれたエリアで、リードを外して安心して遊べるドッグランです。',
  },
  grooming: {
    activities: [{ name: 'トリミング', indoor: true }],
    photos: ['サロン', '待合室'],
    colors: ['#f2e6f0', '#8c6a8f'],
    introduction: 'シャンプー、カット、爪切りまで。ワンちゃんの性格に合わせてゆっくり仕上げます。',
  },
  training: {
    activities: [
      { name: 'グループレッスン', indoor: true, tag: 'しつけ' },
      { name: '個別レッスン', indoor: true, tag: 'しつけ' },
    ],
    photos: ['レッスン', '教室'],
    colors: ['#e8f0d8', '#7a8f3e'],
    introduction: 'おすわり・まて・呼び戻しから、散歩のマナーまで。飼い主さんと一緒に学ぶ教室です。',
  },
  certifiedTraining: {
    activities: [{ name: '認定レッスン', indoor: true, tag: 'しつけ' }],
    photos: ['レッスン', '修了証'],
    colors: ['#e3eef9', '#3d6a99'],
    introduction: 'ペットパス認定のカリキュラムで、子犬期の社会化としつけを学べます。',
  },
  petHotel: {
    activities: [
      { name: '一時預かり', indoor: true },
      { name: 'お散歩', indoor: false, tag: 'お散歩コース' },
    ],
    photos: ['お部屋', 'お散歩'],
    colors: ['#fbeed5', '#b07a3a'],
    introduction: '旅行やお仕事の間、ワンちゃんをお預かりします。毎日のお散歩と写真つきの報告つきです。',
  },
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A placeholder photo as an inline SVG (no network): a landscape, a dog's head and a caption, all in the centre so it reads
 * at 160×100, as a 4:3 thumbnail and full size alike (object-fit: cover only trims the sky and the grass).
 */
export function placeholderPhoto(caption: string, [sky, ground]: [string, string]): string {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">',
    `<rect width="480" height="300" fill="${sky}"/>`,
    `<path d="M0 205 Q120 165 240 190 T480 180 V300 H0 Z" fill="${ground}"/>`,
    '<circle cx="402" cy="58" r="26" fill="#ffffff" opacity="0.7"/>',
    '<g transform="translate(240 112)">',
    '<circle r="54" fill="#ffffff" opacity="0.92"/>',
    '<ellipse cx="-30" cy="-20" rx="13" ry="24" fill="#8a5a33" transform="rotate(-25 -30 -20)"/>',
    '<ellipse cx="30" cy="-20" rx="13" ry="24" fill="#8a5a33" transform="rotate(25 30 -20)"/>',
    '<circle cy="2" r="30" fill="#c98b55"/>',
    '<circle cx="-11" cy="-4" r="4" fill="#2b1d12"/><circle cx="11" cy="-4" r="4" fill="#2b1d12"/>',
    '<ellipse cy="12" rx="8" ry="6" fill="#2b1d12"/>',
    '</g>',
    `<rect x="90" y="184" width="300" height="58" rx="29" fill="#ffffff" opacity="0.92"/>`,
    `<text x="240" y="224" font-size="34" font-weight="700" text-anchor="middle" fill="#2b2b2b" font-family="'Noto Sans CJK JP','Hiragino Sans','Yu Gothic',sans-serif">${escape(caption)}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
