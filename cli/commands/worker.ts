/** `citeflow worker`: a long-running worker (all workflows and activities) for a Temporal cluster. */
import type { Command } from 'commander';
import { readSettings } from '../../workers/settings';
import { loadOperatorSettings, type OperatorSettings } from '../../activities/operator-config';
import { printError, toErrorShape } from '../failures';
import { connectTemporal } from '../temporal';

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description('run a long-lived citeflow worker on TEMPORAL_ADDRESS (or the embedded dev server) until SIGINT/SIGTERM')
    .option('--max-concurrent-activities <n>', 'activity tasks this worker runs at once', (v) => Number(v), 16)
    .addHelpText('after', '\nOperator settings (service endpoints, token variables, extra allowed ranges) come from the operator-config.v1 file named by CITEFLOW_OPERATOR_CONFIG (docs/security.md); run directories may only narrow them.')
    .action(async (o: { maxConcurrentActivities: number }) => {
      // The operator's settings (CITEFLOW_OPERATOR_CONFIG) are checked now: a bad file stops the worker, not a run later.
      let operator: OperatorSettings;
      try {
        operator = loadOperatorSettings();
      } catch (err) {
        printError(toErrorShape(err), false);
        process.exitCode = 1;
        return;
      }
      // Reach (or start) the server the same way every command does, then run a worker on it.
      const session = await connectTemporal({ localWorker: false });
      const settings = session.settings.explicitAddress ? readSettings() : session.settings;
      await session.close();
      // The SDK's worker (and its native bridge) loads only here, so other commands start fast.
      const [{ NativeConnection }, { createCiteflowWorker }] = await Promise.all([import('@temporalio/worker'), import('../../workers/worker')]);
      const connection = await NativeConnection.connect({ address: settings.address });
      const worker = await createCiteflowWorker({
        connection,
        namespace: settings.namespace,
        taskQueue: settings.taskQueue,
        maxConcurrentActivities: o.maxConcurrentActivities,
      });
      process.stderr.write(`citeflow worker: polling task queue "${settings.taskQueue}" on ${settings.address} (namespace ${settings.namespace})\n`);
      process.stderr.write(`citeflow worker: operator config ${operator.source ?? '(none: no extra ranges, default ladder endpoints)'}${operator.allow_http_service_endpoints ? ' — TEST MODE: plain http service endpoints allowed' : ''}\n`);
      await worker.run(); // the SDK shuts down gracefully on SIGINT/SIGTERM
      const { closeSharedBrowserPool } = await import('../../activities/browser/shared');
      await closeSharedBrowserPool(); // the browser rung's Chromium processes
      await connection.close();
    });
}
