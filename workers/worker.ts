/** The citeflow worker: every workflow in workflows/ and every activity in activities/, on one task queue. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NativeConnection, Worker, type ActivityInboundCallsInterceptor } from '@temporalio/worker';
import type { Activities } from '../activities';
import { ACTIVITY_NAMES } from '../activities/names';
import { fetchSettingsFromEnv, type FetchSettings } from '../activities/fetch/worker-settings';

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

/**
 * The activities, each a stand-in that calls the real one once `load()` has required the
 * activity modules (~0.4 s of module loading). Worker.create only needs their names; so the
 * modules load while the workflow thread Worker.create starts loads the workflow bundle (its
 * ~0.4 s run on the other core), not before it (docs/performance.md, "Stop 13").
 */
function deferredActivities(): { activities: Activities; load(): Activities } {
  let real: Activities | undefined;
  const load = (): Activities => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    real ??= (require('../activities') as typeof import('../activities')).createActivities();
    return real;
  };
  const activities = Object.fromEntries(
    ACTIVITY_NAMES.map((name) => [name, (...args: unknown[]) => (load()[name] as (...a: unknown[]) => Promise<unknown>)(...args)]),
  ) as Activities;
  return { activities, load };
}

/** Resolves when this process starts its next worker thread (Worker.create's workflow thread), or when `settled` settles. */
function nextThreadOrSettled(settled: Promise<unknown>): Promise<void> {
  return new Promise<void>((resolve) => {
    const onThread = () => resolve();
    process.once('worker', onThread);
    const done = () => {
      process.off('worker', onThread);
      resolve();
    };
    settled.then(done, done);
  });
}

export async function createCiteflowWorker(opts: CiteflowWorkerOptions): Promise<Worker> {
  // Read (and checked) at start-up, so a bad CITEFLOW_FETCH_* value stops the worker with a clear message.
  const fetchSettings = opts.fetchSettings ?? fetchSettingsFromEnv(process.env);
  const delay = opts.activityDelayMs ?? Number(process.env.CITEFLOW_TEST_ACTIVITY_DELAY_MS ?? 0);
  const deferred = deferredActivities();
  const created = Worker.create({
    connection: opts.connection,
    namespace: opts.namespace,
    taskQueue: opts.taskQueue,
    ...workflowSource(),
    activities: deferred.activities,
    maxConcurrentActivityTaskExecutions: opts.maxConcurrentActivities ?? 16,
    interceptors: delay > 0 ? { activity: [() => ({ inbound: delayInterceptor(delay) })] } : undefined,
  });
  // The activity modules load once the workflow thread exists, beside its bundle load; a failure
  // there (none expected: they load in every test) is thrown after the worker is shut down.
  await nextThreadOrSettled(created);
  let loadError: unknown;
  try {
    deferred.load();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('../activities/validate-online') as typeof import('../activities/validate-online')).configureFetching(fetchSettings);
  } catch (err) {
    loadError = err ?? new Error('the activity modules failed to load');
  }
  const worker = await created;
  if (loadError !== undefined) {
    await worker.runUntil(Promise.resolve()).catch(() => undefined);
    throw loadError;
  }
  return worker;
}
