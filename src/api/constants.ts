import { type } from 'arktype';
import { request } from './client';
import { apiPath } from './operations';
import { checked } from './validate';
import { id, text } from './wire';

export const QuizUnit = type({ id, name: 'string', 'description?': text });
export const TrainingInfo = type({ id, name: 'string', 'description?': text });
export type QuizUnit = typeof QuizUnit.infer & { isChecked: boolean };
export type TrainingInfo = typeof TrainingInfo.infer & { isChecked: boolean };

const QuizUnits = type({ quizUnits: QuizUnit.array() });
const TrainingInfoList = type({ trainingInfoList: TrainingInfo.array() });

/** Each item starts unchecked (SPEC §3 "Constants lists"). */
export async function fetchQuizUnits(): Promise<QuizUnit[]> {
  const { quizUnits } = checked(QuizUnits, await request(apiPath('listQuizUnits')), 'listQuizUnits');
  return quizUnits.map((item) => ({ ...item, isChecked: false }));
}

export async function fetchTrainingInfoList(): Promise<TrainingInfo[]> {
  const { trainingInfoList } = checked(TrainingInfoList, await request(apiPath('listTrainingInfo')), 'listTrainingInfo');
  return trainingInfoList.map((item) => ({ ...item, isChecked: false }));
}
