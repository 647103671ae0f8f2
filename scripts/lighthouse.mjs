#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile defaults) with Debian's Chromium on /sign_in and
// /dashboard of the demo build, scores written to docs/performance.md.
//   - builds the demo into dist-demo/ unless LH_SKIP_BUILD=1, serves it with vite preview
//   - signs in through the demo's one-click account in the same Chromium (remote debugging),
//     so that /dashboard is measured signed in (storage is not reset between runs)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { findChromium } from './find-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 4320;
const DEBUG_PORT = 9333;
const base = `http://127.0.0.1:${PORT}`;
const executablePath = findChromium({ install: true });
if (!executablePath) process.exit(1);

if (process.env.LH_SKIP_BUILD !== '1') {
  for (const args of [['vite', 'build', '--mode', 'demo', '--outDir', 'dist-demo'], ['vite', 'build']]) {
    const code = spawnSync('npx', args, { cwd: root, stdio: 'inherit' }).status;
    if (code !== 0) process.exit(code ?? 1);
  }
}
const servers = [];
async function serve(mode, outDir, port) {
  const server = spawn('npx', ['vite', 'preview', '--mode', mode, '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  servers.push(server);
  for (let i = 0; i < 60; i += 1) {
    if (await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}
const stop = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
};
process.on('exit', stop);
await serve('demo', 'dist-demo', PORT);
// The production build (real API, no Mirage): what staff load. Its /sign_in renders without the API.
const PRODUCTION_PORT = PORT + 1;
await serve('production', 'dist', PRODUCTION_PORT);

// A persistent context is the browser's default one, which Lighthouse's tabs share: signing in
// there makes /dashboard measurable signed in.
const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'petpass-lh-')), {
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--disable-quic', '--no-first-run', `--remote-debugging-port=${DEBUG_PORT}`],
});

async function audit(path, origin = base, label = `demo ${path}`) {
  const result = await lighthouse(`${origin}${path}`, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const lhr = result.lhr;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
    .slice(0, 8);
  return {
    path: label,
    landed: new URL(lhr.finalDisplayedUrl).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: lhr.audits['first-contentful-paint']?.displayValue,
    lcp: lhr.audits['largest-contentful-paint']?.displayValue,
    tbt: lhr.audits['total-blocking-time']?.displayValue,
    cls: lhr.audits['cumulative-layout-shift']?.displayValue,
    failing,
  };
}

const rows = [await audit('/sign_in', `http://127.0.0.1:${PRODUCTION_PORT}`, 'production /sign_in'), await audit('/sign_in')];
// sign in (the one-click demo account of staff: one corporation, chosen automatically)
const page = await browser.newPage();
await page.goto(`${base}/sign_in`);
await page.getByRole('button', { name: /staff@demo\.example/ }).click();
await page.waitForURL(/\/dashboard$/, { timeout: 20000 });
await page.waitForTimeout(500); // the demo saves the session to IndexedDB shortly after
await page.close();
rows.push(await audit('/dashboard'));
await browser.close();
stop();

console.table(rows.map(({ failing, ...row }) => ({ ...row, failing: failing.length })));
const date = new Date().toISOString().slice(0, 10);
const table = [
  '| page | landed | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.path} | \`${r.landed}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`),
].join('\n');
const held = rows.map((r) => `- ${r.path}: ${r.failing.length ? r.failing.join(', ') : 'nothing below 0.9'}`).join('\n');
const file = join(root, 'docs', 'performance.md');
const doc = readFileSync(file, 'utf8');
const section = `<!-- lighthouse:start -->\nMeasured ${date} with Lighthouse 12.8.2, mobile defaults, Debian Chromium (\`npm run lighthouse\`): the production build's \`/sign_in\` (what staff load; no Mirage) and the demo build's \`/sign_in\` and \`/dashboard\` (signed in; Mirage and its seed run in the page).\n\n${table}\n\nAudits below 0.9 (what holds a score back):\n\n${held}\n<!-- lighthouse:end -->`;
writeFileSync(file, doc.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/, section));
console.log(`lighthouse: scores written to docs/performance.md`);
