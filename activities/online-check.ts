/**
 * One planned online URL, start to finish — the ladder under the limiters, the rate-limit rules,
 * the record — as the main thread (activities/validate-online.ts) and the Stage-3 batch threads
 * (activities/batch-thread.ts) both run it. Kept apart from validate-online.ts so a batch thread
 * loads only what a check needs (no Temporal, no run files).
 */
import type { CitationV1 } from '../shared/schemas';
import type { BrowserStep } from './browser/step';
import type { ClassifyContext, ClassifyInput } from './classify';
import type { Fetcher } from './fetch/types';
import { checkUrl, type LadderConfig } from './ladder';
import type { PageAnalysis, PageJob } from './pages/analyse';
import type { PageEvidence } from './stages/page-evidence';
import { RATE_LIMIT_RETRY } from './policies';
import { toCitation } from './validate/batch';
import type { PlannedUrl, PlanSettings } from './validate/plan-file';
import { rateLimitStep, type RateLimitSignal } from './validate/rate-limit';

export type Finished = { record: CitationV1; evidence: PageEvidence | null };

/** What one URL's check needs besides the URL: where it fetches, its limits, how pages are analysed. */
export type CheckHooks = {
  fetcher: Fetcher;
  ladder: LadderConfig;
  browser: BrowserStep;
  /** Runs the check under the worker's limiters (and the run's, when it has its own). */
  limit: <T>(host: string, task: () => Promise<T>) => Promise<T>;
  /** A host that rate-limited is left alone for this long (the worker's limiter). */
  backOff: (host: string, ms: number) => void;
  analyse: (job: PageJob) => Promise<PageAnalysis>;
};

/**
 * One planned URL, start to finish: the ladder under the limiters, the rate-limit rules, the
 * record. `{ deferMs }` when a rate-limited URL is to be retried later (the batch's retry).
 * Runs on the main thread or in a batch thread (activities/batch-thread.ts) alike.
 */
export async function checkPlanned(planned: PlannedUrl, context: ClassifyContext, plan: PlanSettings, attempt: number, hooks: CheckHooks): Promise<Finished | { deferMs: number }> {
  const host = new URL(planned.normalized_url).host;
  return hooks.limit(host, async () => {
    if (planned.invalid_reason) {
      const record = toCitation(planned, plan, { status: 'invalid', http_status: null, url: planned.url_original, title: null, publisher: null, evidence_snippet: null, notes: planned.invalid_reason });
      return { record, evidence: null };
    }
    // Claim checks need the page's text, author and date — only for sources that claims cite.
    const wantEvidence = (context.claims?.length ?? 0) > 0;
    const result = await checkUrl(planned.url_original, planned.normalized_url, context, {
      fetcher: hooks.fetcher,
      ladder: hooks.ladder,
      browser: hooks.browser,
      env: process.env,
      classify: async (input: ClassifyInput) => (await hooks.analyse({ input, evidence: wantEvidence })).classification,
      // While a rate-limited URL will be retried anyway, escalating now would pay the services once per attempt.
      deferRateLimited: willRetryRateLimited(attempt),
    });
    const settled = settleRateLimitWith(result, host, attempt, hooks.backOff);
    if ('deferMs' in settled) return settled;
    const { why } = settled;
    const record = toCitation(planned, plan, { ...result, url: result.url ?? planned.url_original, notes: `${result.notes}${why} [ladder ${result.ladder.join(' → ')}]` });
    // Claim checks need the page's text, author and date — only for sources that claims cite.
    // They come from the classification's own parse of the page (no second parse).
    const { evidence } = result;
    if (evidence === undefined || !context.claims?.length || !['valid', 'paywalled', 'mismatch'].includes(result.status)) return { record, evidence: null };
    return { record, evidence };
  });
}

/**
 * For checkUrl's `deferRateLimited`: while a rate-limited URL will be retried anyway (attempts
 * left), escalating now would pay the services once per attempt.
 */
export function willRetryRateLimited(attempt: number): (direct: RateLimitSignal) => boolean {
  return (direct) => rateLimitStep(direct, attempt)?.kind === 'retry';
}

/**
 * After a URL's check (Stage 3 and re-verification): a host that rate-limited is backed off in
 * the worker's limiter; a check deferred while attempts remain gives the (capped) ms to wait
 * before the batch's retry; otherwise the note to add to a final `blocked` verdict ('' if none).
 */
export function settleRateLimitWith(
  result: RateLimitSignal & { deferred?: boolean; status: string },
  host: string,
  attempt: number,
  backOff: (host: string, ms: number) => void,
): { deferMs: number } | { why: string } {
  if (result.retry_after_ms !== undefined || result.rate_limited) backOff(host, result.retry_after_ms ?? RATE_LIMIT_RETRY.defaultWaitMs);
  const step = rateLimitStep(result, attempt);
  if (result.deferred && step?.kind === 'retry') return { deferMs: step.wait_ms };
  return { why: step?.kind === 'final' && result.status === 'blocked' ? `; ${step.note}` : '' };
}

