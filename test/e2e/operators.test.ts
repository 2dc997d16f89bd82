/**
 * What operators see, through the real CLI on a real Temporal dev server:
 * - looking at a run never touches it: `status` runs no worker (so a machine that cannot see
 *   the run's files cannot fail it), `run --no-wait` neither; the run finishes when its worker comes;
 * - `status` of a finished run answers from the stored result, with verdict, rule and counts;
 * - a failing Gate C ends the workflow as Failed (type names the rule, message is the verdict),
 *   outputs still written, CLI exit 2; bad input leaves CiteflowStage = failed;
 * - a waiting `run` hosts no worker while another worker polls the task queue.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { ApplicationFailure, Client, Connection, WorkflowFailedError } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { CiteflowGateC, CiteflowStage } from '../../shared/search-attributes';
import { findTemporalBinary } from '../../workers/temporal-binary';
import { taskQueuePollers } from '../../cli/temporal';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';
import { copyDemo, requireBuild, runCli, setCitationsConfig, startWorkerProcess, waitForExit } from './helpers';

jest.setTimeout(300000);

const EventType = temporal.api.enums.v1.EventType;
const RUN_ID = 'dr_20260213_wasm';

let server: TestServer;
let connection: Connection;
let client: Client;

beforeAll(async () => {
  requireBuild();
  server = await startTestServer();
  connection = await Connection.connect({ address: server.address });
  client = new Client({ connection });
});

afterAll(async () => {
  await connection?.close();
  await server?.stop();
  if (server) removeHome(server.home);
});

function envFor(queue: string): NodeJS.ProcessEnv {
  return { ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: queue };
}

async function eventTypes(workflowId: string): Promise<number[]> {
  const history = await client.workflow.getHandle(workflowId).fetchHistory();
  return (history.events ?? []).map((e) => Number(e.eventType));
}

test('status from a process that cannot see the run directory never touches the run; it finishes when its worker comes', async () => {
  const env = envFor('ops-look');
  const root = copyDemo('look');
  // --no-wait without --no-local-worker: it must not host a worker either.
  const started = await runCli(['run', root, '--no-wait', '--json'], env);
  expect(started.code).toBe(0);
  const workflowId = JSON.parse(started.stdout).workflow_id;
  expect(started.stderr).toMatch(/No worker polls task queue "ops-look" yet/);

  // The files disappear from this machine's view: any worker here would fail the run with NOT_FOUND.
  const hidden = `${root}-elsewhere`;
  renameSync(root, hidden);
  try {
    for (const args of [['status', RUN_ID], ['status', RUN_ID, '--json'], ['status', workflowId], ['status', RUN_ID, '--no-local-worker']]) {
      const r = await runCli(args, env);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/RUNNING/);
      expect(r.stdout).not.toMatch(/INTERNAL/);
    }
    const json = JSON.parse((await runCli(['status', RUN_ID, '--json'], env)).stdout);
    expect(json).toMatchObject({ ok: true, workflow_id: workflowId, status: 'RUNNING', stage: 'starting' });
    // Nobody polled the queue, and the run's first workflow task was never even picked up.
    expect(await taskQueuePollers(client, 'default', 'ops-look')).toEqual([]);
    const events = await eventTypes(workflowId);
    expect(events).not.toContain(EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED);
    expect(events).not.toContain(EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED);
    expect((await client.workflow.getHandle(workflowId).describe()).status.name).toBe('RUNNING');
  } finally {
    renameSync(hidden, root);
  }

  // Its worker comes (on the machine that sees the files): the run ends as if nothing happened.
  const worker = startWorkerProcess(env);
  try {
    const result = await client.workflow.getHandle(workflowId).result();
    expect(result.outcome).toBe('report_written');
    expect(existsSync(join(root, 'report', 'report.md'))).toBe(true);
  } finally {
    worker.kill('SIGTERM');
    await waitForExit(worker);
  }
  const events = await eventTypes(workflowId);
  expect(events).not.toContain(EventType.EVENT_TYPE_WORKFLOW_TASK_TIMED_OUT);
  expect(events).not.toContain(EventType.EVENT_TYPE_ACTIVITY_TASK_TIMED_OUT);
  expect(events).not.toContain(EventType.EVENT_TYPE_ACTIVITY_TASK_FAILED);

  // A finished run: status answers from the stored result — by run id, workflow id or run directory.
  for (const target of [RUN_ID, workflowId, root]) {
    const r = await runCli(['status', target], env);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^citeflow-run-dr_20260213_wasm: COMPLETED · stage done · mode offline · 28\/28 URLs \(blocked 1, invalid 1, mismatch 2, paywalled 2, valid 22\) · Gate C pass · report written · 12 grounded claims$/m);
  }
  const done = JSON.parse((await runCli(['status', root, '--json'], env)).stdout);
  expect(done).toMatchObject({ status: 'COMPLETED', gate_c: 'pass', outcome: 'report_written', grounded: 12, rule: null, verdict: null, total: 28 });
});

test('status of a run that does not exist is NOT_FOUND (exit 1), never INTERNAL', async () => {
  const r = await runCli(['status', 'no_such_run', '--json'], envFor('ops-look'));
  expect(r.code).toBe(1);
  expect(JSON.parse(r.stdout).error.code).toBe('NOT_FOUND');
});

test('a failing Gate C fails the workflow: Failed in `temporal workflow list`, type names the rule, message is the verdict; outputs written; exit 2', async () => {
  const env = envFor('ops-fail');
  const root = copyDemo('gate-c-fails');
  setCitationsConfig(root, { gate_c: { min_citable_share: 0.9 } });
  const verdict = 'Gate C failed rule min_citable_share: 24 of 28 URLs citable (valid 22, paywalled 2); share 0.8571, at least 0.9 required';
  const r = await runCli(['run', root], env);
  expect(r.code).toBe(2);
  expect(r.stdout).toContain(`citeflow run ${RUN_ID}: ${verdict}`);
  expect(r.stdout).toContain('Gate C FAIL');
  const gate = JSON.parse(readFileSync(join(root, 'citations', 'gate-c.json'), 'utf8'));
  expect([gate.pass, gate.failed_rule]).toEqual([false, 'min_citable_share']);
  expect(existsSync(join(root, 'citations', 'citations.jsonl'))).toBe(true);

  const handle = client.workflow.getHandle(`citeflow-run-${RUN_ID}`);
  const description = await handle.describe();
  expect(description.status.name).toBe('FAILED');
  expect(description.typedSearchAttributes.get(CiteflowStage)).toBe('failed');
  expect(description.typedSearchAttributes.get(CiteflowGateC)).toBe('fail');
  const failure = await handle.result().then(
    () => null,
    (err) => err,
  );
  expect(failure).toBeInstanceOf(WorkflowFailedError);
  const cause = (failure as WorkflowFailedError).cause;
  expect(cause).toBeInstanceOf(ApplicationFailure);
  expect((cause as ApplicationFailure).type).toBe('GateCFailed.min_citable_share');
  expect((cause as ApplicationFailure).message).toBe(verdict);
  expect((cause as ApplicationFailure).nonRetryable).toBe(true);

  const listed = execFileSync(findTemporalBinary(), ['workflow', 'list', '--address', server.address, '--query', `WorkflowId = 'citeflow-run-${RUN_ID}'`], { encoding: 'utf8' });
  expect(listed).toMatch(/Failed\s+citeflow-run-dr_20260213_wasm\s+citeflowRun/);
  const failedView = execFileSync(findTemporalBinary(), ['workflow', 'list', '--address', server.address, '--query', `ExecutionStatus = 'Failed' AND CiteflowStage = 'failed'`], { encoding: 'utf8' });
  expect(failedView).toContain(`citeflow-run-${RUN_ID}`);

  const status = await runCli(['status', RUN_ID], env);
  expect(status.code).toBe(0);
  expect(status.stdout).toContain('FAILED · stage failed');
  expect(status.stdout).toContain('Gate C FAIL (rule min_citable_share)');
  expect(status.stdout).toContain(`verdict: ${verdict}`);
  const json = JSON.parse((await runCli(['status', RUN_ID, '--json'], env)).stdout);
  expect(json).toMatchObject({ status: 'FAILED', gate_c: 'fail', rule: 'min_citable_share', verdict, outcome: 'gate_c_failed', grounded: 0 });

  // The same run passing again (default thresholds) is Completed.
  setCitationsConfig(root, { gate_c: {} });
  const again = await runCli(['run', root], env);
  expect(again.code).toBe(0);
  const listedAgain = execFileSync(findTemporalBinary(), ['workflow', 'list', '--address', server.address, '--query', `WorkflowId = 'citeflow-run-${RUN_ID}'`], { encoding: 'utf8' });
  expect(listedAgain).toMatch(/Completed\s+citeflow-run-dr_20260213_wasm/);
});

test('a run that fails on bad input ends with CiteflowStage = failed', async () => {
  const env = envFor('ops-bad');
  const root = copyDemo('bad-input');
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
  manifest.run_id = 'dr_bad_input';
  manifest.artifacts[0].path = 'wave-1/missing.md';
  require('node:fs').writeFileSync(join(root, 'manifest.json'), JSON.stringify(manifest));
  const r = await runCli(['run', root, '--json'], env);
  expect(r.code).toBe(1);
  expect(JSON.parse(r.stdout).error.code).toBe('NOT_FOUND');
  const description = await client.workflow.getHandle('citeflow-run-dr_bad_input').describe();
  expect(description.status.name).toBe('FAILED');
  expect(description.typedSearchAttributes.get(CiteflowStage)).toBe('failed');
  const status = await runCli(['status', 'dr_bad_input'], env);
  expect(status.stdout).toMatch(/FAILED · stage failed/);
  expect(status.stdout).toMatch(/error: NOT_FOUND: .*missing\.md/);
});

test('a waiting run hosts no worker of its own while another worker polls the task queue', async () => {
  const env = envFor('ops-shared');
  const worker = startWorkerProcess(env);
  try {
    // wait until the worker polls
    const deadline = Date.now() + 60000;
    while ((await taskQueuePollers(client, 'default', 'ops-shared')).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 300));
    const root = copyDemo('shared');
    const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
    manifest.run_id = 'dr_shared_worker';
    require('node:fs').writeFileSync(join(root, 'manifest.json'), JSON.stringify(manifest));
    const r = await runCli(['run', root, '--json'], env);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/A worker already polls task queue "ops-shared" \(\d+@[^)]+\); this command does not start its own\./);
    // every activity of that run was done by the `citeflow worker` process
    const history = await client.workflow.getHandle('citeflow-run-dr_shared_worker').fetchHistory();
    const identities = new Set(
      (history.events ?? []).filter((e) => e.activityTaskStartedEventAttributes).map((e) => e.activityTaskStartedEventAttributes!.identity),
    );
    expect([...identities]).toEqual([`${worker.pid}@${require('node:os').hostname()}`]);
  } finally {
    worker.kill('SIGTERM');
    await waitForExit(worker);
  }
});

/** `citeflow run` in a child process we can send signals to. */
function spawnRun(args: string[], env: NodeJS.ProcessEnv) {
  const { spawn } = require('node:child_process') as typeof import('node:child_process');
  const { CLI } = require('./helpers') as typeof import('./helpers');
  const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { stdout: '', stderr: '' };
  child.stdout!.on('data', (d) => (out.stdout += d));
  child.stderr!.on('data', (d) => (out.stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const waitFor = async (re: RegExp, ms = 120000) => {
    const deadline = Date.now() + ms;
    while (!re.test(out.stderr)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${re} in: ${out.stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, out, exited, waitFor };
}

function withRunId(root: string, runId: string): void {
  const fs = require('node:fs') as typeof import('node:fs');
  const manifest = JSON.parse(fs.readFileSync(join(root, 'manifest.json'), 'utf8'));
  manifest.run_id = runId;
  fs.writeFileSync(join(root, 'manifest.json'), JSON.stringify(manifest));
}

test('Ctrl-C during run: says the run goes on and how to re-attach; a second Ctrl-C exits 130 at once; the run finishes later', async () => {
  const env = envFor('ops-ctrl-c');
  const root = copyDemo('ctrl-c');
  withRunId(root, 'dr_ctrl_c');
  // A slow in-process worker, so the run is mid-way when Ctrl-C comes.
  const run = spawnRun(['run', root], { ...env, CITEFLOW_TEST_ACTIVITY_DELAY_MS: '2000' });
  await run.waitFor(/Stage 1/);
  run.child.kill('SIGINT');
  await run.waitFor(/Press Ctrl-C again to exit now/);
  expect(run.out.stderr).toContain('Interrupted. The run goes on in Temporal: workflow citeflow-run-dr_ctrl_c is not cancelled.');
  expect(run.out.stderr).toContain(`Re-attach and wait for it: citeflow run ${root}`);
  expect(run.out.stderr).toContain('citeflow status dr_ctrl_c');
  run.child.kill('SIGINT');
  expect(await run.exited).toBe(130);
  expect(run.out.stderr).toContain('citeflow: interrupted again: exiting now (130). The run goes on in Temporal.');

  const handle = client.workflow.getHandle('citeflow-run-dr_ctrl_c');
  expect((await handle.describe()).status.name).toBe('RUNNING');
  // Re-attaching as the message says finishes the run.
  const again = await runCli(['run', root], env);
  expect(again.stderr).toContain('Attached to the running workflow citeflow-run-dr_ctrl_c');
  expect(again.code).toBe(0);
  expect((await handle.result()).outcome).toBe('report_written');
});

test('Ctrl-C while waiting without a worker of its own: one Ctrl-C stops waiting (130) with the same message', async () => {
  const env = envFor('ops-ctrl-c-2');
  const root = copyDemo('ctrl-c-2');
  withRunId(root, 'dr_ctrl_c_2');
  const run = spawnRun(['run', root, '--no-local-worker'], env);
  await run.waitFor(/Started workflow citeflow-run-dr_ctrl_c_2/);
  run.child.kill('SIGINT');
  expect(await run.exited).toBe(130);
  expect(run.out.stderr).toContain('Interrupted. The run goes on in Temporal');
  expect(run.out.stderr).toContain('citeflow: stopped waiting (130). The run goes on in Temporal.');
  await client.workflow.getHandle('citeflow-run-dr_ctrl_c_2').terminate('test over');
});

describe('for CI: result formats, several runs in one call, --dump, include/exclude', () => {
  const { mkdtempSync } = require('node:fs') as typeof import('node:fs');
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const { validateXML } = require('xmllint-wasm') as typeof import('xmllint-wasm');
  const XSD = readFileSync(join(__dirname, '..', 'junit', 'junit.xsd'), 'utf8');
  const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

  test('run A B --format junit --output FILE --quiet: one JUnit document valid against the schema, a case per URL and per claim; worst exit code wins', async () => {
    const env = envFor('ops-formats');
    const failing = copyDemo('formats-fail');
    withRunId(failing, 'dr_formats_fail');
    setCitationsConfig(failing, { gate_c: { min_citable_share: 0.9 } });
    const passing = copyDemo('formats-pass');
    withRunId(passing, 'dr_formats_pass');
    const out = join(mkdtempSync(join(tmpdir(), 'citeflow-junit-')), 'citeflow.xml');
    const r = await runCli(['run', failing, passing, '--format', 'junit', '--output', out, '--quiet'], env);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toContain('Started workflow');
    const xml = readFileSync(out, 'utf8');
    const validation = await validateXML({ xml: [{ fileName: 'citeflow.xml', contents: xml }], schema: [{ fileName: 'junit.xsd', contents: XSD }] });
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);

    // per run: Gate C + Stage 4 + 28 URLs + 21 claims
    expect(count(xml, /<testsuite /g)).toBe(6);
    expect(count(xml, /<testcase /g)).toBe(2 * (2 + 28 + 21));
    expect(count(xml, /classname="citeflow\.dr_formats_pass\.urls"/g)).toBe(28);
    expect(count(xml, /classname="citeflow\.dr_formats_fail\.claims"/g)).toBe(21);
    // failing URL statuses are failures with their notes; valid and paywalled pass
    expect(count(xml, /<failure message="(invalid|mismatch|blocked)/g)).toBe(2 * 4);
    expect(count(xml, /<failure message="[^"]*" type="paywalled"/g)).toBe(0);
    expect(xml).toContain('<failure message="Gate C failed rule min_citable_share: 24 of 28 URLs citable');
    // the passing run: 12 claims grounded, 9 rejected (failures); the failing run: all 21 rejected
    const passSuite = xml.slice(xml.indexOf('name="citeflow dr_formats_pass · claims"'));
    expect(count(passSuite.slice(0, passSuite.indexOf('</testsuite>')), /<failure /g)).toBe(9);
    expect(xml).toMatch(/<testsuites name="citeflow" tests="102" failures="\d+" errors="0" time="0">/);
    const failures = Number(/<testsuites [^>]*failures="(\d+)"/.exec(xml)![1]);
    expect(failures).toBe(1 + 4 + 21 + (4 + 9));

    // a document the schema rejects is caught (the check can fail)
    const broken = await validateXML({ xml: [{ fileName: 'x.xml', contents: xml.replace(/(<testsuite name="[^"]*") tests="\d+"/, '$1') }], schema: [{ fileName: 'junit.xsd', contents: XSD }] });
    expect(broken.valid).toBe(false);
  });

  test('--format markdown: a summary table, failing URLs, paywalled sources, rejected claims; --format json: every URL and claim', async () => {
    const env = envFor('ops-formats');
    const root = copyDemo('formats-md');
    withRunId(root, 'dr_formats_md');
    const md = await runCli(['run', root, '--format', 'markdown', '--no-progress'], env);
    expect(md.code).toBe(0);
    expect(md.stderr).not.toMatch(/… Stage/);
    expect(md.stdout).toContain('## citeflow run `dr_formats_md`: ✅ report written');
    expect(md.stdout).toContain('| URLs | 28 (blocked 1, invalid 1, mismatch 2, paywalled 2, valid 22) |');
    expect(md.stdout).toContain('| Gate C | pass |');
    expect(md.stdout).toContain('| Grounded claims | 12 |');
    expect(md.stdout).toContain('### URLs that failed (4)');
    expect(md.stdout).toContain('### Paywalled: cite with caution (2)');
    expect(md.stdout).toContain('### Claims kept out of the report (9)');
    const json = await runCli(['run', root, '--format', 'json'], env);
    const parsed = JSON.parse(json.stdout);
    expect([parsed.ok, parsed.urls.length, parsed.claims.length, parsed.claims.filter((c: { grounded: boolean }) => c.grounded).length]).toEqual([true, 28, 21, 12]);
    expect(json.stdout).not.toContain('demo-SECRET-7f3a9c');
  });

  test('--dump lists the normalized, redacted URLs without Temporal or fetching; --exclude (command line or run-config) leaves URLs out of the run', async () => {
    const root = copyDemo('dump');
    withRunId(root, 'dr_dump');
    // no Temporal at all: an address where nothing answers
    const offline = { ...process.env, CITEFLOW_HOME: server.home, TEMPORAL_ADDRESS: '127.0.0.1:1' };
    const all = await runCli(['run', root, '--dump'], offline, 60000);
    expect(all.code).toBe(0);
    const urls = all.stdout.trim().split('\n');
    expect(urls).toHaveLength(28);
    expect(all.stdout).not.toContain('demo-SECRET-7f3a9c');
    expect(urls.some((u) => u.includes('=REDACTED'))).toBe(true);
    const withoutMdn = await runCli(['run', root, '--dump', '--exclude', '^https://developer\\.mozilla\\.org/'], offline, 60000);
    expect(withoutMdn.stdout.trim().split('\n')).toEqual(urls.filter((u) => !u.startsWith('https://developer.mozilla.org/')));
    expect(withoutMdn.stderr).toMatch(/\(\d+ URLs? excluded by include\/exclude\)/);
    const bad = await runCli(['run', root, '--dump', '--include', '('], offline, 60000);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^citeflow: INVALID_ARGS: --include\[0\]: not a valid regular expression/);

    // A real run with run-config's exclude list: those URLs are not checked, not in url-map or citations.
    const env = envFor('ops-formats');
    setCitationsConfig(root, { urls: { exclude: ['^https://developer\\.mozilla\\.org/'] }, gate_c: { min_sources: 1 } });
    const excludedCount = urls.length - withoutMdn.stdout.trim().split('\n').length;
    expect(excludedCount).toBeGreaterThan(0);
    const run = await runCli(['run', root, '--json'], env);
    expect([0, 2]).toContain(run.code);
    const citations = readFileSync(join(root, 'citations', 'citations.jsonl'), 'utf8');
    expect(citations).not.toContain('developer.mozilla.org');
    expect(citations.trim().split('\n')).toHaveLength(urls.length - excludedCount);
  });
});
