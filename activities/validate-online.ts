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
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure, Context } from '@temporalio/activity';
import type { CitationV1, LadderConfig } from '../shared/schemas';
import { ExtractedClaimSchema } from '../shared/schemas/extracted-claim';
import { SearchResultSchema } from '../shared/schemas/search-result';
import type { CitationStatus } from '../shared/schemas/citation';
import { extractMetadata, extractPageText, type ClassifyContext } from './classify';
import { createFetcher, createLimiter, DEFAULT_NETWORK_POLICY, DEFAULT_POLITENESS, type Fetcher, type NetworkOverrideEvent, type NetworkPolicy } from './fetch';
import { appendAudit, readJsonlFile, writeFileAtomic } from './io';
import { checkUrl, ladderConfigWithDefaults } from './ladder';
import { loadRunConfig, runPaths } from './stages/run-files';
import { storePageEvidence, type PageEvidence } from './stages/page-evidence';
import { serializeCitation } from '../shared/citations';
import { RATE_LIMIT_RETRY } from './policies';
import { batchPathFor, emptyStatusCounts, rateLimitStep, readPlanFile, toCitation, type BatchResult, type PlanFile, type PlannedUrl } from './validate';

type Finished = { record: CitationV1; evidence: PageEvidence | null };

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

/** One limiter per worker process, shared by Stage-3 batches and re-verification batches. */
export const limiter = createLimiter(DEFAULT_POLITENESS);
const fetchers = new Map<string, Fetcher>();

/**
 * One fetcher (one connection pool) per network policy, shared by every batch on this worker.
 * Auditing is per call: `onOverride` hears every override the batch's own fetches used.
 */
export function fetcherFor(policy: NetworkPolicy, onOverride: (e: NetworkOverrideEvent) => void): Fetcher {
  const key = JSON.stringify(policy);
  let shared = fetchers.get(key);
  if (!shared) {
    shared = createFetcher(policy);
    fetchers.set(key, shared);
  }
  const pool = shared;
  return {
    fetchPage: (url, opts) => pool.fetchPage(url, { ...opts, onNetworkOverride: onOverride }),
    close: async () => undefined, // the pool outlives the batch
  };
}

function currentAttempt(): number {
  try {
    return Context.current().info.attempt;
  } catch {
    return 1;
  }
}

/** What the run knows about each source (titles, claims, quotes), so the classifier can spot the wrong page. */
async function contextsByCid(runRoot: string): Promise<Map<string, ClassifyContext>> {
  const paths = runPaths(runRoot);
  const contexts = new Map<string, { title: string | null; claims: string[]; quotes: string[] }>();
  const of = (cid: string) => {
    let c = contexts.get(cid);
    if (!c) contexts.set(cid, (c = { title: null, claims: [], quotes: [] }));
    return c;
  };
  if (existsSync(paths.searchResults)) {
    for (const r of await readJsonlFile(paths.searchResults, SearchResultSchema, 'search-results.jsonl')) if (r.cid && r.title) of(r.cid).title ??= r.title;
  }
  if (existsSync(paths.extracted)) {
    for (const c of await readJsonlFile(paths.extracted, ExtractedClaimSchema, 'extracted.jsonl')) {
      if (!c.cid) continue;
      of(c.cid).claims.push(c.claim);
      of(c.cid).quotes.push(c.quote);
    }
  }
  return contexts;
}

/**
 * Plan files are content-addressed, so a worker parses each once, not once per batch (a
 * 10,000-URL plan is read by 200 batches). Bounded: the newest few plans stay cached.
 */
const planCache = new Map<string, Promise<{ plan: PlanFile; contexts: Map<string, ClassifyContext> }>>();
const PLAN_CACHE_SIZE = 4;

export function loadPlan(planPath: string): Promise<{ plan: PlanFile; contexts: Map<string, ClassifyContext> }> {
  let entry = planCache.get(planPath);
  if (!entry) {
    entry = readPlanFile(planPath).then(async (plan) => ({ plan, contexts: await contextsByCid(plan.run_root) }));
    entry.catch(() => planCache.delete(planPath));
    planCache.set(planPath, entry);
    if (planCache.size > PLAN_CACHE_SIZE) planCache.delete(planCache.keys().next().value!);
  }
  return entry;
}

/**
 * The network policy and ladder block frozen in the plan (planNetwork), so every batch and
 * retry of a run fetches under the same settings. A plan written before they were frozen (no
 * `ladder` key) falls back to the live run-config, as batches used to.
 */
async function onlineSettings(plan: PlanFile): Promise<{ policy: NetworkPolicy; ladderConfig: LadderConfig | undefined }> {
  const { resolve, allow_cidrs, per_hop_timeout_ms, max_body_bytes, max_redirects } = plan.network;
  const frozen = { resolve, allow_cidrs, ...stripUndefined({ per_hop_timeout_ms, max_body_bytes, max_redirects }) };
  if (plan.ladder !== undefined) return { policy: { ...DEFAULT_NETWORK_POLICY, ...frozen }, ladderConfig: plan.ladder };
  const live = (await loadRunConfig(plan.run_root)).effective?.citations;
  return { policy: { ...DEFAULT_NETWORK_POLICY, ...stripUndefined({ ...live?.network }), resolve, allow_cidrs }, ladderConfig: live?.ladder };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** `attempt` defaults to the running activity's attempt (1 outside an activity). */
export async function validateOnlineBatch(planPath: string, start: number, end: number, opts: { attempt?: number } = {}): Promise<BatchResult> {
  const attempt = opts.attempt ?? currentAttempt();
  const { plan, contexts } = await loadPlan(planPath);
  if (plan.mode !== 'online') throw new Error(`validateOnlineBatch: plan ${planPath} is an ${plan.mode} plan`);
  const { policy, ladderConfig } = await onlineSettings(plan);
  const overrides = new Set<string>();
  const fetcher = fetcherFor(policy, (e) => overrides.add(`${e.kind}:${e.host}`));
  const ladder = ladderConfigWithDefaults(ladderConfig);
  // URLs finished by an earlier attempt that a rate limit cut short (see below).
  const doneDir = `${batchPathFor(planPath, start, end)}.d`;
  const resumed = await readFinished(doneDir);

  let retryAfterMs = 0;
  const checkOne = async (planned: PlannedUrl): Promise<Finished | null> => {
    const earlier = resumed.get(planned.cid);
    if (earlier) return earlier;
    return limiter.run(new URL(planned.normalized_url).host, async () => {
      if (planned.invalid_reason) {
        const record = toCitation(planned, plan, { status: 'invalid', http_status: null, url: planned.url_original, title: null, publisher: null, evidence_snippet: null, notes: planned.invalid_reason });
        return { record, evidence: null };
      }
      let page: { body: string } | null = null;
      const context = contexts.get(planned.cid) ?? {};
      const result = await checkUrl(planned.url_original, planned.normalized_url, context, {
        fetcher,
        ladder,
        env: process.env,
        onPage: (response) => (page = response),
        // While a rate-limited URL will be retried anyway, escalating now would pay the services once per attempt.
        deferRateLimited: (direct) => rateLimitStep(direct, attempt)?.kind === 'retry',
      });
      if (result.retry_after_ms !== undefined || result.rate_limited) {
        limiter.backOff(new URL(planned.normalized_url).host, result.retry_after_ms ?? RATE_LIMIT_RETRY.defaultWaitMs);
      }
      const rateLimit = rateLimitStep(result, attempt);
      if (result.deferred && rateLimit?.kind === 'retry') {
        retryAfterMs = Math.max(retryAfterMs, rateLimit.wait_ms);
        return null; // not final: come back after the (capped) wait — Temporal retries the batch
      }
      const why = rateLimit?.kind === 'final' && result.status === 'blocked' ? `; ${rateLimit.note}` : '';
      const record = toCitation(planned, plan, { ...result, url: result.url ?? planned.url_original, notes: `${result.notes}${why} [ladder ${result.ladder.join(' → ')}]` });
      // Claim checks need the page's text, author and date — only for sources that claims cite.
      const body = (page as { body: string } | null)?.body;
      if (body === undefined || !context.claims?.length) return { record, evidence: null };
      const meta = extractMetadata(body);
      return { record, evidence: { page_text: extractPageText(body), title: meta.title, author: meta.author, published: meta.published } };
    });
  };

  const planned = plan.urls.slice(start, end);
  const outcomes = await Promise.all(planned.map(checkOne));
  if (overrides.size > 0) {
    await appendAudit(plan.run_root, { kind: 'network_override', run_id: plan.run_id, uses: [...overrides].sort() });
  }
  if (outcomes.some((o) => o === null)) {
    // Keep what is done, so the retry fetches only the rate-limited URLs again.
    await mkdir(doneDir, { recursive: true });
    for (const [i, o] of outcomes.entries()) {
      if (o && !resumed.has(planned[i].cid)) await writeFileAtomic(join(doneDir, `${planned[i].cid}.json`), JSON.stringify(o));
    }
    throw ApplicationFailure.create({
      type: 'RATE_LIMITED',
      message: `rate limited by at least one host; retrying the unfinished URLs of this batch after ${Math.ceil(retryAfterMs / 1000)} s`,
      // Capped again here: Temporal applies no maximumInterval to nextRetryDelay.
      nextRetryDelay: Math.min(Math.max(retryAfterMs, 1000), RATE_LIMIT_RETRY.maxWaitMs),
    });
  }
  const finished = outcomes as Finished[];
  for (const [i, o] of finished.entries()) if (o.evidence) await storePageEvidence(plan.run_root, planned[i].cid, o.evidence);
  const records = finished.map((o) => o.record);
  const byStatus = emptyStatusCounts();
  for (const r of records) byStatus[r.status as CitationStatus] += 1;
  const batchPath = batchPathFor(planPath, start, end);
  await writeFileAtomic(batchPath, records.map((r) => serializeCitation(r) + '\n').join(''));
  return { batch_path: batchPath, by_status: byStatus };
}
