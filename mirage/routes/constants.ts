import { quizUnits, trainingInfoList } from '../data/constants';
import { defineRoutes, type AppServer } from './define-routes';

export function registerConstantRoutes(server: AppServer): void {
  const routes = defineRoutes(server);
  routes.get('/api/constants/quiz-units', () => ({ quizUnits }));
  routes.get('/api/constants/training-info-list', () => ({ trainingInfoList }));
}
