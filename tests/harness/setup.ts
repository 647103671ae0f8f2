import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { setAnswerCheck } from '@mirage/answer-check';
import { checkAnswer, settleContractChecks, takeContractViolations } from './contract';

// renderApp preloads the screen's code, so a findBy waits for data only: 3 s at most.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks these; the app calls them for confirmations and downloads. A question the test did
// not expect fails it: a test that means one stubs it (`vi.spyOn(window, 'confirm')`), so the
// unsaved-changes guard is never answered "yes" behind a test's back.
const unexpectedQuestions: string[] = [];
window.confirm = (message?: string) => {
  unexpectedQuestions.push(String(message));
  return false;
};
window.alert = () => undefined;
if (!('createObjectURL' in URL)) Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined });
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// react-hot-toast reads prefers-reduced-motion through matchMedia, which jsdom lacks.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

// The fake cannot drift from the contract: every Mirage answer is validated against openapi.json.
setAnswerCheck(checkAnswer);

afterEach(async () => {
  const asked = unexpectedQuestions.splice(0);
  await settleContractChecks();
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(`Mirage answered outside the contract (openapi.json):\n${violations.join('\n')}`);
  cleanup();
  // Each test starts with an empty cache of server data and no toast left over from the last one.
  queryClient.clear();
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  if (asked.length > 0) throw new Error(`window.confirm asked ${asked.map((text) => `「${text}」`).join(', ')} in a test that did not stub it`);
});

// Files of the shared project run one after another in one page: each must leave fetch and
// XMLHttpRequest as it found them (a Mirage server left running keeps both patched).
const pageFetch = globalThis.fetch;
const PageXhr = globalThis.XMLHttpRequest;
afterAll(() => {
  expect(globalThis.fetch, 'fetch is still patched: a Mirage server or a spy outlived this file').toBe(pageFetch);
  expect(globalThis.XMLHttpRequest, 'XMLHttpRequest is still patched: a Mirage server outlived this file').toBe(PageXhr);
});
