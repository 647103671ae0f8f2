import { describe, expect, it } from 'vitest';
import { isPrefecture } from '@/lib/prefectures';
import { basicOptions, categoryOptions, dogRunOptions, facilityOptions, prefectures, TRAINING_CERTIFICATION_CATEGORY } from './options';

/**
 * The option lists and prefectures checked as a whole against docs/product.md "Records and their fields":
 * every label, in order, nothing missing and nothing extra. The product's lists are written out
 * here on purpose, so an edit to options.ts has to agree with them.
 */
const spec = {
  normal: [
    '飲食店',
    '買い物施設',
    'レジャー施設',
    'ペットと泊まれる宿泊施設',
    'ペットホテル',
    '一時預かり',
    'トリミングサロン',
    'ペットショップ',
    'しつけ教室',
    '動物病院',
    'アクティビティ',
    'ペットタクシー',
    'その他',
  ],
  special: ['チェックインポイント', 'イベント', '公園'],
  basic: ['駐車場あり', 'ペット専用メニュー', 'マナーパンツ着用必須エリアあり'],
  dogRun: ['ドッグラン（一般利用可能）', 'ドッグラン（施設利用者限定）'],
  // JIS X 0401 order, from Hokkaido to Okinawa.
  prefectures: [
    '北海道',
    '青森県',
    '岩手県',
    '宮城県',
    '秋田県',
    '山形県',
    '福島県',
    '茨城県',
    '栃木県',
    '群馬県',
    '埼玉県',
    '千葉県',
    '東京都',
    '神奈川県',
    '新潟県',
    '富山県',
    '石川県',
    '福井県',
    '山梨県',
    '長野県',
    '岐阜県',
    '静岡県',
    '愛知県',
    '三重県',
    '滋賀県',
    '京都府',
    '大阪府',
    '兵庫県',
    '奈良県',
    '和歌山県',
    '鳥取県',
    '島根県',
    '岡山県',
    '広島県',
    '山口県',
    '徳島県',
    '香川県',
    '愛媛県',
    '高知県',
    '福岡県',
    '佐賀県',
    '長崎県',
    '熊本県',
    '大分県',
    '宮崎県',
    '鹿児島県',
    '沖縄県',
  ],
};

describe('facility option lists', () => {
  it('has the 13 normal categories, in order', () => {
    const normal = categoryOptions.filter((option) => !option.isSpecial);
    expect(normal.map((option) => option.label)).toEqual(spec.normal);
    expect(normal.every((option) => option.type === 'category')).toBe(true);
  });

  it("has the 4 special categories: three named ones and the provider's training certification", () => {
    const special = categoryOptions.filter((option) => option.isSpecial);
    expect(special.map((option) => option.label)).toEqual([...spec.special, TRAINING_CERTIFICATION_CATEGORY]);
    expect(special.every((option) => option.type === 'category')).toBe(true);
  });

  it('has the 3 basic and the 2 dogRun options', () => {
    expect(basicOptions.map((option) => [option.type, option.label])).toEqual(spec.basic.map((label) => ['basic', label]));
    expect(dogRunOptions.map((option) => [option.type, option.label])).toEqual(spec.dogRun.map((label) => ['dogRun', label]));
  });

  it('is 22 options in all, each with a type, a label and a value, no value twice within a type', () => {
    expect(facilityOptions).toHaveLength(13 + 4 + 3 + 2);
    for (const option of facilityOptions) expect(option.value).not.toBe('');
    const keys = facilityOptions.map((option) => `${option.type}:${option.value}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('prefectures', () => {
  it('are the 47, from Hokkaido to Okinawa, in order', () => {
    expect([...prefectures]).toEqual(spec.prefectures);
    expect(prefectures).toHaveLength(47);
    expect(new Set(prefectures).size).toBe(47);
  });

  it('are what the fake server accepts, and nothing else', () => {
    for (const name of spec.prefectures) expect(isPrefecture(name)).toBe(true);
    for (const name of ['東京', '北海道庁', 'Tokyo', '', '大阪']) expect(isPrefecture(name)).toBe(false);
  });
});
