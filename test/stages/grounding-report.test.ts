import { createHash } from 'node:crypto';
import { GroundedClaimSchema, type GroundedClaim } from '../../shared/schemas/grounded-claim';
import type { ExtractedClaim } from '../../shared/schemas/extracted-claim';
import type { CitationStatus } from '../../shared/schemas/validated-claim';
import { validateClaim } from '../../shared/stages/claims';
import { evaluateGateC } from '../../shared/stages/gate-c';
import { groundClaims, inDocumentOrder } from '../../shared/stages/grounding';
import { claimIdOf } from '../../shared/stages/ids';
import { PAYWALL_CAUTION, renderReport } from '../../shared/stages/report';

/** A hand-made run: six sources with every status, seven claims, one rule each. */
const cidOf = (url: string) => 'cid_' + createHash('sha256').update(url, 'utf8').digest('hex');
type Src = { url: string; status: CitationStatus; title: string; publisher: string | null; page: string };
const SOURCES: Record<string, Src> = {
  a: { url: 'https://docs.example.org/a', status: 'valid', title: 'Doc A', publisher: 'Example Org', page: 'Widgets were first shipped in 2019. Widgets run on every major platform.' },
  b: { url: 'https://news.example/b', status: 'paywalled', title: 'News B', publisher: 'News Co', page: 'Gadget sales doubled in 2024.' },
  c: { url: 'https://mismatch.example/c', status: 'mismatch', title: 'Wrong C', publisher: null, page: 'Sprockets are made of steel.' },
  d: { url: 'https://dead.example/d', status: 'invalid', title: 'Dead D', publisher: null, page: 'Cogs spin quickly.' },
  e: { url: 'https://blocked.example/e', status: 'blocked', title: 'Blocked E', publisher: null, page: 'Levers lift loads.' },
  f: { url: 'https://docs.example.org/f', status: 'valid', title: 'Doc F', publisher: null, page: 'Gizmos use little power. Gizmos are blue.' },
};
const citations = Object.values(SOURCES).map((s) => ({ cid: cidOf(s.url), status: s.status, url: s.url, title: s.title, publisher: s.publisher }));

function extracted(src: keyof typeof SOURCES, claim: string, quote: string): ExtractedClaim {
  const s = SOURCES[src];
  return {
    schema_version: 'extracted-claim.v1',
    claim_id: claimIdOf(cidOf(s.url), quote, claim),
    claim,
    quote,
    cid: cidOf(s.url),
    normalized_url: s.url,
    url_original: s.url,
    page_title: s.title,
    source_type: 'primary',
    accessed_date: '2026-02-13',
    origin: 'blockquote',
    found_by: [{ wave: 1, perspective_id: 'p1', agent_type: 'A', artifact_path: 'wave-1/p1.md' }],
    agent_source_type: null,
  };
}

const CLAIMS = {
  a1: extracted('a', 'Widgets were first shipped in 2019.', 'Widgets were first shipped in 2019.'),
  a2: extracted('a', 'Widgets run on every major platform.', 'Widgets run on every major platform.'),
  b1: extracted('b', 'Gadget sales doubled in 2024.', 'Gadget sales doubled in 2024.'),
  c1: extracted('c', 'Sprockets are made of steel.', 'Sprockets are made of steel.'),
  d1: extracted('d', 'Cogs spin quickly.', 'Cogs spin quickly.'),
  e1: extracted('e', 'Levers lift loads.', 'Levers lift loads.'),
  f1: extracted('f', 'Gizmos need very little energy.', 'Gizmos need very little energy.'), // paraphrase of the page
  f2: extracted('f', 'Gizmos will dominate the market by 2030.', 'Gizmos are blue.'), // quote is on the page, support is not
  f3: extracted('f', 'Gizmos use little power.', 'Gizmos use little power.'),
};

function validatedRun() {
  return Object.values(CLAIMS).map((c) => {
    const s = Object.values(SOURCES).find((x) => cidOf(x.url) === c.cid)!;
    return validateClaim(c, { status: s.status, http_status: 200, title: s.title, author: null, published: null, page_text: s.page }, { as_of: '2026-02-13' });
  });
}

describe('grounding (Stage 4)', () => {
  const validated = validatedRun();
  const result = groundClaims(validated, citations, { min_grounded: 4 });

  test('grounded: citable sources only, high/medium confidence; one source grounds two claims; sorted by claim_id', () => {
    const ids = [CLAIMS.a1, CLAIMS.a2, CLAIMS.b1, CLAIMS.f3].map((c) => c.claim_id).sort();
    expect(result.grounded.map((g) => g.claim_id)).toEqual(ids);
    const a = result.grounded.filter((g) => g.citation_id === cidOf(SOURCES.a.url));
    expect(a.map((g) => g.claim).sort()).toEqual(['Widgets run on every major platform.', 'Widgets were first shipped in 2019.']);
    for (const g of result.grounded) expect(GroundedClaimSchema.parse(g)).toEqual(g);
  });

  test('paywalled source is grounded with caution', () => {
    const b = result.grounded.find((g) => g.claim_id === CLAIMS.b1.claim_id)!;
    expect([b.source_status, b.caution, b.confidence, b.citation_url, b.citation_title]).toEqual(['paywalled', true, 'high', SOURCES.b.url, 'News B']);
  });

  test('rejections carry their reasons: mismatch/invalid/blocked, paraphrase, low confidence', () => {
    const byId = new Map(result.rejected.map((r) => [r.claim_id, r.reason]));
    expect(Object.fromEntries(['c1', 'd1', 'e1', 'f1', 'f2'].map((k) => [k, byId.get(CLAIMS[k as keyof typeof CLAIMS].claim_id)]))).toEqual({
      c1: 'source status is mismatch (not citable)',
      d1: 'source status is invalid (not citable)',
      e1: 'source status is blocked (not citable)',
      f1: 'quote not found on the source page',
      f2: 'low confidence: the quote does not directly support the claim',
    });
    expect(result.rejected.length).toBe(5);
    expect(result.verdict).toEqual({ pass: true, reason: null });
  });

  test('fewer than the minimum grounded claims (default 5) fails hard with a clear verdict', () => {
    expect(groundClaims(validated, citations, {}).verdict).toEqual({
      pass: false,
      reason: 'Stage 4 failed rule min_grounded_claims: only 4 grounded claims; at least 5 required (5 rejected)',
    });
  });

  test('a validated claim whose citation turned non-citable is still not grounded', () => {
    const flipped = citations.map((c) => (c.cid === cidOf(SOURCES.f.url) ? { ...c, status: 'blocked' as const } : c));
    const r = groundClaims(validated, flipped, { min_grounded: 1 });
    expect(r.grounded.some((g) => g.citation_id === cidOf(SOURCES.f.url))).toBe(false);
    expect(r.rejected.find((x) => x.claim_id === CLAIMS.f3.claim_id)?.reason).toBe('source status is blocked (not citable)');
  });

  test('same input ⇒ same output, whatever the input order', () => {
    expect(groundClaims([...validated].reverse(), [...citations].reverse(), { min_grounded: 4 })).toEqual(result);
  });
});

describe('report (Stage 4)', () => {
  const g = (claim: string, src: keyof typeof SOURCES, id: string, quote = claim): GroundedClaim => ({
    schema_version: 'grounded-claim.v1',
    claim_id: id,
    claim,
    citation_id: cidOf(SOURCES[src].url),
    citation_url: SOURCES[src].url,
    citation_title: SOURCES[src].title,
    citation_quote: quote,
    source_type: 'primary',
    source_status: SOURCES[src].status === 'paywalled' ? 'paywalled' : 'valid',
    caution: SOURCES[src].status === 'paywalled',
    confidence: 'high',
  });
  const gateC = evaluateGateC(
    { extracted_cids: citations.map((c) => c.cid), citations, validated_claims: validatedRun() },
    { min_citable_share: 0.5, min_validated_claims: 4 },
  );
  const input = {
    run_id: 'dr_test_1',
    query: 'What do [widgets] do?',
    grounded: [
      g('Gadget sales doubled in 2024.', 'b', 'clm_0000000000000001'),
      g('Widgets were first shipped in 2019. They are popular', 'a', 'clm_0000000000000002', 'Widgets were first shipped in 2019.'),
      g('Widgets run on every major platform.', 'a', 'clm_0000000000000003'),
      // a claim that quotes its whole quote does not repeat it on the trace line
      g('Doc F puts it plainly: “Gizmos use little power”.', 'f', 'clm_0000000000000005', 'Gizmos use little power.'),
      // a grounded record pointing at a mismatch source must never be cited
      { ...g('Sprockets are made of steel.', 'c', 'clm_0000000000000004'), source_status: 'valid' as const },
    ],
    citations,
    rejected: [
      { claim_id: 'clm_00000000000000aa', claim: 'Cogs spin quickly.', reason: 'source status is invalid (not citable)' },
      { claim_id: 'clm_00000000000000bb', claim: 'Gizmos need very little energy.', reason: 'quote not found on the source page' },
      { claim_id: 'clm_00000000000000cc', claim: 'Levers lift loads.', reason: 'source status is invalid (not citable)' },
    ],
    gate_c: gateC,
  };

  test('exact markdown: inline [n] on every sentence, a trace line with quote and claim id, sources numbered by first use, paywalled marked, rejected summarized by reason', () => {
    expect(renderReport(input)).toBe(
      [
        '# What do \\[widgets\\] do?',
        '',
        'Run `dr_test_1` · Gate C passed · 4 grounded claims from 3 sources',
        '',
        '## Findings',
        '',
        'Gadget sales doubled in 2024 [1].',
        '> “Gadget sales doubled in 2024.” · `clm_0000000000000001`',
        '',
        'Widgets were first shipped in 2019 [2]. They are popular [2].',
        '> “Widgets were first shipped in 2019.” · `clm_0000000000000002`',
        '',
        'Widgets run on every major platform [2].',
        '> “Widgets run on every major platform.” · `clm_0000000000000003`',
        '',
        'Doc F puts it plainly: “Gizmos use little power” [3].',
        '> quoted above · `clm_0000000000000005`',
        '',
        '## Sources',
        '',
        `1. [News B](https://news.example/b) — News Co — ${PAYWALL_CAUTION}`,
        '2. [Doc A](https://docs.example.org/a) — Example Org',
        '3. [Doc F](https://docs.example.org/f)',
        '',
        '## Rejected claims',
        '',
        '4 claims were not stated because a check failed (by reason; ids as in citations/validated-claims.jsonl):',
        '',
        '- quote not found on the source page: 1 (`clm_00000000000000bb`)',
        '- source status is invalid (not citable): 2 (`clm_00000000000000aa`, `clm_00000000000000cc`)',
        '- source status is mismatch (not citable): 1 (`clm_0000000000000004`)',
        '',
        '## Gate C',
        '',
        '- verdict: passed',
        '- sources by status: valid 2, paywalled 1, blocked 1, mismatch 1, invalid 1',
        '- claims validated: 5 of 9', // a1 a2 b1 f2 f3 (f2 fails later, on confidence)
        '',
      ].join('\n'),
    );
  });

  test('findings in document order: the order of the validated claims, not of the claim ids', () => {
    const validated = [{ claim_id: 'clm_0000000000000003' }, { claim_id: 'clm_0000000000000001' }, { claim_id: 'clm_0000000000000002' }];
    const ordered = inDocumentOrder(input.grounded.slice(0, 3), validated);
    expect(ordered.map((x) => x.claim_id)).toEqual(['clm_0000000000000003', 'clm_0000000000000001', 'clm_0000000000000002']);
    const findings = renderReport({ ...input, grounded: ordered }).split('## Findings')[1].split('## Sources')[0];
    expect(findings.indexOf('Widgets run on every major platform [1].')).toBeLessThan(findings.indexOf('Gadget sales doubled in 2024 [2].'));
  });

  test('invalid, blocked and mismatch URLs never appear in the report', () => {
    const md = renderReport(input);
    for (const s of ['c', 'd', 'e']) expect(md).not.toContain(SOURCES[s].url);
    // rejected claims are named by id, never restated
    for (const text of ['Cogs spin', 'Gizmos need', 'Levers lift', 'Sprockets']) expect(md).not.toContain(text);
    expect(md).toContain(PAYWALL_CAUTION);
    expect(renderReport(input)).toBe(md); // deterministic bytes
  });
});
