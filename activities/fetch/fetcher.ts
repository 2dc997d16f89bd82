/**
 * The one SSRF-safe fetcher: manual redirects (every hop re-checked), a per-hop deadline that
 * covers headers and body, a body cap that also holds after decompression. Never throws for
 * network trouble — every failure is a typed FetchOutcome error whose message names hosts only.
 */
import { Agent } from 'undici';
import { isIP } from 'node:net';
import { CiteflowError } from '../../shared/errors';
import { createAddressPolicy, isIpLiteral, unbracket } from './address-policy';
import { BodyEncodingError, BodyTooLargeError, decodeText, decompressUpTo, isTextual, looksLikeHtmlDocument, looksLikePdf, readUpTo } from './body';
import { CookieJar } from './cookies';
import { refreshTarget } from './refresh';
import { createGuardedConnector, DisallowedTargetError } from './guarded-connector';
import { createDnsResolver, DnsFailure, type DnsResolver } from './resolver';
import { redactUrl } from '../../shared/url';
import type { Fetcher, FetchErrorCode, FetchOptions, FetchOutcome, NetworkOverrideEvent, NetworkPolicy } from './types';

/** 300 Multiple Choices counts when it names a Location (the server's preferred choice; curl and most clients follow it — blind9). */
const REDIRECT_STATUSES = new Set([300, 301, 302, 303, 307, 308]);
const TRANSIENT_5XX = new Set([500, 502, 503, 504]);
/** Backoff before the 2nd and 3rd try of a 5xx without Retry-After. */
export const SERVER_ERROR_RETRY_DELAYS_MS = [500, 1500];
/** A 5xx or 429 whose Retry-After asks for at most this many seconds is retried in the fetch (not deferred as a rate limit). */
export const SHORT_RETRY_AFTER_S = 5;

const DEADLINE_TICK_MS = 100;
/** The most one tick may count: a tick that fires much later than asked means the event loop was busy (CPU), not the network. */
const DEADLINE_TICK_MAX_MS = 150;

/**
 * A per-hop deadline that measures the network, not time spent waiting for the CPU: it counts
 * elapsed time in 100 ms ticks, and a tick delayed because the event loop was busy classifying
 * other pages counts at most 150 ms. Under load a 1 MB page that arrives in one second is no
 * longer a "timeout 5000 ms".
 */
function networkDeadline(ms: number, onExpire: () => void): { clear(): void } {
  let spent = 0;
  let last = Date.now();
  let timer: NodeJS.Timeout;
  const tick = () => {
    const now = Date.now();
    spent += Math.min(now - last, DEADLINE_TICK_MAX_MS);
    last = now;
    if (spent >= ms) onExpire();
    else timer = setTimeout(tick, Math.min(DEADLINE_TICK_MS, ms - spent));
  };
  timer = setTimeout(tick, Math.min(DEADLINE_TICK_MS, ms));
  return { clear: () => clearTimeout(timer) };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => { clearTimeout(t); resolve(); }, { once: true });
  });
}
const REQUEST_HEADERS = {
  'user-agent': 'citeflow/0.1 (citation checker; +https://github.com/citeflow)',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en;q=0.9, *;q=0.5',
};

export type FetcherHooks = {
  /**
   * Every connection opened through `resolve` / `allow_cidrs`. Connections are pooled, so for
   * per-caller auditing use FetchOptions.onNetworkOverride instead, which sees every fetch.
   */
  onNetworkOverride?: (e: NetworkOverrideEvent) => void;
  /** Politeness: at most this many open connections per origin (undici queues the rest). */
  connectionsPerOrigin?: number;
  /** Name resolution (resolver.ts); default: a c-ares resolver with the default DNS settings. */
  resolver?: DnsResolver;
};

export const DEFAULT_DNS_SETTINGS = { servers: null, timeoutMs: 5000, concurrency: 32, cacheTtlMs: 60_000 };

type Failure = Extract<FetchOutcome, { kind: 'error' }>;
const fail = (code: FetchErrorCode, message: string, retryable = false): Failure => ({ kind: 'error', code, message, retryable });

/** Scheme and userinfo rules, and literal-IP targets, judged before any socket exists. */
export function precheckTarget(url: URL, isAllowedAddress: (a: string) => { allowed: boolean; reason?: string }): Failure | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('DISALLOWED', `scheme ${url.protocol} is not allowed`);
  if (url.username !== '' || url.password !== '') return fail('DISALLOWED', `URL for ${url.hostname} carries userinfo`);
  if (isIpLiteral(url.hostname)) {
    const verdict = isAllowedAddress(unbracket(url.hostname));
    if (!verdict.allowed) return fail('DISALLOWED', verdict.reason ?? 'address not allowed');
  }
  return null;
}

function validatePolicy(policy: NetworkPolicy): Map<string, string> {
  const positive = (n: number) => Number.isFinite(n) && n > 0;
  if (!positive(policy.per_hop_timeout_ms) || !positive(policy.max_body_bytes) || !(policy.max_redirects >= 0)) {
    throw new CiteflowError('INVALID_ARGS', 'network: timeouts and caps must be positive numbers');
  }
  const pins = new Map<string, string>();
  for (const [host, address] of Object.entries(policy.resolve)) {
    if (isIP(address) === 0) throw new CiteflowError('INVALID_ARGS', `network.resolve: ${JSON.stringify(host)} must map to an IP address`);
    pins.set(host.toLowerCase(), address);
  }
  return pins;
}

/**
 * The most response-header bytes accepted (status line and all headers). Node's default is
 * 16 KB; real sites with long Content-Security-Policy or many Set-Cookie lines pass it, so the
 * fetcher allows 64 KB (browsers: Chromium 256 KB). More is PROTOCOL (docs/online-validation.md).
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * Failures of a request the server closed or reset before any answer (ECONNRESET, EPIPE, undici's
 * "other side closed"): most often a kept-alive connection the server dropped just as the request
 * went out on it. Browsers and curl ask once more on a fresh connection; so does the fetcher.
 */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const resetBeforeAnswer = new WeakSet<Failure>();

/** Finds the most telling error in undici's cause chain (`beforeAnswer`: no status line had come; a reset then is marked for one retry). */
function classifyError(err: unknown, host: string, beforeAnswer = false): Failure {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e; depth++) {
    if (e instanceof DisallowedTargetError) return fail('DISALLOWED', e.message);
    if (e instanceof BodyTooLargeError) return fail('TOO_LARGE', `${host}: ${e.message}`);
    if (e instanceof BodyEncodingError) return fail('PROTOCOL', `${host}: ${e.message}`);
    if (e instanceof DnsFailure) return e.code === 'ENOTFOUND' ? fail('DNS', `${host}: name not found`) : fail('DNS', `${host}: DNS lookup failed temporarily`, true);
    const code = (e as { code?: string }).code ?? '';
    if ((e as { name?: string }).name === 'HTTPParserError') return fail('PROTOCOL', `${host}: response is not valid HTTP`);
    if (code === 'ENOTFOUND') return fail('DNS', `${host}: name not found`);
    if (code === 'EAI_AGAIN' || code === 'ESERVFAIL') return fail('DNS', `${host}: DNS lookup failed temporarily`, true);
    if (code.endsWith('TIMEOUT') || code === 'ETIMEDOUT') return fail('TIMEOUT', `${host}: timed out`, true);
    if (['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'].includes(code)) {
      const failure = fail('CONNECT', `${host}: connection failed (${code})`, true);
      if (beforeAnswer && RESET_CODES.has(code)) resetBeforeAnswer.add(failure);
      return failure;
    }
    // Headers over MAX_HEADER_BYTES: an unusable answer, whoever asks again (the ladder's services
    // would get the same headers), so not a connection failure that pays for the ladder.
    if (code === 'UND_ERR_HEADERS_OVERFLOW' || code === 'HPE_HEADER_OVERFLOW') return fail('PROTOCOL', `${host}: response headers larger than ${MAX_HEADER_BYTES / 1024} KB`);
    if (code.startsWith('HPE_') || code === 'UND_ERR_INFO' || code.startsWith('ERR_TLS') || code.includes('CERT')) {
      return fail('PROTOCOL', `${host}: protocol error (${code})`);
    }
    e = (e as { cause?: unknown }).cause;
  }
  return fail('CONNECT', `${host}: request failed`, true);
}

/**
 * Types under which servers send PDFs: the PDF types, untyped, and the generic "save this file"
 * types (octet-stream and the download-forcing `application/download`, `x-download`,
 * `force-download`…), or any type when Content-Disposition names a `.pdf` file. Only bytes with
 * a %PDF signature are read as a PDF; the rest stay uninspected.
 */
const PDF_CARRYING_TYPES = new Set(['', 'application/pdf', 'application/x-pdf', 'application/acrobat', 'application/octet-stream', 'binary/octet-stream', 'application/x-octet-stream', 'application/binary', 'application/unknown', 'application/download', 'application/x-download', 'application/force-download', 'application/x-forcedownload']);

export function mayHoldPdf(type: string, disposition: string | undefined): boolean {
  return PDF_CARRYING_TYPES.has(type) || /filename\*?=[^;]*\.pdf\b/i.test(disposition ?? '');
}

/** Drops a body we will not read; its abort error is expected, not a crash. */
function discard(body: { on(event: 'error', fn: () => void): unknown; destroy(): unknown }): void {
  body.on('error', () => undefined);
  body.destroy();
}

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

export function createFetcher(policy: NetworkPolicy, hooks: FetcherHooks = {}): Fetcher {
  const pins = validatePolicy(policy);
  const addressPolicy = createAddressPolicy(policy.allow_cidrs);
  // The overrides that opened each host's connections. A fetch that reuses a pooled connection
  // dials nothing, yet it still goes where the override sent it: it is reported per fetch from here.
  const overridesByHost = new Map<string, Map<string, NetworkOverrideEvent>>();
  const recordOverride = (e: NetworkOverrideEvent) => {
    let seen = overridesByHost.get(e.host);
    if (!seen) overridesByHost.set(e.host, (seen = new Map()));
    seen.set(`${e.kind} ${e.address}`, e);
    hooks.onNetworkOverride?.(e);
  };
  const reportOverrides = (url: URL, sink: FetchOptions['onNetworkOverride']) => {
    if (!sink) return;
    for (const e of overridesByHost.get(unbracket(url.hostname).toLowerCase())?.values() ?? []) sink(e);
  };
  const resolver = hooks.resolver ?? createDnsResolver(DEFAULT_DNS_SETTINGS);
  const agent = new Agent({
    connect: createGuardedConnector({
      policy: addressPolicy,
      pins,
      resolveName: (host) => resolver.resolve(host),
      connectTimeoutMs: policy.per_hop_timeout_ms,
      onOverride: recordOverride,
    }),
    connections: hooks.connectionsPerOrigin ?? 6,
    maxHeaderSize: MAX_HEADER_BYTES,
    // The hop's deadline (networkDeadline) decides; undici's wall-clock timers are only a
    // backstop, since under CPU load they would fire first and cut a body short unnoticed.
    headersTimeout: policy.per_hop_timeout_ms * 3,
    bodyTimeout: policy.per_hop_timeout_ms * 3,
    keepAliveTimeout: 4000,
  });

  type Hop = { kind: 'redirect'; location: string | null; status: number; setsCookie: boolean } | Extract<FetchOutcome, { kind: 'response' }> | Failure;

  async function oneHop(url: URL, outer: AbortSignal | undefined, jar: CookieJar): Promise<Hop> {
    const host = url.hostname;
    const deadline = new AbortController();
    let timedOut = false;
    const timer = networkDeadline(policy.per_hop_timeout_ms, () => {
      timedOut = true;
      deadline.abort();
    });
    const onOuterAbort = () => deadline.abort();
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    let answered = false;
    try {
      const res = await agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: jar.headerFor(url) ? { ...REQUEST_HEADERS, cookie: jar.headerFor(url)! } : REQUEST_HEADERS,
        signal: deadline.signal,
      });
      answered = true;
      const received_at = Date.now();
      jar.store(url, res.headers['set-cookie']);
      const headers = flattenHeaders(res.headers as Record<string, string | string[] | undefined>);
      if (REDIRECT_STATUSES.has(res.statusCode) && headers.location !== undefined) {
        // Drain a small redirect body so the connection can be reused; the deadline still applies.
        // A body cut by undici's own body timeout never completed either (dump's own cut at its
        // limit is a RequestAbortedError, which is fine: the redirect is followed).
        let bodyFailed = false;
        res.body.once('error', (e: { code?: string }) => (bodyFailed ||= e?.code === 'UND_ERR_BODY_TIMEOUT'));
        await res.body.dump({ limit: 64 * 1024, signal: deadline.signal }).catch(() => undefined);
        // A hop that outlived its deadline is a timeout like any other, not a redirect to follow.
        if (timedOut || bodyFailed) return fail('TIMEOUT', `${host}: redirect body not complete within ${policy.per_hop_timeout_ms} ms`, true);
        if (outer?.aborted) return fail('TIMEOUT', `${host}: cancelled`, true);
        return { kind: 'redirect', location: utf8Location(headers.location), status: res.statusCode, setsCookie: res.headers['set-cookie'] !== undefined };
      }
      // Over the cap, a body is read up to the cap and judged on that part (see readUpTo).
      const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const maybePdf = mayHoldPdf(type, headers['content-disposition']);
      let body = '';
      let truncated = false;
      let cutShort = false;
      let pdf: Buffer | undefined;
      if (isTextual(headers['content-type']) || maybePdf) {
        // A 2xx body the server breaks off (connection closed or reset before its end) is judged on
        // the part that arrived, as a browser renders it (blind11); not a PDF (a cut PDF cannot be
        // read), not an error status, and not a body the deadline or the caller stopped.
        const wire = await readUpTo(res.body, policy.max_body_bytes, { keepPartial: res.statusCode >= 200 && res.statusCode < 300 && !maybePdf });
        if (wire.cutShort !== undefined && (timedOut || outer?.aborted)) throw wire.cutShort;
        // The deadline measures the network: the last byte is in, so local work (decompressing,
        // decoding, reading a PDF) is not charged to the site.
        timer.clear();
        let plain: { data: Buffer; truncated: boolean };
        try {
          plain = await decompressUpTo(headers['content-encoding'], wire.data, policy.max_body_bytes);
        } catch (err) {
          // A compressed body cut mid-stream does not decode: the connection failure stands.
          throw wire.cutShort ?? err;
        }
        cutShort = wire.cutShort !== undefined;
        truncated = wire.truncated || plain.truncated;
        if (maybePdf && looksLikePdf(plain.data)) pdf = plain.data;
        // An HTML page under a PDF or download type (a moved PDF's error or landing page, blind26) is read as the page it is.
        else if (maybePdf && looksLikeHtmlDocument(plain.data)) body = decodeText(headers['content-type'], plain.data);
        else if (type === 'application/pdf' || type === 'application/x-pdf' || (type !== '' && !isTextual(type))) body = '';
        else body = decodeText(headers['content-type'], plain.data);
      } else {
        discard(res.body); // an image or other media: its status and type are all the classifier needs
      }
      const final_url = redactUrl(url.href).url; /* a Location may carry a fresh credential */
      return { kind: 'response', http_status: res.statusCode, final_url, headers, body, hops: 0, received_at, ...(truncated ? { truncated } : {}), ...(cutShort ? { cut_short: true } : {}), ...(pdf ? { pdf } : {}) };
    } catch (err) {
      if (timedOut) return fail('TIMEOUT', `${host}: no complete response within ${policy.per_hop_timeout_ms} ms`, true);
      if (outer?.aborted) return fail('TIMEOUT', `${host}: cancelled`, true);
      return classifyError(err, host, !answered);
    } finally {
      timer.clear();
      outer?.removeEventListener('abort', onOuterAbort);
    }
  }

  /** One chain of hops: redirects, and meta-refresh / Refresh-header redirects, each SSRF-checked. */
  async function fetchChain(start: URL, opts: FetchOptions, jar: CookieJar): Promise<FetchOutcome> {
    let url = start;
    /** Redirects that set a cookie: a loop of them is a session or bot check a browser's script completes (blind8). */
    let cookieHops = 0;
    for (let hop = 0; ; hop++) {
      const refused = precheckTarget(url, (a) => addressPolicy.isAllowed(a));
      if (refused) return refused;
      // Resolve before the hop's deadline starts: DNS has its own timeout (resolver.ts), and the
      // connector's lookup hook then judges the cached answer it dials.
      const name = unbracket(url.hostname).toLowerCase();
      if (!isIpLiteral(name) && !pins.has(name)) {
        try {
          await resolver.resolve(name);
        } catch (err) {
          return classifyError(err, url.hostname);
        }
      }
      let result = await oneHop(url, opts.signal, jar);
      // Reset before any answer: once more (undici then dials afresh or takes another pooled socket).
      if (result.kind === 'error' && resetBeforeAnswer.has(result) && !opts.signal?.aborted) result = await oneHop(url, opts.signal, jar);
      reportOverrides(url, opts.onNetworkOverride);
      if (result.kind === 'error') return result;
      if (result.kind === 'response') {
        // A page that refreshes to another URL is a redirect too (browsers follow it); past the hop limit, the page itself is judged.
        const next = result.http_status >= 200 && result.http_status < 300 && hop < policy.max_redirects ? refreshTarget(result.headers, result.body, url) : null;
        if (!next) return { ...result, hops: hop };
        url = next;
        continue;
      }
      if (result.setsCookie) cookieHops++;
      if (hop >= policy.max_redirects) {
        // Every hop (or most) set a cookie and the chain still never ended: a live site insisting on
        // a cookie only a browser's script sets — bot defence, not a dead link (retryable: blocked).
        if (cookieHops * 2 > hop + 1) return fail('TOO_MANY_REDIRECTS', `${url.hostname}: more than ${policy.max_redirects} redirects, ${cookieHops} of them setting a cookie`, true);
        return fail('TOO_MANY_REDIRECTS', `${url.hostname}: more than ${policy.max_redirects} redirects`);
      }
      try {
        url = new URL(result.location ?? '', url);
      } catch {
        return fail('PROTOCOL', `${url.hostname}: redirect with an unusable Location`);
      }
    }
  }

  async function fetchPage(rawUrl: string, opts: FetchOptions = {}): Promise<FetchOutcome> {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return fail('DISALLOWED', 'not an absolute URL');
    }
    // One cookie jar per fetch (like a fresh browser session): a site that sets a cookie and redirects to itself works.
    const jar = new CookieJar();
    const delays = opts.serverErrorRetryDelaysMs ?? SERVER_ERROR_RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt++) {
      const outcome = await fetchChain(url, opts, jar);
      // A one-off 500/502/503/504 without Retry-After — or with a Retry-After of a few seconds
      // (SHORT_RETRY_AFTER_S, blind8) — is retried with backoff before anyone judges it. So is a
      // 429 whose Retry-After asks for a few seconds (blind11): the server said when to come back,
      // and it is soon; a longer wait (or none named) is a rate limit the caller defers.
      const retryAfter = outcome.kind === 'response' ? outcome.headers['retry-after'] : undefined;
      const shortWait = retryAfter !== undefined && /^\s*\d+\s*$/.test(retryAfter) && Number(retryAfter) <= SHORT_RETRY_AFTER_S ? Number(retryAfter) * 1000 : null;
      const transient = outcome.kind === 'response' && ((TRANSIENT_5XX.has(outcome.http_status) && (retryAfter === undefined || shortWait !== null)) || (outcome.http_status === 429 && shortWait !== null));
      if (!transient || attempt >= delays.length || opts.signal?.aborted) return outcome;
      await sleep(Math.max(delays[attempt]!, shortWait ?? 0), opts.signal);
    }
  }

  return {
    fetchPage,
    close: () => agent.close(),
  };
}

/**
 * A `Location` sent as raw UTF-8 bytes (`/новини/міст`, not percent-encoded) reaches us as one
 * Latin-1 character per byte; browsers read those bytes as UTF-8 and percent-encode them, so the
 * redirect goes to the page the site meant (blind7). Bytes that are not valid UTF-8 stay as they came.
 */
export function utf8Location(raw: string): string {
  if (!/[\u0080-\u00ff]/.test(raw) || /[^\u0000-\u00ff]/.test(raw)) return raw;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(raw, 'latin1'));
  } catch {
    return raw;
  }
}
