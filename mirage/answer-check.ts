import type { RegisteredRoute } from './routes/define-routes';

/** One answer as it leaves a route, for a check against the contract. */
export type RouteAnswer = {
  method: string;
  url: string;
  route: RegisteredRoute;
  status: number;
  headers: Record<string, string>;
  body: unknown;
};
export type AnswerCheck = (answer: RouteAnswer) => void;

let check: AnswerCheck | undefined;

/** Tests check every answer against openapi.json (tests/harness/contract.ts); import-free, so installing it loads neither Mirage nor the validator. */
export function setAnswerCheck(next: AnswerCheck | undefined): void {
  check = next;
}

export const answerCheck = (): AnswerCheck | undefined => check;
