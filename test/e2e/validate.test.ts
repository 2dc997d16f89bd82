/**
 * `citeflow validate` through the real command and a real Temporal server: every contract
 * error code with its JSON and exit code (the earlier citations.jsonl unchanged after each),
 * byte-identical reruns with a stable inputs_digest, and no token value anywhere — output
 * files, audit log, CLI output, or the workflow's history.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';
import { copyDemo, requireBuild, runCli, type CliResult } from './helpers';

jest.setTimeout(240000);

const TOKEN = 'demo-SECRET-7f3a9c'; // the access_token value inside examples/demo/wave-2/p1.md

let server: TestServer;
let env: NodeJS.ProcessEnv;
let runRoot: string;
let citationsPath: string;
let reference: string;
const cliOutputs: CliResult[] = [];

async function validate(args: string[]): Promise<{ code: number | null; json: Record<string, any> }> {
  const r = await runCli(['validate', ...args], env);
  cliOutputs.push(r);
  const lines = r.stdout.trim().split('\n');
  expect(lines).toHaveLength(1); // exactly one JSON object on stdout
  return { code: r.code, json: JSON.parse(lines[0]) };
}

function baseArgs(root = runRoot): string[] {
  return ['--manifest', join(root, 'manifest.json'), '--fixtures', join(root, 'fixtures.json'), '--reason', 'e2e test'];
}

beforeAll(async () => {
  requireBuild();
  server = await startTestServer();
  env = { ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: 'validate-e2e' };
  runRoot = copyDemo('validate');
  // Stages 1–2 (and everything else) first, so the run has its url-map.json.
  const run = await runCli(['run', runRoot, '--json'], env);
  cliOutputs.push(run);
  expect(run.code).toBe(0);
  citationsPath = join(runRoot, 'citations', 'citations.jsonl');
  reference = readFileSync(citationsPath, 'utf8');
});

afterAll(async () => {
  await server?.stop();
  if (server) removeHome(server.home);
});

describe('success', () => {
  test('twice on the same inputs: byte-identical citations.jsonl, same digest; a changed fixture changes the digest', async () => {
    const first = await validate(baseArgs());
    expect(first.code).toBe(0);
    expect(first.json).toEqual({
      ok: true,
      run_id: 'dr_20260213_wasm',
      citations_path: citationsPath,
      mode: 'offline',
      validated: reference.trim().split('\n').length,
      inputs_digest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
    expect(readFileSync(citationsPath, 'utf8')).toBe(reference);

    const second = await validate(baseArgs());
    expect(second.json.inputs_digest).toBe(first.json.inputs_digest);
    expect(readFileSync(citationsPath, 'utf8')).toBe(reference);

    const changed = copyDemo('validate-changed');
    expect((await runCli(['run', changed], env)).code).toBe(0);
    const fixtures = JSON.parse(readFileSync(join(changed, 'fixtures.json'), 'utf8'));
    fixtures.items[0].notes = `${fixtures.items[0].notes ?? ''} (edited)`;
    writeFileSync(join(changed, 'fixtures.json'), JSON.stringify(fixtures, null, 2));
    const third = await validate(baseArgs(changed));
    expect(third.code).toBe(0);
    expect(third.json.inputs_digest).not.toBe(first.json.inputs_digest);
  });

  test('the audit log gets a citations_validate line', () => {
    const lines = readFileSync(join(runRoot, 'logs', 'audit.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.some((l) => l.kind === 'citations_validate' && l.reason === 'e2e test')).toBe(true);
  });
});

/** A copy of the demo run whose run-config.json names no offline_fixtures (and a run id of its own). */
function runWithoutConfiguredFixtures(): string {
  const root = copyDemo('no-fixtures-config');
  const configPath = join(root, 'run-config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  delete config.effective.citations.offline_fixtures;
  writeFileSync(configPath, JSON.stringify(config));
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
  manifest.run_id = 'dr_no_fixtures_config';
  writeFileSync(join(root, 'manifest.json'), JSON.stringify(manifest));
  return root;
}

describe('for people: flags in messages, run-config fixtures, no workflow for a usage error', () => {
  test('a relative path names the flag and shows the absolute path meant (still INVALID_ARGS)', async () => {
    const r = await validate(['--manifest', 'some/run/manifest.json', '--reason', 'x']);
    expect(r.code).toBe(1);
    expect(r.json.error.code).toBe('INVALID_ARGS');
    const meant = join(process.cwd(), 'some', 'run', 'manifest.json');
    expect(r.json.error.message).toBe(`--manifest must be an absolute path, got "some/run/manifest.json"; did you mean --manifest ${meant}?`);
    expect(r.json.error.details).toMatchObject({ flag: '--manifest', absolute_path: meant });
  });

  test("offline without --fixtures uses run-config.json's offline_fixtures, like run: the same bytes as with --fixtures", async () => {
    const root = copyDemo('configured-fixtures');
    mkdirSync(join(root, 'citations'), { recursive: true });
    copyFileSync(join(runRoot, 'citations', 'url-map.json'), join(root, 'citations', 'url-map.json'));
    const r = await validate(['--manifest', join(root, 'manifest.json'), '--reason', 'e2e test']);
    expect(r.code).toBe(0);
    expect(r.json.ok).toBe(true);
    expect(readFileSync(join(root, 'citations', 'citations.jsonl'), 'utf8')).toBe(reference);
  });

  test('a usage error starts no workflow (nothing Failed is left behind for a typo)', async () => {
    const r = await validate(['--manifest', join(runWithoutConfiguredFixtures(), 'manifest.json'), '--reason', 'x']);
    expect(r.json.error.code).toBe('INVALID_ARGS');
    expect(r.json.error.message).toMatch(/--fixtures/);
    const connection = await Connection.connect({ address: server.address });
    try {
      const ids: string[] = [];
      for await (const wf of new Client({ connection }).workflow.list({ query: `WorkflowId = 'citeflow-validate-dr_no_fixtures_config'` })) ids.push(wf.workflowId);
      expect(ids).toEqual([]);
    } finally {
      await connection.close();
    }
  });
});

describe('every error code, and the earlier citations.jsonl is untouched', () => {
  afterEach(() => expect(readFileSync(citationsPath, 'utf8')).toBe(reference));

  test.each([
    ['a relative manifest path', () => ['--manifest', 'manifest.json', '--reason', 'x'], 'INVALID_ARGS'],
    ['an empty reason', () => ['--manifest', join(runRoot, 'manifest.json'), '--fixtures', join(runRoot, 'fixtures.json'), '--reason', ''], 'INVALID_ARGS'],
    ['offline mode without fixtures (none in run-config.json either)', () => ['--manifest', join(runWithoutConfiguredFixtures(), 'manifest.json'), '--reason', 'x'], 'INVALID_ARGS'],
    ['an unknown option', () => [...baseArgs(), '--frobnicate'], 'INVALID_ARGS'],
    ['a missing fixtures file', () => ['--manifest', join(runRoot, 'manifest.json'), '--fixtures', join(runRoot, 'nope.json'), '--reason', 'x'], 'NOT_FOUND'],
    ['a missing manifest', () => ['--manifest', join(runRoot, 'missing', 'manifest.json'), '--reason', 'x'], 'NOT_FOUND'],
  ])('%s → %s', async (_label, args, code) => {
    const r = await validate(args());
    expect(r.code).toBe(1);
    expect(r.json).toEqual({ ok: false, error: { code, message: expect.any(String), details: expect.any(Object) } });
  });

  test('an unreadable url-map is INVALID_JSON naming the file', async () => {
    const bad = join(runRoot, 'bad-url-map.json');
    writeFileSync(bad, '{"schema_version": "url-map.v1", "items": [');
    const r = await validate([...baseArgs(), '--url-map', bad]);
    expect(r.code).toBe(1);
    expect(r.json.error.code).toBe('INVALID_JSON');
    expect(r.json.error.message).toMatch(/url-map/);
  });

  test('a url-map whose cid does not match its URL is SCHEMA_VALIDATION_FAILED naming the field', async () => {
    const urlMap = JSON.parse(readFileSync(join(runRoot, 'citations', 'url-map.json'), 'utf8'));
    urlMap.items[2].cid = 'cid_' + '0'.repeat(64);
    const bad = join(runRoot, 'tampered-url-map.json');
    writeFileSync(bad, JSON.stringify(urlMap));
    const r = await validate([...baseArgs(), '--url-map', bad]);
    expect(r.code).toBe(1);
    expect(r.json.error.code).toBe('SCHEMA_VALIDATION_FAILED');
    expect(r.json.error.message).toMatch(/items\[2\]\.cid/);
  });

  test('an unwritable citations path is WRITE_FAILED', async () => {
    const blocker = join(runRoot, 'not-a-dir');
    writeFileSync(blocker, 'a file where a folder should be');
    const r = await validate([...baseArgs(), '--citations', join(blocker, 'citations.jsonl')]);
    expect(r.code).toBe(1);
    expect(r.json.error.code).toBe('WRITE_FAILED');
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('the token value never reaches an output file, the audit log, the CLI output or a workflow history', async () => {
  // The input artifact really carries it (otherwise this test could not fail).
  expect(readFileSync(join(runRoot, 'wave-2', 'p1.md'), 'utf8')).toContain(TOKEN);
  const outputs = [...filesUnder(join(runRoot, 'citations')), ...filesUnder(join(runRoot, 'report')), join(runRoot, 'logs', 'audit.jsonl')];
  expect(outputs.length).toBeGreaterThan(8);
  for (const file of outputs) expect({ file, leaked: readFileSync(file, 'utf8').includes(TOKEN) }).toEqual({ file, leaked: false });
  for (const r of cliOutputs) expect(r.stdout + r.stderr).not.toContain(TOKEN);
  for (const log of filesUnder(server.home).filter((f) => f.endsWith('.log') && existsSync(f))) {
    expect(readFileSync(log, 'utf8')).not.toContain(TOKEN);
  }

  const connection = await Connection.connect({ address: server.address });
  try {
    const client = new Client({ connection });
    for (const workflowId of ['citeflow-run-dr_20260213_wasm', 'citeflow-validate-dr_20260213_wasm']) {
      const history = historyToJSON(await client.workflow.getHandle(workflowId).fetchHistory());
      const decoded = Buffer.from(history).toString('utf8') + extractPayloadText(history);
      expect(decoded.length).toBeGreaterThan(1000);
      expect(decoded).not.toContain(TOKEN);
    }
  } finally {
    await connection.close();
  }
});

/** Payload data is base64 inside the history JSON: decode every `data` field to search it too. */
function extractPayloadText(historyJson: string): string {
  const out: string[] = [];
  JSON.parse(historyJson, (key, value) => {
    if (key === 'data' && typeof value === 'string') out.push(Buffer.from(value, 'base64').toString('utf8'));
    return value;
  });
  return out.join('\n');
}

