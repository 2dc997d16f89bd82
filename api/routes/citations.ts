/** /api/v1/citations: the spec's citation management, accuracy and usage endpoints. */
import { z } from 'zod';
import { ApiError } from '../../shared/api/errors';
import {
  AccuracyReportSchema,
  AlertListSchema,
  AlertQuerySchema,
  BatchCreateDocSchema,
  BatchCreateResultSchema,
  BatchCreateSchema,
  ByContentSchema,
  CidParamsSchema,
  CitationAccuracySchema,
  CitationCreateSchema,
  CitationPageSchema,
  CitationSchema,
  CitationUpdateSchema,
  CitationUsageSchema,
  ContentIdParamsSchema,
  DeletedSchema,
  FeedbackRecordedSchema,
  FeedbackSchema,
  MAX_BATCH,
  SearchQuerySchema,
  StaleQuerySchema,
  TopUsedQuerySchema,
} from '../../shared/api/schemas';
import { tierOf } from '../../shared/schemas/library';
import { accuracyReport, addFeedback, alerts, getCitation, getCitationRow, staleCitations, topUsed, usagesOfRun, type Alert, type CitationAccuracy } from '../../activities/library/store';
import type { LibraryDb } from '../../activities/library/db';
import { writeAudit } from '../audit';
import { createBatch, createCitation, deleteCitation, getResource, getResources, inTx, notFound, searchCitations, updateCitation, withExtras } from '../citations';
import type { Queryable } from '../db';
import { defineRoute, issuesOf, type RouteDef } from '../route';
import { actorOf } from './keys';

const P = '/api/v1/citations';

function accuracyView(a: CitationAccuracy, feedbackCount: number): z.input<typeof CitationAccuracySchema> {
  return { cid: a.cid, normalized_url: a.normalized_url, inputs: a.inputs, defaulted: a.defaulted, score: a.score, band: a.band, feedback_count: feedbackCount };
}

async function feedbackCount(db: LibraryDb, cid: string): Promise<number> {
  const [r] = await db.rows('SELECT count(*)::int AS n FROM library_feedback WHERE cid = $1', [cid], z.object({ n: z.number() }));
  return r.n;
}

function alertView(a: Alert): z.input<typeof AlertListSchema>['items'][number] {
  switch (a.kind) {
    case 'system_accuracy_below':
      return { kind: a.kind, band: a.band, message: `system-wide accuracy ${a.score} is below ${a.threshold}`, details: { score: a.score, threshold: a.threshold } };
    case 'citation_accuracy_below':
      return { kind: a.kind, band: a.band, message: `accuracy of ${a.cid} is ${a.score}, below ${a.threshold}`, details: { cid: a.cid, normalized_url: a.normalized_url, score: a.score, threshold: a.threshold } };
    case 'verification_failures':
      return {
        kind: a.kind,
        band: null,
        message: `re-verification ${a.workflow_id}: ${a.failed} of ${a.checked} checks failed (${Math.round(a.ratio * 1000) / 10} %, over ${a.threshold * 100} %)`,
        details: { workflow_id: a.workflow_id, checked: a.checked, failed: a.failed, ratio: a.ratio, threshold: a.threshold, last_checked_at: a.last_checked_at },
      };
  }
}

const ALERT_ORDER: Record<Alert['kind'], number> = { system_accuracy_below: 0, verification_failures: 1, citation_accuracy_below: 2 };

export function citationRoutes(deps: { db: LibraryDb; reads?: Queryable }): RouteDef[] {
  const { db } = deps;
  const reads = deps.reads ?? db;
  return [
    defineRoute({
      method: 'POST',
      path: P,
      operationId: 'createCitation',
      summary: 'Create a citation',
      description: 'The URL is redacted (credentials never stored), normalized and given its cid exactly as a run does; text is cleaned of control characters.',
      tag: 'citations',
      role: 'editor',
      body: CitationCreateSchema,
      success: { status: 201, description: 'the new citation', schema: CitationSchema, headers: { Location: 'the citation\'s URL' } },
      errors: ['INVALID_URL', 'ALREADY_EXISTS'],
      async handler({ body, key, reply }) {
        const created = await db.tx((q) => createCitation(q, body, actorOf(key)));
        reply.header('location', `${P}/${created.cid}`);
        return created;
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${P}/batch`,
      operationId: 'createCitationsBatch',
      summary: `Create up to ${MAX_BATCH} citations`,
      description: 'One transaction. Each item is validated on its own: an invalid item is reported with its error and the others are still created; an existing URL is reported as `exists`.',
      tag: 'citations',
      role: 'editor',
      body: BatchCreateSchema,
      bodyForDocs: BatchCreateDocSchema,
      success: { status: 200, description: 'one result per item, in order', schema: BatchCreateResultSchema },
      errors: [],
      async handler({ body, key }) {
        const items = body.items.map((raw, index) => {
          const r = CitationCreateSchema.safeParse(raw, { reportInput: true });
          if (r.success) return { index, input: r.data };
          const issues = issuesOf(r.error, `items[${index}]`);
          return { index, error: new ApiError('SCHEMA_VALIDATION_FAILED', `${issues[0].path}: ${issues[0].message}`, { issues }) };
        });
        return db.tx(async (q) => {
          const outcomes = await createBatch(q, items, actorOf(key));
          const resources = await getResources(q, outcomes.flatMap((o) => (o.outcome === 'error' ? [] : [o.cid])));
          return {
            created: outcomes.filter((o) => o.outcome === 'created').length,
            existing: outcomes.filter((o) => o.outcome === 'exists').length,
            failed: outcomes.filter((o) => o.outcome === 'error').length,
            items: outcomes.map((o) =>
              o.outcome === 'error'
                ? { index: o.index, outcome: o.outcome, cid: null, citation: null, error: { code: o.error.code, message: o.error.message, details: o.error.details } }
                : { index: o.index, outcome: o.outcome, cid: o.cid, citation: resources.get(o.cid) ?? null, error: null },
            ),
          };
        });
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${P}/search`,
      operationId: 'searchCitations',
      summary: 'Search citations (full text and filters, cursor pagination)',
      description:
        'Full-text search (PostgreSQL text search, English) over title, publisher and excerpt, ranked; filters by verification status, source type, tier, usage and dates. ' +
        'Pass `next_cursor` back as `cursor` (with the same filters) for the next page.',
      tag: 'citations',
      role: 'viewer',
      query: SearchQuerySchema,
      success: { status: 200, description: 'one page of citations', schema: CitationPageSchema },
      errors: ['INVALID_CURSOR'],
      async handler({ query }) {
        return searchCitations(reads, query);
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${P}/stale`,
      operationId: 'staleCitations',
      summary: 'Citations that need re-verification',
      description: 'Never checked, or not verified within their tier\'s period (daily > 100 uses, weekly 10–100, monthly < 10).',
      tag: 'verification',
      role: 'viewer',
      query: StaleQuerySchema,
      success: { status: 200, description: 'the most overdue first', schema: z.strictObject({ items: z.array(CitationSchema) }).meta({ id: 'StaleList' }) },
      errors: [],
      async handler({ query }) {
        const items = await staleCitations(db, { tier: query.tier, limit: query.limit ?? 100 });
        return { items: await withExtras(db, items) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${P}/top-used`,
      operationId: 'topUsedCitations',
      summary: 'The most-used citations',
      tag: 'usage',
      role: 'viewer',
      query: TopUsedQuerySchema,
      success: { status: 200, description: 'by usage count, highest first', schema: z.strictObject({ items: z.array(CitationSchema) }).meta({ id: 'TopUsed' }) },
      errors: [],
      async handler({ query }) {
        return { items: await withExtras(db, await topUsed(db, query.limit ?? 10)) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${P}/accuracy-report`,
      operationId: 'accuracyReport',
      summary: 'System-wide accuracy report',
      tag: 'accuracy',
      role: 'viewer',
      success: { status: 200, description: 'the report', schema: AccuracyReportSchema },
      errors: [],
      async handler() {
        const report = await accuracyReport(db);
        const lowest = [...report.items].sort((a, b) => a.score - b.score || a.cid.localeCompare(b.cid)).slice(0, 10);
        const counts = await db.rows(
          'SELECT cid, count(*)::int AS n FROM library_feedback WHERE cid = ANY($1::text[]) GROUP BY cid',
          [lowest.map((l) => l.cid)],
          z.object({ cid: z.string(), n: z.number() }),
        );
        const n = new Map(counts.map((c) => [c.cid, c.n]));
        return {
          citations: report.citations,
          inputs: report.system.inputs,
          score: report.system.score,
          band: report.system.band,
          by_band: report.by_band,
          lowest: lowest.map((l) => accuracyView(l, n.get(l.cid) ?? 0)),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${P}/accuracy-alerts`,
      operationId: 'accuracyAlerts',
      summary: 'Open accuracy alerts',
      description: 'System-wide accuracy below 95, re-verifications with more than 10 % failures, citations below 95.',
      tag: 'accuracy',
      role: 'viewer',
      query: AlertQuerySchema,
      success: { status: 200, description: 'the alerts', schema: AlertListSchema },
      errors: [],
      async handler({ query }) {
        const all = await alerts(db);
        const sorted = [...all].sort((a, b) => ALERT_ORDER[a.kind] - ALERT_ORDER[b.kind] || ('score' in a && 'score' in b ? a.score - b.score : 0));
        return { total: all.length, items: sorted.slice(0, query.limit ?? 100).map(alertView) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${P}/by-content/{content_id}`,
      operationId: 'citationsByContent',
      summary: 'The citations one piece of content (a run) relies on',
      tag: 'usage',
      role: 'viewer',
      params: ContentIdParamsSchema,
      success: { status: 200, description: 'its citations, by normalized URL', schema: ByContentSchema },
      errors: ['NOT_FOUND'],
      async handler({ params }) {
        const usages = await usagesOfRun(db, params.content_id);
        const known = usages.length
          ? true
          : (await db.rows('SELECT 1 AS one FROM library_runs WHERE run_id = $1', [params.content_id], z.object({ one: z.number() }))).length > 0;
        if (!known) throw new ApiError('NOT_FOUND', `no content ${params.content_id} in the library`, { content_id: params.content_id });
        const byCid = await getResources(db, [...new Set(usages.map((u) => u.cid))]);
        const items = [...byCid.values()].sort((a, b) => (a.normalized_url < b.normalized_url ? -1 : a.normalized_url > b.normalized_url ? 1 : 0));
        return { content_id: params.content_id, items };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${P}/{cid}`,
      operationId: 'getCitation',
      summary: 'One citation',
      tag: 'citations',
      role: 'viewer',
      params: CidParamsSchema,
      success: { status: 200, description: 'the citation', schema: CitationSchema },
      errors: ['NOT_FOUND'],
      async handler({ params }) {
        const c = await getResource(reads, params.cid);
        if (!c) throw notFound(params.cid);
        return c;
      },
    }),
    defineRoute({
      method: 'PUT',
      path: `${P}/{cid}`,
      operationId: 'updateCitation',
      summary: 'Update a citation\'s descriptive fields',
      description: 'Fields present replace the stored ones (null clears); fields absent stay. The URL (and so the cid) never changes.',
      tag: 'citations',
      role: 'editor',
      params: CidParamsSchema,
      body: CitationUpdateSchema,
      success: { status: 200, description: 'the updated citation', schema: CitationSchema },
      errors: ['NOT_FOUND'],
      async handler({ params, body, key }) {
        return db.tx((q) => updateCitation(q, params.cid, body, actorOf(key)));
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: `${P}/{cid}`,
      operationId: 'deleteCitation',
      summary: 'Delete a citation with its usages, verification history and feedback',
      tag: 'citations',
      role: 'admin',
      params: CidParamsSchema,
      success: { status: 200, description: 'deleted', schema: DeletedSchema },
      errors: ['NOT_FOUND'],
      async handler({ params, key }) {
        await db.tx((q) => deleteCitation(q, params.cid, actorOf(key)));
        return { cid: params.cid, deleted: true as const };
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${P}/{cid}/feedback`,
      operationId: 'submitFeedback',
      summary: 'Submit accuracy feedback',
      tag: 'accuracy',
      role: 'editor',
      params: CidParamsSchema,
      body: FeedbackSchema,
      success: { status: 201, description: 'recorded, with the citation\'s accuracy now', schema: FeedbackRecordedSchema },
      errors: ['NOT_FOUND'],
      async handler({ params, body, key }) {
        const actor = actorOf(key);
        const row = await db.tx(async (q) => {
          if (!(await getCitationRow(q, params.cid))) throw notFound(params.cid);
          const fb = await addFeedback(inTx(q), params.cid, {
            metric_type: body.metric,
            score: body.score,
            feedback_type: body.feedback_type ?? 'user',
            feedback_data: body.comment ? { comment: body.comment } : {},
            evaluator_id: body.evaluator_id ?? actor.id,
          });
          await writeAudit(q, actor, 'citation.feedback', params.cid, { feedback_id: String(fb.id), metric: body.metric, score: body.score });
          return fb;
        });
        const report = await accuracyReport(db, params.cid);
        return {
          feedback_id: String(row.id),
          cid: params.cid,
          metric: row.metric_type,
          score: row.score,
          feedback_type: row.feedback_type,
          evaluated_at: row.evaluated_at,
          accuracy: accuracyView(report.items[0], await feedbackCount(db, params.cid)),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${P}/{cid}/accuracy`,
      operationId: 'citationAccuracy',
      summary: 'A citation\'s accuracy: the three inputs, the score and its band',
      tag: 'accuracy',
      role: 'viewer',
      params: CidParamsSchema,
      success: { status: 200, description: 'its accuracy', schema: CitationAccuracySchema },
      errors: ['NOT_FOUND'],
      async handler({ params }) {
        const report = await accuracyReport(db, params.cid);
        if (!report.items[0]) throw notFound(params.cid);
        return accuracyView(report.items[0], await feedbackCount(db, params.cid));
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${P}/{cid}/usage`,
      operationId: 'citationUsage',
      summary: 'Where a citation is used: its usage count, tier and every (run, claim)',
      tag: 'usage',
      role: 'viewer',
      params: CidParamsSchema,
      success: { status: 200, description: 'its usage', schema: CitationUsageSchema },
      errors: ['NOT_FOUND'],
      async handler({ params }) {
        const detail = await getCitation(db, params.cid);
        if (!detail) throw notFound(params.cid);
        return {
          cid: params.cid,
          usage_count: detail.citation.usage_count,
          runs: new Set(detail.usages.map((u) => u.run_id)).size,
          tier: tierOf(detail.citation.usage_count),
          usages: detail.usages.map((u) => ({ run_id: u.run_id, claim_id: u.claim_id, claim: u.claim, quote: u.quote, quote_found: u.quote_found, validated: u.validated, created_at: u.created_at })),
        };
      },
    }),
  ];
}
