import { type } from 'arktype';
import { request } from './client';
import { checked } from './validate';

export const QuizUnit = type({ id: 'string', name: 'string', 'description?': 'string' });
export const TrainingInfo = type({ id: 'string', name: 'string', 'description?': 'string' });
export type QuizUnit = typeof QuizUnit.infer & { isChecked: boolean };
export type TrainingInfo = typeof TrainingInfo.infer & { isChecked: boolean };

const QuizUnits = type({ quizUnits: QuizUnit.array() });
const TrainingInfoList = type({ trainingInfoList: TrainingInfo.array() });

/** Each item starts unchecked (SPEC §3 "Constants lists"). */
export async function fetchQuizUnits(): Promise<QuizUnit[]> {
  const { quizUnits } = checked(QuizUnits, await request('/api/constants/quiz-units'), 'quiz-units');
  return quizUnits.map((item) => ({ ...item, isChecked: false }));
}

export async function fetchTrainingInfoList(): Promise<TrainingInfo[]> {
  const { trainingInfoList } = checked(TrainingInfoList, await request('/api/constants/training-info-list'), 'training-info-list');
  return trainingInfoList.map((item) => ({ ...item, isChecked: false }));
}
