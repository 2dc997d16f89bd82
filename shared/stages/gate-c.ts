import { CiteflowError } from '../errors';
import {
  GATE_C_DEFAULTS,
  GateCThresholdsSchema,
  type GateCRuleResult,
  type GateCThresholds,
  type GateCVerdict,
} from '../schemas/gate-c';
import { CITATION_STATUSES } from '../schemas/citation';
import type { CitationStatus, ValidatedClaim } from '../schemas/validated-claim';

/**
 * The defaults for one run: GATE_C_DEFAULTS, except that `min_validated_claims` defaults to the
 * run's `min_grounded_claims` when the run config sets it (Stage 4 can only ground validated
 * claims, so the gate asks for as many validated claims as Stage 4 will need — no more, no less).
 */
export function gateCDefaults(minGroundedClaims?: number): GateCThresholds {
  return minGroundedClaims === undefined ? { ...GATE_C_DEFAULTS } : { ...GATE_C_DEFAULTS, min_validated_claims: minGroundedClaims };
}

/**
 * Thresholds from run-config `effective.citations.gate_c` (an open record: unknown keys are
 * ignored) over the documented defaults. A known key with a bad value is an error naming it.
 */
export function resolveGateCThresholds(raw: unknown, defaults: GateCThresholds = GATE_C_DEFAULTS): GateCThresholds {
  if (raw === undefined || raw === null) return { ...defaults };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new CiteflowError('SCHEMA_VALIDATION_FAILED', 'run-config effective.citations.gate_c must be an object', {
      field: 'effective.citations.gate_c',
    });
  }
  const given = raw as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) if (given[key] !== undefined) merged[key] = given[key];
  const parsed = GateCThresholdsSchema.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = `effective.citations.gate_c.${issue.path.join('.')}`;
    throw new CiteflowError('SCHEMA_VALIDATION_FAILED', `run-config ${field}: ${issue.message}`, { field });
  }
  return parsed.data;
}

export type GateCInput = {
  extracted_cids: string[];
  citations: { cid: string; status: CitationStatus }[];
  validated_claims: Pick<ValidatedClaim, 'validated'>[];
};

/**
 * Gate C. Rules, evaluated in order; all are reported, the first failure is `failed_rule`:
 * 1. statuses_complete (always): every extracted cid has exactly one citation status;
 * 2. min_sources: at least N distinct extracted cids;
 * 3. min_citable_share: (valid + paywalled) / distinct extracted cids ≥ share;
 * 4. min_validated_claims: at least N claims with `validated: true`.
 */
export function evaluateGateC(
  input: GateCInput,
  thresholds?: Partial<GateCThresholds> | Record<string, unknown> | null,
  defaults: GateCThresholds = GATE_C_DEFAULTS,
): GateCVerdict {
  const tally = new CitationStatusTally(input.extracted_cids);
  for (const c of input.citations) tally.add(c.cid, c.status);
  return evaluateGateCTally(tally, input.validated_claims, thresholds, defaults);
}

const NONE = 0;
const SEVERAL = -1;

/**
 * What Gate C's first three rules read of a run's citations: for each distinct extracted cid,
 * no status, exactly one (which), or several. A citation whose cid was not extracted counts in
 * no rule. One small number per extracted cid instead of every citation's cid and status, so
 * the Gate C activity can feed it a citation at a time (at 50,000 URLs: ~7 MB instead of ~20 MB
 * of heap while it reads; docs/performance.md, "Stop 18").
 */
export class CitationStatusTally {
  /** extracted cid → NONE, SEVERAL, or 1 + the index of its one status in CITATION_STATUSES. */
  readonly byCid = new Map<string, number>();

  constructor(extractedCids: Iterable<string>) {
    for (const cid of extractedCids) this.byCid.set(cid, NONE);
  }

  add(cid: string, status: CitationStatus): void {
    const seen = this.byCid.get(cid);
    if (seen === undefined) return;
    this.byCid.set(cid, seen === NONE ? CITATION_STATUSES.indexOf(status) + 1 : SEVERAL);
  }
}

/** evaluateGateC on a filled tally and the run's validated claims. */
export function evaluateGateCTally(
  tally: CitationStatusTally,
  validated_claims: Pick<ValidatedClaim, 'validated'>[],
  thresholds?: Partial<GateCThresholds> | Record<string, unknown> | null,
  defaults: GateCThresholds = GATE_C_DEFAULTS,
): GateCVerdict {
  const t = resolveGateCThresholds(thresholds, defaults);
  const extractedCount = tally.byCid.size;
  const missing: string[] = [];
  const duplicated: string[] = [];
  const byStatus = { valid: 0, paywalled: 0, blocked: 0, mismatch: 0, invalid: 0 };
  for (const [cid, seen] of tally.byCid) {
    if (seen === NONE) missing.push(cid);
    else if (seen === SEVERAL) duplicated.push(cid);
    else byStatus[CITATION_STATUSES[seen - 1]] += 1;
  }
  // In cid order, as the verdict's detail names the first few.
  missing.sort();
  duplicated.sort();
  const citable = byStatus.valid + byStatus.paywalled;
  const share = extractedCount === 0 ? 0 : citable / extractedCount;
  const validatedClaims = validated_claims.filter((c) => c.validated).length;

  const rules: GateCRuleResult[] = [
    {
      rule: 'statuses_complete',
      pass: missing.length === 0 && duplicated.length === 0,
      actual: missing.length + duplicated.length,
      threshold: 0,
      detail:
        missing.length === 0 && duplicated.length === 0
          ? `all ${extractedCount} extracted URLs have exactly one status`
          : `${missing.length} extracted URLs without a status, ${duplicated.length} with more than one` +
            listCids(missing, duplicated),
    },
    {
      rule: 'min_sources',
      pass: extractedCount >= t.min_sources,
      actual: extractedCount,
      threshold: t.min_sources,
      detail: `${extractedCount} extracted URLs; at least ${t.min_sources} required`,
    },
    {
      rule: 'min_citable_share',
      pass: extractedCount > 0 ? share >= t.min_citable_share : t.min_citable_share === 0,
      actual: round4(share),
      threshold: t.min_citable_share,
      detail: `${citable} of ${extractedCount} URLs citable (valid ${byStatus.valid}, paywalled ${byStatus.paywalled}); share ${round4(share)}, at least ${t.min_citable_share} required`,
    },
    {
      rule: 'min_validated_claims',
      pass: validatedClaims >= t.min_validated_claims,
      actual: validatedClaims,
      threshold: t.min_validated_claims,
      detail: `${validatedClaims} of ${validated_claims.length} claims validated; at least ${t.min_validated_claims} required`,
    },
  ];
  const failed = rules.find((r) => !r.pass) ?? null;
  return {
    schema_version: 'gate-c.v1',
    pass: failed === null,
    failed_rule: failed ? failed.rule : null,
    reason: failed ? `Gate C failed rule ${failed.rule}: ${failed.detail}` : null,
    thresholds: t,
    counts: {
      extracted_urls: extractedCount,
      by_status: byStatus,
      citable,
      claims: validated_claims.length,
      validated_claims: validatedClaims,
    },
    rules,
  };
}

function round4(n: number): number {
  return Math.round(n * 10000) / 10000;
}

/** Name up to 5 offending cids so the verdict is actionable without being huge. */
function listCids(missing: string[], duplicated: string[]): string {
  const shown = [...missing.map((c) => `${c} (none)`), ...duplicated.map((c) => `${c} (several)`)];
  return ': ' + shown.slice(0, 5).join(', ') + (shown.length > 5 ? `, … ${shown.length - 5} more` : '');
}
