import type { QuizUnit, TrainingInfo } from '@/api/constants';

type Item<T> = Omit<T, 'isChecked'>;

/** GET /api/constants/quiz-units: the dog-manners quiz units a facility can require. */
export const quizUnits: Item<QuizUnit>[] = [
  { id: 'quiz-basic-manners', name: '基本のマナー', description: '施設内でのリードの長さや、他の犬・人への接し方を確認します。' },
  { id: 'quiz-toilet', name: 'トイレのマナー', description: 'マーキング対策とマナーベルト、排せつ物の持ち帰りについての問題です。' },
  { id: 'quiz-dog-run', name: 'ドッグランの利用', description: '入場前の確認、犬同士のトラブルを防ぐ声かけと見守りを確認します。' },
  { id: 'quiz-restaurant', name: '飲食店での過ごし方', description: '店内での待機姿勢（マット・カート）や吠えへの対応についての問題です。' },
  { id: 'quiz-health', name: '健康と予防接種', description: '狂犬病予防注射・混合ワクチンの時期とノミ・ダニ対策を確認します。' },
  { id: 'quiz-lodging', name: '宿泊時のマナー', description: '客室での留守番、寝具の扱い、夜間の吠え対策についての問題です。' },
];

/** GET /api/constants/training-info-list: the training a facility may ask a dog to have. */
export const trainingInfoList: Item<TrainingInfo>[] = [
  { id: 'training-sit', name: 'おすわり', description: '声の合図でおすわりができる。' },
  { id: 'training-wait', name: 'まて', description: '飼い主が離れても、合図があるまでその場で待てる。' },
  { id: 'training-down', name: 'ふせ', description: '落ち着いてふせの姿勢を保てる。' },
  { id: 'training-come', name: 'おいで（呼び戻し）', description: '名前を呼ばれたら飼い主のもとへ戻れる。' },
  { id: 'training-house', name: 'ハウス', description: 'クレートやキャリーに自分から入り、静かに待てる。' },
];
