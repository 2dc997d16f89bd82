import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { planValidation, type ValidateArgs } from '../../activities/validate';
import { CiteflowError } from '../../shared/errors';
import { useOperatorConfig } from '../helpers/operator-config';
import { F1, F2, FIXTURES, MANIFEST, makeRun, runValidate, urlMap, type RunDir } from './validate-helpers';

const runs: RunDir[] = [];
async function newRun(opts: Parameters<typeof makeRun>[0] = {}): Promise<RunDir> {
  const run = await makeRun(opts);
  runs.push(run);
  return run;
}
afterAll(async () => {
  await Promise.all(runs.map((r) => fs.rm(r.root, { recursive: true, force: true })));
});

function args(run: RunDir, over: Partial<ValidateArgs> = {}): ValidateArgs {
  return { manifest_path: run.manifest, offline_fixtures_path: run.fixtures, reason: 'contract test', ...over };
}

const sha = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');
const line = (o: object) => JSON.stringify(o) + '\n';
const C = { schema_version: 'citation.v1' };
const AT = '2026-02-13T12:35:00Z';

/** The whole expected file, written out field by field; cids from `printf %s URL | sha256sum`. */
const EXPECTED =
  line({ ...C, normalized_url: 'ftp://files.example/f', cid: 'cid_1cebba4e2176a818d3a68f1c2e3f3bee324211d3830fe8f1d8f7a3d7fd3abac3', url: 'ftp://files.example/f', url_original: 'ftp://files.example/f', status: 'invalid', checked_at: AT, http_status: null, title: null, publisher: null, found_by: [F1], evidence_snippet: null, notes: 'scheme ftp is not http or https' }) +
  line({ ...C, normalized_url: 'http://127.0.0.1:8080/admin', cid: 'cid_4e286df47e7997ad1f96479a2a398d5a0e67691af918eb640180b1e58ac68c21', url: 'http://127.0.0.1:8080/admin', url_original: 'http://127.0.0.1:8080/admin', status: 'invalid', checked_at: AT, http_status: null, title: null, publisher: null, found_by: [F1], evidence_snippet: null, notes: '127.0.0.1 is a private or local network address' }) +
  line({ ...C, normalized_url: 'https://dead.example.com', cid: 'cid_41e9febee38de5ed06b8158f92e817569e47932150401bd8f2c90d746c5079d4', url: 'https://dead.example.com', url_original: 'https://dead.example.com', status: 'invalid', checked_at: AT, http_status: 404, title: null, publisher: null, found_by: [F1], evidence_snippet: null, notes: '404' }) +
  line({ ...C, normalized_url: 'https://example.com/doc', cid: 'cid_9813a80c59ae8111adf2b881b481b0a6334db465cd7c961d98cec1830f9aa1db', url: 'https://example.com/doc', url_original: 'https://example.com/doc?utm_source=x', status: 'valid', checked_at: AT, http_status: 200, title: 'Example Doc', publisher: 'Example', found_by: [F1, F2], evidence_snippet: 'This doc states ...', notes: 'ok' }) +
  line({ ...C, normalized_url: 'https://news.example/a?session=REDACTED', cid: 'cid_f6eb2a8baa35fcd4cc0eef42468a312d89990b98217ab6f87f28fff75c55eabb', url: 'https://news.example/a?session=REDACTED&x=1', url_original: 'https://news.example/a?session=REDACTED', status: 'valid', checked_at: AT, http_status: 200, title: 'Rust 1.0 released', publisher: null, found_by: [F1], evidence_snippet: 'Rust 1.0 was released on May 15, 2015.', notes: 'classified: HTTP 200' }) +
  line({ ...C, normalized_url: 'https://nofixture.example/page', cid: 'cid_f81a0e4a44458bc34460b021d29b490e4e66097db8f39d140a7886015a5424f6', url: 'https://nofixture.example/page', url_original: 'https://nofixture.example/page', status: 'blocked', checked_at: AT, http_status: null, title: null, publisher: null, found_by: [F1], evidence_snippet: null, notes: 'no offline fixture for this URL' }) +
  line({ ...C, normalized_url: 'https://secure.example/x', cid: 'cid_8fe8c4c2d3e48def07536a6969659362745fc1fd48dc5f82bdb28aaa3459e7ec', url: 'https://secure.example/x', url_original: 'https://secure.example/x', status: 'invalid', checked_at: AT, http_status: null, title: null, publisher: null, found_by: [F1], evidence_snippet: null, notes: 'URL contained userinfo (credentials removed)' });

async function allFilesText(root: string): Promise<string> {
  const out: string[] = [];
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out.push(await fs.readFile(path.join(entry.parentPath, entry.name), 'utf8'));
  }
  return out.join('\n');
}

describe('offline validation end to end (plan → batches → finalize)', () => {
  test('writes exactly the expected citations.jsonl and reports the success object', async () => {
    const run = await newRun();
    const { plan, result, byStatus } = await runValidate(args(run));
    expect(await fs.readFile(run.citations, 'utf8')).toBe(EXPECTED);
    expect(result).toEqual({ ok: true, run_id: 'dr_20260213_rust', citations_path: run.citations, mode: 'offline', validated: 7, inputs_digest: plan.inputs_digest });
    expect(byStatus).toEqual({ valid: 2, paywalled: 0, blocked: 1, mismatch: 0, invalid: 4 });
    expect(plan).toMatchObject({ mode: 'offline', validation_tier: 'standard', url_count: 7, checked_at: AT, run_root: run.root });
    expect(plan.plan_path.startsWith(path.join(run.root, 'citations', '.work') + path.sep)).toBe(true);
  });

  test('inputs_digest is sha256 over the documented text (computed here independently)', async () => {
    const run = await newRun();
    const plan = await planValidation(args(run));
    const file = async (p: string) => sha(await fs.readFile(p));
    const text =
      'citeflow-validate-inputs.v1\nmode:offline\nvalidation_tier:standard\n' +
      `manifest:${await file(run.manifest)}\nrun_config:-\nurl_map:${await file(run.urlMap)}\nfixtures:${await file(run.fixtures)}\n`;
    expect(plan.inputs_digest).toBe('sha256:' + sha(text));
  });

  test('same inputs twice: byte-identical citations.jsonl, same digest; batch size does not matter', async () => {
    const run = await newRun();
    const first = await runValidate(args(run), 2);
    const bytes1 = await fs.readFile(run.citations);
    const second = await runValidate(args(run), 5);
    expect(await fs.readFile(run.citations)).toEqual(bytes1);
    expect(second.result.inputs_digest).toBe(first.result.inputs_digest);
    expect(second.plan.plan_path).toBe(first.plan.plan_path);
    // a separate run directory with the same inputs gives the same bytes too
    const other = await newRun();
    await runValidate(args(other), 7);
    expect(await fs.readFile(other.citations)).toEqual(bytes1);
  });

  test('changing one fixture changes the digest and the output', async () => {
    const run = await newRun();
    const before = await runValidate(args(run));
    const changed = structuredClone(FIXTURES);
    (changed.items[1] as { notes: string }).notes = 'gone (410)';
    await fs.writeFile(run.fixtures, JSON.stringify(changed, null, 2));
    const after = await runValidate(args(run));
    expect(after.result.inputs_digest).not.toBe(before.result.inputs_digest);
    expect(await fs.readFile(run.citations, 'utf8')).toContain('"notes":"gone (410)"');
  });

  test('no token or password from a URL reaches any file in the run (outputs, plan, batches, audit)', async () => {
    const run = await newRun();
    await runValidate(args(run, { reason: 'check https://x.example/?api_key=k3yv4lue please' }));
    await fs.rm(run.urlMap); // the input itself held them on purpose
    await fs.rm(run.fixtures);
    const text = await allFilesText(run.root);
    for (const secret of ['abc123', 'hunter2', 'alice', 'OTHER', 'k3yv4lue']) expect(text).not.toContain(secret);
  });

  test('the audit line', async () => {
    const run = await newRun();
    const { result } = await runValidate(args(run));
    const lines = (await fs.readFile(path.join(run.root, 'logs', 'audit.jsonl'), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({
      kind: 'citations_validate',
      run_id: 'dr_20260213_rust',
      reason: 'contract test',
      mode: 'offline',
      validation_tier: 'standard',
      citations_path: run.citations,
      validated: 7,
      inputs_digest: result.inputs_digest,
    });
  });

  test('allow_cidrs (inside the operator\'s) opens a private range offline; checked_at falls back to the manifest', async () => {
    const noCheckedAt = { ...FIXTURES, checked_at: undefined };
    const run = await newRun({
      fixtures: noCheckedAt,
      runConfig: { schema_version: 'run-config.v1', effective: { citations: { mode: 'offline', validation_tier: 'thorough', network: { allow_cidrs: ['127.0.0.0/8'] } } } },
    });
    // Without the operator allowing it, the same run-config is refused: it may only narrow.
    const refused = await runValidate(args(run)).then(() => null, (e: unknown) => e as CiteflowError);
    expect([refused?.code, refused?.message]).toEqual(['SCHEMA_VALIDATION_FAILED', expect.stringMatching(/^run-config\.json: effective\.citations\.network\.allow_cidrs\[0\]: not inside a range the operator allows/)]);
    const restore = useOperatorConfig({ allow_cidrs: ['127.0.0.0/8'] });
    const { plan } = await runValidate(args(run)).finally(restore);
    expect(plan.validation_tier).toBe('thorough');
    expect(plan.checked_at).toBe('2026-02-13T12:00:00Z');
    const local = (await fs.readFile(run.citations, 'utf8')).split('\n').find((l) => l.includes('127.0.0.1'))!;
    expect(JSON.parse(local)).toMatchObject({ status: 'valid', notes: 'fixture says fine', checked_at: '2026-02-13T12:00:00Z' });
  });

  test('a url-map item may carry invalid_reason (userinfo removed upstream): the record is invalid', async () => {
    const map = urlMap() as { items: Array<Record<string, unknown>> };
    map.items[0].invalid_reason = 'URL contained userinfo (credentials removed)';
    const run = await newRun({ urlMap: map });
    await runValidate(args(run));
    const doc = (await fs.readFile(run.citations, 'utf8')).split('\n').find((l) => l.includes('"https://example.com/doc"'))!;
    expect(JSON.parse(doc)).toMatchObject({ status: 'invalid', notes: 'URL contained userinfo (credentials removed)', found_by: [F1, F2] });
  });
});

describe('mode resolution (run-config, else sensitivity; never the environment)', () => {
  test.each([
    [{ sensitivity: 'no_web' }, undefined, 'offline'],
    [{ sensitivity: 'normal' }, undefined, 'online'],
    [{ sensitivity: 'restricted' }, undefined, 'online'],
    [{ sensitivity: 'normal' }, 'offline', 'offline'],
    [{ sensitivity: 'no_web' }, 'online', 'online'],
  ])('%j with run-config mode %s → %s', async (query, mode, expected) => {
    const run = await newRun({
      manifest: { ...MANIFEST, query: { text: 'q', ...query } },
      runConfig: mode ? { effective: { citations: { mode } } } : undefined,
    });
    const saved = process.env.CITEFLOW_MODE;
    process.env.CITEFLOW_MODE = expected === 'offline' ? 'online' : 'offline';
    try {
      expect((await planValidation(args(run))).mode).toBe(expected);
    } finally {
      if (saved === undefined) delete process.env.CITEFLOW_MODE;
      else process.env.CITEFLOW_MODE = saved;
    }
  });
});

describe('error codes (each leaves an earlier citations.jsonl unchanged)', () => {
  async function expectCode(run: RunDir, a: ValidateArgs, code: string, message?: string | RegExp) {
    await fs.writeFile(run.citations, 'EARLIER\n');
    let caught: unknown;
    try {
      await runValidate(a);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(CiteflowError);
    expect((caught as CiteflowError).code).toBe(code);
    if (typeof message === 'string') expect((caught as CiteflowError).message).toBe(message);
    else if (message) expect((caught as CiteflowError).message).toMatch(message);
    expect(await fs.readFile(run.citations, 'utf8')).toBe('EARLIER\n');
  }

  test('INVALID_ARGS', async () => {
    const run = await newRun();
    await expectCode(run, args(run, { reason: '  ' }), 'INVALID_ARGS', 'reason is required');
    await expectCode(run, args(run, { manifest_path: '' }), 'INVALID_ARGS', 'manifest_path is required');
    await expectCode(run, args(run, { manifest_path: 'runs/x/manifest.json' }), 'INVALID_ARGS', 'manifest_path must be an absolute path');
    await expectCode(run, args(run, { url_map_path: 'citations/url-map.json' }), 'INVALID_ARGS', 'url_map_path must be an absolute path');
    await expectCode(run, args(run, { citations_path: './c.jsonl' }), 'INVALID_ARGS', 'citations_path must be an absolute path');
    await expectCode(run, args(run, { offline_fixtures_path: 'f.json' }), 'INVALID_ARGS', 'offline_fixtures_path must be an absolute path');
    await expectCode(run, args(run, { offline_fixtures_path: undefined }), 'INVALID_ARGS', 'offline_fixtures_path required in OFFLINE mode');
  });

  test('NOT_FOUND', async () => {
    const run = await newRun();
    await expectCode(run, args(run, { manifest_path: path.join(run.root, 'missing.json') }), 'NOT_FOUND', /^missing\.json: file not found: /);
    await expectCode(run, args(run, { url_map_path: path.join(run.root, 'nope.json') }), 'NOT_FOUND', /^nope\.json: file not found/);
    await expectCode(run, args(run, { offline_fixtures_path: path.join(run.root, 'nope.json') }), 'NOT_FOUND', /^nope\.json: file not found/);
  });

  test('INVALID_JSON', async () => {
    const run = await newRun();
    await fs.writeFile(path.join(run.root, 'run-config.json'), '{"effective": ');
    await expectCode(run, args(run), 'INVALID_JSON', /^run-config\.json: /);
    await fs.rm(path.join(run.root, 'run-config.json'));
    await fs.writeFile(run.manifest, 'not json');
    await expectCode(run, args(run), 'INVALID_JSON', /^manifest\.json: /);
  });

  test('SCHEMA_VALIDATION_FAILED', async () => {
    const bad = await newRun({ manifest: { ...MANIFEST, run_id: 'has space' } });
    await expectCode(bad, args(bad), 'SCHEMA_VALIDATION_FAILED', 'manifest.json: run_id: must match ^[A-Za-z0-9_.-]{1,128}$');

    const map = urlMap() as { items: Array<Record<string, unknown>> };
    map.items[2].cid = 'cid_' + '0'.repeat(64);
    const cidRun = await newRun({ urlMap: map });
    await expectCode(cidRun, args(cidRun), 'SCHEMA_VALIDATION_FAILED', 'url-map.json: items[2].cid: does not match normalized_url');

    const map2 = urlMap() as { items: Array<Record<string, unknown>> };
    map2.items[1].normalized_url = 'https://news.example/a?session=abc123';
    const normRun = await newRun({ urlMap: map2 });
    await expectCode(normRun, args(normRun), 'SCHEMA_VALIDATION_FAILED', 'url-map.json: items[1].normalized_url: does not match the normalized url_original');

    const otherRun = await newRun({ urlMap: { ...(urlMap() as object), run_id: 'dr_other' } });
    await expectCode(otherRun, args(otherRun), 'SCHEMA_VALIDATION_FAILED', 'url-map.json: run_id: does not match manifest.json run_id');

    const dup = { ...FIXTURES, items: [...FIXTURES.items, { url: 'https://EXAMPLE.com/doc/#x', status: 'blocked' }] };
    const dupRun = await newRun({ fixtures: dup });
    await expectCode(dupRun, args(dupRun), 'SCHEMA_VALIDATION_FAILED', 'fixtures.json: items[4].url: same normalized URL as items[0]');

    const cidrRun = await newRun({ runConfig: { effective: { citations: { network: { allow_cidrs: ['10.0.0.0/99'] } } } } });
    await expectCode(cidrRun, args(cidrRun), 'SCHEMA_VALIDATION_FAILED', 'run-config.json: effective.citations.network.allow_cidrs[0]: not a CIDR range');
  });

  test('WRITE_FAILED: citations_path is a folder; it stays as it was', async () => {
    const run = await newRun();
    const target = path.join(run.root, 'citations', 'as-folder.jsonl');
    await fs.mkdir(target);
    await fs.writeFile(path.join(target, 'inside'), 'kept');
    let caught: unknown;
    try {
      await runValidate(args(run, { citations_path: target }));
    } catch (err) {
      caught = err;
    }
    expect((caught as CiteflowError).code).toBe('WRITE_FAILED');
    expect(await fs.readdir(target)).toEqual(['inside']);
    expect(await fs.readFile(path.join(target, 'inside'), 'utf8')).toBe('kept');
  });
});

describe('guards', () => {
  test('an online plan is refused by the offline batch (it would mark everything blocked)', async () => {
    const run = await newRun({ runConfig: { effective: { citations: { mode: 'online' } } } });
    const plan = await planValidation(args(run));
    expect(plan.mode).toBe('online');
    const { validateOfflineBatch } = await import('../../activities/validate');
    await expect(validateOfflineBatch(plan.plan_path, 0, 1, () => { throw new Error('unused'); })).rejects.toThrow('is an online plan');
  });
  test('a batch range outside the plan is refused', async () => {
    const run = await newRun();
    const plan = await planValidation(args(run));
    const { validateOfflineBatch } = await import('../../activities/validate');
    await expect(validateOfflineBatch(plan.plan_path, 5, 99, () => { throw new Error('unused'); })).rejects.toThrow(RangeError);
  });
  test('finalize refuses batches that do not cover the plan', async () => {
    const run = await newRun();
    const plan = await planValidation(args(run));
    const { validateOfflineBatch, finalizeCitations } = await import('../../activities/validate');
    const b = await validateOfflineBatch(plan.plan_path, 0, 3, () => { throw new Error('unused'); });
    await fs.writeFile(run.citations, 'EARLIER\n');
    await expect(finalizeCitations(plan.plan_path, [b.batch_path], { reason: 'x' })).rejects.toThrow('batches hold 3 records for 3 URLs; the plan has 7');
    expect(await fs.readFile(run.citations, 'utf8')).toBe('EARLIER\n');
  });
});

describe('the plan file is read a slice at a time', () => {
  const unused = () => {
    throw new Error('unused');
  };
  test('a batch parses only its own lines: a broken line elsewhere in the plan does not stop it', async () => {
    const run = await newRun();
    const plan = await planValidation(args(run));
    const lines = (await fs.readFile(plan.plan_path, 'utf8')).split('\n');
    expect(JSON.parse(lines[0])).toMatchObject({ schema_version: 'validation-plan.v2', url_count: 7 });
    lines[7] = '{"broken": '.padEnd(lines[7].length, ' '); // the 7th URL's line
    await fs.writeFile(plan.plan_path, lines.join('\n'));
    const { validateOfflineBatch } = await import('../../activities/validate');
    const first = await validateOfflineBatch(plan.plan_path, 0, 3, unused);
    expect((await fs.readFile(first.batch_path, 'utf8')).split('\n').filter(Boolean)).toHaveLength(3);
    await expect(validateOfflineBatch(plan.plan_path, 3, 7, unused)).rejects.toMatchObject({ code: 'INVALID_JSON' });
  });
  test('a plan written in the first format (one JSON document) is still validated the same', async () => {
    const run = await newRun();
    const plan = await planValidation(args(run));
    const { readPlanFile } = await import('../../activities/validate');
    const whole = await readPlanFile(plan.plan_path);
    await fs.writeFile(plan.plan_path, JSON.stringify({ schema_version: 'validation-plan.v1', ...whole }) + '\n');
    const { validateOfflineBatch, finalizeCitations } = await import('../../activities/validate');
    const { testClassifier } = await import('./validate-helpers');
    const batches = [await validateOfflineBatch(plan.plan_path, 0, 4, testClassifier), await validateOfflineBatch(plan.plan_path, 4, 7, testClassifier)];
    await finalizeCitations(plan.plan_path, batches.map((b) => b.batch_path), { reason: 'legacy plan' });
    expect(await fs.readFile(run.citations, 'utf8')).toBe(EXPECTED);
  });
  test('batches handed to finalize out of order give the same citations.jsonl', async () => {
    const run = await newRun();
    const plan = await planValidation(args(run));
    const { validateOfflineBatch, finalizeCitations } = await import('../../activities/validate');
    const { testClassifier } = await import('./validate-helpers');
    const a = await validateOfflineBatch(plan.plan_path, 0, 4, testClassifier);
    const b = await validateOfflineBatch(plan.plan_path, 4, 7, testClassifier);
    const result = await finalizeCitations(plan.plan_path, [b.batch_path, a.batch_path], { reason: 'reversed' });
    expect(result.validated).toBe(7);
    expect(await fs.readFile(run.citations, 'utf8')).toBe(EXPECTED);
  });
});
