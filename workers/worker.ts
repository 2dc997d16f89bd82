/** The citeflow worker: every workflow in workflows/ and every activity in activities/, on one task queue. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NativeConnection, Worker, type ActivityInboundCallsInterceptor } from '@temporalio/worker';
import type { Activities } from '../activities';
import { fetchSettingsFromEnv, type FetchSettings } from '../activities/fetch/worker-settings';
import { ACTIVITY_NAMES } from './activity-names';

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
 * The activity modules (most of what a worker loads: ~1–2 s of CPU) are loaded while
 * `Worker.create` boots the workflow thread, which needs only the activities' names: the worker
 * registers stand-ins by name that call the loaded activities. It is returned only once both are
 * done, so nothing polls the task queue before the activities are there.
 */
export async function createCiteflowWorker(opts: CiteflowWorkerOptions): Promise<Worker> {
  // Read (and checked) at start-up, so a bad CITEFLOW_FETCH_* value stops the worker with a clear message.
  const fetchSettings = opts.fetchSettings ?? fetchSettingsFromEnv(process.env);
  const delay = opts.activityDelayMs ?? Number(process.env.CITEFLOW_TEST_ACTIVITY_DELAY_MS ?? 0);
  let loaded: Activities | undefined;
  const standIns = Object.fromEntries(
    ACTIVITY_NAMES.map((name) => [name, (...args: unknown[]) => (loaded![name] as (...a: unknown[]) => Promise<unknown>)(...args)]),
  ) as unknown as Activities;
  // Loaded once the workflow thread exists (the process's 'worker' event; the SDK posts the bundle
  // to it in the same tick), or once Worker.create has settled, whichever comes first.
  let startLoad!: () => void;
  const loadNow = new Promise<void>((resolveLoad) => (startLoad = resolveLoad));
  const onThread = () => setImmediate(startLoad);
  process.once('worker', onThread);
  const activitiesLoaded = loadNow.then(async () => {
    const [{ createActivities }, { configureFetching }] = await Promise.all([import('../activities'), import('../activities/validate-online')]);
    configureFetching(fetchSettings);
    const activities = createActivities();
    const names = Object.keys(activities).sort().join(', ');
    if (names !== [...ACTIVITY_NAMES].sort().join(', ')) throw new Error(`workers/activity-names.ts lists other activities than createActivities(): ${names}`);
    loaded = activities;
  });
  activitiesLoaded.catch(() => undefined); // awaited below
  const creating = Worker.create({
    connection: opts.connection,
    namespace: opts.namespace,
    taskQueue: opts.taskQueue,
    ...workflowSource(),
    activities: standIns,
    maxConcurrentActivityTaskExecutions: opts.maxConcurrentActivities ?? 16,
    interceptors: delay > 0 ? { activity: [() => ({ inbound: delayInterceptor(delay) })] } : undefined,
  }).finally(() => {
    process.off('worker', onThread);
    startLoad();
  });
  const [created, load] = await Promise.allSettled([creating, activitiesLoaded]);
  if (load.status === 'rejected') {
    if (created.status === 'fulfilled') await discardUnrunWorker(created.value);
    throw load.reason;
  }
  if (created.status === 'rejected') throw created.reason;
  return created.value;
}

/**
 * A created worker that never ran has no public way to close (`shutdown()` needs a running
 * worker); its workflow thread would keep the process alive. Only on the failure path above.
 */
async function discardUnrunWorker(worker: Worker): Promise<void> {
  const parts = worker as unknown as {
    nativeWorker?: { initiateShutdown(): void; finalizeShutdown(): Promise<void> };
    workflowCreator?: { destroy(): Promise<void> };
  };
  try {
    parts.nativeWorker?.initiateShutdown();
    await parts.nativeWorker?.finalizeShutdown();
  } catch {
    // best effort: the thread below is what keeps the process alive
  }
  await parts.workflowCreator?.destroy().catch(() => undefined);
}
