/** A temp run directory with manifest, url-map and fixtures, plus a tiny test-only classifier. */
import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { finalizeCitations, planValidation, validateOfflineBatch, type Classifier, type ValidateArgs } from '../../activities/validate';
import { prepareUrl } from '../../shared/url';

export const F1 = { wave: 1, perspective_id: 'p1', agent_type: 'ClaudeResearcher', artifact_path: 'wave-1/p1.md' };
export const F2 = { wave: 2, perspective_id: 'p2', agent_type: 'GeminiResearcher', artifact_path: 'wave-2/p2.md' };

export const MANIFEST = {
  schema_version: 'manifest.v1',
  run_id: 'dr_20260213_rust',
  created_at: '2026-02-13T12:00:00Z',
  query: { text: 'When was Rust 1.0 released?', sensitivity: 'no_web' },
  artifacts: [
    { wave: 1, perspective_id: 'p1', agent_type: 'ClaudeResearcher', path: 'wave-1/p1.md' },
    { wave: 2, perspective_id: 'p2', agent_type: 'GeminiResearcher', path: 'wave-2/p2.md' },
  ],
};

/** url-map items as a Stage 2 tool would write them (two deliberately unredacted, to prove validate redacts). */
const RAW_ITEMS: Array<[string, object[]]> = [
  ['https://example.com/doc?utm_source=x', [F1]],
  ['https://news.example/a?session=abc123', [F1]],
  ['https://alice:hunter2@secure.example/x', [F1]],
  ['http://127.0.0.1:8080/admin', [F1]],
  ['https://nofixture.example/page', [F1]],
  ['ftp://files.example/f', [F1]],
  ['https://dead.example.com', [F1]],
  ['https://Example.com/doc/', [F2]],
];

export function urlMap(): object {
  return {
    schema_version: 'url-map.v1',
    run_id: MANIFEST.run_id,
    items: RAW_ITEMS.map(([raw, found_by]) => {
      const p = prepareUrl(raw);
      return { url_original: raw, normalized_url: p.normalized_url, cid: p.cid, found_by };
    }),
  };
}

export const FIXTURES = {
  schema_version: 'fixtures.v1',
  checked_at: '2026-02-13T12:35:00Z',
  items: [
    { url: 'https://example.com/doc', status: 'valid', http_status: 200, final_url: 'https://example.com/doc', title: 'Example Doc', publisher: 'Example', evidence_snippet: 'This doc states ...', notes: 'ok' },
    { url: 'https://dead.example.com', status: 'invalid', http_status: 404, notes: '404' },
    // safety wins over a fixture's verdict
    { url: 'http://127.0.0.1:8080/admin', status: 'valid', http_status: 200, notes: 'fixture says fine' },
    // matched by normalized URL: a different token value redacts to the same URL
    {
      url: 'https://news.example/a?session=OTHER',
      response: {
        http_status: 200,
        final_url: 'https://news.example/a?session=abc123&x=1',
        headers: { 'content-type': 'text/html' },
        body: '<html><head><title>Rust 1.0 released</title></head><body>Rust 1.0 was released on May 15, 2015.</body></html>',
      },
    },
  ],
};

/** Test-only classifier: status from the HTTP code, title from <title>, snippet from the text. */
export const testClassifier: Classifier = ({ response }) => {
  const title = /<title>([^<]*)<\/title>/.exec(response.body)?.[1] ?? null;
  const text = response.body.replace(/<title>[^<]*<\/title>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  const ok = response.http_status >= 200 && response.http_status < 300;
  return {
    status: ok ? 'valid' : response.http_status === 402 ? 'paywalled' : 'invalid',
    http_status: response.http_status,
    url: response.final_url,
    title,
    publisher: null,
    evidence_snippet: ok ? text.slice(0, 60) : null,
    notes: `classified: HTTP ${response.http_status}`,
  };
};

export type RunDir = { root: string; manifest: string; urlMap: string; fixtures: string; citations: string };

export async function makeRun(opts: { runConfig?: object; manifest?: object; fixtures?: object; urlMap?: object } = {}): Promise<RunDir> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'citeflow-validate-'));
  await fs.mkdir(path.join(root, 'citations'));
  const run: RunDir = {
    root,
    manifest: path.join(root, 'manifest.json'),
    urlMap: path.join(root, 'citations', 'url-map.json'),
    fixtures: path.join(root, 'fixtures.json'),
    citations: path.join(root, 'citations', 'citations.jsonl'),
  };
  await fs.writeFile(run.manifest, JSON.stringify(opts.manifest ?? MANIFEST, null, 2));
  await fs.writeFile(run.urlMap, JSON.stringify(opts.urlMap ?? urlMap(), null, 2));
  await fs.writeFile(run.fixtures, JSON.stringify(opts.fixtures ?? FIXTURES, null, 2));
  if (opts.runConfig) await fs.writeFile(path.join(root, 'run-config.json'), JSON.stringify(opts.runConfig));
  return run;
}

/** plan → batches of `batchSize` → finalize, the way the workflow drives it. */
export async function runValidate(args: ValidateArgs, batchSize = 3) {
  const plan = await planValidation(args);
  const batchPaths: string[] = [];
  const byStatus: Record<string, number> = {};
  for (let start = 0; start < plan.url_count; start += batchSize) {
    const r = await validateOfflineBatch(plan.plan_path, start, Math.min(start + batchSize, plan.url_count), testClassifier);
    batchPaths.push(r.batch_path);
    for (const [k, v] of Object.entries(r.by_status)) byStatus[k] = (byStatus[k] ?? 0) + v;
  }
  const result = await finalizeCitations(plan.plan_path, batchPaths, { reason: args.reason });
  return { plan, result, byStatus };
}
