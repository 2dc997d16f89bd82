/**
 * The Temporal server process killed with SIGKILL in the middle of a run and restarted on the
 * same SQLite file: the run finishes with outputs byte-identical to an uninterrupted run.
 */
import { Client, Connection } from '@temporalio/client';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';
import { completedActivities, scheduledActivities } from './history';
import { copyDemo, requireBuild, runCli, snapshotOutputs, startWorkerProcess, until, waitForExit } from './helpers';

jest.setTimeout(300000);

let server: TestServer;

beforeAll(async () => {
  requireBuild();
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
  if (server) removeHome(server.home);
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('SIGKILL of the Temporal server mid-run, restart on the same database: the run ends byte-identical', async () => {
  const env = { ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: 'crash-server' };

  const reference = copyDemo('reference');
  const uninterrupted = await runCli(['run', reference, '--json'], env);
  expect(uninterrupted.code).toBe(0);
  const expected = snapshotOutputs(reference);
  const workflowId = `citeflow-run-${JSON.parse(uninterrupted.stdout).run_id}`;

  let connection = await Connection.connect({ address: server.address });
  const expectedSchedule = await scheduledActivities(new Client({ connection }).workflow.getHandle(workflowId));

  const crashed = copyDemo('crashed');
  const worker = startWorkerProcess({ ...env, CITEFLOW_TEST_ACTIVITY_DELAY_MS: '500' });
  try {
    const started = await runCli(['run', crashed, '--no-wait', '--no-local-worker', '--json'], env);
    expect(started.code).toBe(0);
    const handle = new Client({ connection }).workflow.getHandle(workflowId);
    await until('three completed activities', async () => (await completedActivities(handle)) >= 3, 90000);
    const before = await completedActivities(handle);
    await connection.close();

    process.kill(server.pid, 'SIGKILL');
    await until('the server process to die', async () => !isAlive(server.pid), 10000);
    server = await server.restart();

    connection = await Connection.connect({ address: server.address });
    const resumed = new Client({ connection }).workflow.getHandle(workflowId);
    expect(await completedActivities(resumed)).toBeGreaterThanOrEqual(before);
    const result = await resumed.result();
    expect(result.outcome).toBe('report_written');
    expect(snapshotOutputs(crashed)).toEqual(expected);
    expect(await scheduledActivities(resumed)).toEqual(expectedSchedule);
  } finally {
    worker.kill('SIGTERM');
    await waitForExit(worker);
    await connection.close();
  }
});
