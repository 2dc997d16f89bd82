/**
 * `npm run bench`: validates N URLs over H loopback hosts with L ms server latency
 *   (a) through the whole citeflow pipeline — CLI, Temporal dev server, worker, stages 1–4,
 *       the SSRF-safe fetcher, classification, files — and
 *   (b) with a plain undici loop over the same corpus at the same concurrency,
 * and prints both throughputs and their ratio (target: the pipeline ≥ 0.5 × the plain loop).
 * Everything runs on 127.0.0.1; host names are pinned with network.resolve.
 *
 * Then the re-verification figure: BENCH_REVERIFY_CITATIONS (10000) citations in the library
 * (the run's, topped up with a library-only run over the same web) re-verified by one
 * `citeflow reverify <run_id>` — fetch, classify, main-text hash, quotes, one row each.
 *
 * BENCH_URLS (5000), BENCH_HOSTS (50), BENCH_LATENCY_MS (20) override the defaults;
 * BENCH_CPU_PROFILE_DIR=dir writes a V8 CPU profile of the citeflow process (worker included).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { Agent, request } from 'undici';
import { DEFAULT_POLITENESS } from '../../activities/fetch';
import { openLibraryDb } from '../../activities/library/db';
import { countCitations, ingestRun } from '../../activities/library/store';
import { prepareUrl } from '../../shared/url';
import { libraryUrl } from '../../workers/library-server';
import { runCli, writeRunDir } from '../e2e/helpers';
import { removeHome, startTestServer } from '../helpers/temporal-server';
import { startScenarioWeb, type ScenarioWeb } from '../web';

const URLS = Number(process.env.BENCH_URLS ?? 5000);
const HOSTS = Number(process.env.BENCH_HOSTS ?? 50);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
const REVERIFY_CITATIONS = Number(process.env.BENCH_REVERIFY_CITATIONS ?? 10000);
const CONCURRENCY = DEFAULT_POLITENESS.overall; // what the pipeline's worker-wide limiter allows at once

function corpus(web: ScenarioWeb): string[] {
  return Array.from({ length: URLS }, (_, i) => web.url(`h${i % HOSTS}.bench.example`, `/doc/${i}`));
}

/** The baseline: fetch every URL and read its body, CONCURRENCY at a time, nothing else. */
async function plainLoop(urls: string[], web: ScenarioWeb): Promise<number> {
  const agent = new Agent({
    connections: DEFAULT_POLITENESS.perHost,
    connect: { lookup: (_host, _opts, cb) => cb(null, [{ address: '127.0.0.1', family: 4 }]) },
  });
  let next = 0;
  let ok = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const res = await request(url, { dispatcher: agent });
        await res.body.text();
        if (res.statusCode === 200) ok++;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await agent.close();
  if (ok !== urls.length) throw new Error(`plain loop: ${ok}/${urls.length} answered 200`);
  void web;
  return seconds;
}

function writeRun(urls: string[], web: ScenarioWeb): string {
  return writeRunDir({
    run_id: 'dr_bench',
    markdown: ['# Bench corpus', '', ...urls.map((u) => `- <${u}>`), ''].join('\n'),
    citations: {
      mode: 'online',
      network: { resolve: web.resolve, allow_cidrs: web.allow_cidrs },
      gate_c: { min_validated_claims: 0 },
      min_grounded_claims: 0,
    },
  });
}

/** Wall time per activity type, from the workflow's history (scheduled → completed, summed). */
async function activityBreakdown(address: string, workflowId: string, runId?: string): Promise<string> {
  const connection = await Connection.connect({ address });
  try {
    const history = await new Client({ connection }).workflow.getHandle(workflowId, runId).fetchHistory();
    const scheduled = new Map<string, { type: string; at: number }>();
    const spans = new Map<string, { first: number; last: number; count: number }>();
    const ms = (e: { eventTime?: { seconds?: unknown; nanos?: number | null } | null }) =>
      Number(e.eventTime?.seconds ?? 0) * 1000 + Math.round((e.eventTime?.nanos ?? 0) / 1e6);
    for (const e of history.events ?? []) {
      const s = e.activityTaskScheduledEventAttributes;
      if (s) scheduled.set(String(e.eventId), { type: s.activityType?.name ?? '?', at: ms(e) });
      const c = e.activityTaskCompletedEventAttributes;
      if (c) {
        const from = scheduled.get(String(c.scheduledEventId));
        if (!from) continue;
        const span = spans.get(from.type) ?? { first: from.at, last: ms(e), count: 0 };
        span.first = Math.min(span.first, from.at);
        span.last = Math.max(span.last, ms(e));
        span.count += 1;
        spans.set(from.type, span);
      }
    }
    const bytes = temporal.api.history.v1.History.encode(history).finish().length;
    const parts = [...spans].map(([type, s]) => `${type} ${((s.last - s.first) / 1000).toFixed(2)} s${s.count > 1 ? ` (${s.count}×)` : ''}`);
    return `${parts.join(', ')}\n  workflow history: ${history.events?.length ?? 0} events, ${(bytes / 1024).toFixed(0)} KiB`;
  } finally {
    await connection.close();
  }
}

/** Re-verification throughput: REVERIFY_CITATIONS library citations over the loopback web. */
async function reverifyBench(web: ScenarioWeb, home: string, env: NodeJS.ProcessEnv): Promise<void> {
  const db = await openLibraryDb(await libraryUrl(home, env, { waitMs: 120_000 }));
  try {
    const urls = Array.from({ length: REVERIFY_CITATIONS }, (_, i) => web.url(`h${i % HOSTS}.bench.example`, `/doc/lib-${i}`));
    await ingestRun(db, {
      run_id: 'dr_bench_library',
      workflow_id: 'bench',
      network: { resolve: web.resolve, allow_cidrs: web.allow_cidrs },
      citations: urls.map((u) => {
        const p = prepareUrl(u);
        return { cid: p.cid!, normalized_url: p.normalized_url!, url: p.url_original, final_url: null, title: null, authors: [], publisher: null, publication_date: null, source_type: null, excerpt: null, status: 'valid' as const, http_status: 200 };
      }),
      usages: [],
    });
    process.stdout.write(`library: ${await countCitations(db)} citations in all\n`);
    const started = process.hrtime.bigint();
    const r = await runCli(['reverify', 'dr_bench_library', '--json'], env, 60 * 60 * 1000);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (r.code !== 0) throw new Error(`re-verification failed (${r.code}): ${r.stdout.slice(0, 2000)}${r.stderr}`);
    const result = JSON.parse(r.stdout);
    if (result.checked !== REVERIFY_CITATIONS) throw new Error(`re-verification: expected ${REVERIFY_CITATIONS} checked, got ${result.checked}`);
    process.stdout.write(
      `citeflow re-verification (CLI + Temporal + library): ${REVERIFY_CITATIONS} citations in ${seconds.toFixed(2)} s, ${(REVERIFY_CITATIONS / seconds).toFixed(0)} citations/s ` +
        `(${result.verified} verified, ${result.failed} failed, ${result.pages} pages)\n`,
    );
    // Every run of the continue-as-new chain, oldest first.
    const connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS! });
    const runs: string[] = [];
    try {
      for await (const w of new Client({ connection }).workflow.list({ query: `WorkflowId = '${result.workflow_id}'` })) runs.push(w.runId);
    } finally {
      await connection.close();
    }
    for (const [i, runId] of runs.reverse().entries()) {
      process.stdout.write(`  run ${i + 1} of ${runs.length}: ${await activityBreakdown(env.TEMPORAL_ADDRESS!, result.workflow_id, runId)}\n`);
    }
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  process.stdout.write(`citeflow bench: ${URLS} URLs over ${HOSTS} loopback hosts, ${LATENCY_MS} ms latency, concurrency ${CONCURRENCY}\n`);
  const [web, server] = await Promise.all([startScenarioWeb({ benchHosts: HOSTS, latencyMs: LATENCY_MS }), startTestServer()]);
  try {
    const urls = corpus(web);
    const plainSeconds = await plainLoop(urls, web);
    const plainRate = URLS / plainSeconds;
    process.stdout.write(`plain undici loop: ${plainSeconds.toFixed(2)} s, ${plainRate.toFixed(0)} URLs/s\n`);

    const root = writeRun(urls, web);
    const env: NodeJS.ProcessEnv = { ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: 'bench' };
    delete env.BRIGHTDATA_API_TOKEN;
    delete env.APIFY_TOKEN;
    const profile = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
    const started = process.hrtime.bigint();
    const r = await runCli(['run', root, '--json'], env, 30 * 60 * 1000, profile);
    const pipelineSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (r.code !== 0) throw new Error(`pipeline run failed (${r.code}): ${r.stdout}${r.stderr}`);
    const result = JSON.parse(r.stdout);
    if (result.urls !== URLS || result.by_status.valid !== URLS) throw new Error(`pipeline: expected ${URLS} valid URLs, got ${JSON.stringify(result.by_status)}`);
    const pipelineRate = URLS / pipelineSeconds;
    process.stdout.write(
      `citeflow pipeline (CLI + Temporal + stages 1–4): ${pipelineSeconds.toFixed(2)} s, ${pipelineRate.toFixed(0)} URLs/s (${JSON.stringify(result.by_status)})\n`,
    );
    process.stdout.write(`  where the time went: ${await activityBreakdown(server.address, `citeflow-run-${result.run_id}`)}\n`);
    const ratio = pipelineRate / plainRate;
    process.stdout.write(`ratio pipeline / plain loop: ${ratio.toFixed(2)} (target ≥ 0.50: ${ratio >= 0.5 ? 'met' : 'NOT met'})\n`);
    rmSync(join(root, '..'), { recursive: true, force: true });
    await reverifyBench(web, server.home, env);
  } finally {
    await web.close();
    await server.stop();
    removeHome(server.home);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
