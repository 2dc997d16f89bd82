/**
 * One page in a real browser: a fresh context (no cookies, cache or storage from any other
 * page) whose only way out is a guarded proxy of its own, thrown away with the page. Returns the
 * rendered document as a response the classifier reads like any other, and a PNG screenshot.
 *
 * Beyond the proxy's address checks: only http(s) requests leave the page (data: and blob: stay
 * inside it), userinfo and denied literal IPs are refused before the proxy sees them, the
 * main document follows at most `max_redirects` redirects, service workers, downloads, pop-ups
 * and WebRTC are off, media is not loaded, and time and bytes are capped.
 *
 * Errors never carry a browser message (they quote URLs): only codes and host names.
 */
import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import type { RecordedResponse } from '../classify/classify';
import { createAddressPolicy } from '../fetch/address-policy';
import { precheckTarget } from '../fetch/fetcher';
import type { NetworkOverrideEvent, NetworkPolicy } from '../fetch/types';
import { redactUrl } from '../../shared/url';
import { PROXY_HEADER, startGuardedProxy, type GuardedProxy, type ProxyStats } from './guarded-proxy';
import type { PoolJobResult } from './pool';

export type RenderLimits = {
  /** The whole page: navigation, scripts settling, snapshot and screenshot. */
  pageTimeoutMs: number;
  /** After the document loaded, how long to wait for the network to go quiet (scripts fetching content). */
  settleMs: number;
  /** Bytes the page may receive in all, sub-resources included. */
  maxPageBytes: number;
  /** Requests (and tunnels) the page may make. */
  maxRequests: number;
};

export const DEFAULT_RENDER_LIMITS: RenderLimits = { pageTimeoutMs: 20_000, settleMs: 3_000, maxPageBytes: 16 * 1024 * 1024, maxRequests: 300 };

export type RenderFailureCode = 'DISALLOWED' | 'TOO_MANY_REDIRECTS' | 'TIMEOUT' | 'TOO_LARGE' | 'CONNECT' | 'NAVIGATION' | 'CRASHED';

export type RenderOutcome =
  | { kind: 'page'; response: RecordedResponse; screenshot: Uint8Array; stats: ProxyStats }
  | { kind: 'failed'; code: RenderFailureCode; reason: string; stats?: ProxyStats };

export type RenderOptions = {
  limits?: Partial<RenderLimits>;
  onOverride?: (e: NetworkOverrideEvent) => void;
  /** See GuardedProxyOptions.pins (tests: a rebinding name). */
  pins?: Map<string, string>;
};

/** Runs in every frame before the page's scripts: no WebRTC objects to open peer connections with. */
const NO_WEBRTC = `(() => {
  for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCIceCandidate', 'RTCSessionDescription', 'RTCRtpSender', 'RTCRtpReceiver', 'RTCRtpTransceiver']) {
    try { delete globalThis[name]; Object.defineProperty(globalThis, name, { value: undefined, writable: false, configurable: false }); } catch (e) {}
  }
})();`;

const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);

function deadlineAfter(ms: number) {
  const at = Date.now() + ms;
  return () => Math.max(1, at - Date.now());
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('deadline'), { name: 'TimeoutError' })), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** How long the page's network must stay idle before its scripts count as done. */
export const QUIET_MS = 250;

/**
 * Resolves once no request of the page has been in flight for QUIET_MS (scripts fetched and
 * rendered their content), or after `capMs`. Playwright's 'networkidle' waits 500 ms; a page
 * that fetches its text over several round trips still gets there, only sooner.
 */
function networkQuiet(page: Page): (capMs: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return async (capMs) => {
    const until = Date.now() + capMs;
    await page.waitForLoadState('load', { timeout: capMs }).catch(() => undefined);
    while (Date.now() < until) {
      if (inFlight === 0 && Date.now() - lastChange >= QUIET_MS) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
}

function redirectDepth(request: Request): number {
  let depth = 0;
  for (let r = request.redirectedFrom(); r; r = r.redirectedFrom()) depth++;
  return depth;
}

const failed = (code: RenderFailureCode, reason: string, stats?: ProxyStats): RenderOutcome => ({ kind: 'failed', code, reason, stats });

export async function renderPage(browser: Browser, url: string, policy: NetworkPolicy, options: RenderOptions = {}): Promise<PoolJobResult<RenderOutcome>> {
  const limits = { ...DEFAULT_RENDER_LIMITS, ...options.limits };
  const addressPolicy = createAddressPolicy(policy.allow_cidrs);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { value: failed('DISALLOWED', 'not an absolute URL'), crashed: false };
  }
  const pre = precheckTarget(target, (a) => addressPolicy.isAllowed(a));
  if (pre) return { value: failed('DISALLOWED', pre.message), crashed: false };

  const remaining = deadlineAfter(limits.pageTimeoutMs);
  let proxy: GuardedProxy | null = null;
  let context: BrowserContext | null = null;
  let pageCrashed = false;
  const refusals: string[] = [];
  let tooManyRedirects = false;
  try {
    proxy = await startGuardedProxy({ policy, maxBytes: limits.maxPageBytes, maxRequests: limits.maxRequests, onOverride: options.onOverride, pins: options.pins });
    const stats = proxy.stats;
    context = await browser.newContext({
      proxy: { server: proxy.url, bypass: '<-loopback>' }, // loopback too goes through the proxy
      serviceWorkers: 'block',
      acceptDownloads: false,
      permissions: [],
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      ignoreHTTPSErrors: false,
    });
    await context.addInitScript(NO_WEBRTC);
    let page: Page | null = null;
    context.on('page', (p) => {
      if (page && p !== page) void p.close().catch(() => undefined); // pop-ups and new windows
    });
    await context.route('**/*', async (route, request) => {
      const refusal = (() => {
        try {
          return judge();
        } catch {
          return 'request could not be judged'; // fail closed
        }
      })();
      function judge(): string | null {
        let u: URL;
        try {
          u = new URL(request.url());
        } catch {
          return 'unparsable URL';
        }
        if (LOCAL_SCHEMES.has(u.protocol)) return null;
        const denied = precheckTarget(u, (a) => addressPolicy.isAllowed(a));
        if (denied) return denied.message;
        if (request.resourceType() === 'media') return 'media is not loaded';
        if (page && request.isNavigationRequest() && request.frame() === page.mainFrame() && redirectDepth(request) > policy.max_redirects) {
          tooManyRedirects = true;
          return `more than ${policy.max_redirects} redirects`;
        }
        return null;
      }
      if (refusal) {
        refusals.push(refusal);
        await route.abort('blockedbyclient').catch(() => undefined);
      } else {
        await route.continue().catch(() => undefined);
      }
    });
    page = await context.newPage();
    page.on('crash', () => (pageCrashed = true));
    const mainFrame = page.mainFrame();
    const quiet = networkQuiet(page);
    let main: Response | null = null;
    page.on('response', (r) => {
      try {
        if (r.request().isNavigationRequest() && r.frame() === mainFrame) main = r;
      } catch {
        // a response of a frame already gone
      }
    });

    try {
      await page.goto(target.href, { waitUntil: 'domcontentloaded', timeout: remaining() });
    } catch (err) {
      if (!browser.isConnected() || pageCrashed) return { value: failed('CRASHED', 'the browser crashed'), crashed: true };
      const name = (err as { name?: string }).name;
      const message = String((err as { message?: string }).message ?? '');
      const netCode = /net::(ERR_[A-Z_]+)/.exec(message)?.[1];
      if (tooManyRedirects) return { value: failed('TOO_MANY_REDIRECTS', `more than ${policy.max_redirects} redirects`, stats), crashed: false };
      if (stats.over_budget) return { value: failed('TOO_LARGE', `the page went over ${limits.maxPageBytes} bytes or ${limits.maxRequests} requests`, stats), crashed: false };
      if ((netCode === 'ERR_TUNNEL_CONNECTION_FAILED' || netCode === 'ERR_BLOCKED_BY_CLIENT') && (stats.refused.length > 0 || refusals.length > 0)) {
        return { value: failed('DISALLOWED', [...refusals, ...stats.refused][0]!, stats), crashed: false };
      }
      if (name === 'TimeoutError') return { value: failed('TIMEOUT', `no page within ${limits.pageTimeoutMs} ms`, stats), crashed: false };
      if (/download/i.test(message)) return { value: failed('NAVIGATION', 'the address is a download, not a page', stats), crashed: false };
      return { value: failed('NAVIGATION', `the browser could not load the page (${netCode ?? 'navigation failed'})`, stats), crashed: false };
    }
    // Let scripts fetch and render the content: until the network is quiet, within the budget.
    await quiet(Math.max(1, Math.min(limits.settleMs, remaining() - 1000)));
    if (!browser.isConnected() || pageCrashed) return { value: failed('CRASHED', 'the browser crashed'), crashed: true };
    if (stats.over_budget) return { value: failed('TOO_LARGE', `the page went over ${limits.maxPageBytes} bytes or ${limits.maxRequests} requests`, stats), crashed: false };

    const doc = main as Response | null;
    if (!doc) return { value: failed('NAVIGATION', 'the browser got no document', stats), crashed: false };
    // Chromium follows up to 20 redirects itself, each hop through the proxy (so each checked);
    // the run's max_redirects is the limit on the chain that led to the page.
    if (redirectDepth(doc.request()) > policy.max_redirects) {
      return { value: failed('TOO_MANY_REDIRECTS', `more than ${policy.max_redirects} redirects`, stats), crashed: false };
    }
    const headers = await within(doc.allHeaders(), remaining()).catch(() => doc.headers());
    const proxyFailure = headers[PROXY_HEADER];
    if (proxyFailure === 'refused') return { value: failed('DISALLOWED', stats.refused.at(-1) ?? 'target refused by the URL safety policy', stats), crashed: false };
    if (proxyFailure === 'timeout') return { value: failed('TIMEOUT', `${new URL(doc.url()).hostname}: timed out`, stats), crashed: false };
    if (proxyFailure === 'over-budget') return { value: failed('TOO_LARGE', `the page went over ${limits.maxPageBytes} bytes or ${limits.maxRequests} requests`, stats), crashed: false };
    if (proxyFailure) return { value: failed('CONNECT', `${new URL(doc.url()).hostname}: connection failed`, stats), crashed: false };

    const html = await within(page.content(), remaining());
    if (Buffer.byteLength(html) > policy.max_body_bytes) return { value: failed('TOO_LARGE', `rendered document over ${policy.max_body_bytes} bytes`, stats), crashed: false };
    const screenshot = await page.screenshot({ type: 'png', timeout: remaining(), animations: 'disabled', caret: 'hide' });
    // The site's headers minus the framing between the proxy and the browser.
    const siteHeaders = Object.fromEntries(Object.entries(headers).filter(([k]) => !['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'].includes(k)));
    const response: RecordedResponse = {
      http_status: doc.status(),
      final_url: redactUrl(doc.url()).url,
      // The body is the serialized DOM: HTML, whatever the server declared.
      headers: { ...siteHeaders, 'content-type': 'text/html; charset=utf-8' },
      body: html,
      received_at: Date.now(),
    };
    return { value: { kind: 'page', response, screenshot, stats }, crashed: false };
  } catch (err) {
    if (!browser.isConnected() || pageCrashed) return { value: failed('CRASHED', 'the browser crashed'), crashed: true };
    const name = (err as { name?: string }).name;
    if (name === 'TimeoutError') return { value: failed('TIMEOUT', `no page within ${limits.pageTimeoutMs} ms`, proxy?.stats), crashed: false };
    return { value: failed('NAVIGATION', `the browser failed on the page (${name ?? 'error'})`, proxy?.stats), crashed: false };
  } finally {
    await context?.close().catch(() => undefined);
    await proxy?.close().catch(() => undefined);
  }
}
