/**
 * The citation library's API (CONTRACT.md §5): everything the CLI, the activities and the REST
 * service read or write goes through these functions. Plain SQL over `pg`, one transaction a
 * call, rows checked with the zod schemas of shared/schemas/library.ts. Writes are idempotent
 * through unique keys: a usage is (run_id, claim_id), a verification is (workflow_id, cid).
 */
import { z } from 'zod';
import {
  ACCURACY_ALERT_BELOW,
  CITABLE_STATUSES,
  FAILURE_ALERT_ABOVE,
  LibraryCitationRowSchema,
  LibraryFeedbackRowSchema,
  LibraryUsageRowSchema,
  LibraryVerificationRowSchema,
  NewFeedbackSchema,
  accuracyBand,
  accuracyScore,
  presentCitation,
  type AccuracyBand,
  type AccuracyInputs,
  type Affected,
  type LibraryCitation,
  type LibraryCitationRow,
  type LibraryFeedbackRow,
  type LibraryUsageRow,
  type LibraryVerificationRow,
  type NewFeedback,
  type Tier,
  type VerificationStatus,
} from '../../shared/schemas/library';
import type { CitationStatus } from '../../shared/schemas/citation';
import type { LibraryDb, Queryable } from './db';

export type { LibraryDb } from './db';

// ---------------------------------------------------------------- SQL fragments

const TIER_SQL = `(CASE WHEN c.usage_count > 100 THEN 'daily' WHEN c.usage_count >= 10 THEN 'weekly' ELSE 'monthly' END)`;
const PERIOD_SQL = `(CASE WHEN c.usage_count > 100 THEN interval '1 day' WHEN c.usage_count >= 10 THEN interval '7 days' ELSE interval '30 days' END)`;
/** Due for re-verification as of $n: never checked, or last checked longer ago than its tier's period. */
const dueSql = (now: string) => `(c.last_verified IS NULL OR c.last_verified < ${now}::timestamptz - ${PERIOD_SQL})`;
/** verification_status as shown: `stale` when a checked citation's check has expired. */
const statusSql = (now: string) =>
  `(CASE WHEN c.verification_status <> 'pending' AND c.last_verified < ${now}::timestamptz - ${PERIOD_SQL} THEN 'stale' ELSE c.verification_status END)`;

const CITATION_COLUMNS = `c.cid, c.normalized_url, c.url, c.final_url, c.title, c.authors, c.publisher, c.publication_date,
  c.source_type, c.excerpt, c.content_hash, c.verification_status, c.last_status, c.last_http_status, c.last_verified,
  c.usage_count, c.last_run_id, c.created_at, c.updated_at`;

const CHUNK = 500;
/** Chunks of an array, or of records that arrive one at a time (a run's citations, streamed from its file). */
async function* chunksOf<T>(items: T[] | AsyncIterable<T>, size = CHUNK): AsyncGenerator<T[]> {
  if (Array.isArray(items)) {
    for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
    return;
  }
  let part: T[] = [];
  for await (const item of items) {
    part.push(item);
    if (part.length >= size) {
      yield part;
      part = [];
    }
  }
  if (part.length > 0) yield part;
}

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// ---------------------------------------------------------------- ingest

export type IngestCitation = {
  cid: string;
  normalized_url: string;
  url: string;
  final_url: string | null;
  title: string | null;
  authors: string[];
  publisher: string | null;
  publication_date: string | null;
  source_type: string | null;
  excerpt: string | null;
  status: CitationStatus;
  http_status: number | null;
};

export type IngestUsage = {
  claim_id: string;
  cid: string;
  claim: string;
  quote: string;
  quote_found: boolean;
  validated: boolean;
  credibility_score: number | null;
};

export type IngestInput = {
  run_id: string;
  workflow_id: string;
  /** An array, or the run's citations one at a time (ingest streams them from citations.jsonl). */
  citations: IngestCitation[] | AsyncIterable<IngestCitation>;
  /** An array, or a function called once every citation has been written (ingest.ts picks the usages of the cids it streamed). */
  usages: IngestUsage[] | (() => IngestUsage[]);
  /** The run's network settings (no secrets), reused when its citations are re-checked. */
  network: Record<string, unknown> | null;
};

export type IngestResult = { run_id: string; citations: number; new_citations: number; usages: number; new_usages: number };

/**
 * Writes one run's citations and usages. Idempotent: a citation is keyed by cid, a usage by
 * (run_id, claim_id); usage_count is recounted from the usage rows, so ingesting the same run
 * twice (a retry, a replay, a re-run) changes nothing.
 */
export async function ingestRun(db: LibraryDb, input: IngestInput): Promise<IngestResult> {
  return db.tx(async (q) => {
    let newCitations = 0;
    let newUsages = 0;
    let citationCount = 0; // (was an array of every cid, only ever counted: ~5 MB at 50,000 URLs)
    for await (const part of chunksOf(input.citations)) {
      citationCount += part.length;
      const rows = part.map((c) => ({ ...c, authors: c.authors, run_id: input.run_id }));
      // New citations are inserted; known ones only fill in what they lack. The run's Stage-3
      // status stands as the last status until the citation is re-verified.
      const inserted = await q.rows(
        `WITH src AS (
           SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(cid text, normalized_url text, url text, final_url text,
             title text, authors jsonb, publisher text, publication_date text, source_type text, excerpt text,
             status text, http_status integer, run_id text)
         ), ins AS (
           INSERT INTO library_citations AS c (cid, normalized_url, url, final_url, title, authors, publisher, publication_date,
             source_type, excerpt, last_status, last_http_status, last_run_id)
           SELECT cid, normalized_url, url, final_url, title, COALESCE(authors, '[]'::jsonb), publisher, publication_date,
             source_type, excerpt, status, http_status, run_id FROM src
           ON CONFLICT (cid) DO UPDATE SET
             final_url = COALESCE(c.final_url, EXCLUDED.final_url),
             title = COALESCE(c.title, EXCLUDED.title),
             authors = CASE WHEN c.authors = '[]'::jsonb THEN EXCLUDED.authors ELSE c.authors END,
             publisher = COALESCE(c.publisher, EXCLUDED.publisher),
             publication_date = COALESCE(c.publication_date, EXCLUDED.publication_date),
             source_type = COALESCE(c.source_type, EXCLUDED.source_type),
             excerpt = COALESCE(c.excerpt, EXCLUDED.excerpt),
             last_status = CASE WHEN c.last_verified IS NULL THEN EXCLUDED.last_status ELSE c.last_status END,
             last_http_status = CASE WHEN c.last_verified IS NULL THEN EXCLUDED.last_http_status ELSE c.last_http_status END,
             last_run_id = EXCLUDED.last_run_id,
             updated_at = now()
           WHERE (c.final_url IS NULL AND EXCLUDED.final_url IS NOT NULL)
              OR (c.title IS NULL AND EXCLUDED.title IS NOT NULL)
              OR (c.authors = '[]'::jsonb AND EXCLUDED.authors <> '[]'::jsonb)
              OR (c.publisher IS NULL AND EXCLUDED.publisher IS NOT NULL)
              OR (c.publication_date IS NULL AND EXCLUDED.publication_date IS NOT NULL)
              OR (c.source_type IS NULL AND EXCLUDED.source_type IS NOT NULL)
              OR (c.excerpt IS NULL AND EXCLUDED.excerpt IS NOT NULL)
              OR (c.last_verified IS NULL AND (c.last_status IS DISTINCT FROM EXCLUDED.last_status
                                               OR c.last_http_status IS DISTINCT FROM EXCLUDED.last_http_status))
              OR c.last_run_id IS DISTINCT FROM EXCLUDED.last_run_id
           RETURNING (xmax = 0) AS inserted
         )
         SELECT count(*) FILTER (WHERE inserted)::int AS n FROM ins`,
        [JSON.stringify(rows)],
        z.object({ n: z.number() }),
      );
      newCitations += inserted[0]?.n ?? 0;
    }
    const usages = typeof input.usages === 'function' ? input.usages() : input.usages;
    // The cids this run's usages named before this ingest (a re-run may drop or move a usage):
    // with the cids its usages name now, the only citations whose usage_count can change.
    const before = await q.rows(`SELECT DISTINCT cid FROM library_usages WHERE run_id = $1`, [input.run_id], z.object({ cid: z.string() }));
    for (const part of chunks(usages)) {
      const rows = part.map((u) => ({ ...u, run_id: input.run_id }));
      const inserted = await q.rows(
        `WITH src AS (
           SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(run_id text, claim_id text, cid text, claim text, quote text,
             quote_found boolean, validated boolean, credibility_score integer)
         ), ins AS (
           INSERT INTO library_usages AS u (run_id, claim_id, cid, claim, quote, quote_found, validated, credibility_score)
           SELECT run_id, claim_id, cid, claim, quote, quote_found, validated, credibility_score FROM src
           ON CONFLICT (run_id, claim_id) DO UPDATE SET
             cid = EXCLUDED.cid, claim = EXCLUDED.claim, quote = EXCLUDED.quote, quote_found = EXCLUDED.quote_found,
             validated = EXCLUDED.validated, credibility_score = EXCLUDED.credibility_score
           WHERE (u.cid, u.claim, u.quote, u.quote_found, u.validated, u.credibility_score)
                 IS DISTINCT FROM (EXCLUDED.cid, EXCLUDED.claim, EXCLUDED.quote, EXCLUDED.quote_found, EXCLUDED.validated, EXCLUDED.credibility_score)
           RETURNING (xmax = 0) AS inserted
         )
         SELECT count(*) FILTER (WHERE inserted)::int AS n FROM ins`,
        [JSON.stringify(rows)],
        z.object({ n: z.number() }),
      );
      newUsages += inserted[0]?.n ?? 0;
    }
    // A re-run that no longer makes a claim drops its usage (the run's claims are the truth).
    await q.exec(`DELETE FROM library_usages WHERE run_id = $1 AND NOT (claim_id = ANY($2::text[]))`, [input.run_id, usages.map((u) => u.claim_id)]);
    // usage_count is recounted, never incremented: the same run twice counts once. Only the
    // citations this run's usages name (now or before) can change; recounting every citation of
    // the run cost a correlated count per citation (0.2 s at 5,000 URLs, 1.3 s at 20,000).
    const touched = [...new Set([...before.map((r) => r.cid), ...usages.map((u) => u.cid)])];
    if (touched.length > 0) {
      await q.exec(
        `UPDATE library_citations c SET usage_count = n.count, updated_at = now()
         FROM (SELECT c2.cid, (SELECT count(*) FROM library_usages u WHERE u.cid = c2.cid)::int AS count
               FROM library_citations c2 WHERE c2.cid = ANY($1::text[])) n
         WHERE c.cid = n.cid AND c.usage_count <> n.count`,
        [touched],
      );
    }
    await q.exec(
      `INSERT INTO library_runs AS r (run_id, workflow_id, citations, usages, network) VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT (run_id) DO UPDATE SET workflow_id = EXCLUDED.workflow_id, citations = EXCLUDED.citations, usages = EXCLUDED.usages,
         network = EXCLUDED.network, ingested_at = now()
       WHERE (r.workflow_id, r.citations, r.usages, r.network) IS DISTINCT FROM (EXCLUDED.workflow_id, EXCLUDED.citations, EXCLUDED.usages, EXCLUDED.network)`,
      [input.run_id, input.workflow_id, citationCount, usages.length, input.network === null ? null : JSON.stringify(input.network)],
    );
    return { run_id: input.run_id, citations: citationCount, new_citations: newCitations, usages: usages.length, new_usages: newUsages };
  });
}

// ---------------------------------------------------------------- reading

export type ListOptions = { status?: VerificationStatus; tier?: Tier; limit?: number; offset?: number; now?: Date };

export async function listCitations(db: LibraryDb, opts: ListOptions = {}): Promise<LibraryCitation[]> {
  const now = opts.now ?? new Date();
  const params: unknown[] = [];
  const where: string[] = [];
  if (opts.status) {
    params.push(now.toISOString(), opts.status);
    where.push(`${statusSql(`$${params.length - 1}`)} = $${params.length}`);
  }
  if (opts.tier) {
    params.push(opts.tier);
    where.push(`${TIER_SQL} = $${params.length}`);
  }
  params.push(opts.limit ?? 1000, opts.offset ?? 0);
  const rows = await db.rows(
    `SELECT ${CITATION_COLUMNS} FROM library_citations c ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY c.normalized_url LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
    LibraryCitationRowSchema,
  );
  return rows.map((r) => presentCitation(r, now));
}

export async function countCitations(db: LibraryDb): Promise<number> {
  const [row] = await db.rows(`SELECT count(*)::int AS n FROM library_citations`, [], z.object({ n: z.number() }));
  return row.n;
}

/** Citations due for re-verification (never checked, or checked longer ago than their tier's period). */
export async function staleCitations(db: LibraryDb, opts: { tier?: Tier; limit?: number; now?: Date } = {}): Promise<LibraryCitation[]> {
  const now = opts.now ?? new Date();
  const params: unknown[] = [now.toISOString(), opts.limit ?? 1000];
  let tier = '';
  if (opts.tier) {
    params.push(opts.tier);
    tier = `AND ${TIER_SQL} = $3`;
  }
  const rows = await db.rows(
    `SELECT ${CITATION_COLUMNS} FROM library_citations c WHERE ${dueSql('$1')} ${tier}
     ORDER BY c.last_verified NULLS FIRST, c.cid LIMIT $2`,
    params,
    LibraryCitationRowSchema,
  );
  return rows.map((r) => presentCitation(r, now));
}

export async function topUsed(db: LibraryDb, limit = 10, now = new Date()): Promise<LibraryCitation[]> {
  const rows = await db.rows(
    `SELECT ${CITATION_COLUMNS} FROM library_citations c ORDER BY c.usage_count DESC, c.normalized_url LIMIT $1`,
    [limit],
    LibraryCitationRowSchema,
  );
  return rows.map((r) => presentCitation(r, now));
}

export type CitationDetail = {
  citation: LibraryCitation;
  usages: LibraryUsageRow[];
  verifications: LibraryVerificationRow[];
  feedback: LibraryFeedbackRow[];
  accuracy: CitationAccuracy;
};

export async function getCitationRow(q: Queryable, cid: string): Promise<LibraryCitationRow | null> {
  const rows = await q.rows(`SELECT ${CITATION_COLUMNS} FROM library_citations c WHERE c.cid = $1`, [cid], LibraryCitationRowSchema);
  return rows[0] ?? null;
}

const USAGE_COLUMNS = `run_id, claim_id, cid, claim, quote, quote_found, validated, credibility_score, created_at`;
const VERIFICATION_COLUMNS = `id, cid, workflow_id, checked_at, status, http_status, content_hash, changed, change_ratio,
  quotes_total, quotes_present, verification_status, affected, notes`;

/** One citation with its usages, its whole verification history (newest first) and feedback. */
export async function getCitation(db: LibraryDb, cid: string, now = new Date()): Promise<CitationDetail | null> {
  return db.tx(async (q) => {
    const row = await getCitationRow(q, cid);
    if (!row) return null;
    const usages = await q.rows(`SELECT ${USAGE_COLUMNS} FROM library_usages WHERE cid = $1 ORDER BY run_id, claim_id`, [cid], LibraryUsageRowSchema);
    const verifications = await q.rows(
      `SELECT ${VERIFICATION_COLUMNS} FROM library_verifications WHERE cid = $1 ORDER BY checked_at DESC, id DESC`,
      [cid],
      LibraryVerificationRowSchema,
    );
    const feedback = await q.rows(
      `SELECT id, cid, metric_type, score, feedback_type, feedback_data, evaluator_id, evaluated_at FROM library_feedback WHERE cid = $1 ORDER BY evaluated_at, id`,
      [cid],
      LibraryFeedbackRowSchema,
    );
    const [acc] = await accuracyRows(q, [cid]);
    return { citation: presentCitation(row, now), usages, verifications, feedback, accuracy: acc };
  });
}

export async function usagesOfRun(db: LibraryDb, runId: string): Promise<LibraryUsageRow[]> {
  return db.rows(`SELECT ${USAGE_COLUMNS} FROM library_usages WHERE run_id = $1 ORDER BY claim_id`, [runId], LibraryUsageRowSchema);
}

export async function verificationsOf(db: LibraryDb, filter: { workflow_id?: string; cid?: string }): Promise<LibraryVerificationRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.workflow_id) {
    params.push(filter.workflow_id);
    where.push(`workflow_id = $${params.length}`);
  }
  if (filter.cid) {
    params.push(filter.cid);
    where.push(`cid = $${params.length}`);
  }
  return db.rows(
    `SELECT ${VERIFICATION_COLUMNS} FROM library_verifications ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY cid, checked_at, id`,
    params,
    LibraryVerificationRowSchema,
  );
}

export async function addFeedback(db: LibraryDb, cid: string, input: NewFeedback): Promise<LibraryFeedbackRow> {
  const fb = NewFeedbackSchema.parse(input);
  const [row] = await db.rows(
    `INSERT INTO library_feedback (cid, metric_type, score, feedback_type, feedback_data, evaluator_id)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     RETURNING id, cid, metric_type, score, feedback_type, feedback_data, evaluator_id, evaluated_at`,
    [cid, fb.metric_type, fb.score, fb.feedback_type, JSON.stringify(fb.feedback_data), fb.evaluator_id],
    LibraryFeedbackRowSchema,
  );
  return row;
}

// ---------------------------------------------------------------- re-verification

/** Which citations a re-verification checks: a tier's due ones, every due one, or a target (always). */
export type ReverifySelector =
  | { kind: 'tier'; tier: Tier }
  | { kind: 'due' }
  | { kind: 'cid'; cid: string }
  | { kind: 'run'; run_id: string }
  /** Several named citations (the REST service's verify-batch). */
  | { kind: 'cids'; cids: string[] };

export type ReverifyPage = { page_no: number; count: number; last_cid: string | null };

/**
 * The page `page_no` of a re-verification: chosen once (citations after `after_cid` in cid
 * order that match the selector as of `as_of`), stored, and returned as is on every later call,
 * so a retried or replayed batch checks the same citations. The workflow sees only counts.
 */
export async function planReverifyPage(
  db: LibraryDb,
  args: { workflow_id: string; page_no: number; selector: ReverifySelector; as_of: string; after_cid: string | null; limit: number },
): Promise<ReverifyPage> {
  return db.tx(async (q) => {
    const pageSchema = z.object({ cids: z.array(z.string()), last_cid: z.string().nullable() });
    const existing = await q.rows(
      `SELECT cids, last_cid FROM library_reverify_pages WHERE workflow_id = $1 AND page_no = $2`,
      [args.workflow_id, args.page_no],
      pageSchema,
    );
    if (existing[0]) return { page_no: args.page_no, count: existing[0].cids.length, last_cid: existing[0].last_cid };
    const params: unknown[] = [args.as_of, args.after_cid ?? '', args.limit];
    let match: string;
    // $1 (as_of) is typed here so that selectors which do not use it still prepare.
    switch (args.selector.kind) {
      case 'tier':
        params.push(args.selector.tier);
        match = `${dueSql('$1')} AND ${TIER_SQL} = $4`;
        break;
      case 'due':
        match = dueSql('$1');
        break;
      case 'cid':
        params.push(args.selector.cid);
        match = `c.cid = $4`;
        break;
      case 'run':
        params.push(args.selector.run_id);
        match = `(c.cid IN (SELECT cid FROM library_usages WHERE run_id = $4) OR c.last_run_id = $4)`;
        break;
      case 'cids':
        params.push(args.selector.cids);
        match = `c.cid = ANY($4::text[])`;
        break;
    }
    // A citation this workflow already checked is not "due" any more, but it belongs to its page.
    const rows = await q.rows(
      `SELECT c.cid FROM library_citations c
       WHERE $1::timestamptz IS NOT NULL AND c.cid > $2 AND (${match} OR EXISTS (SELECT 1 FROM library_verifications v WHERE v.cid = c.cid AND v.workflow_id = $${params.length + 1}))
       ORDER BY c.cid LIMIT $3`,
      [...params, args.workflow_id],
      z.object({ cid: z.string() }),
    );
    const cids = rows.map((r) => r.cid);
    const last = cids.length ? cids[cids.length - 1] : null;
    await q.exec(`INSERT INTO library_reverify_pages (workflow_id, page_no, cids, last_cid) VALUES ($1, $2, $3::jsonb, $4)`, [
      args.workflow_id,
      args.page_no,
      JSON.stringify(cids),
      last,
    ]);
    return { page_no: args.page_no, count: cids.length, last_cid: last };
  });
}

/** What a re-verification batch needs to know about one citation of its page. */
export type ReverifyTarget = {
  cid: string;
  url: string;
  normalized_url: string;
  title: string | null;
  /** Already checked by this workflow (a retried batch): skip. */
  done: boolean;
  network: Record<string, unknown> | null;
  usages: Array<{ run_id: string; claim_id: string; claim: string; quote: string }>;
};

export async function loadReverifyPage(db: LibraryDb, workflowId: string, pageNo: number): Promise<ReverifyTarget[]> {
  return db.tx(async (q) => {
    const [page] = await q.rows(
      `SELECT cids FROM library_reverify_pages WHERE workflow_id = $1 AND page_no = $2`,
      [workflowId, pageNo],
      z.object({ cids: z.array(z.string()) }),
    );
    if (!page) throw new Error(`re-verification page ${pageNo} of ${workflowId} was never planned`);
    const citations = await q.rows(
      `SELECT c.cid, c.url, c.normalized_url, c.title,
              EXISTS (SELECT 1 FROM library_verifications v WHERE v.cid = c.cid AND v.workflow_id = $2) AS done,
              r.network
       FROM library_citations c LEFT JOIN library_runs r ON r.run_id = c.last_run_id
       WHERE c.cid = ANY($1::text[]) ORDER BY c.cid`,
      [page.cids, workflowId],
      z.object({ cid: z.string(), url: z.string(), normalized_url: z.string(), title: z.string().nullable(), done: z.boolean(), network: z.record(z.string(), z.unknown()).nullable() }),
    );
    const usages = await q.rows(
      `SELECT run_id, claim_id, cid, claim, quote FROM library_usages WHERE cid = ANY($1::text[]) ORDER BY run_id, claim_id`,
      [page.cids],
      z.object({ run_id: z.string(), claim_id: z.string(), cid: z.string(), claim: z.string(), quote: z.string() }),
    );
    const byCid = new Map<string, ReverifyTarget['usages']>();
    for (const u of usages) {
      const list = byCid.get(u.cid) ?? [];
      list.push({ run_id: u.run_id, claim_id: u.claim_id, claim: u.claim, quote: u.quote });
      byCid.set(u.cid, list);
    }
    return citations.map((c) => ({ ...c, usages: byCid.get(c.cid) ?? [] }));
  });
}

export type VerificationInput = {
  cid: string;
  workflow_id: string;
  checked_at: string;
  status: CitationStatus;
  http_status: number | null;
  final_url: string | null;
  title: string | null;
  /** sha256: of the normalized main text; null when no page was read. */
  content_hash: string | null;
  /** The main text's shingle sketch (activities/library/content.ts), to measure the change. */
  sketch: number[] | null;
  quotes: Array<{ run_id: string; claim_id: string; present: boolean }>;
  notes: string;
};

export type VerificationOutcome = {
  cid: string;
  inserted: boolean;
  verification_status: 'verified' | 'failed';
  changed: boolean | null;
  affected: number;
};

/** Estimated Jaccard similarity of two bottom-k sketches (sorted unique numbers). */
export function sketchSimilarity(a: number[], b: number[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const k = Math.max(a.length, b.length);
  const union = [...new Set([...a, ...b])].sort((x, y) => x - y).slice(0, k);
  const setA = new Set(a);
  const setB = new Set(b);
  let both = 0;
  for (const x of union) if (setA.has(x) && setB.has(x)) both++;
  return union.length === 0 ? 1 : both / union.length;
}

/**
 * Records one check of one citation: a verification row (once per workflow and cid — a
 * retried batch finds it there and changes nothing), and the citation's current state.
 */
export async function recordVerification(db: LibraryDb, v: VerificationInput): Promise<VerificationOutcome> {
  return db.tx(async (q) => {
    const citable = (CITABLE_STATUSES as readonly string[]).includes(v.status);
    const present = v.quotes.filter((x) => x.present).length;
    const verdict: 'verified' | 'failed' = citable && present === v.quotes.length ? 'verified' : 'failed';
    const affected: Affected[] = citable
      ? v.quotes.filter((x) => !x.present).map((x) => ({ run_id: x.run_id, claim_id: x.claim_id, reason: 'quote no longer on the page' }))
      : v.quotes.map((x) => ({ run_id: x.run_id, claim_id: x.claim_id, reason: `source is ${v.status}` }));

    const prior = await q.rows(
      `SELECT content_hash, shingles FROM library_page_text WHERE cid = $1 FOR UPDATE`,
      [v.cid],
      z.object({ content_hash: z.string(), shingles: z.array(z.number()) }),
    );
    let changed: boolean | null = null;
    let ratio: number | null = null;
    if (v.content_hash !== null && prior[0]) {
      changed = prior[0].content_hash !== v.content_hash;
      ratio = changed ? Math.round((1 - sketchSimilarity(prior[0].shingles, v.sketch ?? [])) * 1000) / 1000 : 0;
    }
    const inserted = await q.rows(
      `INSERT INTO library_verifications (cid, workflow_id, checked_at, status, http_status, content_hash, changed, change_ratio,
         quotes_total, quotes_present, verification_status, affected, notes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13)
       ON CONFLICT (workflow_id, cid) DO NOTHING RETURNING id`,
      [v.cid, v.workflow_id, v.checked_at, v.status, v.http_status, v.content_hash, changed, ratio, v.quotes.length, present, verdict, JSON.stringify(affected), v.notes],
      z.object({ id: z.union([z.string(), z.number()]) }),
    );
    if (inserted.length === 0) {
      const [row] = await q.rows(
        `SELECT ${VERIFICATION_COLUMNS} FROM library_verifications WHERE workflow_id = $1 AND cid = $2`,
        [v.workflow_id, v.cid],
        LibraryVerificationRowSchema,
      );
      return { cid: v.cid, inserted: false, verification_status: row.verification_status, changed: row.changed, affected: row.affected.length };
    }
    if (v.content_hash !== null && v.sketch !== null) {
      await q.exec(
        `INSERT INTO library_page_text (cid, content_hash, shingles) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (cid) DO UPDATE SET content_hash = EXCLUDED.content_hash, shingles = EXCLUDED.shingles`,
        [v.cid, v.content_hash, JSON.stringify(v.sketch)],
      );
    }
    await q.exec(
      `UPDATE library_citations SET verification_status = $2, last_status = $3, last_http_status = $4, last_verified = $5,
         content_hash = COALESCE($6, content_hash), final_url = COALESCE($7, final_url), title = COALESCE(title, $8), updated_at = now()
       WHERE cid = $1`,
      [v.cid, verdict, v.status, v.http_status, v.checked_at, v.content_hash, v.final_url, v.title],
    );
    return { cid: v.cid, inserted: true, verification_status: verdict, changed, affected: affected.length };
  });
}

export type ReverifySummary = {
  workflow_id: string;
  checked: number;
  verified: number;
  failed: number;
  changed: number;
  by_status: Record<string, number>;
  items: Array<{
    cid: string;
    normalized_url: string;
    status: CitationStatus;
    verification_status: 'verified' | 'failed';
    changed: boolean | null;
    change_ratio: number | null;
    quotes_total: number;
    quotes_present: number;
    affected: Affected[];
    notes: string;
  }>;
};

/** What one re-verification workflow found (read from its verification rows). */
export async function reverifySummary(db: LibraryDb, workflowId: string): Promise<ReverifySummary> {
  const rows = await db.rows(
    `SELECT v.cid, c.normalized_url, v.status, v.verification_status, v.changed, v.change_ratio, v.quotes_total, v.quotes_present, v.affected, v.notes
     FROM library_verifications v JOIN library_citations c ON c.cid = v.cid WHERE v.workflow_id = $1 ORDER BY c.normalized_url`,
    [workflowId],
    LibraryVerificationRowSchema.pick({ cid: true, status: true, verification_status: true, changed: true, change_ratio: true, quotes_total: true, quotes_present: true, affected: true, notes: true }).extend({ normalized_url: z.string() }),
  );
  const by_status: Record<string, number> = {};
  for (const r of rows) by_status[r.status] = (by_status[r.status] ?? 0) + 1;
  return {
    workflow_id: workflowId,
    checked: rows.length,
    verified: rows.filter((r) => r.verification_status === 'verified').length,
    failed: rows.filter((r) => r.verification_status === 'failed').length,
    changed: rows.filter((r) => r.changed === true).length,
    by_status,
    items: rows,
  };
}

// ---------------------------------------------------------------- accuracy and alerts

export type CitationAccuracy = {
  cid: string;
  normalized_url: string;
  inputs: AccuracyInputs;
  /** Which inputs had no data and stand at 1 (nothing measured against the citation). */
  defaulted: Array<keyof AccuracyInputs>;
  score: number;
  band: AccuracyBand;
};

const AccuracyRowSchema = z.object({
  cid: z.string(),
  normalized_url: z.string(),
  usage_n: z.number(),
  usage_validated: z.number(),
  usage_quote_found: z.number(),
  checks_n: z.number(),
  checks_citable: z.number(),
  last_quotes_total: z.number().nullable(),
  last_quotes_present: z.number().nullable(),
  last_status: z.string().nullable(),
  fb_relevance: z.array(z.number()).nullable(),
  fb_factual: z.array(z.number()).nullable(),
  fb_availability: z.array(z.number()).nullable(),
});

/** How many of the latest checks availability looks at. */
export const AVAILABILITY_WINDOW = 10;

async function accuracyRows(q: Queryable, cids: string[] | null): Promise<CitationAccuracy[]> {
  const rows = await q.rows(
    `SELECT c.cid, c.normalized_url, c.last_status,
       (SELECT count(*)::int FROM library_usages u WHERE u.cid = c.cid) AS usage_n,
       (SELECT count(*)::int FROM library_usages u WHERE u.cid = c.cid AND u.validated) AS usage_validated,
       (SELECT count(*)::int FROM library_usages u WHERE u.cid = c.cid AND u.quote_found) AS usage_quote_found,
       (SELECT count(*)::int FROM (SELECT 1 FROM library_verifications v WHERE v.cid = c.cid ORDER BY v.checked_at DESC, v.id DESC LIMIT ${AVAILABILITY_WINDOW}) w) AS checks_n,
       (SELECT count(*)::int FROM (SELECT v.status FROM library_verifications v WHERE v.cid = c.cid ORDER BY v.checked_at DESC, v.id DESC LIMIT ${AVAILABILITY_WINDOW}) w
          WHERE w.status IN ('valid', 'paywalled')) AS checks_citable,
       (SELECT v.quotes_total FROM library_verifications v WHERE v.cid = c.cid ORDER BY v.checked_at DESC, v.id DESC LIMIT 1) AS last_quotes_total,
       (SELECT v.quotes_present FROM library_verifications v WHERE v.cid = c.cid ORDER BY v.checked_at DESC, v.id DESC LIMIT 1) AS last_quotes_present,
       (SELECT array_agg(f.score) FROM library_feedback f WHERE f.cid = c.cid AND f.metric_type = 'relevance') AS fb_relevance,
       (SELECT array_agg(f.score) FROM library_feedback f WHERE f.cid = c.cid AND f.metric_type = 'factual') AS fb_factual,
       (SELECT array_agg(f.score) FROM library_feedback f WHERE f.cid = c.cid AND f.metric_type = 'availability') AS fb_availability
     FROM library_citations c ${cids ? 'WHERE c.cid = ANY($1::text[])' : ''} ORDER BY c.normalized_url`,
    cids ? [cids] : [],
    AccuracyRowSchema,
  );
  return rows.map(citationAccuracy);
}

/**
 * The three inputs of one citation, each in 0..1 (docs/library.md "Accuracy"):
 * - relevance: the share of its usages whose claim Stage 3 validated, averaged with relevance feedback;
 * - factual: the share of its stored quotes found on the page at the last check (at ingest
 *   before any re-verification), averaged with factual feedback;
 * - availability: the share of its last 10 checks that found it citable (valid or paywalled;
 *   the run's status before any re-verification), averaged with availability feedback.
 * An input with no data at all counts as 1 and is listed in `defaulted`.
 */
function citationAccuracy(r: z.infer<typeof AccuracyRowSchema>): CitationAccuracy {
  const defaulted: Array<keyof AccuracyInputs> = [];
  const blend = (name: keyof AccuracyInputs, automatic: number | null, feedback: number[] | null): number => {
    const values = [...(automatic === null ? [] : [automatic]), ...(feedback ?? [])];
    if (values.length === 0) {
      defaulted.push(name);
      return 1;
    }
    return values.reduce((a, b) => a + b, 0) / values.length;
  };
  const relevance = blend('relevance', r.usage_n > 0 ? r.usage_validated / r.usage_n : null, r.fb_relevance);
  const factualAuto =
    r.checks_n > 0 && r.last_quotes_total !== null
      ? r.last_quotes_total > 0
        ? (r.last_quotes_present ?? 0) / r.last_quotes_total
        : null
      : r.usage_n > 0
        ? r.usage_quote_found / r.usage_n
        : null;
  const factual = blend('factual', factualAuto, r.fb_factual);
  const availAuto = r.checks_n > 0 ? r.checks_citable / r.checks_n : r.last_status ? ((CITABLE_STATUSES as readonly string[]).includes(r.last_status) ? 1 : 0) : null;
  const availability = blend('availability', availAuto, r.fb_availability);
  const inputs = { relevance: round3(relevance), factual: round3(factual), availability: round3(availability) };
  const score = accuracyScore(inputs);
  return { cid: r.cid, normalized_url: r.normalized_url, inputs, defaulted, score, band: accuracyBand(score) };
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

export type AccuracyReport = {
  citations: number;
  /** System-wide: each input averaged over all citations, then the formula. */
  system: { inputs: AccuracyInputs; score: number; band: AccuracyBand };
  by_band: Record<AccuracyBand, number>;
  items: CitationAccuracy[];
};

export async function accuracyReport(db: LibraryDb, cid?: string): Promise<AccuracyReport> {
  const items = await db.tx((q) => accuracyRows(q, cid ? [cid] : null));
  const mean = (key: keyof AccuracyInputs) => (items.length ? round3(items.reduce((a, i) => a + i.inputs[key], 0) / items.length) : 1);
  const inputs = { relevance: mean('relevance'), factual: mean('factual'), availability: mean('availability') };
  const score = accuracyScore(inputs);
  const by_band: Record<AccuracyBand, number> = { green: 0, yellow: 0, red: 0 };
  for (const i of items) by_band[i.band]++;
  return { citations: items.length, system: { inputs, score, band: accuracyBand(score) }, by_band, items };
}

export type Alert =
  | { kind: 'system_accuracy_below'; score: number; threshold: number; band: AccuracyBand }
  | { kind: 'citation_accuracy_below'; cid: string; normalized_url: string; score: number; threshold: number; band: AccuracyBand }
  | { kind: 'verification_failures'; workflow_id: string; checked: number; failed: number; ratio: number; threshold: number; last_checked_at: string };

/** Open alerts: accuracy below 95 (system-wide and per citation), and re-verifications with over 10 % failures. */
export async function alerts(db: LibraryDb, opts: { recentWorkflows?: number } = {}): Promise<Alert[]> {
  const report = await accuracyReport(db);
  const out: Alert[] = [];
  if (report.citations > 0 && report.system.score < ACCURACY_ALERT_BELOW) {
    out.push({ kind: 'system_accuracy_below', score: report.system.score, threshold: ACCURACY_ALERT_BELOW, band: report.system.band });
  }
  for (const i of report.items) {
    if (i.score < ACCURACY_ALERT_BELOW) out.push({ kind: 'citation_accuracy_below', cid: i.cid, normalized_url: i.normalized_url, score: i.score, threshold: ACCURACY_ALERT_BELOW, band: i.band });
  }
  const runs = await db.rows(
    `SELECT workflow_id, count(*)::int AS checked, count(*) FILTER (WHERE verification_status = 'failed')::int AS failed, max(checked_at) AS last_checked_at
     FROM library_verifications GROUP BY workflow_id ORDER BY max(checked_at) DESC LIMIT $1`,
    [opts.recentWorkflows ?? 20],
    z.object({ workflow_id: z.string(), checked: z.number(), failed: z.number(), last_checked_at: z.union([z.date(), z.string()]).transform((d) => new Date(d).toISOString()) }),
  );
  for (const r of runs) {
    const ratio = r.checked ? r.failed / r.checked : 0;
    if (ratio > FAILURE_ALERT_ABOVE) out.push({ kind: 'verification_failures', workflow_id: r.workflow_id, checked: r.checked, failed: r.failed, ratio: round3(ratio), threshold: FAILURE_ALERT_ABOVE, last_checked_at: r.last_checked_at });
  }
  return out;
}

export type VerificationTotals = { checked: number; verified: number; failed: number; changed: number; by_status: Record<string, number> };

/** Counts over the verification rows one workflow wrote for these cids (a batch's page). */
export async function verificationTotals(db: LibraryDb, workflowId: string, cids: string[]): Promise<VerificationTotals> {
  const rows = await db.rows(
    `SELECT status, verification_status, changed FROM library_verifications WHERE workflow_id = $1 AND cid = ANY($2::text[])`,
    [workflowId, cids],
    z.object({ status: z.string(), verification_status: z.string(), changed: z.boolean().nullable() }),
  );
  const by_status: Record<string, number> = {};
  for (const r of rows) by_status[r.status] = (by_status[r.status] ?? 0) + 1;
  return {
    checked: rows.length,
    verified: rows.filter((r) => r.verification_status === 'verified').length,
    failed: rows.filter((r) => r.verification_status === 'failed').length,
    changed: rows.filter((r) => r.changed === true).length,
    by_status,
  };
}

export async function runInLibrary(db: LibraryDb, runId: string): Promise<boolean> {
  const rows = await db.rows(`SELECT run_id FROM library_runs WHERE run_id = $1`, [runId], z.object({ run_id: z.string() }));
  return rows.length > 0;
}

export async function citationExists(db: LibraryDb, cid: string): Promise<boolean> {
  const rows = await db.rows(`SELECT cid FROM library_citations WHERE cid = $1`, [cid], z.object({ cid: z.string() }));
  return rows.length > 0;
}
