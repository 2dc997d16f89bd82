/**
 * One response → one status with a reason. Pure: the same function judges live pages and
 * recorded fixture responses, so offline and online runs cannot drift apart.
 */
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';
import { extractMetadata, extractTextBlocks, foldWhitespace, type PageMetadata } from './html';
import { normalizeForQuote, overlap, significantWords } from './relevance';
import { detectBotWall, detectPaywall, detectSoft404 } from './signals';

export type CitationStatus = 'valid' | 'paywalled' | 'blocked' | 'mismatch' | 'invalid';

export type Classification = {
  status: CitationStatus;
  http_status: number | null;
  url: string | null;
  title: string | null;
  publisher: string | null;
  author: string | null;
  published: string | null;
  evidence_snippet: string | null;
  notes: string;
  /** Bot wall, rate limit, empty shell, transient failure: the next ladder step may do better. */
  escalate: boolean;
  /** "sha256:<hex>" of the visible text, so others can tell whether a page changed. */
  page_text_digest?: string;
  /** From Retry-After (429, 5xx, bot walls): how long the site asked us to stay away. */
  retry_after_ms?: number;
  /**
   * The site asked to come back later (429, or a 5xx with Retry-After): waiting may help, so the
   * caller may retry before escalating. Not set for bot walls — waiting does not cure those.
   */
  rate_limited?: boolean;
};

export type ClassifyContext = { title?: string | null; claims?: string[]; quotes?: string[] };
export type RecordedResponse = {
  http_status: number;
  final_url: string;
  headers: Record<string, string>;
  body: string;
  /** Epoch ms when a live response's headers arrived: the clock for a Retry-After date without a Date header. Fixtures have none. */
  received_at?: number;
};
export type ClassifyInput = { url: string; normalized_url: string; response: RecordedResponse; context: ClassifyContext };

const SNIPPET_MAX = 300;
const EMPTY_META: PageMetadata = { title: null, publisher: null, author: null, published: null, description: null, isAccessibleForFree: null };

function lowerKeys(h: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) out[k.toLowerCase()] = String(v);
  return out;
}

export function truncateSnippet(s: string, max = SNIPPET_MAX): string {
  const folded = foldWhitespace(s);
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Retry-After as milliseconds: delta-seconds, or an HTTP-date measured against the response's
 * Date header — else against `receivedAt`, when the response arrived. Without either (a
 * recorded fixture) a date gives undefined, so offline output never depends on the clock.
 */
export function parseRetryAfter(headers: Record<string, string>, receivedAt?: number): number | undefined {
  const raw = headers['retry-after']?.trim();
  if (!raw) return undefined;
  if (/^\d+$/.test(raw)) return Number(raw) * 1000;
  const at = Date.parse(raw);
  const dated = headers.date ? Date.parse(headers.date) : NaN;
  const now = Number.isFinite(dated) ? dated : receivedAt ?? NaN;
  if (Number.isFinite(at) && Number.isFinite(now)) return Math.max(0, at - now);
  return undefined;
}

/** The quote as it stands on the page, else the passage that best matches a claim, else the description or the opening. */
function evidenceFor(blocks: string[], text: string, meta: PageMetadata, context: ClassifyContext): { snippet: string | null; quoteNote: string } {
  const quotes = (context.quotes ?? []).filter((q) => q.trim() !== '');
  if (quotes.length > 0) {
    const page = normalizeForQuote(text);
    const found = quotes.find((q) => page.includes(normalizeForQuote(q)));
    if (found) return { snippet: truncateSnippet(found), quoteNote: '; quote found on page' };
  }
  const quoteNote = quotes.length > 0 ? '; quote not found on page' : '';
  const claims = (context.claims ?? []).filter((c) => c.trim() !== '');
  if (claims.length > 0 && text) {
    const claimWords = significantWords(claims.join(' '));
    let best: { sentence: string; score: number } | null = null;
    const sentences = blocks.flatMap((b) => b.split(/(?<=[.!?])\s+/)).slice(0, 2000);
    for (const sentence of sentences) {
      let score = 0;
      for (const w of significantWords(sentence)) if (claimWords.has(w)) score++;
      if (score > 0 && (!best || score > best.score)) best = { sentence, score };
    }
    if (best) return { snippet: truncateSnippet(best.sentence), quoteNote };
  }
  const fallback = meta.description ?? (text || null);
  return { snippet: fallback ? truncateSnippet(fallback) : null, quoteNote };
}

/** Unrelated content: the citing title or claims share almost no words with the page. */
function unrelatedReason(pageWords: Set<string>, context: ClassifyContext): string | null {
  const byTitle = context.title ? overlap(context.title, pageWords, 3) : null;
  const byClaims = context.claims?.length ? overlap(context.claims.join(' '), pageWords, 5) : null;
  const lowTitle = byTitle !== null && byTitle < 0.25;
  const lowClaims = byClaims !== null && byClaims < 0.15;
  // Both signals must agree when both exist; one thin signal alone is not "clearly" wrong.
  if (byTitle !== null && byClaims !== null ? lowTitle && lowClaims : lowTitle || lowClaims) {
    return `content unrelated to the citation (title overlap ${byTitle === null ? 'n/a' : byTitle.toFixed(2)}, claim overlap ${byClaims === null ? 'n/a' : byClaims.toFixed(2)})`;
  }
  return null;
}

function isHomePageRedirect(normalizedUrl: string, finalUrl: string): boolean {
  try {
    const from = new URL(normalizedUrl);
    const to = new URL(finalUrl);
    return from.pathname !== '/' && from.pathname !== '' && to.pathname === '/' && to.search === '';
  } catch {
    return false;
  }
}

function isHtml(contentType: string | undefined, body: string): boolean {
  if (!contentType) return /<html|<body|<head|<p[\s>]/i.test(body.slice(0, 4096));
  return /html|xml/i.test(contentType);
}

export function classifyResponse(input: ClassifyInput): Classification {
  const { response, context } = input;
  const headers = lowerKeys(response.headers);
  const status = response.http_status;
  const contentType = headers['content-type'];
  const html = isHtml(contentType, response.body);
  const meta = html ? extractMetadata(response.body) : EMPTY_META;
  const blocks = html ? extractTextBlocks(response.body) : [foldWhitespace(response.body)];
  const text = blocks.join(' ');
  const pageTitle = meta.title ?? '';
  const base = {
    http_status: status,
    url: response.final_url || input.url,
    title: meta.title,
    publisher: meta.publisher,
    author: meta.author,
    published: meta.published,
    page_text_digest: `sha256:${bytesToHex(sha256(new TextEncoder().encode(text)))}`,
  };
  const { snippet, quoteNote } = evidenceFor(blocks, text, meta, context);
  const result = (s: CitationStatus, notes: string, escalate = false, extra: Partial<Classification> = {}): Classification => ({
    ...base,
    status: s,
    evidence_snippet: s === 'valid' || s === 'paywalled' || s === 'mismatch' ? snippet : null,
    notes,
    escalate,
    ...extra,
  });
  const page = { status, headers, title: pageTitle, text, html: response.body };

  const wall = detectBotWall(page);
  if (wall) return result('blocked', `${wall} (HTTP ${status})`, true, { retry_after_ms: parseRetryAfter(headers, response.received_at) });
  if (status === 402) return result('paywalled', 'HTTP 402 Payment Required');
  if (status === 404 || status === 410) return result('invalid', `dead link (HTTP ${status})`);
  if (status === 401) return result('paywalled', 'login required (HTTP 401)');
  if (status === 429) {
    const wait = parseRetryAfter(headers, response.received_at);
    return result('blocked', `rate limited (HTTP 429${wait !== undefined ? `, Retry-After ${Math.round(wait / 1000)} s` : ''})`, true, { retry_after_ms: wait, rate_limited: true });
  }
  if (status === 403) return result('blocked', 'access denied (HTTP 403)', true);
  if (status === 451) return result('blocked', 'unavailable for legal reasons (HTTP 451)', true);
  if (status >= 500) {
    const wait = parseRetryAfter(headers, response.received_at);
    return result('blocked', `server error (HTTP ${status})`, true, wait === undefined ? {} : { retry_after_ms: wait, rate_limited: true });
  }
  if (status >= 300 && status < 400) return result('invalid', `redirect (HTTP ${status}) without a usable Location`);
  if (status >= 400) return result('invalid', `client error (HTTP ${status})`);
  if (status < 200) return result('invalid', `unexpected HTTP ${status}`);

  // 2xx from here on.
  if (contentType && !html && !/^text\/|json/i.test(contentType)) {
    return result('valid', `HTTP ${status}; ${contentType.split(';')[0]} document (content not inspected)`);
  }
  if (isHomePageRedirect(input.normalized_url, base.url)) return result('mismatch', 'redirected to the site home page');
  const soft404 = detectSoft404(page);
  if (soft404) return result('mismatch', soft404);
  const paywall = detectPaywall(page, meta.isAccessibleForFree);
  if (paywall) return result('paywalled', `${paywall}${quoteNote}`);
  if (text.length < 40 && !meta.title) return result('blocked', `no meaningful content (HTTP ${status}; empty or script-rendered page)`, true);
  const unrelated = unrelatedReason(significantWords(`${pageTitle} ${meta.description ?? ''} ${text}`), context);
  if (unrelated) return result('mismatch', unrelated);
  return result('valid', `HTTP ${status}${meta.title ? '; title found' : ''}${quoteNote}`);
}
