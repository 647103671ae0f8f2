#!/usr/bin/env node
// `npm run lighthouse`: one Lighthouse run (mobile defaults, every category) of the production
// build's /sign_in and the demo build's /sign_in, /dashboard and /facilities, each with a cold
// HTTP cache and no service worker (signed-in pages keep only the session), in Debian's
// Chromium; the table goes to docs/performance.md. `npm run bench` takes medians of 5 of the
// performance scores; this is the quick look with the other categories.
//   LH_SKIP_BUILD=1 reuses dist-demo-bench/ and dist-bench/; LH_PORT (4196) and LH_DEBUG_PORT (4197).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';
import { audit, launchForLighthouse, signInForLighthouse } from './bench-lighthouse.mjs';
import { serveSites } from './bench-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LH_PORT ?? 4196);
const DEBUG_PORT = Number(process.env.LH_DEBUG_PORT ?? 4197);
const demo = `http://127.0.0.1:${PORT}`;
const production = `http://localhost:${PORT}`;
const executablePath = findChromium({ install: true });
if (!executablePath) process.exit(1);

if (process.env.LH_SKIP_BUILD !== '1') {
  for (const args of [['vite', 'build', '--mode', 'demo', '--outDir', 'dist-demo-bench'], ['vite', 'build', '--outDir', 'dist-bench']]) {
    const code = spawnSync('npx', args, { cwd: root, stdio: 'inherit' }).status;
    if (code !== 0) process.exit(code ?? 1);
  }
}
const server = await serveSites(PORT, { '127.0.0.1': join(root, 'dist-demo-bench'), localhost: join(root, 'dist-bench') });
const args = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--disable-quic', '--no-first-run', '--host-resolver-rules=MAP localhost 127.0.0.1'];
const context = await launchForLighthouse(executablePath, args, DEBUG_PORT);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const rows = [];
try {
  rows.push({ path: 'production /sign_in', ...(await audit(context, `${production}/sign_in`, DEBUG_PORT, { categories })) });
  rows.push({ path: 'demo /sign_in', ...(await audit(context, `${demo}/sign_in`, DEBUG_PORT, { categories })) });
  await signInForLighthouse(context, demo);
  for (const path of ['/dashboard', '/facilities']) rows.push({ path: `demo ${path}`, ...(await audit(context, `${demo}${path}`, DEBUG_PORT, { signedIn: true, categories })) });
} finally {
  await context.close();
  await server.close();
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.table(rows.map(({ failing, ...row }) => ({ ...row, failing: failing.length })));
const date = new Date().toISOString().slice(0, 10);
const table = [
  '| page | landed | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.path} | \`${r.landed}\` | ${r.score} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} |`),
].join('\n');
const held = rows.map((r) => `- ${r.path}: ${r.failing.length ? r.failing.join(', ') : 'nothing below 0.9'}`).join('\n');
const file = join(root, 'docs', 'performance.md');
const doc = readFileSync(file, 'utf8');
const section = `<!-- lighthouse:start -->\nMeasured ${date} with Lighthouse 12.8.2, mobile defaults, Debian Chromium (\`npm run lighthouse\`, one run each, cold HTTP cache and no service worker): the production build's \`/sign_in\` (what staff load; no Mirage) and the demo build's \`/sign_in\`, \`/dashboard\` and \`/facilities\` (signed in as staff; Mirage runs in the page).\n\n${table}\n\nAudits below 0.9 (what holds a score back):\n\n${held}\n<!-- lighthouse:end -->`;
writeFileSync(file, doc.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/, section));
console.log('lighthouse: scores written to docs/performance.md');
