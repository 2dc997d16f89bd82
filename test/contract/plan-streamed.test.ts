/**
 * planValidation reads url-map.json an item at a time (never its whole text or object tree). The
 * plan it writes must be the one the whole read gives, and every broken input must fail with the
 * very error — and the same precedence — the whole read throws. The whole read is forced here by
 * a leading `"items": []` member: a duplicate key the streamed read refuses, and JSON.parse keeps
 * the last value of, so both documents mean the same url-map.
 */
import { promises as fs } from 'node:fs';
import { planValidation } from '../../activities/validate';
import { planUrlMapStats } from '../../activities/validate/plan';
import { prepareUrl } from '../../shared/url';
import { F1, F2, FIXTURES, makeRun, urlMap, type RunDir } from './validate-helpers';

const runs: RunDir[] = [];
afterAll(async () => {
  await Promise.all(runs.map((r) => fs.rm(r.root, { recursive: true, force: true })));
});

const forcedWhole = (text: string) => text.replace(/^(\uFEFF?)\{/, '$1{"items": [],');
const F3 = { wave: 2, perspective_id: 'p3 ✓', agent_type: 'Agent "quoted"', artifact_path: 'wave-2/p3.md' };

/** A url-map of several 1 MB read chunks: duplicates under other spellings, mixed found_by, non-ASCII, userinfo, invalid URLs. */
function largeMap(n = 6000): { schema_version: string; run_id: string; items: object[] } {
  const base = urlMap() as { schema_version: string; run_id: string; items: object[] };
  const foundBys = [[F1], [F2], [F1, F2], [F3], [F2, F3, F1]];
  const items = [...base.items];
  for (let i = 0; i < n; i++) {
    const raw =
      i % 11 === 0
        ? `https://user:pw${i}@host${i % 7}.example/secret/${i}`
        : i % 13 === 0
          ? `ftp://files${i % 5}.example/${i}`
          : `https://Host${i % 40}.example/caf\u00e9/${i % 4500}/${'\u00e9'.repeat(i % 5)}?utm_source=${i % 3}#frag`;
    const p = prepareUrl(raw);
    items.push({ url_original: raw, normalized_url: p.normalized_url, cid: p.cid, found_by: foundBys[i % foundBys.length], ...(i % 17 === 0 ? { invalid_reason: 'given by the tool' } : {}) });
  }
  return { ...base, items };
}

async function plannedText(run: RunDir, text: string): Promise<{ header: Record<string, unknown>; lines: string[]; whole: number }> {
  await fs.writeFile(run.urlMap, text);
  const before = planUrlMapStats.wholeReads;
  const plan = await planValidation({ manifest_path: run.manifest, offline_fixtures_path: run.fixtures, reason: 'plan streamed test' });
  const [first, ...lines] = (await fs.readFile(plan.plan_path, 'utf8')).split('\n');
  const header = JSON.parse(first!) as Record<string, unknown>;
  delete header.inputs_digest; // names the url-map's bytes, which differ by the forcing member
  return { header, lines, whole: planUrlMapStats.wholeReads - before };
}

test.each([
  ['the contract url-map, pretty-printed', () => JSON.stringify(urlMap(), null, 2)],
  ['a large url-map over several read chunks', () => JSON.stringify(largeMap(), null, 2)],
  ['a large url-map on one line, with a byte order mark', () => '\uFEFF' + JSON.stringify(largeMap())],
  ['members in another order, an unknown member', () => {
    const m = largeMap();
    return `{"items": ${JSON.stringify(m.items)}, "extra": {"a": [1, "]"]}, "run_id": ${JSON.stringify(m.run_id)}, "schema_version": "url-map.v1"}`;
  }],
])('%s: the same plan as the whole read, without it', async (_name, make) => {
  const run = await makeRun();
  runs.push(run);
  const text = make();
  const streamed = await plannedText(run, text);
  const whole = await plannedText(run, forcedWhole(text));
  expect(streamed.whole).toBe(0);
  expect(whole.whole).toBe(1);
  expect(streamed.header).toEqual(whole.header);
  expect(streamed.lines).toEqual(whole.lines);
  expect(streamed.lines.length).toBeGreaterThan(5);
});

type Case = { urlMap: (m: { schema_version: string; run_id: string; items: Array<Record<string, unknown>> }) => unknown; fixtures?: string; items?: number };
const mapOf = (n = 1500) => largeMap(n) as { schema_version: string; run_id: string; items: Array<Record<string, unknown>> };
const withItem = (m: ReturnType<typeof mapOf>, i: number, change: Record<string, unknown>) => ({ ...m, items: m.items.map((it, k) => (k === i ? { ...it, ...change } : it)) });

const cases: Array<[string, Case]> = [
  ['normalized_url does not match', { urlMap: (m) => withItem(m, 2, { normalized_url: 'https://other.example/' }) }],
  ['cid does not match', { urlMap: (m) => withItem(m, 1400, { cid: `cid_${'0'.repeat(64)}` }) }],
  ['an item that cannot be normalized', { urlMap: (m) => withItem(m, 40, { url_original: 'https://exa mple.com/' }) }],
  ['a per-item error before a schema error further on', { urlMap: (m) => withItem(withItem(m, 1, { cid: `cid_${'1'.repeat(64)}` }), 1450, { cid: 'cid_bad' }) }],
  ['a run_id of another run', { urlMap: (m) => ({ ...m, run_id: 'dr_other' }) }],
  ['a run_id of another run, and a per-item error', { urlMap: (m) => withItem({ ...m, run_id: 'dr_other' }, 0, { normalized_url: 'https://x.example/' }) }],
  ['broken fixtures, and a per-item error', { urlMap: (m) => withItem(m, 0, { normalized_url: 'https://x.example/' }), fixtures: '{"schema_version": "fixtures.v1", "items": [' }],
  ['fixtures with a duplicate URL, and a per-item error', { urlMap: (m) => withItem(m, 0, { normalized_url: 'https://x.example/' }), fixtures: JSON.stringify({ ...FIXTURES, items: [...FIXTURES.items, FIXTURES.items[0]] }) }],
  ['a url-map schema error, and broken fixtures', { urlMap: (m) => ({ ...m, schema_version: 'url-map.v2' }), fixtures: '[]' }],
  ['an item failing its schema late in the file', { urlMap: (m) => withItem(m, 5990, { found_by: [{ wave: 3 }] }), items: 6000 }],
];

test.each(cases)('%s: the same error as the whole read', async (_name, c) => {
  const run = await makeRun();
  runs.push(run);
  if (c.fixtures !== undefined) await fs.writeFile(run.fixtures, c.fixtures);
  const text = JSON.stringify(c.urlMap(mapOf(c.items)), null, 2);
  const attempt = async (t: string) => {
    await fs.writeFile(run.urlMap, t);
    try {
      await planValidation({ manifest_path: run.manifest, offline_fixtures_path: run.fixtures, reason: 'plan streamed test' });
      return null;
    } catch (err) {
      return { code: (err as { code?: string }).code, message: (err as Error).message };
    }
  };
  const streamed = await attempt(text);
  const whole = await attempt(forcedWhole(text));
  expect(whole).not.toBeNull();
  expect(streamed).toEqual(whole);
});
