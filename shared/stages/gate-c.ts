import { CiteflowError } from '../errors';
import {
  GATE_C_DEFAULTS,
  GateCThresholdsSchema,
  type GateCRuleResult,
  type GateCThresholds,
  type GateCVerdict,
} from '../schemas/gate-c';
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
  const t = resolveGateCThresholds(thresholds, defaults);
  const extracted = [...new Set(input.extracted_cids)].sort();
  const statusesByCid = new Map<string, CitationStatus[]>();
  for (const c of input.citations) {
    const list = statusesByCid.get(c.cid) ?? [];
    list.push(c.status);
    statusesByCid.set(c.cid, list);
  }
  const missing = extracted.filter((cid) => (statusesByCid.get(cid) ?? []).length === 0);
  const duplicated = extracted.filter((cid) => (statusesByCid.get(cid) ?? []).length > 1);

  const byStatus = { valid: 0, paywalled: 0, blocked: 0, mismatch: 0, invalid: 0 };
  for (const cid of extracted) {
    const list = statusesByCid.get(cid);
    if (list && list.length === 1) byStatus[list[0]] += 1;
  }
  const citable = byStatus.valid + byStatus.paywalled;
  const share = extracted.length === 0 ? 0 : citable / extracted.length;
  const validatedClaims = input.validated_claims.filter((c) => c.validated).length;

  const rules: GateCRuleResult[] = [
    {
      rule: 'statuses_complete',
      pass: missing.length === 0 && duplicated.length === 0,
      actual: missing.length + duplicated.length,
      threshold: 0,
      detail:
        missing.length === 0 && duplicated.length === 0
          ? `all ${extracted.length} extracted URLs have exactly one status`
          : `${missing.length} extracted URLs without a status, ${duplicated.length} with more than one` +
            listCids(missing, duplicated),
    },
    {
      rule: 'min_sources',
      pass: extracted.length >= t.min_sources,
      actual: extracted.length,
      threshold: t.min_sources,
      detail: `${extracted.length} extracted URLs; at least ${t.min_sources} required`,
    },
    {
      rule: 'min_citable_share',
      pass: extracted.length > 0 ? share >= t.min_citable_share : t.min_citable_share === 0,
      actual: round4(share),
      threshold: t.min_citable_share,
      detail: `${citable} of ${extracted.length} URLs citable (valid ${byStatus.valid}, paywalled ${byStatus.paywalled}); share ${round4(share)}, at least ${t.min_citable_share} required`,
    },
    {
      rule: 'min_validated_claims',
      pass: validatedClaims >= t.min_validated_claims,
      actual: validatedClaims,
      threshold: t.min_validated_claims,
      detail: `${validatedClaims} of ${input.validated_claims.length} claims validated; at least ${t.min_validated_claims} required`,
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
      extracted_urls: extracted.length,
      by_status: byStatus,
      citable,
      claims: input.validated_claims.length,
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
