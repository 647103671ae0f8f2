import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '../e2e/support/fixtures';
import { ja } from '../../src/messages/ja';
import { SITE } from './support/site';

// Clickjacking: a page of another origin that frames the console (its sign-in, or any screen a
// signed-in person would click through) gets an empty, blocked frame, never the console.

let other: Server;
let otherUrl: string;

test.beforeAll(async () => {
  other = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="ja"><title>another site</title><h1>another site</h1><iframe title="console" src="${SITE}/sign_in"></iframe>`);
  });
  await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((done) => other.close(() => done())));

test('another origin that frames the console gets nothing', async ({ page, consoleErrors }) => {
  const refusal = `violates the following Content Security Policy directive: "frame-ancestors 'none'"`;
  consoleErrors.allow(refusal);
  const framed = page.waitForResponse(`${SITE}/sign_in`);
  await page.goto(otherUrl);
  await expect(page.getByRole('heading', { name: 'another site' })).toBeVisible();
  // nginx answered the frame, with the header that forbids framing it…
  expect((await framed).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // …and the browser showed its error page in the frame instead of the console.
  const frame = page.frames().find((child) => child !== page.mainFrame())!;
  await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: ja.signIn.heading })).toHaveCount(0);
  expect(consoleErrors.messages).toContainEqual(expect.stringContaining(refusal));
});
