/**
 * `npm run bench` (API part): the citation service's response times and throughput, measured
 * with autocannon against a real `citeflow serve` with BENCH_API_CITATIONS (100,000) citations
 * in the store (seeded with one bulk INSERT … SELECT over generate_series), on the embedded
 * PGlite and on a throwaway PostgreSQL (BENCH_API_BACKENDS=pglite,postgres).
 *
 * For each operation — creation (POST, a new URL each time), retrieval (GET one cid), search
 * (full text, 20 a page, sometimes with a filter) — two phases:
 *  1. at the spec's throughput target (1,000 creations/min, 10,000 retrievals/min; searches at
 *     BENCH_API_SEARCH_RATE, default 10/s): p50 / p95 / p99 latency against the spec's p95
 *     targets (creation < 200 ms, retrieval < 50 ms, search < 500 ms);
 *  2. as fast as BENCH_API_CONNECTIONS (10) connections go: the capacity in requests a minute.
 * Latencies are computed from every response (autocannon reports p97.5, not p95).
 */
import { cpus, loadavg } from 'node:os';
import { z } from 'zod';
import { startService, type Backend, type Service } from '../api/helpers';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => AutocannonInstance;
type AutocannonInstance = Promise<{ requests: { average: number }; non2xx: number; errors: number; timeouts: number; duration: number }> & {
  on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};

const CITATIONS = Number(process.env.BENCH_API_CITATIONS ?? 100_000);
const PHASE_S = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 10);
const SEARCH_RATE = Number(process.env.BENCH_API_SEARCH_RATE ?? 10);
const BACKENDS = (process.env.BENCH_API_BACKENDS ?? 'pglite,postgres').split(',').filter(Boolean) as Backend[];

const WORDS = ['temporal', 'workflow', 'citation', 'verification', 'durable', 'standard', 'release', 'browser', 'compiler', 'protocol', 'security', 'database', 'network', 'research', 'policy', 'energy', 'climate', 'market', 'health', 'science', 'history', 'language', 'rust', 'webassembly', 'python', 'kernel', 'storage', 'latency', 'throughput', 'schedule'];

/** 100,000 citations in one statement: URLs, cids (SHA-256 in SQL, as shared/url.ts computes it), words, statuses, usage. */
async function seed(svc: Service): Promise<void> {
  const words = `(ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}])`;
  const started = Date.now();
  await svc.db.exec(
    `INSERT INTO library_citations (cid, normalized_url, url, title, publisher, excerpt, source_type, verification_status, last_status,
       last_verified, usage_count, created_at, updated_at)
     SELECT 'cid_' || encode(sha256(convert_to(u, 'UTF8')), 'hex'), u, u,
       initcap(${words}[1 + (i * 7) % 30] || ' ' || ${words}[1 + (i * 13) % 30] || ' ' || ${words}[1 + (i * 17) % 30]) || ' ' || i,
       'Publisher ' || (i % 500),
       'An excerpt about ' || ${words}[1 + (i * 11) % 30] || ' and ' || ${words}[1 + (i * 19) % 30] || ' in the context of ' || ${words}[1 + (i * 23) % 30] || '.',
       (ARRAY['primary','secondary','tertiary'])[1 + i % 3],
       (ARRAY['pending','verified','verified','verified','failed'])[1 + i % 5],
       CASE WHEN i % 5 = 0 THEN NULL WHEN i % 5 = 4 THEN 'invalid' ELSE 'valid' END,
       CASE WHEN i % 5 = 0 THEN NULL ELSE now() - (i % 60) * interval '1 day' END,
       (i * 37) % 150,
       now() - (${CITATIONS} - i) * interval '1 second', now()
     FROM (SELECT i, 'https://bench' || (i % 1000) || '.example/doc/' || i AS u FROM generate_series(1, ${CITATIONS}) AS i) s
     ON CONFLICT DO NOTHING`,
  );
  await svc.db.exec('ANALYZE library_citations');
  const [n] = await svc.db.rows('SELECT count(*)::int AS n FROM library_citations', [], z.object({ n: z.number() }));
  process.stdout.write(`  seeded ${n.n.toLocaleString('en-US')} citations in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

type Phase = { ok: number; bad: number; perMin: number; p50: number; p95: number; p99: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One counter for every request of the run, so no two creations share a URL across phases. */
let i = 0;

async function measure(svc: Service, key: string, request: (i: number) => { method: string; path: string; body?: string }, rate: number | null): Promise<Phase> {
  const times: number[] = [];
  let bad = 0;
  const instance = autocannon({
    url: svc.base,
    connections: rate === null ? CONNECTIONS : Math.max(2, Math.min(CONNECTIONS, Math.ceil(rate / 20))),
    duration: PHASE_S,
    ...(rate === null ? {} : { overallRate: rate }),
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const r = request(i++);
          return { ...req, method: r.method, path: r.path, body: r.body };
        },
      },
    ],
  });
  instance.on('response', (_c, status, _b, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
    else bad++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return { ok: times.length, bad: bad + result.errors + result.timeouts, perMin: Math.round((times.length / result.duration) * 60), p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

const fmt = (ms: number) => (Number.isNaN(ms) ? '—' : `${ms.toFixed(1)} ms`);

async function benchBackend(backend: Backend): Promise<void> {
  process.stdout.write(`\ncitation service on ${backend}\n`);
  const svc = await startService(backend);
  if (!svc) {
    process.stdout.write(`  skipped: ${backend} is not available here\n`);
    return;
  }
  try {
    await svc.db.exec('UPDATE api_keys SET rate_limit_per_minute = 1000000');
    await seed(svc);
    const run = `b${Date.now().toString(36)}`;
    const ops: Array<{ name: string; target: { p95: number; perMin: number | null; rate: number }; req: (i: number) => { method: string; path: string; body?: string } }> = [
      {
        name: 'creation',
        target: { p95: 200, perMin: 1000, rate: 1000 / 60 },
        req: (i) => ({ method: 'POST', path: '/api/v1/citations', body: JSON.stringify({ url: `https://new-${run}.example/${i}?utm_source=bench`, title: `New ${WORDS[i % 30]} citation ${i}`, excerpt: 'Created by the benchmark.' }) }),
      },
      {
        name: 'retrieval',
        target: { p95: 50, perMin: 10000, rate: 10000 / 60 },
        req: (i) => ({ method: 'GET', path: `/api/v1/citations/${cidOf(1 + ((i * 7919) % CITATIONS))}` }),
      },
      {
        name: 'search',
        target: { p95: 500, perMin: null, rate: SEARCH_RATE },
        req: (i) => ({ method: 'GET', path: `/api/v1/citations/search?q=${WORDS[i % 30]}${i % 3 === 0 ? `%20${WORDS[(i * 7) % 30]}` : ''}&limit=20${i % 4 === 0 ? '&status=verified' : ''}${i % 5 === 0 ? '&source_type=primary' : ''}` }),
      },
    ];
    const cids = await svc.db.rows(`SELECT cid, normalized_url FROM library_citations WHERE normalized_url LIKE 'https://bench%'`, [], z.object({ cid: z.string(), normalized_url: z.string() }));
    const byI = new Map(cids.map((c) => [Number(c.normalized_url.slice(c.normalized_url.lastIndexOf('/') + 1)), c.cid]));
    const cidOf = (n: number) => byI.get(n)!;
    process.stdout.write(`  ${'operation'.padEnd(10)} ${'at target rate: p50'.padStart(20)} ${'p95'.padStart(10)} ${'p99'.padStart(10)}  ${'p95 target'.padEnd(12)} ${'max rate (/min)'.padStart(16)}  throughput target\n`);
    process.stdout.write(`  (load average now ${loadavg()[0].toFixed(1)})\n`);
    for (const op of ops) {
      const atRate = await measure(svc, svc.adminKey, op.req, op.target.rate);
      const max = await measure(svc, svc.adminKey, op.req, null);
      const p95ok = atRate.p95 < op.target.p95 ? 'met' : 'MISSED';
      const thr = op.target.perMin === null ? '—' : `${op.target.perMin.toLocaleString('en-US')}/min ${max.perMin >= op.target.perMin ? 'met' : 'MISSED'}`;
      process.stdout.write(
        `  ${op.name.padEnd(10)} ${fmt(atRate.p50).padStart(20)} ${fmt(atRate.p95).padStart(10)} ${fmt(atRate.p99).padStart(10)}  < ${op.target.p95} ms ${p95ok.padEnd(6)} ${max.perMin.toLocaleString('en-US').padStart(12)}      ${thr}` +
          `${atRate.bad + max.bad ? `  (${atRate.bad + max.bad} non-2xx/errors)` : ''}\n`,
      );
    }
  } finally {
    await svc.stop();
  }
}

async function main(): Promise<void> {
  process.stdout.write(
    `API benchmark: ${CITATIONS.toLocaleString('en-US')} citations, ${PHASE_S} s a phase, ${CONNECTIONS} connections at full speed (autocannon); ` +
      `${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} at start\n`,
  );
  for (const backend of BACKENDS) await benchBackend(backend);
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
