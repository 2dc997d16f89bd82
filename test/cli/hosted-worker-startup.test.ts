/**
 * The worker's start-up (workers/worker.ts), what a faster start-up must keep: a bad
 * CITEFLOW_FETCH_* value stops it before its workflow thread starts, nothing polls the task queue
 * before `run()`, and an activity's contract error reaches the workflow with its code. A real
 * Temporal dev server; no mocks.
 */
import { Client, Connection, WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { NativeConnection } from '@temporalio/worker';
import { taskQueuePollers } from '../../cli/temporal';
import { installRuntimeLogging } from '../../workers/runtime';
import { createCiteflowWorker } from '../../workers/worker';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';

jest.setTimeout(180_000);

test('a bad CITEFLOW_FETCH_* value stops the worker before its workflow thread starts', async () => {
  let threads = 0;
  const onThread = () => threads++;
  process.on('worker', onThread);
  const saved = process.env.CITEFLOW_FETCH_PER_HOST;
  process.env.CITEFLOW_FETCH_PER_HOST = 'lots';
  try {
    await expect(createCiteflowWorker({ connection: undefined as unknown as NativeConnection, namespace: 'default', taskQueue: 'never-used' })).rejects.toThrow(
      /CITEFLOW_FETCH_PER_HOST must be an integer/,
    );
    expect(threads).toBe(0);
  } finally {
    process.off('worker', onThread);
    if (saved === undefined) delete process.env.CITEFLOW_FETCH_PER_HOST;
    else process.env.CITEFLOW_FETCH_PER_HOST = saved;
  }
});

describe('against a dev server', () => {
  let server: TestServer;
  let native: NativeConnection;
  let connection: Connection;

  beforeAll(async () => {
    installRuntimeLogging(null);
    server = await startTestServer();
    native = await NativeConnection.connect({ address: server.address });
    connection = await Connection.connect({ address: server.address });
  });

  afterAll(async () => {
    await native?.close();
    await connection?.close();
    await server?.stop();
    if (server) removeHome(server.home);
  });

  test('created, it does not poll; running, its activities answer (a contract error keeps its code)', async () => {
    const taskQueue = `startup-${process.pid}`;
    const client = new Client({ connection, namespace: 'default' });
    const worker = await createCiteflowWorker({ connection: native, namespace: 'default', taskQueue });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await taskQueuePollers(client, 'default', taskQueue)).toEqual([]);

    const missing = `/nonexistent-citeflow-run-${process.pid}`;
    const failure = await worker.runUntil(async () => {
      // The same look sees a worker once it polls (so the empty list above means: not polling).
      let seen: string[] = [];
      for (let i = 0; i < 40 && seen.length < 2; i++) {
        seen = [...new Set((await taskQueuePollers(client, 'default', taskQueue)).map((p) => p.type))];
        if (seen.length < 2) await new Promise((r) => setTimeout(r, 250));
      }
      expect(seen.sort()).toEqual(['activity', 'workflow']);
      const handle = await client.workflow.start('citeflowRun', { workflowId: `startup-${process.pid}`, taskQueue, args: [{ run_root: missing, run_id: 'startup' }] });
      return handle.result().then(
        () => null,
        (err: unknown) => err,
      );
    });
    expect(failure).toBeInstanceOf(WorkflowFailedError);
    const cause = (failure as WorkflowFailedError).cause;
    const app = cause instanceof ApplicationFailure ? cause : (cause as { cause?: unknown })?.cause;
    expect(app).toBeInstanceOf(ApplicationFailure);
    expect(app).toMatchObject({ type: 'NOT_FOUND', nonRetryable: true });
    expect((app as ApplicationFailure).message).toMatch(/run directory not found/);
  });
});
