/**
 * `npm run bench` (docs/performance.md): N URLs over H loopback hosts with L ms of server
 * latency, checked by
 *   1. a plain undici loop (its own process) at citeflow's concurrency — the wire's limit;
 *   2. lychee at the same settings (overall, per host, no interval);
 *   3. lychee at its own defaults (128 overall, 10 per host, 50 ms per-host interval);
 *   4. `citeflow run` at its defaults — CLI, Temporal, worker, stages 1–4, the SSRF-safe
 *      fetcher, classification in the page pool, every file —
 *   5. `citeflow run` with a long-running `citeflow worker` already polling (how a cluster runs
 *      it): the CLI only starts the workflow and waits; the worker has done one run before, so
 *      its modules, workflow bundle and JIT are warm. Not the issue's measure (that is row 4):
 *      it shows what a run costs past the one-time start-up —
 * and prints wall time, URLs/s, time per URL, peak RSS of each process and the ratios. Every
 * tool must report every URL valid (HTTP 200), or the bench fails. lychee is found or built
 * (test/bench/lychee.ts); without it, its rows say "skipped" and why.
 *
 * BENCH_URLS (5000), BENCH_HOSTS (50), BENCH_LATENCY_MS (20), BENCH_ROUNDS (1: median of
 * rounds), BENCH_ONLY=citeflow (skip the other tools); BENCH_CPU_PROFILE_DIR=dir writes a V8
 * CPU profile of the citeflow process. Everything runs on 127.0.0.0/8.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg as osLoadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { DEFAULT_POLITENESS } from '../../activities/fetch';
import { writeRunDir } from '../e2e/helpers';
import { removeHome, startTestServer } from '../helpers/temporal-server';
import { startBenchWeb, type BenchWeb } from './bench-web';
import { findLychee } from './lychee';
import { taskQueuePollers } from '../../cli/temporal';
import { withOperatorConfig } from '../helpers/operator-config';

const URLS = Number(process.env.BENCH_URLS ?? 5000);
const HOSTS = Number(process.env.BENCH_HOSTS ?? 50);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const ONLY = process.env.BENCH_ONLY;
const EQUAL = { overall: DEFAULT_POLITENESS.overall, perHost: DEFAULT_POLITENESS.perHost, intervalMs: DEFAULT_POLITENESS.minHostIntervalMs ?? 0 };
const LYCHEE_DEFAULTS = { overall: 128, perHost: 10, intervalMs: 50 };
const ROOT = join(__dirname, '..', '..', '..');
const CLI = join(ROOT, 'bin', 'citeflow.js');

const out = (line: string) => process.stdout.write(line + '\n');
const loadavg = () => osLoadavg().map((x) => x.toFixed(2)).join(' ');

type Measured = { startedAt: number; endedAt: number; seconds: number; cpuSeconds: number; peakRssMb: number; stdout: string; stderr: string; code: number | null };

/**
 * CPU time (user + system, all threads) of this process's children that have been waited for:
 * fields 16–17 (cutime, cstime) of /proc/self/stat, in clock ticks (100 per second on Linux).
 * The difference around one child's run is that child's CPU time — robust to other load on the
 * machine, unlike wall time. (The Temporal dev server is a child too, but it is only waited for
 * at the very end.)
 */
function childrenCpuSeconds(): number {
  const fields = statFields('self');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** CPU seconds (user + system, all threads) a running process has used so far: fields 14–15 (utime, stime). */
function processCpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The fields of /proc/<pid>/stat after the command name (field 3 on), which may itself hold spaces. */
function statFields(pid: number | 'self'): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Peak RSS so far (VmHWM) of a running process, in MB. */
function processPeakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

/** Runs a process to its end; wall time, and its peak RSS (VmHWM, polled from /proc). */
function measure(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const startedAt = Date.now();
    const cpuBefore = childrenCpuSeconds();
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peakMb = 0;
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const poll = setInterval(() => {
      try {
        peakMb = Math.max(peakMb, processPeakRssMb(child.pid!));
      } catch {
        // exited
      }
    }, 25);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ startedAt, endedAt: Date.now(), seconds: Number(process.hrtime.bigint() - started) / 1e9, cpuSeconds: childrenCpuSeconds() - cpuBefore, peakRssMb: peakMb, stdout, stderr, code });
    });
  });
}

type Figure = { seconds: number; cpuSeconds: number; peakRssMb: number; note?: string };
type Row = Figure & { tool: string; settings: string };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function rounds(run: () => Promise<Figure>): Promise<Figure> {
  const results = [];
  for (let i = 0; i < ROUNDS; i++) results.push(await run());
  return { seconds: median(results.map((r) => r.seconds)), cpuSeconds: median(results.map((r) => r.cpuSeconds)), peakRssMb: Math.max(...results.map((r) => r.peakRssMb)), note: results[0]!.note };
}

async function plainLoop(urlsFile: string): Promise<Figure> {
  const m = await measure(process.execPath, [join(__dirname, 'plain-loop.js'), urlsFile, String(EQUAL.overall), String(EQUAL.perHost)]);
  if (m.code !== 0) throw new Error(`plain loop failed: ${m.stderr}`);
  const r = JSON.parse(m.stdout) as { ok: number; seconds: number };
  if (r.ok !== URLS) throw new Error(`plain loop: ${r.ok}/${URLS} answered 200`);
  return { seconds: m.seconds, cpuSeconds: m.cpuSeconds, peakRssMb: m.peakRssMb };
}

async function lychee(bin: string, inputFile: string, s: { overall: number; perHost: number; intervalMs: number } | null): Promise<Figure> {
  const report = join(tmpdir(), `citeflow-bench-lychee-${process.pid}.json`);
  const settings = s
    ? ['--max-concurrency', String(s.overall), '--host-concurrency', String(s.perHost), '--host-request-interval', `${s.intervalMs}ms`]
    : [];
  const m = await measure(bin, ['--no-progress', '--format', 'json', '--output', report, '--timeout', '20', '--max-retries', '0', ...settings, inputFile]);
  const r = JSON.parse(readFileSync(report, 'utf8')) as { total: number; successful: number };
  rmSync(report, { force: true });
  if (r.total !== URLS || r.successful !== URLS) throw new Error(`lychee: ${r.successful}/${r.total} of ${URLS} URLs OK (exit ${m.code}): ${m.stderr.slice(0, 500)}`);
  return { seconds: m.seconds, cpuSeconds: m.cpuSeconds, peakRssMb: m.peakRssMb };
}

/** Activity spans and what Temporal itself costs per batch, from the workflow history. */
async function historyFigures(address: string, workflowId: string, processStartedAt: number, processEndedAt: number): Promise<string> {
  const connection = await Connection.connect({ address });
  try {
    const history = await new Client({ connection }).workflow.getHandle(workflowId).fetchHistory();
    const ms = (e: { eventTime?: { seconds?: unknown; nanos?: number | null } | null }) =>
      Number(e.eventTime?.seconds ?? 0) * 1000 + Math.round((e.eventTime?.nanos ?? 0) / 1e6);
    const scheduled = new Map<string, { type: string; at: number }>();
    const startedAt = new Map<string, number>();
    const spans = new Map<string, { first: number; last: number; count: number }>();
    let queueMs = 0;
    let batches = 0;
    let wftMs = 0;
    let wfts = 0;
    let wftScheduled = 0;
    let firstActivity = 0;
    let firstBatch = 0;
    let lastBatchDone = 0;
    const events = history.events ?? [];
    const wfStart = events.length ? ms(events[0]!) : processStartedAt;
    const wfEnd = events.length ? ms(events[events.length - 1]!) : processEndedAt;
    for (const e of events) {
      if (e.workflowTaskScheduledEventAttributes) wftScheduled = ms(e);
      if (e.workflowTaskCompletedEventAttributes) {
        wftMs += ms(e) - wftScheduled;
        wfts++;
      }
      const s = e.activityTaskScheduledEventAttributes;
      if (s) scheduled.set(String(e.eventId), { type: s.activityType?.name ?? '?', at: ms(e) });
      if (s && !firstActivity) firstActivity = ms(e);
      if (s?.activityType?.name === 'validateBatch' && !firstBatch) firstBatch = ms(e);
      const st = e.activityTaskStartedEventAttributes;
      if (st) startedAt.set(String(st.scheduledEventId), ms(e));
      const c = e.activityTaskCompletedEventAttributes;
      if (c) {
        const from = scheduled.get(String(c.scheduledEventId));
        if (!from) continue;
        const span = spans.get(from.type) ?? { first: from.at, last: ms(e), count: 0 };
        span.first = Math.min(span.first, from.at);
        span.last = Math.max(span.last, ms(e));
        span.count += 1;
        spans.set(from.type, span);
        if (from.type === 'validateBatch') {
          lastBatchDone = Math.max(lastBatchDone, ms(e));
          batches++;
          queueMs += (startedAt.get(String(c.scheduledEventId)) ?? from.at) - from.at;
        }
      }
    }
    const bytes = temporal.api.history.v1.History.encode(history).finish().length;
    const parts = [...spans].map(([type, s]) => `${type} ${((s.last - s.first) / 1000).toFixed(2)} s${s.count > 1 ? ` (${s.count}×)` : ''}`);
    const sec = (x: number) => (x / 1000).toFixed(2);
    return [
      `  timeline: ${sec(wfStart - processStartedAt)} s from spawn to the workflow's start (CLI, module load, connect), ${sec(wfEnd - wfStart)} s workflow, ${sec(processEndedAt - wfEnd)} s from its end to exit (results, shutdown)`,
      `  where the time went: ${parts.join(', ')}`,
      // The run's fixed costs around Stage 3: spawn → first activity scheduled (start-up: CLI,
      // worker, first workflow task), first activity → first batch, last batch → workflow end.
      `  around Stage 3: first activity ${sec(firstActivity - processStartedAt)} s after spawn; stages 1–2 and the plan ${sec((firstBatch || firstActivity) - firstActivity)} s; last batch → workflow end ${sec(wfEnd - (lastBatchDone || wfEnd))} s`,
      `  workflow history: ${history.events?.length ?? 0} events, ${(bytes / 1024).toFixed(0)} KiB`,
      `  Temporal per batch: ${(queueMs / Math.max(1, batches)).toFixed(1)} ms schedule→start; ${wfts} workflow tasks, ${(wftMs / Math.max(1, wfts)).toFixed(1)} ms each (scheduled→completed)`,
    ].join('\n');
  } finally {
    await connection.close();
  }
}

type BenchServer = Awaited<ReturnType<typeof startTestServer>>;

/** The environment a citeflow process of the bench runs with: loopback allowed by the operator, no service tokens. */
function citeflowEnv(server: BenchServer, taskQueue: string): NodeJS.ProcessEnv {
  // The operator allows loopback (CITEFLOW_OPERATOR_CONFIG); the run-config narrows it to the same range.
  const env: NodeJS.ProcessEnv = withOperatorConfig({ ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: taskQueue }, { allow_cidrs: ['127.0.0.0/8'] });
  delete env.BRIGHTDATA_API_TOKEN;
  delete env.APIFY_TOKEN;
  return env;
}

/** A long-running `citeflow worker` on the task queue; resolves once it polls (its "ready" line on stderr or stdout). */
async function startWarmWorker(server: BenchServer, taskQueue: string): Promise<{ pid: number; stop: () => Promise<void> }> {
  const child = spawn(CLI, ['worker'], { env: citeflowEnv(server, taskQueue), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`citeflow worker did not start in 120 s: ${output.slice(-500)}`)), 120_000);
    const onData = (d: Buffer) => {
      output += d;
      if (/poll|ready|running|started/i.test(output)) { clearTimeout(timer); resolve(); }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`citeflow worker exited (${code}): ${output.slice(-500)}`)); });
  });
  // The CLI hosts its own worker unless one polls already: wait until the server lists both pollers.
  const connection = await Connection.connect({ address: server.address });
  try {
    const client = new Client({ connection });
    for (let waited = 0; ; waited += 200) {
      const types = new Set((await taskQueuePollers(client, 'default', taskQueue)).map((p) => p.type));
      if (types.has('workflow') && types.has('activity')) break;
      if (waited > 60_000) throw new Error('citeflow worker: no poller listed after 60 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await connection.close();
  }
  return {
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

async function citeflow(urls: string[], server: BenchServer, round: number, warm?: { pid: number; taskQueue: string }): Promise<Figure> {
  const root = writeRunDir({
    run_id: `dr_bench_${round}`,
    markdown: ['# Bench corpus', '', ...urls.map((u) => `- <${u}>`), ''].join('\n'),
    citations: {
      mode: 'online',
      network: { allow_cidrs: ['127.0.0.0/8'] },
      gate_c: { min_validated_claims: 0 },
      min_grounded_claims: 0,
    },
  });
  const env = citeflowEnv(server, warm?.taskQueue ?? `bench-${round}`);
  const workerCpuBefore = warm ? processCpuSeconds(warm.pid) : 0;
  const profile = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
  // Run as a user runs it: the bin itself (its shell line sets MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_ and node's flags, see
  // bin/citeflow.js), on node from PATH; with a CPU profile, node with the profiler flags, the bin's
  // node flags and the same environment.
  const m = profile.length > 0
    ? await measure(process.execPath, [...profile, ...(env.CITEFLOW_NODE_FLAGS ?? '--max-semi-space-size=8').split(' ').filter(Boolean), CLI, 'run', root, '--json'], { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2', MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '131072' })
    : await measure(CLI, ['run', root, '--json'], env);
  if (m.code !== 0) throw new Error(`citeflow run failed (${m.code}): ${m.stdout}${m.stderr}`);
  const result = JSON.parse(m.stdout);
  // `--json` prints the run's result with `urls` as one entry per cited URL.
  const urlCount = Array.isArray(result.urls) ? result.urls.length : result.urls;
  if (urlCount !== URLS || result.by_status.valid !== URLS) throw new Error(`citeflow: expected ${URLS} valid URLs, got ${JSON.stringify(result.by_status)}`);
  const note = await historyFigures(server.address, `citeflow-run-${result.run_id}`, m.startedAt, m.endedAt);
  rmSync(join(root, '..'), { recursive: true, force: true });
  if (!warm) return { seconds: m.seconds, cpuSeconds: m.cpuSeconds, peakRssMb: m.peakRssMb, note };
  // CPU of the CLI and of the worker during the run; peak RSS is the worker's (the CLI's is beside it).
  const workerCpu = processCpuSeconds(warm.pid) - workerCpuBefore;
  return { seconds: m.seconds, cpuSeconds: m.cpuSeconds + workerCpu, peakRssMb: processPeakRssMb(warm.pid), note: `${note}\n  CLI (no worker hosted): ${m.cpuSeconds.toFixed(2)} s CPU, ${m.peakRssMb.toFixed(0)} MB peak RSS; worker: ${workerCpu.toFixed(2)} s CPU` };
}

async function main(): Promise<void> {
  const eq = `${EQUAL.overall} at once, ${EQUAL.perHost} per host, ${EQUAL.intervalMs} ms interval`;
  out(`load average before: ${loadavg()}`);
  out(`citeflow bench: ${URLS} URLs over ${HOSTS} loopback hosts, ${LATENCY_MS} ms latency, ${ROUNDS} round(s) each (median wall, max peak RSS)`);
  const web: BenchWeb = await startBenchWeb(HOSTS, LATENCY_MS);
  const server = await startTestServer();
  const dir = mkdtempSync(join(tmpdir(), 'citeflow-bench-'));
  const rows: Row[] = [];
  const skipped: string[] = [];
  try {
    const urls = Array.from({ length: URLS }, (_, i) => web.url(i));
    const urlsFile = join(dir, 'urls.txt');
    writeFileSync(urlsFile, urls.join('\n') + '\n');
    if (ONLY !== 'citeflow') {
      rows.push({ tool: 'plain undici loop', settings: eq, ...(await rounds(() => plainLoop(urlsFile))) });
      out(`plain undici loop (${eq}): ${rows.at(-1)!.seconds.toFixed(2)} s wall, ${rows.at(-1)!.cpuSeconds.toFixed(2)} s CPU (load ${loadavg()})`);
      const found = findLychee(out);
      if ('skipped' in found) skipped.push(found.skipped);
      else {
        out(`${found.version} (${found.bin})`);
        rows.push({ tool: 'lychee', settings: eq, ...(await rounds(() => lychee(found.bin, urlsFile, EQUAL))) });
        out(`lychee (${eq}): ${rows.at(-1)!.seconds.toFixed(2)} s wall, ${rows.at(-1)!.cpuSeconds.toFixed(2)} s CPU (load ${loadavg()})`);
        rows.push({ tool: 'lychee', settings: `its defaults (${LYCHEE_DEFAULTS.overall}, ${LYCHEE_DEFAULTS.perHost} per host, ${LYCHEE_DEFAULTS.intervalMs} ms)`, ...(await rounds(() => lychee(found.bin, urlsFile, null))) });
        out(`lychee (defaults): ${rows.at(-1)!.seconds.toFixed(2)} s wall, ${rows.at(-1)!.cpuSeconds.toFixed(2)} s CPU (load ${loadavg()})`);
      }
    }
    let round = 0;
    rows.push({ tool: 'citeflow run', settings: `its defaults (${eq})`, ...(await rounds(() => citeflow(urls, server, round++))) });
    out(`citeflow run (defaults): ${rows.at(-1)!.seconds.toFixed(2)} s wall, ${rows.at(-1)!.cpuSeconds.toFixed(2)} s CPU (load ${loadavg()})`);
    if (process.env.BENCH_WARM !== '0') {
      const taskQueue = 'bench-warm';
      const worker = await startWarmWorker(server, taskQueue);
      try {
        await citeflow(urls, server, round++, { pid: worker.pid, taskQueue }); // warm-up run, not counted
        rows.push({ tool: 'citeflow run, warm worker', settings: `its defaults; a \`citeflow worker\` already polling, after one run`, ...(await rounds(() => citeflow(urls, server, round++, { pid: worker.pid, taskQueue }))) });
        out(`citeflow run (warm worker): ${rows.at(-1)!.seconds.toFixed(2)} s wall, ${rows.at(-1)!.cpuSeconds.toFixed(2)} s CPU of CLI + worker (load ${loadavg()})`);
      } finally {
        await worker.stop();
      }
    }
  } finally {
    await web.close();
    await server.stop();
    removeHome(server.home);
    rmSync(dir, { recursive: true, force: true });
  }

  out('');
  out('| tool | settings | wall | URLs/s | ms per URL | CPU (user+sys) | peak RSS |');
  out('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    out(`| ${r.tool} | ${r.settings} | ${r.seconds.toFixed(2)} s | ${(URLS / r.seconds).toFixed(0)} | ${((r.seconds * 1000) / URLS).toFixed(2)} | ${r.cpuSeconds.toFixed(2)} s | ${r.peakRssMb.toFixed(0)} MB |`);
  }
  for (const s of skipped) out(s);
  const cf = rows.find((r) => r.tool === 'citeflow run')!;
  out(cf.note ?? '');
  const warmRow = rows.find((r) => r.tool === 'citeflow run, warm worker');
  if (warmRow) out(`warm worker:${warmRow.note?.replace(/^\s*/, ' ') ?? ''}`);
  const ratio = (label: string, other: Row | undefined, target: number) => {
    if (!other) return out(`${label}: skipped (no figure)`);
    const x = other.seconds / cf.seconds;
    out(`${label}: ${x.toFixed(2)}× (target ≥ ${target.toFixed(1)}×: ${x >= target ? 'met' : 'NOT met'})`);
  };
  ratio('citeflow vs plain loop at equal concurrency', rows.find((r) => r.tool === 'plain undici loop'), 0.8);
  ratio('citeflow vs lychee at equal politeness', rows.find((r) => r.tool === 'lychee' && r.settings === eq), 1.0);
  ratio("citeflow vs lychee, each at its defaults", rows.find((r) => r.tool === 'lychee' && r.settings.startsWith('its defaults')), 1.0);
  out(`citeflow peak RSS: ${cf.peakRssMb.toFixed(0)} MB (target at 50,000 URLs: ≤ 250 MB; the Temporal server is a separate process)`);
  if (warmRow) {
    const loop = rows.find((r) => r.tool === 'plain undici loop');
    const lyEq = rows.find((r) => r.tool === 'lychee' && r.settings === eq);
    const parts = [loop && `${(loop.seconds / warmRow.seconds).toFixed(2)}× the plain loop`, lyEq && `${(lyEq.seconds / warmRow.seconds).toFixed(2)}× lychee at equal politeness`].filter(Boolean);
    out(`with a warm worker (steady state, not the targets' measure): ${warmRow.seconds.toFixed(2)} s${parts.length ? ` = ${parts.join(', ')}` : ''}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
