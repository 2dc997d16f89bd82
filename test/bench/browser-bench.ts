/**
 * `npm run bench`, browser part: client-rendered pages through the ladder's browser rung —
 * the direct fetch sees an empty shell, the rung renders it in the machine's Chromium through
 * the guarded proxy, writes the screenshot and classifies the rendered page (quote check
 * included) — and prints the pages per second at the pool's limit.
 *
 * BENCH_BROWSER_PAGES (60) pages over 10 loopback hosts; CITEFLOW_BROWSER_POOL and
 * CITEFLOW_BROWSER_PAGES size the pool as they do in the worker (1 browser × 2 pages).
 * Skipped, with a message, when no Chromium is installed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeSharedBrowserPool, createBrowserStep, sharedBrowserPool } from '../../activities/browser';
import { createFetcher, DEFAULT_NETWORK_POLICY } from '../../activities/fetch';
import { checkUrl, ladderConfigWithDefaults } from '../../activities/ladder';
import { normalizeUrl } from '../../shared/url';
import { startCsrWeb } from '../web/client-rendered';

const PAGES = Number(process.env.BENCH_BROWSER_PAGES ?? 60);
const HOSTS = 10;

async function main(): Promise<void> {
  const pool = sharedBrowserPool();
  if ('unavailable' in pool) {
    process.stdout.write(`browser rung: skipped (${pool.unavailable})\n`);
    return;
  }
  const web = await startCsrWeb({ benchHosts: HOSTS });
  const policy = { ...DEFAULT_NETWORK_POLICY, resolve: web.resolve, allow_cidrs: ['127.0.0.1/32'] };
  const fetcher = createFetcher(policy);
  const runRoot = mkdtempSync(join(tmpdir(), 'citeflow-browser-bench-'));
  const browser = createBrowserStep({ pool, policy, runRoot });
  const ladder = ladderConfigWithDefaults(undefined);
  const check = async (url: string) => {
    const n = normalizeUrl(url);
    const id = url.split('/').pop();
    return checkUrl(url, n.ok ? n.normalized_url : url, { title: `Benchmark document ${id}`, quotes: [`Document ${id} rendered in the browser`] }, { fetcher, ladder, env: {}, browser });
  };
  try {
    // Warm-up: the first page starts Chromium; that launch is reported on its own.
    const launchStart = process.hrtime.bigint();
    const first = await check(web.url('bench-0.csr.example', '/doc/warmup'));
    const launchMs = Number(process.hrtime.bigint() - launchStart) / 1e6;
    if (first.status !== 'valid') throw new Error(`browser bench: warm-up page is ${first.status} (${first.notes})`);
    const urls = Array.from({ length: PAGES }, (_, i) => web.url(`bench-${i % HOSTS}.csr.example`, `/doc/${i}`));
    let next = 0;
    const latencies: number[] = [];
    const failures: string[] = [];
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: pool.limit }, async () => {
        while (next < urls.length) {
          const url = urls[next++]!;
          const t = process.hrtime.bigint();
          const r = await check(url);
          latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
          if (r.status !== 'valid' || !r.ladder.includes('browser:valid') || !/quote found/.test(r.notes)) failures.push(`${url}: ${r.status} ${r.notes}`);
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
    process.stdout.write(
      `browser rung: ${PAGES} client-rendered pages, pool ${pool.limit} page(s) at once: ${seconds.toFixed(2)} s, ${(PAGES / seconds).toFixed(2)} pages/s ` +
        `(per page p50 ${p(0.5)} ms, p90 ${p(0.9)} ms; first page incl. Chromium launch ${launchMs.toFixed(0)} ms; ${pool.stats.launches} launch(es))\n`,
    );
    if (failures.length > 0) throw new Error(`browser bench: ${failures.length} page(s) not valid through the browser, e.g. ${failures[0]}`);
  } finally {
    await closeSharedBrowserPool();
    await fetcher.close();
    await web.close();
    rmSync(runRoot, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
