import { CiteflowError } from '../../shared/errors';
import { GATE_C_DEFAULTS, GateCVerdictSchema } from '../../shared/schemas/gate-c';
import { evaluateGateC, gateCDefaults, resolveGateCThresholds } from '../../shared/stages/gate-c';

const cids = ['cid_a', 'cid_b', 'cid_c', 'cid_d'];
const ok = (n: number) => Array.from({ length: n }, () => ({ validated: true }));
const passingInput = {
  extracted_cids: cids,
  citations: [
    { cid: 'cid_a', status: 'valid' as const },
    { cid: 'cid_b', status: 'paywalled' as const },
    { cid: 'cid_c', status: 'blocked' as const },
    { cid: 'cid_d', status: 'invalid' as const },
  ],
  validated_claims: [...ok(5), { validated: false }],
};

describe('Gate C', () => {
  test('passing run: full verdict with defaults', () => {
    const v = evaluateGateC(passingInput, {});
    expect(v).toEqual({
      schema_version: 'gate-c.v1',
      pass: true,
      failed_rule: null,
      reason: null,
      thresholds: { min_sources: 1, min_citable_share: 0.5, min_validated_claims: 5 },
      counts: {
        extracted_urls: 4,
        by_status: { valid: 1, paywalled: 1, blocked: 1, mismatch: 0, invalid: 1 },
        citable: 2,
        claims: 6,
        validated_claims: 5,
      },
      rules: [
        { rule: 'statuses_complete', pass: true, actual: 0, threshold: 0, detail: 'all 4 extracted URLs have exactly one status' },
        { rule: 'min_sources', pass: true, actual: 4, threshold: 1, detail: '4 extracted URLs; at least 1 required' },
        { rule: 'min_citable_share', pass: true, actual: 0.5, threshold: 0.5, detail: '2 of 4 URLs citable (valid 1, paywalled 1); share 0.5, at least 0.5 required' },
        { rule: 'min_validated_claims', pass: true, actual: 5, threshold: 5, detail: '5 of 6 claims validated; at least 5 required' },
      ],
    });
    expect(GateCVerdictSchema.parse(v)).toEqual(v);
  });

  test('rule 1: an extracted URL without a status fails statuses_complete, naming the cid', () => {
    const v = evaluateGateC({ ...passingInput, citations: passingInput.citations.slice(1) }, {});
    expect([v.pass, v.failed_rule, v.reason]).toEqual([
      false,
      'statuses_complete',
      'Gate C failed rule statuses_complete: 1 extracted URLs without a status, 0 with more than one: cid_a (none)',
    ]);
  });

  test('rule 1: two statuses for one cid fails statuses_complete even when thresholds are 0', () => {
    const v = evaluateGateC(
      { ...passingInput, citations: [...passingInput.citations, { cid: 'cid_d', status: 'valid' }] },
      { min_sources: 0, min_citable_share: 0, min_validated_claims: 0 },
    );
    expect([v.failed_rule, v.rules[0].detail]).toEqual(['statuses_complete', '0 extracted URLs without a status, 1 with more than one: cid_d (several)']);
  });

  test('min_citable_share from the run config fails with its numbers', () => {
    const v = evaluateGateC(passingInput, { min_citable_share: 0.75 });
    expect([v.pass, v.failed_rule, v.reason]).toEqual([
      false,
      'min_citable_share',
      'Gate C failed rule min_citable_share: 2 of 4 URLs citable (valid 1, paywalled 1); share 0.5, at least 0.75 required',
    ]);
  });

  test('min_validated_claims fails when too few claims validated', () => {
    const v = evaluateGateC({ ...passingInput, validated_claims: ok(4) }, undefined);
    expect([v.failed_rule, v.reason]).toEqual(['min_validated_claims', 'Gate C failed rule min_validated_claims: 4 of 4 claims validated; at least 5 required']);
  });

  test('min_sources: a run with no extracted URL fails', () => {
    const v = evaluateGateC({ extracted_cids: [], citations: [], validated_claims: [] }, null);
    expect([v.failed_rule, v.rules.filter((r) => !r.pass).map((r) => r.rule)]).toEqual([
      'min_sources',
      ['min_sources', 'min_citable_share', 'min_validated_claims'],
    ]);
  });

  test('duplicate extracted cids count once', () => {
    const v = evaluateGateC({ ...passingInput, extracted_cids: [...cids, 'cid_a'] }, {});
    expect(v.counts.extracted_urls).toBe(4);
  });

  test('thresholds: open record (unknown keys ignored) over the defaults; a bad value names its field', () => {
    expect(resolveGateCThresholds({ min_validated_claims: 2, future_rule: true })).toEqual({ ...GATE_C_DEFAULTS, min_validated_claims: 2 });
    let err: unknown;
    try {
      resolveGateCThresholds({ min_citable_share: 1.5 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CiteflowError);
    expect((err as CiteflowError).code).toBe('SCHEMA_VALIDATION_FAILED');
    expect((err as CiteflowError).details.field).toBe('effective.citations.gate_c.min_citable_share');
  });

  test('min_validated_claims defaults to the run config min_grounded_claims; an explicit gate_c value still wins', () => {
    expect(gateCDefaults(2)).toEqual({ min_sources: 1, min_citable_share: 0.5, min_validated_claims: 2 });
    expect(gateCDefaults(undefined)).toEqual({ min_sources: 1, min_citable_share: 0.5, min_validated_claims: 5 });
    // 4 validated claims: the default 5 would fail, a configured minimum of 2 grounded claims asks for 2
    expect(evaluateGateC({ ...passingInput, validated_claims: ok(4) }, undefined, gateCDefaults(2)).pass).toBe(true);
    expect(evaluateGateC({ ...passingInput, validated_claims: ok(4) }, { min_validated_claims: 5 }, gateCDefaults(2)).failed_rule).toBe('min_validated_claims');
  });
});
