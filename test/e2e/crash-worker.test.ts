/**
 * A worker process killed with SIGKILL in the middle of a run: a new worker finishes the run
 * from where it was (no completed step runs again) with outputs byte-identical to an
 * uninterrupted run.
 */
import { Client, Connection } from '@temporalio/client';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';
import { completedActivities, scheduledActivities } from './history';
import { copyDemo, requireBuild, runCli, snapshotOutputs, startWorkerProcess, until, waitForExit } from './helpers';

jest.setTimeout(240000);

let server: TestServer;
let connection: Connection;

beforeAll(async () => {
  requireBuild();
  server = await startTestServer();
  connection = await Connection.connect({ address: server.address });
});

afterAll(async () => {
  await connection?.close();
  await server?.stop();
  if (server) removeHome(server.home);
});

test('SIGKILL of the worker mid-run: the run resumes and ends byte-identical', async () => {
  const env = { ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: 'crash-worker' };
  const client = new Client({ connection });

  const reference = copyDemo('reference');
  const uninterrupted = await runCli(['run', reference, '--json'], env);
  expect(uninterrupted.stderr).not.toMatch(/INTERNAL/);
  expect(uninterrupted.code).toBe(0);
  const expected = snapshotOutputs(reference);
  expect(Object.keys(expected).sort()).toEqual(
    expect.arrayContaining(['citations/citations.jsonl', 'citations/gate-c.json', 'citations/url-map.json', 'report/report.md']),
  );
  const workflowId = `citeflow-run-${JSON.parse(uninterrupted.stdout).run_id}`;
  const expectedSchedule = await scheduledActivities(client.workflow.getHandle(workflowId));

  const crashed = copyDemo('crashed');
  const slowWorker = startWorkerProcess({ ...env, CITEFLOW_TEST_ACTIVITY_DELAY_MS: '500' });
  const started = await runCli(['run', crashed, '--no-wait', '--no-local-worker', '--json'], env);
  expect(started.code).toBe(0);
  const handle = client.workflow.getHandle(workflowId);
  await until('three completed activities', async () => (await completedActivities(handle)) >= 3, 90000);
  slowWorker.kill('SIGKILL');
  await waitForExit(slowWorker);
  expect((await handle.describe()).status.name).toBe('RUNNING');
  expect(await completedActivities(handle)).toBeLessThan(Object.values(expectedSchedule).reduce((a, b) => a + b, 0));

  const freshWorker = startWorkerProcess(env);
  try {
    const result = await handle.result();
    expect(result.outcome).toBe('report_written');
  } finally {
    freshWorker.kill('SIGTERM');
    await waitForExit(freshWorker);
  }
  expect(snapshotOutputs(crashed)).toEqual(expected);
  // Resumed, not restarted: every step was scheduled exactly as often as in the uninterrupted run.
  expect(await scheduledActivities(handle)).toEqual(expectedSchedule);
});
