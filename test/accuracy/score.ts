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
import type { CitationStatus, RecordedResponse } from '../../activities/classify/classify';
import { findQuote } from '../../shared/stages/claims';
import type { CorpusCase, Meta } from './corpus';

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
  metaAccuracy(): Record<keyof Meta, { right: number; total: number }>;
};

type Server = { port: number; close(): Promise<void> };

export async function serveCorpus(cases: CorpusCase[]): Promise<Server> {
  const routes = new Map(cases.map((c) => [`${c.host}${c.path}`, c]));
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
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((r) => { for (const s of sockets) s.destroy(); server.close(() => r()); }) };
}

// Invisible characters (zero-width spaces and joiners, soft hyphens, BOM) are not part of what a reader sees or cites.
const norm = (s: string | null | undefined) => (s ?? '').normalize('NFC').replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '').toLowerCase().replace(/[\s\u00a0]+/g, ' ').replace(/[‘’]/g, "'").trim();

function metaRight(field: keyof Meta, expected: string[], got: string | null): boolean {
  const g = norm(got);
  if (field === 'author') return expected.some((e) => g.split(/;\s*/).includes(norm(e)));
  return expected.some((e) => norm(e) === g);
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
      const r = await checkUrl(url, url, c.context, { fetcher, ladder, env: {}, onPage: (p) => (page = p) });
      const quoteErrors: string[] = [];
      let falseQuote = false;
      const text = page ? evidenceFromResponse(page).page_text : null;
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
      const out = { title: { right: 0, total: 0 }, publisher: { right: 0, total: 0 }, author: { right: 0, total: 0 }, published: { right: 0, total: 0 } };
      for (const r of results) {
        for (const f of ['title', 'publisher', 'author', 'published'] as const) {
          const exp = r.c.meta?.[f];
          if (!exp) continue;
          out[f].total++;
          if (metaRight(f, exp, r.meta[f])) out[f].right++;
        }
      }
      return out;
    },
  };
}

export function metaMistakes(r: CaseResult): string[] {
  const out: string[] = [];
  for (const f of ['title', 'publisher', 'author', 'published'] as const) {
    const exp = r.c.meta?.[f];
    if (exp && !metaRight(f, exp, r.meta[f])) out.push(`${f}: expected ${JSON.stringify(exp[0])}, got ${JSON.stringify(r.meta[f])}`);
  }
  return out;
}

export function formatMatrix(m: Record<CitationStatus, Record<CitationStatus, number>>): string {
  const w = 10;
  const lines = [`${'expected \\ got'.padEnd(16)}${STATUSES.map((s) => s.padStart(w)).join('')}`];
  for (const e of STATUSES) lines.push(`${e.padEnd(16)}${STATUSES.map((g) => String(m[e][g]).padStart(w)).join('')}`);
  return lines.join('\n');
}
