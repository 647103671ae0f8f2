#!/usr/bin/env node
// `npm run bench`: what a person feels, in real Chromium (1× CPU, 1280×800) on the demo build,
// and Lighthouse (mobile, cold cache) on the demo and production builds; medians of 5 runs,
// printed as one table and written into docs/performance.md between the bench markers. A
// measurement, not a gate: never part of `npm test`, and it fails only when it cannot measure.
//
//   npm run bench                      builds both sites, then measures everything
//   BENCH_SKIP_BUILD=1 npm run bench   reuses dist-demo-bench/ and dist-bench/
//   BENCH_RUNS=3 BENCH_ONLY=interactions|network|lighthouse npm run bench
//   BENCH_ENCODINGS='gzip, deflate'   what the network rows' pages accept (default: Chromium's own choice, Brotli first)
//   BENCH_PORT=4196   the demo's port; production on the next, Chromium's debugger on the one after,
//                     then the network rows' two production sites (plain HTTP), their two APIs, and
//                     the two sites' HTTPS ports, then the search rows' site and API
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { findChromium } from './ensure-system.mjs';
import { audit, launchForLighthouse, signInForLighthouse } from './bench-lighthouse.mjs';
import { checkInNextPage, coldTicketList, searchTimes, sidebarToTicketList, signInClick, sortTicketList } from './bench-interactions.mjs';
import { coldLoad, morningOpen, RTT_MS, sidebarClicks, signInClick as staffSignInOverNetwork, signInThroughForm, storedSession } from './bench-network.mjs';
import { loadTs } from './lib/load-ts.mjs';
import { selfSignedCertificate, serve as nginx, spkiHash } from './serve.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4196);
const DEBUG_PORT = PORT + 2;
const ONLY = process.env.BENCH_ONLY;
// Served by `vite preview`, as `npm run demo` serves the demo (gzip, the SPA fallback, revalidated
// caching); the network rows' build by nginx (below).
const sites = {
  demo: [PORT, 'dist-demo-bench', 'demo'],
  production: [PORT + 1, 'dist-bench', 'production'],
  network: [PORT + 3, 'dist-bench-network', 'production'],
};
// The network rows: the production build with the debug sign-in, served as production serves it
// (`npm run serve`: nginx, HTTPS with HTTP/2, the build's Brotli and gzip copies) with /api passed to
// the API on the same origin: warm against an API that waits a round trip, cold under the emulated link.
const NETWORK_PORTS = { warm: [PORT + 3, PORT + 7], cold: [PORT + 4, PORT + 8] };
const API_PORTS = { warm: PORT + 5, cold: PORT + 6 };
// The search rows: the network rows' build against a company with large lists (mirage/scenarios/large-lists.ts).
const LARGE_PORTS = { site: PORT + 9, api: PORT + 10 };
const buildEnv = (site) => (site === 'network' ? { ...process.env, VITE_DEBUG_LOGIN: 'true' } : process.env);
const url = (site) => `http://127.0.0.1:${sites[site][0]}`;
const tlsFolder = mkdtempSync(join(tmpdir(), 'petpass-bench-tls-'));
const tls = selfSignedCertificate(tlsFolder);
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const executablePath = findChromium();
if (!executablePath) throw new Error('bench: no Chromium found; run `npm run ensure-system` first.');
const needed = { interactions: ['demo', 'network'], lighthouse: ['demo', 'production'], network: ['network'] }[ONLY] ?? Object.keys(sites);
for (const [site, [, dist, mode]] of Object.entries(sites)) {
  if (!needed.includes(site)) continue;
  if (
    process.env.BENCH_SKIP_BUILD !== '1' &&
    spawnSync('npx', ['vite', 'build', '--mode', mode, '--outDir', dist], { cwd: root, stdio: 'inherit', env: buildEnv(site) }).status !== 0
  )
    process.exit(1);
  if (!existsSync(join(root, dist, 'index.html'))) throw new Error(`bench: ${dist}/index.html is missing; run without BENCH_SKIP_BUILD`);
}

/** A fixed piece of JavaScript work, timed here: the machine's speed right now (lower is faster). */
function calibrate() {
  const started = performance.now();
  let seed = 1;
  Array.from({ length: 300_000 }, () => (seed = (seed * 16807) % 2147483647)).sort((a, b) => a - b);
  return performance.now() - started;
}
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const machine = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')}, calibration ${median(Array.from({ length: 5 }, calibrate)).toFixed(0)} ms`;

/** Runs `measure` RUNS times (each gives a number or several) and keeps them all. */
async function repeat(label, measure) {
  const values = [];
  for (let run = 0; run < RUNS; run += 1) {
    const value = await measure();
    values.push(...[value].flat());
    console.log(`bench: ${label} #${run + 1}: ${JSON.stringify(value)}`);
  }
  return values;
}

const before = machine();
console.log(`bench: ${cpus().length} cores, ${before}`);
const { startApiServer } = await loadTs('scripts/api-server/serve.ts');
const apis = await Promise.all([startApiServer({ port: API_PORTS.warm, latencyMs: RTT_MS }), startApiServer({ port: API_PORTS.cold })]);
const serve = (port, outDir, mode) => preview({ root, mode, logLevel: 'warn', build: { outDir }, preview: { port, host: '127.0.0.1', strictPort: true } });
const servers = await Promise.all(
  [
    needed.includes('demo') && serve(...sites.demo),
    needed.includes('production') && serve(...sites.production),
    // The search rows read the network build too, through a site of their own (below).
    ...(!ONLY || ONLY === 'network'
      ? ['warm', 'cold'].map((which, api) => {
          const [port, tlsPort] = NETWORK_PORTS[which];
          return nginx({ dist: sites.network[1], port, tlsPort, api: apis[api].url, ...tls }).then((site) => ({ ...site, close: site.stop }));
        })
      : []),
  ].filter(Boolean),
);
const [warm, cold] = servers.slice(-2).map((server) => server.url);
const rows = [];
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const row = (what, values, target, met, peer = '–') =>
  rows.push(
    `| ${what} | ${values.length ? ms(median(values)) : '–'} | ${values.map(Math.round).join(', ')} | ${target} | ${met(median(values)) ? 'yes' : 'no'} | ${peer} |`,
  );
const atMost = (limit) => (value) => value <= limit;
try {
  if (!ONLY || ONLY === 'interactions') {
    const browser = await chromium.launch({ executablePath, args: ARGS });
    try {
      const demo = url('demo');
      for (const [what, label, measure, limit, peer] of [
        ["click a demo account → staff's dashboard with its figures", 'sign-in (staff)', () => signInClick(browser, demo, 'staff'), 250, 'react-admin 321 ms'],
        ["click a demo account → admin's corporation choice", 'sign-in (admin)', () => signInClick(browser, demo, 'admin'), 200],
        ['sidebar click → 300-row ticket source list', 'sidebar', () => sidebarToTicketList(browser, demo), 220],
        ['cold load of the 300-row list (signed in, empty cache)', 'cold list', () => coldTicketList(browser, demo), 1000],
      ])
        row(what, await repeat(label, measure), `≤ ${limit} ms`, atMost(limit), peer);
      row('check-in list, 次のページ → new rows', await checkInNextPage(browser, demo, RUNS), '–', () => true);
      row('300-row list, another sort → re-sorted rows', await sortTicketList(browser, demo, RUNS), '–', () => true);
      const api = await startApiServer({ port: LARGE_PORTS.api, scenario: 'largeLists' });
      const proxy = { '/api': api.url, '/__assets': api.url };
      const site = await preview({
        root,
        mode: 'production',
        logLevel: 'warn',
        build: { outDir: sites.network[1] },
        preview: { port: LARGE_PORTS.site, host: '127.0.0.1', strictPort: true, proxy },
      });
      try {
        const searches = await repeat('search', () => searchTimes(browser, `http://127.0.0.1:${LARGE_PORTS.site}`, signInThroughForm));
        for (const [what, values, limit] of [
          ['Ctrl+K the first time → the dialog open', searches.map((run) => run.first), 100],
          ['Ctrl+K again → the dialog open', searches.flatMap((run) => run.again), 50],
          ['a keystroke → its results painted', searches.flatMap((run) => run.keys), 50],
        ]) {
          const runs = values.length > RUNS ? `${values.length} presses, slowest ${ms(Math.max(...values))}` : values.map(Math.round).join(', ');
          rows.push(
            `| 検索 (1 000 facilities, 300 coupons, 300 ticket sources cached): ${what} | ${ms(median(values))} | ${runs} | ≤ ${limit} ms | ${median(values) <= limit ? 'yes' : 'no'} | – |`,
          );
        }
      } finally {
        await Promise.all([site.close(), api.close()]);
      }
    } finally {
      await browser.close();
    }
  }
  if (!ONLY || ONLY === 'network') {
    // The run's certificate trusted as a real one, so that Chromium caches as it would in production.
    const launchOptions = { executablePath, args: [...ARGS, `--ignore-certificate-errors-spki-list=${spkiHash(tls.cert)}`] };
    const browser = await chromium.launch(launchOptions);
    try {
      const staff = await storedSession(apis[1].url, 'staff@demo.example');
      const loads = [
        [
          'cold',
          ' (stored session, empty cache)',
          1800,
          (path, watch) => coldLoad(browser, cold, path, watch, staff),
          (last) =>
            `${last.scripts} scripts, ${last.scriptKb} kB in ${last.encoding}, the last done at ${last.lastScriptEnd} ms; ${last.transferKb} kB transferred in all`,
        ],
        [
          'morning',
          " (yesterday's code cached, the browser restarted, a new tab)",
          900,
          (path, watch) => morningOpen(launchOptions, cold, path, watch, staff),
          (last) => `the page at ${last.pageAt} ms, ${last.scripts} scripts (${last.encoding}) from ${last.scriptsFrom}, the last at ${last.lastScriptEnd} ms`,
        ],
      ];
      for (const [kind, note, limit, load, detail] of loads)
        for (const [path, watch, shows] of [
          ['/dashboard', 'dashboard', `its figures${note}`],
          ['/facilities', 'facilities', 'its rows'],
        ]) {
          const runs = await repeat(`${kind} ${path}`, () => load(path, watch));
          const last = runs.at(-1);
          const lastRun = last ? ` (last run: ${detail(last)}; API calls left at ${last.firstApiStart}–${last.lastApiStart} ms)` : '';
          row(
            `network: ${kind} ${path} → ${shows}${lastRun}`,
            runs.map((run) => run.ms),
            `≤ ${limit} ms`,
            atMost(limit),
          );
        }
      const signIns = await repeat('staff sign-in over the network', () => staffSignInOverNetwork(browser, warm));
      row(
        `network: staff's sign-in click → dashboard with its figures (${(median(signIns) / RTT_MS).toFixed(1)} round trips)`,
        signIns,
        '≤ 530 ms',
        atMost(530),
      );
      for (const [label, rest, target] of [
        ['sidebar click', 0, 200],
        ['sidebar click, the pointer resting 300 ms first', 300, 60],
      ]) {
        const runs = await repeat(`network: ${label}`, () => sidebarClicks(browser, warm, rest));
        const screens = Object.keys(runs[0] ?? {});
        const perScreen = screens.map((screen) => [screen, median(runs.map((run) => run[screen]))]);
        const slowest = Math.max(...perScreen.map(([, value]) => value));
        rows.push(
          `| network: ${label} → data painted, slowest screen (medians: ${perScreen.map(([screen, value]) => `${screen} ${Math.round(value)}`).join(', ')}) | ${ms(slowest)} | ${runs.flatMap((run) => Object.values(run)).length} clicks | ≤ ${target} ms every screen | ${slowest <= target ? 'yes' : 'no'} | – |`,
        );
      }
    } finally {
      await browser.close();
    }
  }
  if (!ONLY || ONLY === 'lighthouse') {
    const context = await launchForLighthouse(executablePath, ARGS, DEBUG_PORT);
    try {
      const pages = [
        ['production /sign_in', `${url('production')}/sign_in`, 98],
        ['demo /sign_in', `${url('demo')}/sign_in`, 90],
        ['demo /dashboard', `${url('demo')}/dashboard`, 85],
        ['demo /facilities', `${url('demo')}/facilities`, 85],
      ];
      for (const [label, address, target] of pages) {
        if (label === 'demo /dashboard') await signInForLighthouse(context, url('demo'));
        const runs = await repeat(`lighthouse ${label}`, () => audit(context, address, DEBUG_PORT, { signedIn: label.includes('/sign_in') === false }));
        const score = median(runs.map((run) => run.score));
        const detail = `TBT ${ms(median(runs.map((run) => run.tbtMs)))}, LCP ${(median(runs.map((run) => run.lcpMs)) / 1000).toFixed(1)} s, CLS ${median(runs.map((run) => run.cls)).toFixed(3)}`;
        rows.push(
          `| Lighthouse mobile, ${label} (${detail}) | ${score} | ${runs.map((run) => run.score).join(', ')} | ≥ ${target} | ${score >= target ? 'yes' : 'no'} | – |`,
        );
        if (runs.at(-1)?.failing.length) console.log(`bench: ${label} below 0.9: ${runs.at(-1).failing.join(', ')}`);
      }
    } finally {
      await context.close();
    }
  }
} finally {
  await Promise.all([...servers.map((server) => server.close()), ...apis.map((api) => api.close())]);
  rmSync(tlsFolder, { recursive: true, force: true });
}
if (ONLY) {
  console.log(`\n${rows.join('\n')}\n\nbench: BENCH_ONLY=${ONLY}: docs/performance.md left as it is`);
  process.exit(0);
}
const budget = spawnSync('node', ['scripts/check-budget.mjs', sites.production[1]], { cwd: root, encoding: 'utf8' }).stdout;
const entryKb = Number(/budget: sign-in ([\d.]+) kB gzip/.exec(budget)?.[1] ?? NaN);
rows.push(`| production /sign_in entry (JavaScript, gzip) | ${entryKb} kB | – | ≤ 100 kB | ${entryKb <= 100 ? 'yes' : 'no'} | – |`);

const table = ['| what | median | runs | target | met | peer (the issue’s side-by-side run) |', '|---|---:|---|---:|---|---|', ...rows];
const section = [
  '<!-- bench:start -->',
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\`, ${RUNS} runs each, in ${execFileSync(executablePath, ['--version']).toString().trim()} on ${cpus().length} cores (${before} before, ${machine()} after; compare runs by the calibration, lower is faster).`,
  '',
  ...table,
  '<!-- bench:end -->',
].join('\n');
const file = join(root, 'docs', 'performance.md');
const doc = readFileSync(file, 'utf8');
writeFileSync(
  file,
  doc.includes('<!-- bench:start -->') ? doc.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, section) : `${doc.trimEnd()}\n\n${section}\n`,
);
console.log(`\n${table.join('\n')}\n\nbench: written to docs/performance.md`);
