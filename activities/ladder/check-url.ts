/**
 * One URL through the escalation ladder: direct (SSRF-safe) → Bright Data → Apify.
 * A step runs only while the previous one failed to get meaningful content (a bot wall,
 * a rate limit, a timeout, an empty shell). `blocked` is the answer only after all three.
 */
import { classifyResponse, type Classification, type ClassifyContext, type ClassifyInput, type RecordedResponse } from '../classify/classify';
import { classifyFetchFailure } from '../classify/fetch-failure';
import type { Fetcher } from '../fetch/types';
import { redactUrl } from '../../shared/url';
import { fetchViaApify } from './apify';
import { fetchViaBrightData } from './bright-data';
import type { LadderConfig } from './config';
import type { ServiceResult } from './service-response';

export type LadderStep = 'direct' | 'bright_data' | 'apify';
export type CheckResult = Classification & {
  /** Steps in the order taken, each "step:outcome" — outcome a status, "skipped" or "failed". */
  ladder: string[];
  /** The direct fetch was rate limited and the caller chose to retry later: not escalated, not final. */
  deferred?: boolean;
};
export type CheckDeps = {
  fetcher: Fetcher;
  ladder: LadderConfig;
  /** Where token variables are read, at call time only (normally process.env). */
  env: Record<string, string | undefined>;
  signal?: AbortSignal;
  /**
   * Called with the response behind the final verdict (when there is one), so the caller can
   * keep what claim checks need (page text, author, date) without the body leaving the activity.
   */
  onPage?: (response: RecordedResponse) => void;
  /**
   * Asked when the direct fetch is rate limited (429, or 5xx with Retry-After). True means the
   * caller will retry this URL later (a Temporal retry), so the paid services are not called
   * now: escalating on every attempt would pay Bright Data and Apify once per retry.
   */
  deferRateLimited?: (direct: Classification) => boolean;
  /**
   * How a response is judged; default: classifyResponse in-process. The online batch passes the
   * page pool's (activities/pages), which runs the same classifier off the event loop, bounded.
   */
  classify?: (input: ClassifyInput) => Promise<Classification>;
  /** Service-call limits; defaults suit the real services. */
  limits?: { serviceTimeoutMs?: number; apifyWaitSecs?: number; maxBodyBytes?: number };
};

const STEP_LABEL: Record<LadderStep, string> = { direct: 'direct', bright_data: 'via Bright Data', apify: 'via Apify' };

export async function checkUrl(url: string, normalized_url: string, context: ClassifyContext, deps: CheckDeps): Promise<CheckResult> {
  const ladder: string[] = [];
  const skipped: string[] = [];
  const classify = deps.classify ?? (async (input: ClassifyInput) => classifyResponse(input));

  const direct = await deps.fetcher.fetchPage(url, { signal: deps.signal });
  const first =
    direct.kind === 'response'
      ? await classify({ url, normalized_url, response: direct, context })
      : classifyFetchFailure(url, direct);
  ladder.push(`direct:${first.status}`);
  if (!first.escalate) {
    if (direct.kind === 'response') deps.onPage?.(direct);
    return { ...first, ladder };
  }
  if (first.rate_limited && deps.deferRateLimited?.(first)) return { ...first, ladder, deferred: true };

  const failures = [`direct: ${first.notes}`];
  const maxBodyBytes = deps.limits?.maxBodyBytes ?? 2 * 1024 * 1024;
  const services: { step: Exclude<LadderStep, 'direct'>; tokenEnv?: string; run: (token: string) => Promise<ServiceResult> }[] = [
    {
      step: 'bright_data',
      tokenEnv: deps.ladder.bright_data?.token_env,
      run: (token) =>
        fetchViaBrightData(url, deps.ladder.bright_data!, token, {
          timeoutMs: deps.limits?.serviceTimeoutMs ?? 60_000,
          maxBodyBytes,
          signal: deps.signal,
        }),
    },
    {
      step: 'apify',
      tokenEnv: deps.ladder.apify?.token_env,
      run: (token) => fetchViaApify(url, deps.ladder.apify!, token, { waitSecs: deps.limits?.apifyWaitSecs ?? 120, maxBodyBytes }),
    },
  ];

  for (const service of services) {
    if (!service.tokenEnv) {
      ladder.push(`${service.step}:skipped`);
      skipped.push(`${service.step} skipped (not configured)`);
      continue;
    }
    const token = deps.env[service.tokenEnv];
    if (!token) {
      ladder.push(`${service.step}:skipped`);
      skipped.push(`${service.step} skipped (${service.tokenEnv} unset)`);
      continue;
    }
    const got = await service.run(token);
    if (got.kind === 'failed') {
      ladder.push(`${service.step}:failed`);
      failures.push(`${service.step}: ${got.reason}`);
      continue;
    }
    const response = { ...got.response, final_url: redactUrl(got.response.final_url).url };
    const verdict = await classify({ url, normalized_url, response, context });
    ladder.push(`${service.step}:${verdict.status}`);
    if (!verdict.escalate) {
      deps.onPage?.(response);
      const prefix = [`direct: ${first.notes}`, ...skipped].join('; ');
      return { ...verdict, notes: `${STEP_LABEL[service.step]}: ${verdict.notes} (after ${prefix})`, ladder };
    }
    failures.push(`${service.step}: ${verdict.notes}`);
  }

  return {
    ...first,
    status: 'blocked',
    escalate: false,
    notes: `blocked after escalation — ${[...failures, ...skipped].join('; ')}`,
    ladder,
  };
}
