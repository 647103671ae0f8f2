import type { FacilityStatus, Tag } from '@/api/facilities';

/** One entry of the facility option lists (docs/product.md "Records and their fields"); its label is also its stored value. */
export type FacilityOption = { type: 'category' | 'basic' | 'dogRun'; label: string; value: string; isSpecial?: boolean };

/** The provider's training-certification category: its facilities get the quiz and training checklists. */
export const TRAINING_CERTIFICATION_CATEGORY = 'ペットパス認定しつけ教室';

const normal = [
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
];
const special = ['チェックインポイント', 'イベント', '公園', TRAINING_CERTIFICATION_CATEGORY];

const optionsOf = (type: FacilityOption['type'], labels: readonly string[], extra: Pick<FacilityOption, 'isSpecial'> = {}) =>
  labels.map((label): FacilityOption => ({ type, label, value: label, ...extra }));

export const categoryOptions = [...optionsOf('category', normal), ...optionsOf('category', special, { isSpecial: true })];
export const basicOptions = optionsOf('basic', ['駐車場あり', 'ペット専用メニュー', 'マナーパンツ着用必須エリアあり']);
export const dogRunOptions = optionsOf('dogRun', ['ドッグラン（一般利用可能）', 'ドッグラン（施設利用者限定）']);

export const facilityOptions: FacilityOption[] = [...categoryOptions, ...basicOptions, ...dogRunOptions];

/** Predefined activity tags (the activityTagsForm checklist). */
export const activityTagOptions = ['ドッグラン', 'カフェ', 'テラス席', '店内同伴', '宿泊', 'シャンプー', 'トリミング', 'しつけ', 'お散歩コース', 'プール'];

export const optionTag = (option: FacilityOption): Tag => ({ displayName: option.value, type: option.type });

/** The facility's category: its first category tag. */
export const categoryOf = (tags: readonly Tag[]) => tags.find((tag) => tag.type === 'category')?.displayName;

export const isTrainingCertification = (tags: readonly Tag[]) =>
  tags.some((tag) => tag.type === 'category' && tag.displayName === TRAINING_CERTIFICATION_CATEGORY);

/** Unique by displayName: the first one wins; a blank one goes. */
export const uniqueTags = (tags: readonly Tag[]): Tag[] =>
  tags.filter((tag, index) => {
    const key = tag.displayName.trim();
    return key !== '' && tags.findIndex((other) => other.displayName.trim() === key) === index;
  });

export const statusLabels: Record<FacilityStatus, string> = { pending: '審査待ち', enabled: '公開中', disabled: '非公開', closed: '閉店' };
export const statusTones = { pending: 'warning', enabled: 'success', disabled: 'neutral', closed: 'danger' } as const;

/** The 47 prefectures, Hokkaido to Okinawa; the fake server checks against the same list. */
export { prefectures } from '@/lib/prefectures';

/** The training-certification settings: the checked quiz units and training items, as tags of their own types (tags/update is the one call that fits). */
export const trainingTagTypes = { quizUnits: 'quizUnit', trainingInfo: 'trainingInfo' } as const;
export type TrainingTagType = (typeof trainingTagTypes)[keyof typeof trainingTagTypes];

export const isTrainingTag = (tag: Tag) => tag.type === trainingTagTypes.quizUnits || tag.type === trainingTagTypes.trainingInfo;
/** A tag typed by hand: no option type. */
export const isFreeTag = (tag: Tag) => tag.type === undefined;
