/**
 * Scores citeflow's verdicts on the labeled corpus: every case is served on loopback and goes
 * through the real fetcher and `checkUrl` (no ladder tokens), then its status, metadata and
 * quote checks are compared with the labels.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { checkUrl } from '../../activities/ladder/check-url';
import { ladderConfigWithDefaults } from '../../activities/ladder/config';
import { createFetcher } from '../../activities/fetch/fetcher';
import { DEFAULT_NETWORK_POLICY } from '../../activities/fetch/types';
import { evidenceFromResponse } from '../../activities/classify';
import { guardedClassify, guardPage } from '../../activities/pages';
import type { CitationStatus, RecordedResponse } from '../../activities/classify/classify';
import { findQuote } from '../../shared/stages/claims';
import type { CorpusCase, Meta } from './corpus';


/** The evidence a worker keeps of a page (claim text, author, date): from the guarded body, as analysePage does. */
function guardedEvidence(page: RecordedResponse): ReturnType<typeof evidenceFromResponse> {
  const guarded = guardPage(page.body);
  return evidenceFromResponse(guarded.body === page.body ? page : { ...page, body: guarded.body });
}

export const STATUSES: CitationStatus[] = ['valid', 'paywalled', 'blocked', 'mismatch', 'invalid'];
export type CaseResult = {
  c: CorpusCase;
  got: CitationStatus;
  notes: string;
  meta: { title: string | null; publisher: string | null; author: string | null; published: string | null };
  quoteErrors: string[];
  falseQuote: boolean;
};
export type Score = {
  results: CaseResult[];
  matrix(split?: 'dev' | 'holdout'): Record<CitationStatus, Record<CitationStatus, number>>;
  accuracy(split?: 'dev' | 'holdout'): { right: number; total: number };
  /** right: strictly right; equivalent: right under the label equivalence (see metaEquivalent). */
  metaAccuracy(): Record<keyof Meta, { right: number; equivalent: number; total: number }>;
};

type Server = { port: number; close(): Promise<void> };

/** The set a case belongs to: its id's first part ("blind10-youtube-watch" → "blind10"). */
const setOf = (c: CorpusCase) => c.id.split('-')[0];

/** Routes two sets would share ("<id> and <id> are both served at <host/path>"): serveCorpus refuses them. */
export function crossSetRoutes(cases: CorpusCase[]): string[] {
  const served = new Map<string, CorpusCase>();
  const clashes: string[] = [];
  for (const c of cases) {
    const key = `${c.host}${c.path.split('?')[0]}`;
    const other = served.get(key);
    if (other && setOf(other) !== setOf(c)) clashes.push(`${other.id} and ${c.id} are both served at ${key}`);
    else served.set(key, c);
  }
  return clashes;
}

export async function serveCorpus(cases: CorpusCase[]): Promise<Server> {
  // Routed by host and path without the query (a case answers every query of its path; a set may
  // cite one page with and without tracking parameters, the one without serving it). Two SETS on one route would
  // serve one page to both, depending on the order (blind10's and dates2's YouTube pages did): refused.
  const routes = new Map(cases.map((c) => [`${c.host}${c.path}`, c]));
  const clash = crossSetRoutes(cases)[0];
  if (clash) throw new Error(`serveCorpus: ${clash}`);
  const sockets = new Set<Socket>();
  let port = 0;
  const refs = { origin: (h: string) => `http://${h}:${port}`, get port() { return port; } };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const c = routes.get(`${host}${(req.url ?? '/').split('?')[0]}`);
    try {
      if (c) return c.handle(req, res, refs);
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>no such page</body></html>');
    } catch {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  // Node answers 408 on a kept-alive connection whose request timers it measured from an earlier
  // request, late in a long run under load (fresh3 saw it): the scored web has no timeouts of its own.
  server.headersTimeout = 0;
  server.requestTimeout = 0;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((r) => { for (const s of sockets) s.destroy(); server.close(() => r()); }) };
}

// Invisible characters (zero-width spaces and joiners, soft hyphens, BOM) are not part of what a reader sees or cites.
const norm = (s: string | null | undefined) => (s ?? '').normalize('NFC').replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '').toLowerCase().replace(/[\s\u00a0]+/g, ' ').replace(/[‘’]/g, "'").trim();

/**
 * Label equivalence — the second figure the runner prints beside the strict one (documented in
 * docs/online-validation.md, "Label equivalence"). It is one rule for every case of every set,
 * never a per-page exception:
 * - every field, typographic folding: compatibility forms (NFKC: full-width Latin and signs,
 *   "…" → "...", ligatures), every double quote mark (“ ” „ ‟ « » ″ ＂ 〝 〞) → ", every single one
 *   (‘ ’ ‚ ‛ ′ ‹ ›) → ', every dash and minus (‐ ‑ ‒ – — ― − ﹘ ﹣) → -, spaces of any width → one;
 * - title: the kind of separator between a headline's parts (": ", " - ", " | ", " · ", " • ",
 *   " / ") is not compared — "A: B" and "A – B" are the same title;
 * - publisher: the same name spelled differently — compared on its base letters and digits (case,
 *   diacritics, spacing, hyphens and dots inside the name ignored), with or without a leading
 *   article (the, der/die/das, le/la/les/l', el/la/los/las, il/lo/gli, o/a/os/as, de/het), and
 *   with or without a trailing top-level domain of the page's own host ("tagesschau.de" on
 *   www.tagesschau.de = "Tagesschau"; "Le Monde.fr" = "Le Monde").
 * Author and date values are compared after typographic folding only.
 */
const fold = (s: string | null | undefined) =>
  norm((s ?? '').normalize('NFKC'))
    .replace(/[“”„‟«»″＂〝〞]/g, '"')
    .replace(/[‘’‚‛′‹›]/g, "'")
    .replace(/[‐‑‒–—―−﹘﹣]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
const foldTitle = (s: string | null | undefined) => fold(s).replace(/\s*:\s+|\s+[-|·•/]\s+/g, ' : ');
const ARTICLE = /^(?:the|der|die|das|le|la|les|l'|el|los|las|il|lo|gli|o|a|os|as|de|het)\s+|^l'/;

/** The forms of a publisher name that count as the same name (see above). */
function publisherForms(s: string | null | undefined, host: string): Set<string> {
  const f = fold(s);
  if (!f) return new Set();
  const labels = host.toLowerCase().split('.').filter(Boolean);
  const tlds = [labels.slice(-1).join('.'), labels.slice(-2).join('.')].filter((t) => t && t !== labels.join('.'));
  const bases = new Set([f]);
  for (const t of tlds) if (f.endsWith(`.${t}`) && f.length > t.length + 1) bases.add(f.slice(0, -t.length - 1));
  const forms = new Set<string>();
  for (const b of bases) {
    for (const v of [b, b.replace(ARTICLE, '')]) {
      const letters = v.normalize('NFD').replace(/\p{M}+/gu, '').replace(/[^\p{L}\p{N}]+/gu, '');
      if (letters) forms.add(letters);
    }
  }
  return forms;
}

/** The strict comparison: exact after invisible characters, case, spacing and ‘’ are folded. */
function metaRight(field: keyof Meta, expected: string[], got: string | null): boolean {
  const g = norm(got);
  if (field === 'author') return expected.some((e) => g.split(/;\s*/).includes(norm(e)));
  return expected.some((e) => norm(e) === g);
}

/** The equivalence comparison (strictly right implies equivalent). */
export function metaEquivalent(field: keyof Meta, expected: string[], got: string | null, host: string): boolean {
  if (metaRight(field, expected, got)) return true;
  if (got === null || got === '') return false;
  if (field === 'author') return expected.some((e) => fold(got).split(/;\s*/).includes(fold(e)));
  if (field === 'title') return expected.some((e) => foldTitle(e) === foldTitle(got));
  if (field === 'publisher') {
    const g = publisherForms(got, host);
    return expected.some((e) => [...publisherForms(e, host)].some((x) => g.has(x)));
  }
  return expected.some((e) => fold(e) === fold(got));
}

export async function scoreCorpus(cases: CorpusCase[], opts: { concurrency?: number; timeoutMs?: number } = {}): Promise<Score> {
  const server = await serveCorpus(cases);
  const hosts = [...new Set(cases.map((c) => c.host))];
  const fetcher = createFetcher({
    ...DEFAULT_NETWORK_POLICY,
    resolve: Object.fromEntries(hosts.map((h) => [h, '127.0.0.1'])),
    allow_cidrs: ['127.0.0.0/8'],
    per_hop_timeout_ms: opts.timeoutMs ?? 5000,
  });
  const ladder = ladderConfigWithDefaults(undefined);
  const scored = cases.filter((c) => !/-target$/.test(c.family));
  const results: CaseResult[] = new Array(scored.length);
  let next = 0;
  const worker = async () => {
    while (next < scored.length) {
      const i = next++;
      const c = scored[i]!;
      const url = `http://${c.host}:${server.port}${c.path}`;
      let page: RecordedResponse | null = null;
      // As a worker judges a page: through the page guard (activities/pages/guard.ts), for the
      // verdict and for the text quotes are looked for in (the page pool's time limit aside).
      const r = await checkUrl(url, url, c.context, { fetcher, ladder, env: {}, onPage: (p) => (page = p), classify: async (input) => guardedClassify(input) });
      const quoteErrors: string[] = [];
      let falseQuote = false;
      const text = page ? guardedEvidence(page).page_text : null;
      for (const q of c.quotes ?? []) {
        const found = text !== null && (r.status === 'valid' || r.status === 'paywalled') ? findQuote(q.quote, text).found : false;
        if (found !== q.present) quoteErrors.push(`${q.present ? 'missed' : 'FALSE'} quote "${q.quote.slice(0, 40)}"`);
        if (found && !q.present) falseQuote = true;
      }
      results[i] = { c, got: r.status, notes: r.notes, meta: { title: r.title, publisher: r.publisher, author: r.author, published: r.published }, quoteErrors, falseQuote };
    }
  };
  try {
    await Promise.all(Array.from({ length: opts.concurrency ?? 8 }, worker));
  } finally {
    await fetcher.close();
    await server.close();
  }
  const pick = (split?: 'dev' | 'holdout') => results.filter((r) => !r.c.statusUnlabeled && (!split || r.c.split === split));
  return {
    results,
    matrix(split) {
      const m = Object.fromEntries(STATUSES.map((e) => [e, Object.fromEntries(STATUSES.map((g) => [g, 0]))])) as Record<CitationStatus, Record<CitationStatus, number>>;
      for (const r of pick(split)) m[r.c.expected][r.got]++;
      return m;
    },
    accuracy(split) {
      const rs = pick(split);
      return { right: rs.filter((r) => r.got === r.c.expected).length, total: rs.length };
    },
    metaAccuracy() {
      const zero = () => ({ right: 0, equivalent: 0, total: 0 });
      const out = { title: zero(), publisher: zero(), author: zero(), published: zero() };
      for (const r of results) {
        for (const f of ['title', 'publisher', 'author', 'published'] as const) {
          const exp = r.c.meta?.[f];
          if (!exp) continue;
          out[f].total++;
          if (metaRight(f, exp, r.meta[f])) out[f].right++;
          if (metaEquivalent(f, exp, r.meta[f], r.c.host)) out[f].equivalent++;
        }
      }
      return out;
    },
  };
}

/** Strict mistakes; one that the label equivalence accepts ends with "(equivalent)". */
export function metaMistakes(r: CaseResult): string[] {
  const out: string[] = [];
  for (const f of ['title', 'publisher', 'author', 'published'] as const) {
    const exp = r.c.meta?.[f];
    if (exp && !metaRight(f, exp, r.meta[f])) {
      out.push(`${f}: expected ${JSON.stringify(exp[0])}, got ${JSON.stringify(r.meta[f])}${metaEquivalent(f, exp, r.meta[f], r.c.host) ? ' (equivalent)' : ''}`);
    }
  }
  return out;
}

export function formatMatrix(m: Record<CitationStatus, Record<CitationStatus, number>>): string {
  const w = 10;
  const lines = [`${'expected \\ got'.padEnd(16)}${STATUSES.map((s) => s.padStart(w)).join('')}`];
  for (const e of STATUSES) lines.push(`${e.padEnd(16)}${STATUSES.map((g) => String(m[e][g]).padStart(w)).join('')}`);
  return lines.join('\n');
}
