/**
 * The run workflow's crash test, repeated for re-verification: in the middle of a
 * citeflow-reverify workflow the worker is killed with SIGKILL, then the Temporal server is
 * killed with SIGKILL and restarted on its database. The workflow finishes; every citation has
 * exactly one verification row from it; the library ends as an uninterrupted re-verification
 * leaves it.
 */
import { createServer, type Server } from 'node:http';
import { Client, Connection } from '@temporalio/client';
import { z } from 'zod';
import { openLibraryDb, type LibraryDb } from '../../activities/library/db';
import { listCitations, verificationsOf } from '../../activities/library/store';
import { libraryUrl } from '../../workers/library-server';
import type { ReverifyResult } from '../../workflows/reverify';
import { withOperatorConfig } from '../helpers/operator-config';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';
import { articlePage, filler } from '../web/pages';
import { requireBuild, runCli, startWorkerProcess, until, waitForExit, writeRunDir } from './helpers';

jest.setTimeout(300_000);

const N = 12;
let server: TestServer;
let web: Server;
let port: number;
let db: LibraryDb;

const quote = (i: number) => `Station ${i} recorded the coldest morning of the decade on the plateau`;

beforeAll(async () => {
  requireBuild();
  server = await startTestServer();
  web = createServer((req, res) => {
    const i = Number((req.url ?? '').replace(/\D/g, ''));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(articlePage({ title: `Weather station ${i}`, siteName: 'Crash News', body: `<p>${quote(i)}.</p><p>${filler(150)}</p>` }));
  });
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  port = (web.address() as { port: number }).port;
  db = await openLibraryDb(await libraryUrl(server.home, server.env, { waitMs: 120_000 }));
});

afterAll(async () => {
  await db?.close();
  await new Promise((r) => web?.close(r));
  await server?.stop();
  if (server) removeHome(server.home);
});

/** What a check decided, without when or by which workflow. */
function outcome(rows: Awaited<ReturnType<typeof verificationsOf>>) {
  return rows.map((r) => ({ cid: r.cid, status: r.status, http_status: r.http_status, content_hash: r.content_hash, quotes: [r.quotes_total, r.quotes_present], verdict: r.verification_status, affected: r.affected }));
}

async function rowsOf(workflowId: string): Promise<number> {
  const [r] = await db.rows('SELECT count(*)::int AS n FROM library_verifications WHERE workflow_id = $1', [workflowId], z.object({ n: z.number() }));
  return r.n;
}

test('SIGKILL of the worker, then of the server, mid-re-verification: no duplicate rows, the same library', async () => {
  // The operator allows loopback (CITEFLOW_OPERATOR_CONFIG); the runs' run-configs narrow it.
  const env = withOperatorConfig({ ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: 'crash-reverify' }, { allow_cidrs: ['127.0.0.0/8'] });
  const lines = Array.from({ length: N }, (_, i) => [`Claim ${i}: station ${i} was cold.`, '', `> "${quote(i)}" — [Weather station ${i}](http://crash.example:${port}/station/${i})`, '']).flat();
  const root = writeRunDir({
    run_id: 'dr_crash_rv',
    markdown: ['# Stations', '', ...lines].join('\n'),
    citations: { mode: 'online', network: { resolve: { 'crash.example': '127.0.0.1' }, allow_cidrs: ['127.0.0.0/8'] }, gate_c: { min_citable_share: 0, min_validated_claims: 0 }, min_grounded_claims: 0 },
  });
  const ran = await runCli(['run', root, '--json'], env, 180_000);
  expect([0, 2]).toContain(ran.code);

  const connection = await Connection.connect({ address: server.address });
  const client = new Client({ connection });
  const start = (workflowId: string) =>
    client.workflow.start('citeflowReverify', { workflowId, taskQueue: 'crash-reverify', args: [{ selector: { kind: 'run', run_id: 'dr_crash_rv' }, page_size: 2, pages_per_run: 2 }] });

  // The uninterrupted reference.
  let worker = startWorkerProcess(env);
  const reference = (await (await start('citeflow-reverify-reference')).result()) as ReverifyResult;
  expect(reference.checked).toBe(N);
  const libraryAfterReference = (await listCitations(db)).map((c) => ({ cid: c.cid, status: c.verification_status, last: c.last_status, hash: c.content_hash }));
  worker.kill('SIGTERM');
  await waitForExit(worker);

  // The same re-verification, crashed twice. Slow activities leave time to kill in the middle.
  const slow = { ...env, CITEFLOW_TEST_ACTIVITY_DELAY_MS: '700' };
  worker = startWorkerProcess(slow);
  const handle = await start('citeflow-reverify-crashed');
  await until('the first verification rows', async () => (await rowsOf(handle.workflowId)) >= 2, 120_000, 100);
  worker.kill('SIGKILL');
  await waitForExit(worker);
  const afterWorkerKill = await rowsOf(handle.workflowId);
  expect(afterWorkerKill).toBeLessThan(N);

  // No worker runs now, so the workflow is surely mid-way: kill the server too, restart it on its database.
  process.kill(server.pid, 'SIGKILL');
  await new Promise((r) => setTimeout(r, 500));
  server = await server.restart();
  worker = startWorkerProcess(slow);
  let result: ReverifyResult;
  const freshConnection = await Connection.connect({ address: server.address });
  try {
    result = (await new Client({ connection: freshConnection }).workflow.getHandle(handle.workflowId).result()) as ReverifyResult;
  } finally {
    worker.kill('SIGTERM');
    await waitForExit(worker);
    await freshConnection.close();
    await connection.close().catch(() => undefined);
  }

  expect(result).toMatchObject({ checked: N, verified: reference.verified, failed: reference.failed, by_status: reference.by_status });
  const crashedRows = await verificationsOf(db, { workflow_id: handle.workflowId });
  expect(crashedRows).toHaveLength(N);
  expect(new Set(crashedRows.map((r) => r.cid)).size).toBe(N);
  expect(outcome(crashedRows)).toEqual(outcome(await verificationsOf(db, { workflow_id: 'citeflow-reverify-reference' })));
  expect(crashedRows.every((r) => r.changed === false)).toBe(true); // same pages: nothing changed since the reference
  expect((await listCitations(db)).map((c) => ({ cid: c.cid, status: c.verification_status, last: c.last_status, hash: c.content_hash }))).toEqual(libraryAfterReference);
});
