import type { RouteAnswer } from '@mirage/answer-check';

/**
 * Every answer of every Mirage route in the tests is checked against openapi.json (installed by
 * tests/harness/setup.ts; the validator loads on the first answer only, so tests without Mirage
 * pay nothing). A test that means to send something outside the contract says so first.
 */
let violations: string[] = [];
let allowed = false;
let pending: Promise<void>[] = [];

/**
 * Checks one answer without holding it back: the screen under test sees the answer exactly when
 * it would without the check (a test that waits for a change in the db and then for the screen
 * must not meet a slower answer here than in the app). `settleContractChecks` waits for them.
 */
export function checkAnswer(answer: RouteAnswer): void {
  const operation = answer.route.operation;
  if (allowed || !operation) return;
  const snapshot = { operation, status: answer.status, headers: answer.headers, body: structuredClone(answer.body) };
  pending.push(
    import('./contract-validator').then(({ contractViolations }) => {
      violations.push(...contractViolations(snapshot));
    }),
  );
}

/** Waits for the checks still running (the setup calls it after each test). */
export async function settleContractChecks(): Promise<void> {
  const running = pending;
  pending = [];
  await Promise.all(running);
}

/** For a test whose server answers outside the contract on purpose (a malformed record…). */
export function allowContractViolations(): void {
  allowed = true;
}

/** The violations since the last call, and the permission reset (the setup calls it after each test). */
export function takeContractViolations(): string[] {
  const taken = violations;
  violations = [];
  allowed = false;
  return taken;
}
