/** validateOfflineBatch: URLs [start, end) of a plan → full citation.v1 records in a batch file. */
import { serializeCitation } from '../../shared/citations';
import { CITATION_STATUSES, CitationSchema, type CitationStatus, type CitationV1 } from '../../shared/schemas/citation';
import { isVerdictItem } from '../../shared/schemas/fixtures';
import { sanitizeField } from '../../shared/safe-text';
import { capText, TEXT_LIMITS } from '../../shared/schemas/limits';
import { redactSecretsInText, redactUrl } from '../../shared/url';
import { writeFileAtomic } from '../io/atomic-write';
import { batchPathFor, planFieldError, readPlanSlice, readPlanSummary, type PlannedUrl, type PlanSettings } from './plan-file';
import { loadOperatorSettings, narrowAllowCidrs } from '../operator-config';
import { privateTargetReason } from './safety';
import type { BatchResult, Classification, Classifier } from './types';

export const NO_FIXTURE_NOTE = 'no offline fixture for this URL';
/** Recorded responses analysed at once in an offline batch (the page pool queues beyond its threads). */
const OFFLINE_LANES = 4;

type Verdict = Omit<Classification, 'url'> & { url: string };

function verdict(planned: PlannedUrl, fields: Partial<Classification> & { status: CitationStatus; notes: string }): Verdict {
  return {
    status: fields.status,
    http_status: fields.http_status ?? null,
    // Anything that came back from a page or fixture is redacted before it is stored.
    url: fields.url ? redactUrl(fields.url).url : planned.normalized_url,
    title: fields.title ?? null,
    publisher: fields.publisher ?? null,
    evidence_snippet: fields.evidence_snippet ?? null,
    notes: fields.notes,
  };
}

/** Safety first (every mode), then the fixture: a verdict as given, a response classified, none blocked. */
async function judge(planned: PlannedUrl, plan: PlanSettings, classify: Classifier): Promise<Verdict> {
  if (planned.invalid_reason !== null) return verdict(planned, { status: 'invalid', notes: planned.invalid_reason });
  const privateReason = privateTargetReason(planned.normalized_url, plan.network);
  if (privateReason !== null) return verdict(planned, { status: 'invalid', notes: privateReason });
  const fixture = planned.fixture;
  if (fixture === null) return verdict(planned, { status: 'blocked', notes: NO_FIXTURE_NOTE });
  if (isVerdictItem(fixture)) {
    return verdict(planned, { ...fixture, url: fixture.final_url ?? null, notes: fixture.notes ?? '' });
  }
  const c = await classify({
    url: planned.url_original,
    normalized_url: planned.normalized_url,
    response: fixture.response,
    context: { title: null },
  });
  return verdict(planned, {
    status: c.status,
    http_status: c.http_status,
    url: c.url,
    title: c.title,
    publisher: c.publisher,
    evidence_snippet: c.evidence_snippet,
    notes: c.notes,
  });
}

/** Sanitized, redacted and bounded (shared/schemas/limits.ts): page and fixture text is untrusted. */
const clean = (text: string | null, max: number): string | null => (text === null ? null : capText(redactSecretsInText(sanitizeField(text)), max));

/** One citation.v1 record. Its text fields may come from a fixture, a page or a scraping service: all are sanitized here. */
export function toCitation(planned: PlannedUrl, plan: Pick<PlanSettings, 'checked_at'>, v: Verdict): CitationV1 {
  const record: CitationV1 = {
    schema_version: 'citation.v1',
    normalized_url: planned.normalized_url,
    cid: planned.cid,
    // A final URL too long to store is replaced by the URL that was cited.
    url: v.url.length > TEXT_LIMITS.url ? planned.normalized_url : v.url,
    url_original: planned.url_original,
    status: v.status,
    checked_at: plan.checked_at,
    http_status: v.http_status,
    title: clean(v.title, TEXT_LIMITS.title),
    publisher: clean(v.publisher, TEXT_LIMITS.publisher),
    found_by: planned.found_by,
    evidence_snippet: clean(v.evidence_snippet, TEXT_LIMITS.snippet),
    notes: clean(v.notes, TEXT_LIMITS.notes)!,
  };
  // The record was just built here from a zod-checked plan line and bounded fields, so zod's
  // parse (a copy of every field and of found_by, ~0.1 ms per URL in Stage 3) is paid only when
  // the cheap check below finds something off — and then it throws the error it always threw.
  return fitsCitation(record) ? record : CitationSchema.parse(record);
}

const CID = /^cid_[0-9a-f]{64}$/;
const isText = (s: unknown, min: number, max: number): boolean => typeof s === 'string' && s.length >= min && s.length <= max;
const isNullableText = (s: unknown, max: number): boolean => s === null || isText(s, 0, max);
const isFoundBy = (f: unknown): boolean => {
  if (typeof f !== 'object' || f === null || Array.isArray(f)) return false;
  const o = f as Record<string, unknown>;
  // Exactly FoundBySchema's keys: zod would strip any other, so a record with more takes zod's path.
  let keys = 0;
  for (const _ in o) keys++;
  return keys === 4 && (o.wave === 1 || o.wave === 2) && isText(o.perspective_id, 1, Infinity) && isText(o.agent_type, 1, Infinity) && isText(o.artifact_path, 1, Infinity);
};

/**
 * What CitationSchema.parse checks (shared/schemas/citation.ts), by hand: true only when zod
 * would return an equal record. Any doubt returns false, and zod then decides.
 */
function fitsCitation(r: CitationV1): boolean {
  return (
    isText(r.normalized_url, 1, TEXT_LIMITS.url) &&
    typeof r.cid === 'string' && CID.test(r.cid) &&
    isText(r.url, 0, TEXT_LIMITS.url) &&
    isText(r.url_original, 1, TEXT_LIMITS.url) &&
    (CITATION_STATUSES as readonly unknown[]).includes(r.status) &&
    isText(r.checked_at, 1, Infinity) &&
    (r.http_status === null || Number.isSafeInteger(r.http_status)) &&
    isNullableText(r.title, TEXT_LIMITS.title) &&
    isNullableText(r.publisher, TEXT_LIMITS.publisher) &&
    Array.isArray(r.found_by) && r.found_by.every(isFoundBy) &&
    isNullableText(r.evidence_snippet, TEXT_LIMITS.snippet) &&
    isText(r.notes, 0, TEXT_LIMITS.notes)
  );
}

export function emptyStatusCounts(): Record<CitationStatus, number> {
  return Object.fromEntries(CITATION_STATUSES.map((s) => [s, 0])) as Record<CitationStatus, number>;
}

export async function validateOfflineBatch(planPath: string, start: number, end: number, classify: Classifier): Promise<BatchResult> {
  const { settings: plan, url_count } = await readPlanSummary(planPath);
  // An online plan has no fixtures: running it here would silently mark every URL blocked.
  if (plan.mode !== 'offline') throw new Error(`validateOfflineBatch: plan ${planPath} is an ${plan.mode} plan`);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end > url_count) {
    throw new RangeError(`batch range [${start}, ${end}) is outside the plan's ${url_count} URLs`);
  }
  // The allowed ranges as planned, checked against the operator's again (the plan file is in the run directory).
  const allow_cidrs = narrowAllowCidrs(plan.network.allow_cidrs, loadOperatorSettings(), planFieldError(planPath));
  const checked: PlanSettings = { ...plan, network: { ...plan.network, allow_cidrs } };
  const by_status = emptyStatusCounts();
  // Only this batch's lines of the plan are read.
  const planned = await readPlanSlice(planPath, start, end);
  const lines: string[] = new Array(planned.length);
  // A few at a time: recorded bodies are analysed by the worker's page pool (time and memory
  // limits per page, off the event loop), like live pages; the lines keep the plan's order.
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < planned.length; i = next++) {
      const record = toCitation(planned[i]!, checked, await judge(planned[i]!, checked, classify));
      by_status[record.status] += 1;
      lines[i] = serializeCitation(record) + '\n';
    }
  };
  await Promise.all(Array.from({ length: Math.min(OFFLINE_LANES, planned.length) }, lane));
  const batch_path = batchPathFor(planPath, start, end);
  await writeFileAtomic(batch_path, lines.join(''), { root: plan.run_root });
  return { batch_path, by_status };
}
