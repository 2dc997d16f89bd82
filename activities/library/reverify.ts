/**
 * Re-verification activities. A page of due citations is planned once and kept in the store
 * (planReverifyPage); a batch re-checks its page with Stage 3's own machinery — the worker's
 * shared politeness limiter, the SSRF-safe fetcher, the classifier and the escalation ladder
 * (checkUrl) — then hashes the page's main text, searches every stored quote again and
 * writes one verification row per citation (once per workflow: a retried batch skips what an
 * earlier attempt recorded). Only ids and counts travel back to the workflow.
 *
 * A rate-limited answer (429, or 503 with Retry-After) is not escalated to the paid services
 * while Temporal will retry the batch anyway, as in Stage 3: the URL gets no row this attempt,
 * the batch fails RATE_LIMITED with the (capped) wait as its next retry delay, and the retry
 * checks only the URLs without a row. The last attempt escalates (and records) as before.
 */
import { CITABLE_STATUSES } from '../../shared/schemas/library';
import { LadderConfigSchema, NetworkConfigSchema, SPEC_NETWORK_LIMITS } from '../../shared/schemas/run-config';
import { findQuote } from '../../shared/stages/claims';
import { extractPageText } from '../classify';
import { DEFAULT_NETWORK_POLICY, type NetworkPolicy } from '../fetch';
import { checkUrl, type LadderConfig } from '../ladder';
import { loadOperatorSettings, narrowAllowCidrs, narrowLadder } from '../operator-config';
import { currentAttempt, fetcherFor, rateLimitedRetry, settleRateLimit, willRetryRateLimited, workerLimiter } from '../validate-online';
import { CiteflowError } from '../../shared/errors';
import { getLibraryDb } from './connection';
import { contentHash, mainText, textSketch } from './content';
import { loadReverifyPage, planReverifyPage, recordVerification, verificationTotals, type ReverifyPage, type ReverifySelector, type ReverifyTarget, type VerificationTotals } from './store';

export type PlanPageInput = { workflow_id: string; page_no: number; selector: ReverifySelector; as_of: string; after_cid: string | null; limit: number };

export async function planReverifyPageActivity(input: PlanPageInput): Promise<ReverifyPage> {
  const db = await getLibraryDb({ start: true });
  return planReverifyPage(db, input);
}

export type ReverifyBatchInput = { workflow_id: string; page_no: number };
/** Totals over the whole page (what earlier attempts recorded included), so a retried batch reports the same. */
export type ReverifyBatchResult = VerificationTotals & { resumed: number };

/**
 * The network settings of the run that last cited the source, re-checked: they only tighten the
 * spec's limits, and its allowed ranges and ladder only narrow the operator's
 * (CITEFLOW_OPERATOR_CONFIG) — what the operator no longer allows falls back to the operator's own.
 */
function policyOf(target: ReverifyTarget): { policy: NetworkPolicy; ladder: LadderConfig } {
  const stored = target.network ?? {};
  const network = NetworkConfigSchema.safeParse(stored);
  const ladder = LadderConfigSchema.safeParse((stored as { ladder?: unknown }).ladder ?? {});
  const n = network.success ? network.data : {};
  const operator = loadOperatorSettings();
  const invalid = (path: Array<string | number>, problem: string) => new CiteflowError('SCHEMA_VALIDATION_FAILED', `stored network settings: ${path.join('.')}: ${problem}`, {});
  const narrowed = <T>(f: () => T, fallback: () => T): T => {
    try {
      return f();
    } catch {
      return fallback();
    }
  };
  return {
    policy: {
      ...DEFAULT_NETWORK_POLICY,
      resolve: n.resolve ?? {},
      allow_cidrs: narrowed(() => narrowAllowCidrs(n.allow_cidrs, operator, invalid), () => []),
      per_hop_timeout_ms: Math.min(n.per_hop_timeout_ms ?? SPEC_NETWORK_LIMITS.per_hop_timeout_ms, SPEC_NETWORK_LIMITS.per_hop_timeout_ms),
      max_body_bytes: Math.min(n.max_body_bytes ?? SPEC_NETWORK_LIMITS.max_body_bytes, SPEC_NETWORK_LIMITS.max_body_bytes),
      max_redirects: Math.min(n.max_redirects ?? SPEC_NETWORK_LIMITS.max_redirects, SPEC_NETWORK_LIMITS.max_redirects),
    },
    ladder: narrowed(() => narrowLadder(ladder.success ? ladder.data : undefined, operator, invalid), () => narrowLadder(undefined, operator, invalid)),
  };
}

/** Checks one citation and records it; or, when its host rate-limits and a retry will come, the ms to wait (nothing recorded). */
async function checkOne(workflowId: string, target: ReverifyTarget, attempt: number): Promise<number | null> {
  const { policy, ladder } = policyOf(target);
  const fetcher = fetcherFor(policy, () => undefined);
  const host = new URL(target.normalized_url).host;
  let body: string | null = null;
  const result = await workerLimiter().run(host, () =>
    checkUrl(
      target.url,
      target.normalized_url,
      { title: target.title, claims: target.usages.map((u) => u.claim), quotes: target.usages.map((u) => u.quote) },
      {
        fetcher,
        ladder,
        env: process.env,
        onPage: (page) => (body = page.body),
        deferRateLimited: willRetryRateLimited(attempt),
      },
    ),
  );
  const settled = settleRateLimit(result, host, attempt);
  if ('deferMs' in settled) return settled.deferMs;
  const { why } = settled;
  const citable = (CITABLE_STATUSES as readonly string[]).includes(result.status);
  const page = citable ? (body as string | null) : null;
  const text = page === null ? null : mainText(page);
  const visible = page === null ? '' : extractPageText(page);
  const quotes = target.usages.map((u) => ({ run_id: u.run_id, claim_id: u.claim_id, present: page !== null && findQuote(u.quote, visible).found }));
  const db = await getLibraryDb({ start: true });
  await recordVerification(db, {
    cid: target.cid,
    workflow_id: workflowId,
    checked_at: new Date().toISOString(),
    status: result.status,
    http_status: result.http_status,
    final_url: result.url && result.url !== target.url ? result.url : null,
    title: result.title,
    content_hash: text === null ? null : contentHash(text),
    sketch: text === null ? null : textSketch(text),
    quotes,
    notes: `${result.notes}${why} [ladder ${result.ladder.join(' → ')}]`,
  });
  return null;
}

export async function reverifyBatch(input: ReverifyBatchInput): Promise<ReverifyBatchResult> {
  const db = await getLibraryDb({ start: true });
  const targets = await loadReverifyPage(db, input.workflow_id, input.page_no);
  const todo = targets.filter((t) => !t.done);
  const attempt = currentAttempt();
  const waits = (await Promise.all(todo.map((t) => checkOne(input.workflow_id, t, attempt)))).filter((w): w is number => w !== null);
  if (waits.length > 0) {
    throw rateLimitedRetry(`${waits.length} citation(s) rate limited by their host; re-checking them`, Math.max(...waits));
  }
  const totals = await verificationTotals(db, input.workflow_id, targets.map((t) => t.cid));
  return { ...totals, resumed: targets.length - todo.length };
}
