// Why Lighthouse says what it says about a page: its mobile metrics are not measured but
// simulated (Lantern: 150 ms round trips, 1.6 Mbit/s shared by the requests in flight, CPU 4×
// slower) from one observed load. This runs Lighthouse once like `npm run bench` (cold HTTP cache,
// no service worker; signed in for any page but /sign_in) and prints the simulated path to the
// largest contentful paint: each request (simulated start–end, bytes) and each CPU task of
// 20 ms or more, then the totals. Not part of `npm test`.
//
//   npm run demo   # in another terminal (or any served build)
//   node scripts/lighthouse-path.mjs /dashboard [--base http://127.0.0.1:4173] [--metric LargestContentfulPaint]
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { findChromium } from './find-chromium.mjs';
import { audit, launchForLighthouse, signInForLighthouse } from './bench-lighthouse.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const path = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')) ?? '/dashboard';
const base = option('--base', 'http://127.0.0.1:4173');
const metric = option('--metric', 'LargestContentfulPaint');
const DEBUG_PORT = 9333;

const context = await launchForLighthouse(findChromium(), ['--headless=new', '--no-sandbox'], DEBUG_PORT);
try {
  const signedIn = path !== '/sign_in';
  if (signedIn) await signInForLighthouse(context, base);
  const result = await audit(context, base + path, DEBUG_PORT, { signedIn });
  console.log(`${path}: score ${result.score}, FCP ${result.fcpMs.toFixed(0)} ms, LCP ${result.lcpMs.toFixed(0)} ms, TBT ${result.tbtMs.toFixed(0)} ms`);
  for (const variant of ['optimistic', 'pessimistic']) {
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(`${variant}${metric}`);
    if (!timings) continue;
    console.log(`\n${variant} ${metric} (simulated ms)`);
    let cpuMs = 0;
    let bytes = 0;
    let requests = 0;
    let end = 0;
    for (const [node, timing] of [...timings].sort((a, b) => a[1].startTime - b[1].startTime)) {
      const ms = timing.endTime - timing.startTime;
      end = Math.max(end, timing.endTime);
      const span = `${timing.startTime.toFixed(0).padStart(5)}–${timing.endTime.toFixed(0).padEnd(5)} ${ms.toFixed(0).padStart(5)}`;
      if (node.type === 'network') {
        requests += 1;
        bytes += node.request.transferSize;
        console.log(`  request ${span}  ${node.request.url.split('/').pop().padEnd(40)} ${(node.request.transferSize / 1024).toFixed(1)} kB`);
      } else {
        cpuMs += ms;
        if (ms >= 20) console.log(`  cpu     ${span}  observed ${(node.duration / 1000).toFixed(0)} ms${node.didPerformLayout() ? ', with layout' : ''}`);
      }
    }
    console.log(`  ${requests} requests, ${(bytes / 1024).toFixed(0)} kB, CPU ${cpuMs.toFixed(0)} ms, ends at ${end.toFixed(0)} ms`);
  }
} finally {
  await context.close();
}
