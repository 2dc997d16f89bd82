/**
 * One URL through the escalation ladder: direct (SSRF-safe) → browser → Bright Data → Apify.
 * A step runs only while the previous one failed to get meaningful content (a bot wall,
 * a rate limit, a timeout, an empty shell). `blocked` is the answer only after all of them.
 * The browser step (when the caller gives one) also runs after a direct page that was fine by
 * status but looks rendered by scripts, and its rendered page then decides.
 */
import { classifyResponse, type Classification, type ClassifyContext, type ClassifyInput, type RecordedResponse } from '../classify/classify';
import { classifyFetchFailure } from '../classify/fetch-failure';
import type { Fetcher, FetchOutcome } from '../fetch/types';
import { readPdf } from '../classify/pdf';
import { extractPageText } from '../classify/html';
import { normalizeForQuote } from '../classify/relevance';
import { clientRenderedSigns } from '../browser/client-rendered';
import type { BrowserStep } from '../browser/step';
import { redactUrl } from '../../shared/url';
import { fetchViaApify } from './apify';
import { fetchViaBrightData } from './bright-data';
import type { LadderConfig } from './config';
import type { ServiceResult } from './service-response';

export type LadderStep = 'direct' | 'browser' | 'bright_data' | 'apify';
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
   * The headless-browser rung (activities/browser). Without it the ladder is direct → Bright
   * Data → Apify, exactly as before.
   */
  browser?: BrowserStep;
  /**
   * How a response is judged; default: classifyResponse in-process. The online batch passes the
   * page pool's (activities/pages), which runs the same classifier off the event loop, bounded.
   */
  classify?: (input: ClassifyInput) => Promise<Classification>;
  /** Service-call limits; defaults suit the real services. */
  limits?: { serviceTimeoutMs?: number; apifyWaitSecs?: number; maxBodyBytes?: number };
};

/** A fetched response as the classifier takes it: a PDF's bytes become its text and metadata. */
export async function recordedFrom(direct: Extract<FetchOutcome, { kind: 'response' }>): Promise<RecordedResponse> {
  const { pdf, hops: _hops, kind: _kind, ...rest } = direct;
  if (!pdf) return rest;
  if (direct.truncated) return { ...rest, body: '' }; // a PDF cut at the cap cannot be parsed: judged by its type
  try {
    return { ...rest, body: '', document: await readPdf(pdf) };
  } catch (err) {
    return { ...rest, body: '', document: { kind: 'unreadable', reason: `PDF could not be read (${err instanceof Error ? err.message.slice(0, 80) : 'error'})` } };
  }
}

const STEP_LABEL: Record<LadderStep, string> = { direct: 'direct', browser: 'via browser', bright_data: 'via Bright Data', apify: 'via Apify' };

function quoteOnPage(body: string, quotes: string[] | undefined): boolean {
  const wanted = (quotes ?? []).filter((q) => q.trim() !== '');
  if (wanted.length === 0) return false;
  const page = normalizeForQuote(extractPageText(body));
  return wanted.some((q) => page.includes(normalizeForQuote(q)));
}

/**
 * Whether the browser should look at a page the direct fetch got: it was walled or empty (but
 * not rate limited: a browser asking again is no politer), or it was fine by status yet looks
 * rendered by scripts and does not already show the quote.
 */
function wantsBrowser(response: RecordedResponse, first: Classification, context: ClassifyContext): boolean {
  if (first.escalate) return !first.rate_limited;
  if (first.status !== 'valid' && first.status !== 'mismatch') return false;
  const type = response.headers['content-type'];
  if (type && !/html/i.test(type)) return false;
  // The classifier's parse already measured the visible text: the page is not parsed again here.
  return clientRenderedSigns(response.body, first.visible_text_chars).clientRendered && !quoteOnPage(response.body, context.quotes);
}

function serviceEndpointAllowed(endpoint: string | undefined, allowHttp: boolean): boolean {
  if (endpoint === undefined) return false;
  try {
    const url = new URL(endpoint);
    if (url.username || url.password) return false;
    return url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
  } catch {
    return false;
  }
}

export async function checkUrl(url: string, normalized_url: string, context: ClassifyContext, deps: CheckDeps): Promise<CheckResult> {
  const ladder: string[] = [];
  const skipped: string[] = [];
  const classify = deps.classify ?? (async (input: ClassifyInput) => classifyResponse(input));

  const direct = await deps.fetcher.fetchPage(url, { signal: deps.signal });
  const directPage = direct.kind === 'response' ? await recordedFrom(direct) : null;
  const first = directPage ? await classify({ url, normalized_url, response: directPage, context }) : classifyFetchFailure(url, direct as Extract<FetchOutcome, { kind: 'error' }>);
  ladder.push(`direct:${first.status}`);
  const tryBrowser = deps.browser !== undefined && directPage !== null && wantsBrowser(directPage, first, context);
  if (!first.escalate && !tryBrowser) {
    if (directPage) deps.onPage?.(directPage);
    return { ...first, ladder };
  }
  if (first.rate_limited && deps.deferRateLimited?.(first)) return { ...first, ladder, deferred: true };

  const failures = [`direct: ${first.notes}`];
  /** What the browser step said, for the notes of whichever step decides. */
  const browserNotes: string[] = [];
  if (tryBrowser) {
    const got = await deps.browser!(url);
    if (got.kind === 'unavailable') {
      ladder.push('browser:skipped');
      browserNotes.push(`browser skipped (${got.reason})`);
    } else if (got.kind === 'failed') {
      ladder.push('browser:failed');
      browserNotes.push(`browser: ${got.reason}`);
    } else {
      const response = { ...got.response, final_url: redactUrl(got.response.final_url).url };
      const verdict = await classify({ url, normalized_url, response, context });
      ladder.push(`browser:${verdict.status}`);
      const shot = got.screenshot ? `; screenshot ${got.screenshot}` : '';
      if (!verdict.escalate) {
        deps.onPage?.(response);
        return { ...verdict, notes: `${STEP_LABEL.browser}: ${verdict.notes}${shot} (after direct: ${first.notes})`, ladder };
      }
      browserNotes.push(`browser: ${verdict.notes}${shot}`);
    }
    if (!first.escalate) {
      // The direct page stands; the notes say what the browser could not add.
      deps.onPage?.(directPage!);
      return { ...first, notes: `${first.notes}; ${browserNotes.join('; ')}`, ladder };
    }
  }
  // A skipped browser is listed with the other skipped steps; a browser that tried, with the failures.
  const browserTried = browserNotes.filter((n) => !n.startsWith('browser skipped'));
  failures.push(...browserTried);
  skipped.push(...browserNotes.filter((n) => n.startsWith('browser skipped')));
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
    const endpoint = service.step === 'bright_data' ? deps.ladder.bright_data?.endpoint : deps.ladder.apify?.base_url;
    if (service.tokenEnv && !serviceEndpointAllowed(endpoint, deps.ladder.allow_http === true)) {
      // A token is only ever sent over https (plain http only in the operator's test mode).
      ladder.push(`${service.step}:skipped`);
      skipped.push(`${service.step} skipped (endpoint is not https)`);
      continue;
    }
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
      const prefix = [`direct: ${first.notes}`, ...browserTried, ...skipped].join('; ');
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
