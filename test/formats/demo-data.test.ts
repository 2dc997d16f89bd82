/**
 * Keeps examples/demo honest: its artifacts, fixtures and README promise specific cases
 * (examples/demo/README.md). This checks them with the real parsers, URL rules, classifier and
 * claim checks — without Temporal, so it is fast — so an edit to the demo cannot silently drop a case.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArtifact } from '../../activities/parse';
import { classifyResponse } from '../../activities/classify';
import { evidenceFromFixture } from '../../activities/stages/page-evidence';
import { FixturesSchema, ManifestSchema, RunConfigSchema, isVerdictItem } from '../../shared/schemas';
import { confidenceOf, findQuote } from '../../shared/stages/claims';
import { prepareUrl } from '../../shared/url';

const DEMO = path.join(__dirname, '..', '..', 'examples', 'demo');
const read = (rel: string) => fs.readFileSync(path.join(DEMO, rel), 'utf8');

const manifest = ManifestSchema.parse(JSON.parse(read('manifest.json')));
const fixtures = FixturesSchema.parse(JSON.parse(read('fixtures.json')));
const parsed = manifest.artifacts.map((a) =>
  parseArtifact({ wave: a.wave, perspective_id: a.perspective_id, agent_type: a.agent_type, artifact_path: a.path }, read(a.path), {
    accessed_date: '2026-02-13',
  }),
);
const sources = parsed.flatMap((p) => p.sources);
const claims = parsed.flatMap((p) => p.claims);
const fixtureByCid = new Map(fixtures.items.map((item) => [prepareUrl(item.url).cid, item]));

function statusOf(url: string): string {
  const prepared = prepareUrl(url);
  const item = fixtureByCid.get(prepared.cid);
  if (!item) return 'blocked';
  if (isVerdictItem(item)) return item.status;
  return classifyResponse({ url: prepared.normalized_url!, normalized_url: prepared.normalized_url!, response: item.response, context: {} }).status;
}

test('inputs follow the contract shapes: manifest.v1 (no_web), run-config offline, fixtures.v1 with a fixed checked_at', () => {
  expect(manifest.run_id).toBe('dr_20260213_wasm');
  expect(manifest.query.sensitivity).toBe('no_web');
  expect(RunConfigSchema.parse(JSON.parse(read('run-config.json'))).effective?.citations?.mode).toBe('offline');
  expect(fixtures.checked_at).toBe('2026-02-13T12:35:00Z');
  expect(new Set(manifest.artifacts.map((a) => a.perspective_id))).toEqual(new Set(['p1', 'p2', 'p3']));
  expect(new Set(manifest.artifacts.map((a) => a.wave))).toEqual(new Set([1, 2]));
});

test('28 distinct normalized URLs, with duplicates of every kind the rules fold', () => {
  const normalized = new Set(sources.map((s) => prepareUrl(s.url).normalized_url));
  expect(normalized.size).toBe(28);
  const raw = sources.map((s) => s.url);
  for (const variant of [/[?&]utm_/, /[?&]gclid=/, /[?&]fbclid=/, /#/, /:\/\/[^/]*[A-Z]/, /:443\//]) {
    expect(raw.some((u) => variant.test(u))).toBe(true);
  }
});

test('statuses: 22 valid, 2 paywalled, 2 mismatch, 1 invalid, 1 blocked (no fixture)', () => {
  const counts: Record<string, number> = {};
  for (const url of new Set(sources.map((s) => prepareUrl(s.url).normalized_url!))) counts[statusOf(url)] = (counts[statusOf(url)] ?? 0) + 1;
  expect(counts).toEqual({ valid: 22, paywalled: 2, mismatch: 2, invalid: 1, blocked: 1 });
  expect(statusOf('https://www.reddit.com/r/programming/comments/5xk2d1/webassembly_mvp_lands/')).toBe('blocked');
  expect(statusOf('https://dl.acm.org/doi/10.1145/3062341.3062363')).toBe('paywalled');
  expect(statusOf('https://www.zdnet.com/article/webassembly-now-supported-in-all-major-browsers/')).toBe('mismatch');
});

test('the token URL is redacted and its secret is only in the artifact that cites it', () => {
  const tokenUrl = sources.find((s) => /access_token=/.test(s.url))!;
  const secret = /access_token=([^&#]+)/.exec(tokenUrl.url)![1];
  expect(secret).not.toBe('REDACTED');
  expect(prepareUrl(tokenUrl.url).normalized_url).toBe('https://www.figma.com/blog/webassembly-cut-figmas-load-time-by-3x?access_token=REDACTED');
  const files = ['manifest.json', 'run-config.json', 'fixtures.json', 'README.md', ...manifest.artifacts.map((a) => a.path)];
  expect(files.filter((f) => read(f).includes(secret))).toEqual(['wave-2/p1.md']);
});

test('21 claims: 12 would be grounded, the 9 planned failures fail for their planned reason', () => {
  expect(claims).toHaveLength(21);
  const fate = claims.map((c) => {
    const status = statusOf(c.url);
    if (status !== 'valid' && status !== 'paywalled') return `source ${status}`;
    const page = evidenceFromFixture(fixtureByCid.get(prepareUrl(c.url).cid)!).page_text ?? '';
    const match = findQuote(c.quote, page);
    if (!match.found) return 'quote not found';
    if (!match.verbatim) return 'not verbatim';
    return confidenceOf(c.claim, c.quote) === 'low' ? 'low confidence' : 'grounded';
  });
  const tally: Record<string, number> = {};
  for (const f of fate) tally[f] = (tally[f] ?? 0) + 1;
  expect(tally).toEqual({
    grounded: 12,
    'quote not found': 2, // a paraphrase (WebKit) and a fabricated quote (Cloudflare)
    'not verbatim': 1, // WASI: "-" for "—"
    'low confidence': 3, // a claim the quote does not support, a lead-in that adds facts, a contradiction (first vs final)
    'source invalid': 1,
    'source mismatch': 1,
    'source blocked': 1,
  });
});
