import type { GroundedClaim, RejectedClaim } from '../schemas/grounded-claim';
import type { CitationStatus, ValidatedClaim } from '../schemas/validated-claim';
import { confidenceOf } from './claims';

export const DEFAULT_MIN_GROUNDED = 5;

export type GroundingCitation = { cid: string; status: CitationStatus; url: string; title: string | null };

export type GroundingResult = {
  grounded: GroundedClaim[];
  rejected: RejectedClaim[];
  verdict: { pass: boolean; reason: string | null };
};

/**
 * Stage 4. A validated claim is grounded when its source (by cid) is valid or paywalled and
 * `confidenceOf(claim, quote)` is high or medium; every other claim is rejected with a reason.
 * One citation may ground many claims. Duplicate claim_ids keep the first. Both lists are
 * sorted by claim_id. Fewer than `min_grounded` grounded claims fails hard (verdict.pass false).
 */
export function groundClaims(
  validated: ValidatedClaim[],
  citations: GroundingCitation[],
  opts: { min_grounded?: number } = {},
): GroundingResult {
  const minGrounded = opts.min_grounded ?? DEFAULT_MIN_GROUNDED;
  const byCid = new Map<string, GroundingCitation>();
  for (const c of citations) if (!byCid.has(c.cid)) byCid.set(c.cid, c);

  const seen = new Set<string>();
  const grounded: GroundedClaim[] = [];
  const rejected: RejectedClaim[] = [];
  for (const v of [...validated].sort(byClaimId)) {
    if (seen.has(v.claim_id)) continue;
    seen.add(v.claim_id);
    const reject = (reason: string) => rejected.push({ claim_id: v.claim_id, claim: v.claim, reason });
    if (!v.validated) {
      reject(v.rejection_reason ?? 'not validated');
      continue;
    }
    const citation = v.cid === null ? undefined : byCid.get(v.cid);
    if (!citation) {
      reject('no citation record for the claim source');
      continue;
    }
    if (citation.status !== 'valid' && citation.status !== 'paywalled') {
      reject(`source status is ${citation.status} (not citable)`);
      continue;
    }
    const confidence = confidenceOf(v.claim, v.quote);
    if (confidence === 'low') {
      reject('low confidence: the quote does not directly support the claim');
      continue;
    }
    grounded.push({
      schema_version: 'grounded-claim.v1',
      claim_id: v.claim_id,
      claim: v.claim,
      citation_id: citation.cid,
      citation_url: citation.url,
      citation_title: citation.title,
      citation_quote: v.quote,
      source_type: v.source_type,
      source_status: citation.status,
      caution: citation.status === 'paywalled',
      confidence,
    });
  }
  const pass = grounded.length >= minGrounded;
  return {
    grounded,
    rejected,
    verdict: {
      pass,
      reason: pass
        ? null
        : `Stage 4 failed rule min_grounded_claims: only ${grounded.length} grounded claim${grounded.length === 1 ? '' : 's'}; at least ${minGrounded} required (${rejected.length} rejected)`,
    },
  };
}

function byClaimId(a: { claim_id: string }, b: { claim_id: string }): number {
  return a.claim_id < b.claim_id ? -1 : a.claim_id > b.claim_id ? 1 : 0;
}

/**
 * Every claim with one reason, once per claim_id, sorted by claim_id: the run's summary when it
 * stops before a report (Gate C failed: the gate's verdict is every claim's reason).
 */
export function rejectAll(claims: readonly { claim_id: string; claim: string }[], reason: string): RejectedClaim[] {
  const seen = new Set<string>();
  const out: RejectedClaim[] = [];
  for (const c of [...claims].sort(byClaimId)) {
    if (seen.has(c.claim_id)) continue;
    seen.add(c.claim_id);
    out.push({ claim_id: c.claim_id, claim: c.claim, reason });
  }
  return out;
}

/**
 * When grounding fails hard (fewer grounded claims than the minimum) no claim is reported: the
 * claims that passed are rejected too, with the verdict as their reason; the others keep their
 * own reasons. Sorted by claim_id.
 */
export function rejectedAfterFailure(result: GroundingResult): RejectedClaim[] {
  if (result.verdict.pass) return result.rejected;
  const failed = result.verdict.reason ?? 'Stage 4 failed rule min_grounded_claims';
  return [...result.rejected, ...result.grounded.map((g) => ({ claim_id: g.claim_id, claim: g.claim, reason: failed }))].sort(byClaimId);
}

/**
 * Claims in document order — the order of `validated` (validated-claims.jsonl keeps
 * extracted.jsonl's: manifest artifact order, then position within the artifact; a claim made by
 * two artifacts sits where it was first seen). The report states its findings in this order.
 */
export function inDocumentOrder<T extends { claim_id: string }>(claims: readonly T[], validated: readonly { claim_id: string }[]): T[] {
  const position = new Map<string, number>();
  validated.forEach((v, i) => {
    if (!position.has(v.claim_id)) position.set(v.claim_id, i);
  });
  const at = (c: T) => position.get(c.claim_id) ?? Number.MAX_SAFE_INTEGER;
  return [...claims].sort((a, b) => at(a) - at(b) || byClaimId(a, b));
}
