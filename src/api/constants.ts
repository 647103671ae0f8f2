import { request } from './client';
import { apiPath } from './api-path';
import { checked } from './validate';
import { id, text, lazySchema, type Infer, type } from './wire';

export const QuizUnit = lazySchema(() => type({ id, name: 'string', 'description?': text }));
export const TrainingInfo = lazySchema(() => type({ id, name: 'string', 'description?': text }));
export type QuizUnit = Infer<typeof QuizUnit> & { isChecked: boolean };
export type TrainingInfo = Infer<typeof TrainingInfo> & { isChecked: boolean };

const QuizUnits = lazySchema(() => type({ quizUnits: QuizUnit().array() }));
const TrainingInfoList = lazySchema(() => type({ trainingInfoList: TrainingInfo().array() }));

export async function fetchQuizUnits(): Promise<QuizUnit[]> {
  const { quizUnits } = checked(QuizUnits(), await request(apiPath('listQuizUnits')), 'listQuizUnits');
  return quizUnits.map((item) => ({ ...item, isChecked: false }));
}

export async function fetchTrainingInfoList(): Promise<TrainingInfo[]> {
  const { trainingInfoList } = checked(TrainingInfoList(), await request(apiPath('listTrainingInfo')), 'listTrainingInfo');
  return trainingInfoList.map((item) => ({ ...item, isChecked: false }));
}
