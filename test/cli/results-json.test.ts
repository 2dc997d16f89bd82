/**
 * `run --json` on stdout is written a piece at a time (cli/results.ts writeJson): the very text
 * toJson gives of the loaded results, for runs with and without URLs and claims, odd characters
 * and more URLs than one piece holds.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRunResults, toJson, writeJson } from '../../cli/results';
import type { RunResult } from '../../workflows/run';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'citeflow-results-json-'));
  mkdirSync(join(dir, 'citations'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function result(over: Partial<RunResult> = {}): RunResult {
  return {
    run_id: 'dr_json',
    outcome: 'report_written',
    mode: 'online',
    sources: 3,
    urls: 3,
    claims: 2,
    by_status: { valid: 2, invalid: 1 },
    gate_c: { pass: true, failed_rules: [] },
    grounded: 1,
    verdict: null,
    paths: { citations: join(dir, 'citations', 'citations.jsonl'), gate_c: join(dir, 'citations', 'gate-c.json'), report: null },
    ...over,
  };
}

const citation = (i: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    schema_version: 'citation.v1',
    normalized_url: `https://example.org/a/${i}?q="x"&r=\u2028`,
    cid: `cid_${String(i).padStart(64, '0')}`,
    status: i % 3 === 0 ? 'invalid' : 'valid',
    http_status: i % 5 === 0 ? null : 200,
    title: i % 4 === 0 ? null : `Title ${i} — “quoted” \u0000 \ud83d\ude00`,
    notes: `note ${i}`,
    ...extra,
  });

function written(r: RunResult, ui: string | null): { pieces: string[]; text: string } {
  const pieces: string[] = [];
  writeJson(r, ui, (t) => pieces.push(t));
  return { pieces, text: pieces.join('') };
}

test('the same text as toJson, in pieces, for a large run', () => {
  const lines = Array.from({ length: 3000 }, (_, i) => citation(i));
  writeFileSync(join(dir, 'citations', 'citations.jsonl'), lines.join('\n') + '\n');
  writeFileSync(join(dir, 'citations', 'grounded-claims.jsonl'), JSON.stringify({ claim_id: 'clm_b', claim: 'B', citation_url: 'https://example.org/a/1', caution: true }) + '\n');
  writeFileSync(join(dir, 'citations', 'rejected-claims.jsonl'), JSON.stringify({ claim_id: 'clm_a', claim: 'A', reason: 'no quote' }) + '\n\n');
  for (const ui of [null, 'http://localhost:8233/namespaces/default/workflows/x']) {
    const r = result();
    const { pieces, text } = written(r, ui);
    expect(text).toBe(toJson(loadRunResults(r), ui));
    expect(pieces.length).toBeGreaterThan(3);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(70_000);
  }
});

test('no citations file, no claims, a failed gate', () => {
  const r = result({ outcome: 'gate_c_failed', urls: 0, claims: 0, verdict: 'Gate C failed rule min_sources', gate_c: { pass: false, failed_rules: ['min_sources'] } });
  expect(written(r, null).text).toBe(toJson(loadRunResults(r), null));
  writeFileSync(join(dir, 'citations', 'citations.jsonl'), '');
  expect(written(r, null).text).toBe(toJson(loadRunResults(r), null));
  writeFileSync(join(dir, 'citations', 'citations.jsonl'), citation(1) + '\n' + citation(2)); // no final newline
  expect(written(r, null).text).toBe(toJson(loadRunResults(r), null));
});
