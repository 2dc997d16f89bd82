/** The citeflow worker: every workflow in workflows/ and every activity in activities/, on one task queue. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NativeConnection, Worker, type ActivityInboundCallsInterceptor } from '@temporalio/worker';
import { createActivities } from '../activities';
import { fetchSettingsFromEnv, type FetchSettings } from '../activities/fetch';
import { configureFetching } from '../activities/validate-online';

export type CiteflowWorkerOptions = {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  /**
   * Test hook (CITEFLOW_TEST_ACTIVITY_DELAY_MS): wait this long before every activity, so crash
   * tests can kill a process in the middle of a run. Changes timing only, never outputs.
   */
  activityDelayMs?: number;
  maxConcurrentActivities?: number;
  /**
   * What this worker allows for online fetching: concurrency overall / per host / per-host
   * interval, DNS, page-analysis threads (activities/fetch/worker-settings.ts). Default: from
   * the environment (CITEFLOW_FETCH_CONCURRENCY, …), else the measured defaults.
   */
  fetchSettings?: FetchSettings;
};

/** Compiled code uses the bundle `npm run build` made; TypeScript sources (jest) bundle on the fly. */
function workflowSource(): { workflowBundle: { codePath: string } } | { workflowsPath: string } {
  const bundle = join(__dirname, '..', 'workflow-bundle.js');
  if (__filename.endsWith('.js') && existsSync(bundle)) return { workflowBundle: { codePath: bundle } };
  return { workflowsPath: require.resolve('../workflows') };
}

function delayInterceptor(ms: number): ActivityInboundCallsInterceptor {
  return {
    async execute(input, next) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return next(input);
    },
  };
}

export async function createCiteflowWorker(opts: CiteflowWorkerOptions): Promise<Worker> {
  // Read (and checked) at start-up, so a bad CITEFLOW_FETCH_* value stops the worker with a clear message.
  configureFetching(opts.fetchSettings ?? fetchSettingsFromEnv(process.env));
  const delay = opts.activityDelayMs ?? Number(process.env.CITEFLOW_TEST_ACTIVITY_DELAY_MS ?? 0);
  return Worker.create({
    connection: opts.connection,
    namespace: opts.namespace,
    taskQueue: opts.taskQueue,
    ...workflowSource(),
    activities: createActivities(),
    maxConcurrentActivityTaskExecutions: opts.maxConcurrentActivities ?? 16,
    interceptors: delay > 0 ? { activity: [() => ({ inbound: delayInterceptor(delay) })] } : undefined,
  });
}
