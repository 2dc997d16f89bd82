/**
 * The library store against both databases citeflow supports: the embedded PGlite (served over
 * the wire protocol, as citeflow runs it) and a throwaway real PostgreSQL cluster.
 */
import { z } from 'zod';
import { openLibraryDb, type LibraryDb } from '../../activities/library/db';
import { applyMigrations, loadMigrations } from '../../activities/library/migrate';
import {
  accuracyReport,
  addFeedback,
  alerts,
  getCitation,
  ingestRun,
  listCitations,
  loadReverifyPage,
  planReverifyPage,
  recordVerification,
  staleCitations,
  topUsed,
  type IngestCitation,
  type IngestUsage,
} from '../../activities/library/store';
import { computeCid as cidOf } from '../../shared/url';
import { accuracyScore } from '../../shared/schemas/library';
import { embeddedPglite, postgresUnavailable, realPostgres, type TestDatabase } from '../helpers/databases';

jest.setTimeout(180_000);

const unavailable = postgresUnavailable();
if (unavailable) console.warn(unavailable);

function citation(url: string, extra: Partial<IngestCitation> = {}): IngestCitation {
  return {
    cid: cidOf(url),
    normalized_url: url,
    url,
    final_url: null,
    title: `Title of ${url}`,
    authors: [],
    publisher: null,
    publication_date: null,
    source_type: 'secondary',
    excerpt: null,
    status: 'valid',
    http_status: 200,
    ...extra,
  };
}

function usage(claimId: string, url: string, extra: Partial<IngestUsage> = {}): IngestUsage {
  return { claim_id: claimId, cid: cidOf(url), claim: `claim ${claimId}`, quote: `quote ${claimId}`, quote_found: true, validated: true, credibility_score: 7, ...extra };
}

const A = 'https://a.example/one';
const B = 'https://b.example/two';
const C = 'https://c.example/three';

const TABLES = ['library_feedback', 'library_page_text', 'library_verifications', 'library_reverify_pages', 'library_usages', 'library_runs', 'library_citations'];

const targets: Array<[string, () => Promise<TestDatabase | null>]> = [
  ['PGlite (embedded, over the wire protocol)', embeddedPglite],
  ['PostgreSQL 15 (initdb / pg_ctl)', realPostgres],
];

describe.each(targets)('library store on %s', (name, start) => {
  let database: TestDatabase | null = null;
  let db: LibraryDb;
  const skip = name.startsWith('PostgreSQL') && unavailable !== null;

  beforeAll(async () => {
    if (skip) return;
    database = await start();
    db = await openLibraryDb(database!.url);
  });
  afterAll(async () => {
    await db?.close();
    await database?.stop();
  });
  beforeEach(async () => {
    if (skip) return;
    await db.exec(`TRUNCATE ${TABLES.join(', ')} CASCADE`);
  });
  const it_ = skip ? it.skip : it;

  it_('applies every migration once, in a transaction, and records it', async () => {
    const ids = loadMigrations().map((m) => m.id);
    expect(ids.length).toBeGreaterThan(0);
    const recorded = await db.rows('SELECT id FROM citeflow_migrations ORDER BY id', [], z.object({ id: z.string() }));
    expect(recorded.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
    expect(await applyMigrations(db)).toEqual([]);
    // A failing migration leaves nothing behind (the whole start-up is one transaction).
    await expect(applyMigrations(db, [...loadMigrations(), { id: '29991231T2359-broken', up: 'CREATE TABLE half_done (x int); SELECT nope FROM nowhere;' }])).rejects.toThrow();
    const tables = await db.rows(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done'`, [], z.object({ n: z.number() }));
    expect(tables[0].n).toBe(0);
  });

  it_('ingests a run idempotently: a second ingest of the same run changes nothing', async () => {
    const input = { run_id: 'run1', workflow_id: 'citeflow-run-run1', network: null, citations: [citation(A), citation(B), citation(C, { status: 'invalid', http_status: 404 })], usages: [usage('c1', A), usage('c2', A), usage('c3', B)] };
    const first = await ingestRun(db, input);
    expect(first).toMatchObject({ citations: 3, new_citations: 3, usages: 3, new_usages: 3 });
    const before = await listCitations(db);
    expect(before.map((c) => [c.normalized_url, c.usage_count, c.verification_status])).toEqual([
      [A, 2, 'pending'],
      [B, 1, 'pending'],
      [C, 0, 'pending'],
    ]);
    const again = await ingestRun(db, input);
    expect(again).toMatchObject({ new_citations: 0, new_usages: 0 });
    expect(await listCitations(db)).toEqual(before);

    // A second run citing some of the same URLs raises their counts.
    await ingestRun(db, { run_id: 'run2', workflow_id: 'citeflow-run-run2', network: null, citations: [citation(A), citation(C)], usages: [usage('c1', A), usage('c9', C)] });
    const after = await listCitations(db);
    expect(after.map((c) => c.usage_count)).toEqual([3, 1, 1]);
    expect((await topUsed(db, 1))[0].normalized_url).toBe(A);

    // A re-run of run1 whose claim c2 now cites C and whose claim c3 is gone: A and B lose those
    // usages, C gains one (the recount covers the cids the run's usages named before, too).
    await ingestRun(db, { ...input, usages: [usage('c1', A), usage('c2', C)] });
    expect((await listCitations(db)).map((c) => [c.normalized_url, c.usage_count])).toEqual([
      [A, 2],
      [B, 0],
      [C, 2],
    ]);
  });

  it_('puts citations in tiers by usage and shows an expired check as stale', async () => {
    const usages = Array.from({ length: 12 }, (_, i) => usage(`w${i}`, B));
    await ingestRun(db, { run_id: 'r', workflow_id: 'w', network: null, citations: [citation(A), citation(B)], usages });
    const now = new Date('2026-11-22T12:00:00Z');
    for (const [url, at] of [[A, '2026-11-20T12:00:00Z'], [B, '2026-11-10T12:00:00Z']] as const) {
      await recordVerification(db, { cid: cidOf(url), workflow_id: 'wf-old', checked_at: at, status: 'valid', http_status: 200, final_url: null, title: null, content_hash: 'sha256:x', sketch: [1, 2], quotes: [], notes: '' });
    }
    const list = await listCitations(db, { now });
    expect(list.map((c) => [c.normalized_url, c.tier, c.verification_status])).toEqual([
      [A, 'monthly', 'verified'], // 2 days old, monthly period 30 days
      [B, 'weekly', 'stale'], // 12 days old, weekly period 7 days
    ]);
    expect((await listCitations(db, { now, status: 'stale' })).map((c) => c.normalized_url)).toEqual([B]);
    expect((await listCitations(db, { now, tier: 'monthly' })).map((c) => c.normalized_url)).toEqual([A]);
    expect((await staleCitations(db, { now })).map((c) => c.normalized_url)).toEqual([B]);
    expect(await staleCitations(db, { now, tier: 'monthly' })).toEqual([]);
  });

  it_('records a check once per workflow and cid, measures change and lists the affected claims', async () => {
    await ingestRun(db, { run_id: 'r1', workflow_id: 'w', network: null, citations: [citation(A)], usages: [usage('k1', A), usage('k2', A)] });
    const cid = cidOf(A);
    const base = { cid, status: 'valid' as const, http_status: 200, final_url: null, title: null, notes: '' };
    const one = await recordVerification(db, { ...base, workflow_id: 'wf1', checked_at: '2026-11-01T00:00:00Z', content_hash: 'sha256:aa', sketch: [1, 2, 3, 4], quotes: [{ run_id: 'r1', claim_id: 'k1', present: true }, { run_id: 'r1', claim_id: 'k2', present: true }] });
    expect(one).toMatchObject({ inserted: true, verification_status: 'verified', changed: null });
    const two = { ...base, workflow_id: 'wf2', checked_at: '2026-11-02T00:00:00Z', content_hash: 'sha256:bb', sketch: [1, 2, 3, 5], quotes: [{ run_id: 'r1', claim_id: 'k1', present: true }, { run_id: 'r1', claim_id: 'k2', present: false }] };
    expect(await recordVerification(db, two)).toMatchObject({ inserted: true, verification_status: 'failed', changed: true, affected: 1 });
    // The same check again (a retried batch): nothing new.
    expect(await recordVerification(db, { ...two, checked_at: '2026-11-03T00:00:00Z' })).toMatchObject({ inserted: false, verification_status: 'failed' });
    const detail = (await getCitation(db, cid))!;
    expect(detail.verifications).toHaveLength(2);
    expect(detail.verifications[0]).toMatchObject({ workflow_id: 'wf2', changed: true, quotes_total: 2, quotes_present: 1, affected: [{ run_id: 'r1', claim_id: 'k2', reason: 'quote no longer on the page' }] });
    expect(detail.verifications[0].change_ratio).toBeGreaterThan(0);
    expect(detail.citation).toMatchObject({ verification_status: 'failed', content_hash: 'sha256:bb', last_verified: '2026-11-02T00:00:00.000Z' });
    // A dead source affects every claim that relied on it.
    expect(await recordVerification(db, { ...base, workflow_id: 'wf3', checked_at: '2026-11-04T00:00:00Z', status: 'invalid', http_status: 404, content_hash: null, sketch: null, quotes: [{ run_id: 'r1', claim_id: 'k1', present: false }, { run_id: 'r1', claim_id: 'k2', present: false }] })).toMatchObject({ verification_status: 'failed', changed: null, affected: 2 });
  });

  it_('plans re-verification pages once: a replayed plan returns the same page', async () => {
    await ingestRun(db, { run_id: 'r', workflow_id: 'w', network: { resolve: { 'a.example': '127.0.0.1' } }, citations: [citation(A), citation(B), citation(C)], usages: [usage('u1', B)] });
    const args = { workflow_id: 'rv', selector: { kind: 'due' as const }, as_of: new Date().toISOString(), limit: 2 };
    const p0 = await planReverifyPage(db, { ...args, page_no: 0, after_cid: null });
    expect(p0.count).toBe(2);
    const page = await loadReverifyPage(db, 'rv', 0);
    expect(page.every((t) => t.network?.resolve)).toBe(true);
    for (const t of page) await recordVerification(db, { cid: t.cid, workflow_id: 'rv', checked_at: new Date().toISOString(), status: 'valid', http_status: 200, final_url: null, title: null, content_hash: null, sketch: null, quotes: [], notes: '' });
    expect(await planReverifyPage(db, { ...args, page_no: 0, after_cid: null })).toEqual(p0);
    const p1 = await planReverifyPage(db, { ...args, page_no: 1, after_cid: p0.last_cid });
    expect(p1.count).toBe(1);
    expect((await loadReverifyPage(db, 'rv', 0)).every((t) => t.done)).toBe(true);
    expect((await planReverifyPage(db, { ...args, page_no: 2, after_cid: p1.last_cid })).count).toBe(0);
    // A run target selects that run's citations whatever their due date.
    const byRun = await planReverifyPage(db, { workflow_id: 'rv-run', page_no: 0, selector: { kind: 'run', run_id: 'r' }, as_of: args.as_of, after_cid: null, limit: 10 });
    expect(byRun.count).toBe(3);
  });

  it_('computes accuracy with the spec formula and raises alerts', async () => {
    await ingestRun(db, { run_id: 'r', workflow_id: 'w', network: null, citations: [citation(A), citation(B, { status: 'blocked', http_status: 403 })], usages: [usage('a1', A), usage('a2', A, { validated: false, quote_found: false }), usage('b1', B)] });
    const report = await accuracyReport(db);
    const a = report.items.find((i) => i.normalized_url === A)!;
    expect(a.inputs).toEqual({ relevance: 0.5, factual: 0.5, availability: 1 });
    expect(a.score).toBe(accuracyScore({ relevance: 0.5, factual: 0.5, availability: 1 }));
    expect(a.score).toBe(60);
    expect(a.band).toBe('red');
    const b = report.items.find((i) => i.normalized_url === B)!;
    expect(b.inputs).toEqual({ relevance: 1, factual: 1, availability: 0 });
    expect(b.score).toBe(80);
    await addFeedback(db, cidOf(A), { metric_type: 'relevance', score: 1, feedback_type: 'expert' });
    const withFeedback = (await accuracyReport(db, cidOf(A))).items[0];
    expect(withFeedback.inputs.relevance).toBeCloseTo(0.75, 3);
    const open = await alerts(db);
    expect(open.map((x) => x.kind)).toEqual(expect.arrayContaining(['system_accuracy_below', 'citation_accuracy_below']));
  });
});
