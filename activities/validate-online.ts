/**
 * ONLINE stage-3 batches: every planned URL through the escalation ladder (SSRF-safe direct
 * fetch → Bright Data → Apify), politely: one limiter per worker process bounds concurrency
 * overall and per host and honours Retry-After across all batches.
 *
 * Resumable and idempotent: each URL's record is written to a file named after the plan and
 * the cid as soon as it is known, so a retried batch (worker crash, or a rate limit that asked
 * us to come back later) redoes only the URLs it had not finished.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplicationFailure, Context } from '@temporalio/activity';
import type { CitationV1 } from '../shared/schemas';
import { ExtractedClaimSchema } from '../shared/schemas/extracted-claim';
import { SearchResultSchema } from '../shared/schemas/search-result';
import type { CitationStatus } from '../shared/schemas/citation';
import { extractMetadata, extractPageText, type ClassifyContext } from './classify';
import { createFetcher, createLimiter, DEFAULT_NETWORK_POLICY, DEFAULT_POLITENESS, type Fetcher, type NetworkPolicy } from './fetch';
import { appendAudit, readJsonlFile, writeFileAtomic } from './io';
import { checkUrl, ladderConfigWithDefaults } from './ladder';
import { loadRunConfig, runPaths } from './stages/run-files';
import { storePageEvidence } from './stages/page-evidence';
import { serializeCitation } from '../shared/citations';
import { batchPathFor, emptyStatusCounts, readPlanFile, toCitation, type BatchResult, type PlannedUrl } from './validate';

/** A rate-limited URL is retried by Temporal (nextRetryDelay = Retry-After) up to this attempt; then its verdict stands. */
export const RATE_LIMIT_ATTEMPTS = 3;

const limiter = createLimiter(DEFAULT_POLITENESS);
const fetchers = new Map<string, Fetcher>();

function fetcherFor(policy: NetworkPolicy, onOverride: (e: { kind: string; host: string }) => void): Fetcher {
  const key = JSON.stringify(policy);
  let fetcher = fetchers.get(key);
  if (!fetcher) {
    fetcher = createFetcher(policy, { onNetworkOverride: onOverride });
    fetchers.set(key, fetcher);
  }
  return fetcher;
}

function attempt(): number {
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

export async function validateOnlineBatch(planPath: string, start: number, end: number): Promise<BatchResult> {
  const plan = await readPlanFile(planPath);
  if (plan.mode !== 'online') throw new Error(`validateOnlineBatch: plan ${planPath} is an ${plan.mode} plan`);
  const config = (await loadRunConfig(plan.run_root)).effective?.citations;
  const policy: NetworkPolicy = {
    ...DEFAULT_NETWORK_POLICY,
    resolve: plan.network.resolve,
    allow_cidrs: plan.network.allow_cidrs,
    ...(config?.network?.per_hop_timeout_ms ? { per_hop_timeout_ms: config.network.per_hop_timeout_ms } : {}),
    ...(config?.network?.max_body_bytes ? { max_body_bytes: config.network.max_body_bytes } : {}),
    ...(config?.network?.max_redirects !== undefined ? { max_redirects: config.network.max_redirects } : {}),
  };
  const overrides = new Set<string>();
  const fetcher = fetcherFor(policy, (e) => overrides.add(`${e.kind}:${e.host}`));
  const ladder = ladderConfigWithDefaults(config?.ladder);
  const contexts = await contextsByCid(plan.run_root);
  const doneDir = `${batchPathFor(planPath, start, end)}.d`;
  await mkdir(doneDir, { recursive: true });

  let retryAfterMs = 0;
  const checkOne = async (planned: PlannedUrl): Promise<CitationV1> => {
    const donePath = join(doneDir, `${planned.cid}.json`);
    if (existsSync(donePath)) return JSON.parse(await readFile(donePath, 'utf8')) as CitationV1;
    const record = await limiter.run(new URL(planned.normalized_url).host, async () => {
      if (planned.invalid_reason) {
        return toCitation(planned, plan, { status: 'invalid', http_status: null, url: planned.url_original, title: null, publisher: null, evidence_snippet: null, notes: planned.invalid_reason });
      }
      let page: { body: string } | null = null;
      const result = await checkUrl(planned.url_original, planned.normalized_url, contexts.get(planned.cid) ?? {}, {
        fetcher,
        ladder,
        env: process.env,
        onPage: (response) => (page = response),
      });
      if (result.retry_after_ms !== undefined) {
        limiter.backOff(new URL(planned.normalized_url).host, result.retry_after_ms);
        if (attempt() < RATE_LIMIT_ATTEMPTS) {
          retryAfterMs = Math.max(retryAfterMs, result.retry_after_ms);
          return null; // not final: come back after Retry-After (Temporal retries the batch)
        }
      }
      if (page) {
        const meta = extractMetadata((page as { body: string }).body);
        await storePageEvidence(plan.run_root, planned.cid, {
          page_text: extractPageText((page as { body: string }).body),
          title: meta.title,
          author: meta.author,
          published: meta.published,
        });
      }
      return toCitation(planned, plan, { ...result, url: result.url ?? planned.url_original, notes: `${result.notes} [ladder ${result.ladder.join(' → ')}]` });
    });
    if (record) await writeFileAtomic(donePath, JSON.stringify(record));
    return record as CitationV1;
  };

  const planned = plan.urls.slice(start, end);
  const records = await Promise.all(planned.map(checkOne));
  if (overrides.size > 0) {
    await appendAudit(plan.run_root, { kind: 'network_override', run_id: plan.run_id, uses: [...overrides].sort() });
  }
  if (records.some((r) => r === null)) {
    throw ApplicationFailure.create({
      type: 'RATE_LIMITED',
      message: `rate limited by at least one host; retrying the unfinished URLs of this batch after ${Math.ceil(retryAfterMs / 1000)} s`,
      nextRetryDelay: Math.max(retryAfterMs, 1000),
    });
  }
  const byStatus = emptyStatusCounts();
  for (const r of records) byStatus[r.status as CitationStatus] += 1;
  const batchPath = batchPathFor(planPath, start, end);
  await writeFileAtomic(batchPath, records.map((r) => serializeCitation(r) + '\n').join(''));
  return { batch_path: batchPath, by_status: byStatus };
}
