/**
 * Starting the same run twice while it runs attaches to the running workflow; bad input gives
 * the contract's error code and leaves earlier outputs untouched.
 */
import { unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';
import { copyDemo, requireBuild, runCli, snapshotOutputs, startWorkerProcess, waitForExit } from './helpers';

jest.setTimeout(240000);

let server: TestServer;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  requireBuild();
  server = await startTestServer();
  env = { ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: 'attach' };
});

afterAll(async () => {
  await server?.stop();
  if (server) removeHome(server.home);
});

test('starting the same run twice while it runs attaches to the one running workflow', async () => {
  const runRoot = copyDemo('attach');
  const worker = startWorkerProcess({ ...env, CITEFLOW_TEST_ACTIVITY_DELAY_MS: '300' });
  const connection = await Connection.connect({ address: server.address });
  try {
    const first = await runCli(['run', runRoot, '--no-wait', '--no-local-worker', '--json'], env);
    const second = await runCli(['run', runRoot, '--no-wait', '--no-local-worker', '--json'], env);
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    const a = JSON.parse(first.stdout);
    const b = JSON.parse(second.stdout);
    expect(a.attached).toBe(false);
    expect(b.attached).toBe(true);
    expect(b.workflow_id).toBe(a.workflow_id);
    expect(b.execution_run_id).toBe(a.execution_run_id);
    const handle = new Client({ connection }).workflow.getHandle(a.workflow_id);
    const result = await handle.result();
    expect(result.outcome).toBe('report_written');
    // only one execution of that workflow id ever ran
    const executions = [];
    for await (const wf of new Client({ connection }).workflow.list({ query: `WorkflowId = '${a.workflow_id}'` })) executions.push(wf.runId);
    expect(executions).toEqual([a.execution_run_id]);
  } finally {
    worker.kill('SIGTERM');
    await waitForExit(worker);
    await connection.close();
  }
});

describe('bad input', () => {
  let runRoot: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    runRoot = copyDemo('bad-input');
    const ok = await runCli(['run', runRoot, '--json'], env);
    expect(ok.code).toBe(0);
    before = snapshotOutputs(runRoot);
  });

  test('a missing manifest is NOT_FOUND', async () => {
    const r = await runCli(['run', join(runRoot, 'no-such-dir'), '--json'], env);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).error.code).toBe('NOT_FOUND');
  });

  test('an unreadable manifest is INVALID_JSON and the earlier outputs are untouched', async () => {
    const broken = copyDemo('broken-json');
    const ok = await runCli(['run', broken, '--json'], env);
    expect(ok.code).toBe(0);
    const earlier = snapshotOutputs(broken);
    writeFileSync(join(broken, 'manifest.json'), '{ "schema_version": "manifest.v1", ');
    const r = await runCli(['run', broken, '--json'], env);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({ code: 'INVALID_JSON' });
    expect(JSON.parse(r.stdout).error.message).toMatch(/manifest\.json/);
    expect(snapshotOutputs(broken)).toEqual(earlier);
  });

  test('a missing artifact fails the run with NOT_FOUND (non-retryable) and the earlier outputs are untouched', async () => {
    const manifest = JSON.parse(require('node:fs').readFileSync(join(runRoot, 'manifest.json'), 'utf8'));
    unlinkSync(join(runRoot, manifest.artifacts[0].path));
    const r = await runCli(['run', runRoot, '--json'], env);
    expect(r.code).toBe(1);
    const error = JSON.parse(r.stdout).error;
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toContain(manifest.artifacts[0].path);
    expect(snapshotOutputs(runRoot)).toEqual(before);
  });
});
