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
  // Built as the schema's type, then checked by the schema itself: shared/schemas is the one place
  // that says what a citation.v1 record may hold (a hand-written copy of its rules was tried at stop
  // 15 for ~0.1 ms a URL and dropped: it could drift from the schema unseen).
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
  return CitationSchema.parse(record);
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
