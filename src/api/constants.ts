import { type } from 'arktype';
import { request } from './client';
import { apiPath } from './operations';
import { checked } from './validate';
import { text } from './wire';

export const QuizUnit = type({ id: 'string', name: 'string', 'description?': text });
export const TrainingInfo = type({ id: 'string', name: 'string', 'description?': text });
export type QuizUnit = typeof QuizUnit.infer & { isChecked: boolean };
export type TrainingInfo = typeof TrainingInfo.infer & { isChecked: boolean };

const QuizUnits = type({ quizUnits: QuizUnit.array() });
const TrainingInfoList = type({ trainingInfoList: TrainingInfo.array() });

/** Each item starts unchecked (SPEC §3 "Constants lists"). */
export async function fetchQuizUnits(): Promise<QuizUnit[]> {
  const { quizUnits } = checked(QuizUnits, await request(apiPath('listQuizUnits')), 'quiz-units');
  return quizUnits.map((item) => ({ ...item, isChecked: false }));
}

export async function fetchTrainingInfoList(): Promise<TrainingInfo[]> {
  const { trainingInfoList } = checked(TrainingInfoList, await request(apiPath('listTrainingInfo')), 'training-info-list');
  return trainingInfoList.map((item) => ({ ...item, isChecked: false }));
}
