/**
 * ONLINE stage-3 batches: every planned URL through the escalation ladder (SSRF-safe direct
 * fetch → Bright Data → Apify), politely: one limiter per worker process bounds concurrency
 * overall and per host and honours Retry-After across all batches.
 *
 * Idempotent: a batch's records go to one deterministic batch file at the end. When a host
 * rate-limits, the batch keeps what it finished in files beside the batch and asks Temporal to
 * retry after Retry-After (capped: RATE_LIMIT_RETRY in policies.ts), and the retry fetches only
 * the unfinished URLs. A worker crash reruns the batch (at most URL_BATCH_SIZE URLs).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure, Context } from '@temporalio/activity';
import type { CitationV1 } from '../shared/schemas';
import type { CitationStatus } from '../shared/schemas/citation';
import { createBrowserStep, sharedBrowserPool } from './browser';
import type { Classification, ClassifyContext, ClassifyInput } from './classify';
import { createPagePool, type PageAnalysis, type PageJob, type PagePool } from './pages';
import type { BrowserStep } from './browser/step';
import { createBatchThreads, type BatchThreads } from './batch-threads';
import { checkPlanned, settleRateLimitWith, willRetryRateLimited, type CheckHooks, type Finished } from './online-check';
export { checkPlanned, willRetryRateLimited, type CheckHooks, type Finished } from './online-check';
import { createDnsResolver, createFetcher, createLimiter, type DnsResolver, DEFAULT_NETWORK_POLICY, fetchSettingsFromEnv, type Fetcher, type FetchSettings, type Limiter, type NetworkOverrideEvent, type NetworkPolicy } from './fetch';
import type { ConcurrencyConfig } from '../shared/schemas/run-config';
import { activityIdentity, appendAudit, writeFileAtomic } from './io';
import { checkUrl, type LadderConfig as OperatorLadder } from './ladder';
import { loadOperatorSettings, narrowAllowCidrs, narrowLadder } from './operator-config';
import { loadRunConfig } from './stages/run-files';
import { storePageEvidence, type PageEvidence } from './stages/page-evidence';
import { serializeCitation } from '../shared/citations';
import { RATE_LIMIT_RETRY } from './policies';
import { batchPathFor, contextsByCid, emptyStatusCounts, rateLimitStep, readPlanSlice, type RateLimitSignal, readPlanSummary, toCitation, type BatchResult, type PlannedUrl, type PlanSettings } from './validate';
import { planFieldError } from './validate/plan-file';


async function readFinished(doneDir: string): Promise<Map<string, Finished>> {
  const finished = new Map<string, Finished>();
  if (!existsSync(doneDir)) return finished;
  for (const name of await readdir(doneDir)) {
    if (!name.endsWith('.json')) continue;
    try {
      finished.set(name.slice(0, -'.json'.length), JSON.parse(await readFile(join(doneDir, name), 'utf8')) as Finished);
    } catch {
      // unreadable: that URL is simply checked again
    }
  }
  return finished;
}

/**
 * The worker's fetch settings (activities/fetch/worker-settings.ts): from the worker options
 * (configureFetching, called by createCiteflowWorker) or else the environment, on first use.
 * One limiter holds them across every batch of this worker process.
 */
let settings: FetchSettings | null = null;
let limiter: Limiter | null = null;
const fetchers = new Map<string, Fetcher>();

let pages: PagePool | null = null;
let resolver: DnsResolver | null = null;

let threads: BatchThreads | null = null;

export function configureFetching(next: FetchSettings): void {
  settings = next;
  const oldThreads = threads;
  threads = null;
  void oldThreads?.close();
  const oldPool = pages;
  pages = null;
  void oldPool?.close();
  limiter = createLimiter(next.politeness);
  resolver = createDnsResolver(next.dns);
  runLimiters.clear();
  const old = [...fetchers.values()];
  fetchers.clear();
  for (const f of old) void f.close().catch(() => undefined);
}

export function currentFetchSettings(): FetchSettings {
  if (!settings) configureFetching(fetchSettingsFromEnv(process.env));
  return settings!;
}

/** The worker's page-analysis pool (activities/pages): classification and evidence off the event loop. */
export function pagePool(): PagePool {
  const s = currentFetchSettings();
  if (!pages) pages = createPagePool(s.pages);
  return pages;
}

/**
 * The classifier offline batches use for recorded responses: the page pool, like live pages —
 * nesting/size guard, a time and a memory limit per page, off the event loop (issue 11 item 5).
 */
export function pooledClassifier(): (input: ClassifyInput) => Promise<Classification> {
  const pool = pagePool();
  return async (input) => (await pool.analyse({ input, evidence: false })).classification;
}

/** The worker's Stage-3 batch threads (activities/batch-threads.ts), or null when there are none. */
export function batchThreads(): BatchThreads | null {
  const s = currentFetchSettings();
  if (!threads && s.batches.threads > 0) threads = createBatchThreads({ threads: s.batches.threads, script: s.batches.script, settings: s });
  return threads && threads.size > 0 ? threads : null;
}

/** The worker's limiter, shared by Stage-3 batches and re-verification batches (activities/library). */
export function workerLimiter(): Limiter {
  currentFetchSettings();
  return limiter!;
}

/**
 * A run's own limiter, in front of the worker's, when its run-config asks for tighter
 * concurrency. Effective limits: the smaller count, the longer interval — a run-config can
 * only make the worker more polite (docs/performance.md).
 */
const runLimiters = new Map<string, Limiter | null>();
function runLimiterFor(planPath: string, wanted: ConcurrencyConfig | undefined): Limiter | null {
  if (runLimiters.has(planPath)) return runLimiters.get(planPath)!;
  const worker = currentFetchSettings().politeness;
  let made: Limiter | null = null;
  if (wanted && (wanted.overall !== undefined || wanted.per_host !== undefined || wanted.min_host_interval_ms !== undefined)) {
    made = createLimiter({
      overall: Math.min(worker.overall, wanted.overall ?? Infinity),
      perHost: Math.min(worker.perHost, wanted.per_host ?? Infinity),
      minHostIntervalMs: Math.max(worker.minHostIntervalMs ?? 0, wanted.min_host_interval_ms ?? 0),
      maxRetryAfterMs: worker.maxRetryAfterMs,
    });
  }
  runLimiters.set(planPath, made);
  if (runLimiters.size > PLAN_CACHE_SIZE) runLimiters.delete(runLimiters.keys().next().value!);
  return made;
}

/** Both limiters: the run's (when it has one) first, then the worker's. */
function politely<T>(planPath: string, plan: PlanSettings, host: string, task: () => Promise<T>): Promise<T> {
  const own = runLimiterFor(planPath, plan.concurrency);
  const worker = workerLimiter();
  return own ? own.run(host, () => worker.run(host, task)) : worker.run(host, task);
}

/**
 * One fetcher (one connection pool) per network policy, shared by every batch on this worker.
 * Auditing is per call: `onOverride` hears every override the batch's own fetches used.
 */
export function fetcherFor(policy: NetworkPolicy, onOverride: (e: NetworkOverrideEvent) => void): Fetcher {
  const key = JSON.stringify(policy);
  let shared = fetchers.get(key);
  if (!shared) {
    shared = createFetcher(policy, { connectionsPerOrigin: currentFetchSettings().politeness.perHost, resolver: resolver! });
    fetchers.set(key, shared);
  }
  const pool = shared;
  return {
    fetchPage: (url, opts) => pool.fetchPage(url, { ...opts, onNetworkOverride: onOverride }),
    close: async () => undefined, // the pool outlives the batch
  };
}

/**
 * After a URL's check (Stage 3 and re-verification): a host that rate-limited is backed off in
 * the worker's limiter; see settleRateLimitWith (activities/online-check.ts).
 */
export function settleRateLimit(result: RateLimitSignal & { deferred?: boolean; status: string }, host: string, attempt: number): { deferMs: number } | { why: string } {
  return settleRateLimitWith(result, host, attempt, (h, ms) => workerLimiter().backOff(h, ms));
}

/** The failure that has Temporal retry a batch after the site's wait (capped: Temporal applies no maximumInterval to nextRetryDelay). */
export function rateLimitedRetry(what: string, waitMs: number): ApplicationFailure {
  return ApplicationFailure.create({
    type: 'RATE_LIMITED',
    message: `${what} after ${Math.ceil(waitMs / 1000)} s`,
    nextRetryDelay: Math.min(Math.max(waitMs, 1000), RATE_LIMIT_RETRY.maxWaitMs),
  });
}

/** This activity's attempt number (1 outside an activity, in tests). */
export function currentAttempt(): number {
  try {
    return Context.current().info.attempt;
  } catch {
    return 1;
  }
}

/**
 * A plan's settings, and — for plans written before contexts were frozen in them — the run's
 * contexts read once per worker (contextsByCid). Plans of today carry each URL's context on its
 * own line, so a batch holds only its own.
 */
export async function loadPlan(planPath: string): Promise<{ plan: PlanSettings; contexts: Map<string, ClassifyContext> | null }> {
  const summary = await readPlanSummary(planPath);
  if (summary.contexts || summary.settings.mode !== 'online') return { plan: summary.settings, contexts: null };
  let entry = legacyContexts.get(planPath);
  if (!entry) {
    entry = contextsByCid(summary.settings.run_root);
    entry.catch(() => legacyContexts.delete(planPath));
    legacyContexts.set(planPath, entry);
    if (legacyContexts.size > PLAN_CACHE_SIZE) legacyContexts.delete(legacyContexts.keys().next().value!);
  }
  return { plan: summary.settings, contexts: await entry };
}
const legacyContexts = new Map<string, Promise<Map<string, ClassifyContext>>>();
const PLAN_CACHE_SIZE = 4;

/**
 * The network policy and ladder block frozen in the plan (planNetwork), so every batch and
 * retry of a run fetches under the same settings. A plan written before they were frozen (no
 * `ladder` key) falls back to the live run-config, as batches used to.
 */
async function onlineSettings(plan: PlanSettings, planPath: string): Promise<{ policy: NetworkPolicy; ladder: OperatorLadder }> {
  // The operator's settings, narrowed by what the plan asks (checked again here: the plan file is in the run directory).
  const operator = loadOperatorSettings();
  const invalid = planFieldError(planPath);
  const { resolve, per_hop_timeout_ms, max_body_bytes, max_redirects } = plan.network;
  const allow_cidrs = narrowAllowCidrs(plan.network.allow_cidrs, operator, invalid);
  const frozen = { resolve, allow_cidrs, ...stripUndefined({ per_hop_timeout_ms, max_body_bytes, max_redirects }) };
  if (plan.ladder !== undefined) return { policy: { ...DEFAULT_NETWORK_POLICY, ...frozen }, ladder: narrowLadder(plan.ladder, operator, invalid) };
  const live = (await loadRunConfig(plan.run_root)).effective?.citations;
  const limits = stripUndefined({ per_hop_timeout_ms: live?.network?.per_hop_timeout_ms, max_body_bytes: live?.network?.max_body_bytes, max_redirects: live?.network?.max_redirects });
  return { policy: { ...DEFAULT_NETWORK_POLICY, ...limits, resolve, allow_cidrs }, ladder: narrowLadder(live?.ladder, operator, invalid) };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Online batches running on this (the main) thread now; batch threads take the next when they have fewer. */
let localBatches = 0;

/** `attempt` defaults to the running activity's attempt (1 outside an activity). */
export async function validateOnlineBatch(planPath: string, start: number, end: number, opts: { attempt?: number } = {}): Promise<BatchResult> {
  const attempt = opts.attempt ?? currentAttempt();
  const { plan, contexts } = await loadPlan(planPath);
  if (plan.mode !== 'online') throw new Error(`validateOnlineBatch: plan ${planPath} is an ${plan.mode} plan`);
  const { policy, ladder } = await onlineSettings(plan, planPath);
  const overrides = new Set<string>();
  const onOverride = (e: NetworkOverrideEvent) => overrides.add(`${e.kind}:${e.host}`);
  const fetcher = fetcherFor(policy, onOverride);
  // The browser rung obeys the very policy the fetcher does; screenshots go under this run's citations/evidence/.
  const browser = createBrowserStep({ pool: sharedBrowserPool(), policy, runRoot: plan.run_root, onOverride });
  // URLs finished by an earlier attempt that a rate limit cut short (see below).
  const doneDir = `${batchPathFor(planPath, start, end)}.d`;
  const resumed = await readFinished(doneDir);

  let retryAfterMs = 0;
  const hooks: CheckHooks = {
    fetcher,
    ladder,
    browser,
    limit: (host, task) => politely(planPath, plan, host, task),
    backOff: (host, ms) => workerLimiter().backOff(host, ms),
    // The page pool (activities/pages) runs the classifier off the event loop, bounded.
    analyse: (job) => pagePool().analyse(job),
  };
  const checkOne = async (planned: PlannedUrl): Promise<Finished | null> => {
    const earlier = resumed.get(planned.cid);
    if (earlier) return earlier;
    const context: ClassifyContext = (contexts ? contexts.get(planned.cid) : planned.context) ?? {};
    const outcome = await checkPlanned(planned, context, plan, attempt, hooks);
    if ('deferMs' in outcome) {
      retryAfterMs = Math.max(retryAfterMs, outcome.deferMs);
      return null; // not final: come back after the (capped) wait — Temporal retries the batch
    }
    return outcome;
  };

  // Only this batch's lines of the plan are read.
  const planned = await readPlanSlice(planPath, start, end);
  let outcomes: Array<Finished | null>;
  const threads = batchThreads();
  const todo = planned.filter((p) => !resumed.has(p.cid));
  if (threads && todo.length > 0 && threads.wantsBatch(localBatches)) {
    // The whole batch (fetch, classification, records) in a batch thread, under this thread's limiters.
    const done = await threads.run(
      { plan, attempt, policy, ladder, urls: todo.map((p) => ({ planned: p, context: (contexts ? contexts.get(p.cid) : p.context) ?? {} })) },
      { limit: hooks.limit, backOff: hooks.backOff, analyse: hooks.analyse, browser, onOverride },
    );
    retryAfterMs = done.retryAfterMs;
    const byCid = new Map(todo.map((p, i) => [p.cid, done.outcomes[i]!]));
    outcomes = planned.map((p) => resumed.get(p.cid) ?? byCid.get(p.cid)!);
  } else {
    localBatches++;
    try {
      outcomes = await Promise.all(planned.map(checkOne));
    } finally {
      localBatches--;
    }
  }
  if (overrides.size > 0) {
    // One line per batch and workflow run: a retried attempt that used the same overrides adds none.
    const { workflow_run_id } = activityIdentity();
    await appendAudit(
      plan.run_root,
      { kind: 'network_override', run_id: plan.run_id, workflow_run_id, batch: `${start}-${end}`, attempt, uses: [...overrides].sort() },
      { once: ['kind', 'workflow_run_id', 'batch', 'uses'] },
    );
  }
  if (outcomes.some((o) => o === null)) {
    // Keep what is done, so the retry fetches only the rate-limited URLs again.
    for (const [i, o] of outcomes.entries()) {
      if (o && !resumed.has(planned[i].cid)) await writeFileAtomic(join(doneDir, `${planned[i].cid}.json`), JSON.stringify(o), { root: plan.run_root });
    }
    throw rateLimitedRetry('rate limited by at least one host; retrying the unfinished URLs of this batch', retryAfterMs);
  }
  const finished = outcomes as Finished[];
  for (const [i, o] of finished.entries()) if (o.evidence) await storePageEvidence(plan.run_root, planned[i].cid, o.evidence);
  const records = finished.map((o) => o.record);
  const byStatus = emptyStatusCounts();
  for (const r of records) byStatus[r.status as CitationStatus] += 1;
  const batchPath = batchPathFor(planPath, start, end);
  await writeFileAtomic(batchPath, records.map((r) => serializeCitation(r) + '\n').join(''), { root: plan.run_root });
  return { batch_path: batchPath, by_status: byStatus };
}
