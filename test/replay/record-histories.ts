/**
 * Records the histories the replay test replays: runs the demo (and the validate workflow) on a
 * fresh dev server and saves each workflow's history as JSON. Run it after an intended change
 * to a workflow's logic (`npm run record-histories`), and commit the new files beside the old:
 * old histories must keep replaying (use `patched()` for changes to running workflows).
 * Naming files (`… record-histories.js reverify-demo.json`) records only those, so a new
 * workflow's history is added without re-recording the others.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { copyDemo, ROOT, runCli, setCitationsConfig } from '../e2e/helpers';
import { removeHome, startTestServer } from '../helpers/temporal-server';

async function main(): Promise<void> {
  const server = await startTestServer();
  const env = { ...server.env, TEMPORAL_ADDRESS: server.address };
  const connection = await Connection.connect({ address: server.address });
  try {
    const runRoot = copyDemo('record');
    const run = await runCli(['run', runRoot, '--json'], env);
    if (run.code !== 0) throw new Error(`demo run failed: ${run.stderr}`);
    const runId = JSON.parse(run.stdout).run_id as string;
    const targets: Array<[string, string]> = [
      [`citeflow-run-${runId}`, 'run-demo.json'],
      // The same run since it ends with the library ingest (patched 'library-ingest').
      [`citeflow-run-${runId}`, 'run-demo-library.json'],
    ];

    const validate = await runCli(
      ['validate', '--manifest', join(runRoot, 'manifest.json'), '--fixtures', join(runRoot, 'fixtures.json'), '--reason', 'record replay history'],
      env,
    );
    if (validate.code === 0) targets.push([`citeflow-validate-${runId}`, 'validate-demo.json']);
    else process.stderr.write(`(validate not recorded: ${validate.stdout || validate.stderr})\n`);

    // Patched behaviour (citeflow-ops-visibility): memo, current details, a failing Gate C that
    // fails the workflow (GateCFailed.<rule>) — a passing and a failing run.
    targets.push([`citeflow-run-${runId}`, 'run-demo-ops-visibility.json']);
    // Patched behaviour (spread-batch-lanes): Stage 3's lanes take the plan's ranges spread out.
    targets.push([`citeflow-run-${runId}`, 'run-demo-spread-lanes.json']);
    // Patched behaviour (ingest-beside-gate-c): the library ingest starts after the claim checks
    // and runs beside Gate C and Stage 4 — a passing and a failing run.
    targets.push([`citeflow-run-${runId}`, 'run-demo-ingest-beside-gate-c.json']);
    const failing = copyDemo('record-gate-c');
    const manifestPath = join(failing, 'manifest.json');
    const manifest = JSON.parse(require('node:fs').readFileSync(manifestPath, 'utf8'));
    manifest.run_id = `${runId}_gate_c`;
    writeFileSync(manifestPath, JSON.stringify(manifest));
    setCitationsConfig(failing, { gate_c: { min_citable_share: 0.9 } });
    const failed = await runCli(['run', failing, '--json'], env);
    if (failed.code !== 2) throw new Error(`the Gate C run should end with exit 2: ${failed.stdout}${failed.stderr}`);
    targets.push([`citeflow-run-${manifest.run_id}`, 'run-gate-c-failed.json']);
    targets.push([`citeflow-run-${manifest.run_id}`, 'run-gate-c-failed-ingest-beside.json']);

    // A re-verification of the demo's citations (its URLs are not served here: they fail, which is fine for replay).
    const reverify = await runCli(['reverify', runId, '--json'], env, 300000);
    if (reverify.code === 0) targets.push([JSON.parse(reverify.stdout).workflow_id, 'reverify-demo.json']);
    else process.stderr.write(`(reverify not recorded: ${reverify.stdout || reverify.stderr})\n`);

    const only = process.argv.slice(2);
    const client = new Client({ connection });
    for (const [workflowId, file] of targets) {
      if (only.length && !only.includes(file)) continue;
      // Histories already recorded stay as they are (they stand for runs started by older code).
      if (!only.length && existsSync(join(ROOT, 'test', 'replay', 'histories', file)) && !process.env.CITEFLOW_RECORD_OVERWRITE) {
        process.stdout.write(`kept test/replay/histories/${file} (already recorded)\n`);
        continue;
      }
      const history = await client.workflow.getHandle(workflowId).fetchHistory();
      writeFileSync(join(ROOT, 'test', 'replay', 'histories', file), historyToJSON(history) + '\n');
      process.stdout.write(`recorded ${workflowId} → test/replay/histories/${file} (${history.events?.length} events)\n`);
    }
  } finally {
    await connection.close();
    await server.stop();
    removeHome(server.home);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
