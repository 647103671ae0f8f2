import { test, expect } from '../e2e/support/fixtures';

// The real identity service: the Firebase adapter against the Firebase Auth emulator.
// The console asks for a sign-in link (the demo server records the mail with its
// /sign_in_token/{token} link); the emulator plays the provider's mail service and issues the
// Firebase e-mail-link code for the same address; opening the link makes Firebase sign in and
// hand an ID token to POST /api/sign_in, which the demo server accepts only as a JWT for that
// address together with the link's token.

const emulator = process.env.FIREBASE_EMULATOR_URL ?? 'http://127.0.0.1:9099';
const email = 'staff@demo.example';

test('e-mail link sign-in through Firebase yields an ID token that signs in to the API', async ({ page, baseURL }) => {
  await page.goto('/sign_in');
  await expect(page.getByRole('button', { name: 'Googleアカウントでログイン' })).toBeVisible();

  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'メールでログインリンクを受け取る' }) });
  await form.getByLabel('メールアドレス', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'ログインリンクを送信' }).click();
  const tokenPath = await page.locator('a[href^="/sign_in_token/"]').first().getAttribute('href');
  expect(tokenPath).toMatch(/^\/sign_in_token\/.+/);

  const issued = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ requestType: 'EMAIL_SIGNIN', email, continueUrl: `${baseURL}${tokenPath}`, returnOobLink: true }),
  });
  expect(issued.ok).toBe(true);
  const { oobLink } = (await issued.json()) as { oobLink: string };
  const code = new URL(oobLink).searchParams;
  const link = `${tokenPath}?mode=signIn&oobCode=${encodeURIComponent(code.get('oobCode') ?? '')}&apiKey=fake-api-key`;

  const firebaseSignIn = page.waitForResponse((r) => r.url().includes('accounts:signInWithEmailLink') && r.status() === 200);
  // Open the link inside the running app (as the mail's link would, in the same browser).
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, link);

  const body = (await (await firebaseSignIn).json()) as { idToken: string; email: string };
  expect(body.email).toBe(email);
  expect(body.idToken.split('.')).toHaveLength(3);
  expect(body.idToken.startsWith('dummy:')).toBe(false);
  // The API accepted that token with the link's token: staff has one corporation → the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'トップページ' })).toBeVisible();
});
