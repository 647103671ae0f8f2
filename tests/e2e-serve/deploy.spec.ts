import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, expectAccessible } from '../e2e/support/fixtures';
import { ja } from '../../src/messages/ja';
import { DIST, ENTRY_SCRIPT, entryScript, HOST, pick, PORT, promisedHeaders, TLS_PORT } from './support/site';

// A deploy as the README gives it (deploy/publish.sh): a new build goes live under a running nginx.
// The next load of the console gets the new page, its new chunks and its new headers, never the
// page the browser saw before. On an nginx of its own (`npm run serve` on the next ports, its folder
// kept in `folder`: conf/ stands for /etc/nginx/petpass, www/ for /var/www/petpass), which stops as
// an operator stops it; then the same build behind a load balancer that ends TLS.

// The tests share that nginx: they run in order, in one worker.
test.describe.configure({ mode: 'default' });

const site = `https://${HOST}:${TLS_PORT + 1}`;
const plain = `http://${HOST}:${PORT + 1}`;
let folder: string;
let nginx: ChildProcess;

/** `npm run serve` on the next ports, serving `env.SERVE_DIST` (the run's build) from `folder`; resolves once it answers. */
async function serve(env: Record<string, string> = {}) {
  nginx = spawn('node', ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(PORT + 1), TLS_PORT: String(TLS_PORT + 1), SERVE_DIST: DIST, SERVE_DIR: folder, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const up = () =>
    fetch(`${plain}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
  await expect.poll(up).toBe(true);
}

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'petpass-serve-deploy-'));
  await serve();
  // A page last changed long ago: without `no-cache` a browser would keep it for weeks on its own
  // (heuristic freshness, a tenth of its age) and ask for chunks that are gone.
  const longAgo = new Date('2024-01-01T00:00:00Z');
  utimesSync(join(folder, 'www/current/index.html'), longAgo, longAgo);
});
test.afterAll(() => {
  if (nginx.exitCode === null) nginx.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

test('a new build published with deploy/publish.sh is what the next load shows, with its chunks and headers', async ({ page }) => {
  await page.goto(`${site}/sign_in`);
  await expect(page.getByRole('heading', { level: 1, name: ja.signIn.heading })).toBeVisible();
  await expect(page).toHaveTitle(`${ja.titles.signIn} | ペットパス 管理画面`);
  const before = entryScript(DIST);
  expect(await page.locator(ENTRY_SCRIPT).getAttribute('src')).toBe(before);

  // The new version, with a policy of its own (another asset origin), published as an operator does.
  const next = join(folder, 'next-build');
  const newOrigin = 'https://assets-v2.example.jp';
  const env = { ...process.env, VITE_PRODUCT_NAME: 'ペットパス 管理画面 v2', VITE_ASSET_ORIGINS: newOrigin };
  expect(spawnSync('npx', ['vite', 'build', '--outDir', next, '--logLevel', 'error'], { env, stdio: 'inherit' }).status).toBe(0);
  const after = entryScript(next);
  expect(after).not.toBe(before);
  const nginxCommand = `nginx -e stderr -p ${folder} -c ${folder}/nginx.conf`;
  const publishEnv = { ...process.env, PETPASS_WWW: join(folder, 'www'), PETPASS_CONF: join(folder, 'conf'), PETPASS_NGINX: nginxCommand };
  expect(spawnSync('sh', ['deploy/publish.sh', next], { env: publishEnv, stdio: 'inherit' }).status).toBe(0);

  // Opened again, as from a bookmark (not a reload, which would ask the server anyway).
  await page.goto('about:blank');
  await page.goto(`${site}/sign_in`);
  await expect(page).toHaveTitle(`${ja.titles.signIn} | ペットパス 管理画面 v2`);
  expect(await page.locator(ENTRY_SCRIPT).getAttribute('src')).toBe(after);
  // The new policy, once nginx has reloaded (its old workers finish the connections they hold).
  const policy = () => fetch(`${site}/sign_in`).then((response) => response.headers.get('content-security-policy'));
  await expect.poll(policy).toContain(newOrigin);
  await expect(page.getByRole('heading', { level: 1, name: ja.signIn.heading })).toBeVisible();
  await expectAccessible(page);

  // The live folder is a link to the new release, which holds nothing that is not for the public.
  const www = join(folder, 'www');
  expect(lstatSync(join(www, 'current')).isSymbolicLink()).toBe(true);
  expect(
    readdirSync(join(www, 'releases'))
      .map((release) => `releases/${release}`)
      .sort(),
  ).toEqual([expect.any(String), readlinkSync(join(www, 'current'))]);
  for (const name of ['_headers', '_redirects', 'nginx-headers.conf', '.vite']) expect(readdirSync(join(www, 'current')), name).not.toContain(name);
  expect(readFileSync(join(folder, 'conf/nginx-headers.conf'), 'utf8')).toBe(readFileSync(join(next, 'nginx-headers.conf'), 'utf8'));
});

test('npm run serve stops cleanly on SIGTERM', async () => {
  const stopped = new Promise<number | null>((done) => nginx.on('exit', (code) => done(code)));
  nginx.kill('SIGTERM');
  expect(await stopped).toBe(0);
  await expect(fetch(`${plain}/`, { redirect: 'manual' })).rejects.toThrow();
});

test('behind a load balancer: the forwarded scheme decides the redirect and HSTS', async ({ request }) => {
  rmSync(folder, { recursive: true, force: true });
  await serve({ SERVE_SITE: 'deploy/nginx-behind-load-balancer.conf' });
  const get = (proto?: string) => request.get(`${plain}/facilities?page=2`, { maxRedirects: 0, headers: proto ? { 'X-Forwarded-Proto': proto } : {} });

  const overHttp = await get('http');
  expect(overHttp.status()).toBe(308);
  expect(overHttp.headers().location).toBe(`${site}/facilities?page=2`);

  const overHttps = await get('https');
  expect(overHttps.status()).toBe(200);
  const promised = promisedHeaders('/facilities');
  expect(pick(overHttps.headers(), promised)).toEqual(promised);

  // The balancer's own health check, which names no scheme: answered, without HSTS.
  const healthCheck = await get();
  expect(healthCheck.status()).toBe(200);
  expect(healthCheck.headers()['strict-transport-security']).toBeUndefined();
  expect(healthCheck.headers()['content-security-policy']).toBe(promised['content-security-policy']);
  nginx.kill('SIGTERM');
});

test('npm run serve told to stop the moment it answers still stops nginx', async () => {
  if (nginx.exitCode === null) await new Promise((done) => nginx.once('exit', done));
  rmSync(folder, { recursive: true, force: true });
  await serve();
  const stopped = new Promise<number | null>((done) => nginx.once('exit', (code) => done(code)));
  nginx.kill('SIGTERM');
  expect(await stopped).toBe(0);
  await expect(fetch(`${plain}/`, { redirect: 'manual' })).rejects.toThrow();
});
