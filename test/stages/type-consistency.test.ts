/**
 * Seed rule TYPE CONSISTENCY: one source type per normalized URL from Stage 1 to Stage 4, decided
 * by the documented domain rules — not by an agent's label — so a source's credibility does not
 * depend on which artifact cited it. The real activities on a copy of the demo run (no Temporal).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyDemo } from '../e2e/helpers';
import { runStagesOffline } from '../helpers/run-stages';

const jsonl = (root: string, rel: string) => readFileSync(join(root, rel), 'utf8').trim().split('\n').map((l) => JSON.parse(l));

let root: string;
beforeAll(async () => {
  root = copyDemo('types');
  await runStagesOffline(root);
});

function valuesBy(records: Record<string, unknown>[], key: string, value: string): Map<string, Set<unknown>> {
  const out = new Map<string, Set<unknown>>();
  for (const r of records) {
    const k = r[key] as string;
    out.set(k, (out.get(k) ?? new Set()).add(r[value]));
  }
  return out;
}

test('every normalized URL has one source type in search results, claims and grounded claims', () => {
  const results = jsonl(root, 'citations/search-results.jsonl');
  const typeOf = valuesBy(results, 'normalized_url', 'source_type');
  for (const [url, types] of typeOf) expect([url, [...types]]).toEqual([url, [expect.any(String)]]);
  for (const c of jsonl(root, 'citations/validated-claims.jsonl')) expect([c.normalized_url, c.source_type]).toEqual([c.normalized_url, [...typeOf.get(c.normalized_url)!][0]]);
  const byCid = new Map(results.map((r) => [r.cid, r.source_type]));
  for (const g of jsonl(root, 'citations/grounded-claims.jsonl')) expect(g.source_type).toBe(byCid.get(g.citation_id));
});

test('the domain rules decide; the YAML label is kept as agent_source_type', () => {
  const results = jsonl(root, 'citations/search-results.jsonl');
  const v8 = results.filter((r) => r.normalized_url === 'https://v8.dev/blog/v8-release-57');
  expect(v8.map((r) => [r.found_by.artifact_path, r.source_type, r.agent_source_type])).toEqual([
    ['wave-1/p2.md', 'primary', null],
    ['wave-1/p3.yaml', 'primary', 'primary'],
  ]);
  const cloudflare = results.filter((r) => r.normalized_url === 'https://blog.cloudflare.com/webassembly-on-cloudflare-workers');
  expect(cloudflare.map((r) => [r.found_by.artifact_path, r.source_type, r.agent_source_type])).toEqual([
    ['wave-1/p3.yaml', 'secondary', 'secondary'],
    ['wave-2/p3.md', 'secondary', null],
  ]);
  const wasi = results.find((r) => r.normalized_url === 'https://hacks.mozilla.org/2019/03/standardizing-wasi-a-webassembly-system-interface')!;
  expect([wasi.source_type, wasi.agent_source_type]).toEqual(['secondary', 'secondary']);
  const lucet = results.find((r) => r.found_by.artifact_path === 'wave-1/p3.yaml' && /fastly/.test(r.normalized_url))!;
  expect([lucet.source_type, lucet.agent_source_type]).toEqual(['tertiary', 'secondary']); // an unlisted company blog
});

test('one credibility score per source: the two Cloudflare claims score the same', () => {
  const claims = jsonl(root, 'citations/validated-claims.jsonl');
  for (const [cid, scores] of valuesBy(claims, 'cid', 'credibility_score')) expect([cid, scores.size]).toEqual([cid, 1]);
  const cloudflare = claims.filter((c) => c.normalized_url === 'https://blog.cloudflare.com/webassembly-on-cloudflare-workers');
  // secondary 6 + https + author + date = 9; already ≥ 9, so the 2018 post loses nothing for its age
  expect(cloudflare.map((c) => c.credibility_score)).toEqual([9, 9]);
});
