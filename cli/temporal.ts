/**
 * How a CLI command reaches Temporal: the configured cluster (TEMPORAL_ADDRESS), else a server
 * already answering on the local port, else the embedded dev server started for the user
 * (detached, so the UI link keeps working after the command).
 *
 * The in-process worker rule: a worker polls the whole task queue and picks up *any* run's
 * tasks, so a command that only looks (status, list, `run --no-wait`) never hosts one — on a
 * machine that cannot see another run's files it would fail that run's activities. Only a
 * command that waits for its own run may host a worker (`localWorker: true`, i.e. no
 * --no-local-worker), and only when no live worker polls the task queue (DescribeTaskQueue's
 * pollers). While it waits it looks again, and hosts one when the other worker has gone.
 */
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import type { NativeConnection, Worker } from '@temporalio/worker';
import { ensureSearchAttributes, liveLock, startDevServer, temporalAnswers } from '../workers/dev-server';
import { readSettings, type CiteflowSettings } from '../workers/settings';

export type TemporalSession = {
  settings: CiteflowSettings;
  client: Client;
  /** Whether this process hosts a worker right now. */
  hostsWorker(): boolean;
  /**
   * For a command that waits for its own run: host a worker now if none polls the task queue,
   * and keep checking every `everyMs` while the command waits (a worker that went away is
   * replaced). No-op unless the session was opened with `localWorker: true`.
   */
  hostWorkerWhileNeeded(everyMs?: number): Promise<void>;
  /** Stops the in-process worker (letting in-flight tasks finish) and closes connections. */
  close(): Promise<void>;
};

export type ConnectOptions = {
  /**
   * The command waits for its own run and the user allows an in-process worker. Hosting still
   * only happens through `hostWorkerWhileNeeded()`, and only when no live worker polls.
   */
  localWorker: boolean;
  log?: (line: string) => void;
  /** Start the embedded dev server when nothing answers (default true). Read-only commands say false. */
  startServer?: boolean;
};

/** Thrown by a read-only command when there is no Temporal server to ask (nothing to show). */
export class NoTemporalServerError extends Error {}

async function reachServer(settings: CiteflowSettings, log: (line: string) => void, startServer: boolean): Promise<CiteflowSettings> {
  if (settings.explicitAddress) return settings;
  const owner = liveLock(settings.home);
  if (owner) return { ...settings, address: `127.0.0.1:${owner.port}`, uiBase: settings.uiBase ? `http://127.0.0.1:${owner.ui_port}` : null };
  if (await temporalAnswers(settings.address, 1500)) return settings;
  if (!startServer) throw new NoTemporalServerError(`no Temporal server answers at ${settings.address} (and no embedded server runs for ${settings.home})`);
  log(`Starting the embedded Temporal dev server (SQLite under ${join(settings.home, 'temporal')})…`);
  const server = await startDevServer({
    home: settings.home,
    port: settings.serverPort,
    uiPort: settings.uiPort,
    namespace: settings.namespace,
    detached: true,
  });
  log(`Temporal dev server ready at ${server.address}, UI ${server.uiUrl} (keeps running; stop it with \`citeflow server --stop\`)`);
  return settings;
}

export type Poller = { identity: string; last_access: string | null; type: 'workflow' | 'activity' };

/** A live poller re-polls at least every ~70 s (long polls); one silent for longer is gone. */
const POLLER_SILENCE_MS = 90_000;

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a poller the server still lists is a live worker. The server remembers pollers for a
 * few minutes after they stop; a worker whose identity is `<pid>@<this host>` (the SDK's
 * default) and whose process is gone is not live, and neither is one silent for 90 s.
 */
export function isLivePoller(p: Poller, now = Date.now(), host = hostname()): boolean {
  if (p.last_access && now - Date.parse(p.last_access) > POLLER_SILENCE_MS) return false;
  const m = /^(\d+)@(.+)$/.exec(p.identity);
  if (m && m[2] === host && !pidAlive(Number(m[1]))) return false;
  return true;
}

/** Workers polling the task queue (workflow and activity tasks), as the server lists them. */
export async function taskQueuePollers(client: Client, namespace: string, taskQueue: string): Promise<Poller[]> {
  const types = [
    ['workflow', temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW],
    ['activity', temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY],
  ] as const;
  const out: Poller[] = [];
  for (const [type, taskQueueType] of types) {
    const res = await client.workflowService.describeTaskQueue({
      namespace,
      taskQueue: { name: taskQueue, kind: temporal.api.enums.v1.TaskQueueKind.TASK_QUEUE_KIND_NORMAL },
      taskQueueType,
    });
    for (const p of res.pollers ?? []) {
      const seconds = p.lastAccessTime?.seconds;
      const last = seconds != null ? new Date(Number(seconds) * 1000 + Math.floor((p.lastAccessTime?.nanos ?? 0) / 1e6)).toISOString() : null;
      out.push({ identity: p.identity ?? '', last_access: last, type });
    }
  }
  return out;
}

export async function connectTemporal(opts: ConnectOptions): Promise<TemporalSession> {
  const log = opts.log ?? ((line: string) => process.stderr.write(line + '\n'));
  const settings = await reachServer(readSettings(), log, opts.startServer ?? true);
  const connection = await Connection.connect({ address: settings.address });
  // Read-only commands (startServer: false) register nothing.
  if (!settings.explicitAddress && (opts.startServer ?? true)) await ensureSearchAttributes(connection, settings.namespace);
  const client = new Client({ connection, namespace: settings.namespace });

  let worker: Worker | undefined;
  let workerRun: Promise<void> | undefined;
  let nativeConnection: NativeConnection | undefined;
  let watcher: NodeJS.Timeout | undefined;
  let closing = false;
  let starting: Promise<void> | undefined;
  let announcedOther = false;

  const ownIdentity = () => `${process.pid}@${hostname()}`;
  const otherLivePollers = async (): Promise<Poller[]> =>
    (await taskQueuePollers(client, settings.namespace, settings.taskQueue)).filter((p) => p.identity !== ownIdentity() && isLivePoller(p));

  const startWorker = async () => {
    // Loaded only when a worker is hosted: read-only commands start faster without the native bridge.
    const [{ NativeConnection }, { installRuntimeLogging }, { createCiteflowWorker }] = await Promise.all([
      import('@temporalio/worker'),
      import('../workers/runtime'),
      import('../workers/worker'),
    ]);
    installRuntimeLogging(join(settings.home, 'logs', 'worker.log'), 'INFO', true);
    nativeConnection = await NativeConnection.connect({ address: settings.address });
    worker = await createCiteflowWorker({ connection: nativeConnection, namespace: settings.namespace, taskQueue: settings.taskQueue });
    workerRun = worker.run().catch(() => undefined);
  };

  /** One look at the task queue: host a worker when none polls (and we do not host one yet). */
  const check = async (first: boolean): Promise<void> => {
    if (closing || worker || starting) return;
    let others: Poller[];
    try {
      others = await otherLivePollers();
    } catch {
      return; // the server is busy or restarting: look again next time
    }
    if (others.length > 0) {
      if (first || !announcedOther) {
        const names = [...new Set(others.map((p) => p.identity))].slice(0, 3).join(', ');
        log(`A worker already polls task queue "${settings.taskQueue}" (${names}); this command does not start its own.`);
        announcedOther = true;
      }
      return;
    }
    if (!first) log(`No worker polls task queue "${settings.taskQueue}" any more; running one in this process.`);
    starting = startWorker();
    try {
      await starting;
    } finally {
      starting = undefined;
    }
  };

  return {
    settings,
    client,
    hostsWorker: () => worker !== undefined,
    async hostWorkerWhileNeeded(everyMs = 15_000) {
      if (!opts.localWorker || closing) return;
      await check(true);
      if (!worker && !watcher) {
        watcher = setInterval(() => void check(false).then(() => worker && watcher && clearInterval(watcher)), everyMs);
        watcher.unref();
      }
    },
    async close() {
      closing = true;
      if (watcher) clearInterval(watcher);
      await starting?.catch(() => undefined);
      if (worker && worker.getState() === 'RUNNING') worker.shutdown();
      await workerRun?.catch(() => undefined);
      // The browser rung's Chromium, if this process's worker started one (loaded only then).
      if (worker) await import('../activities/browser/shared').then((m) => m.closeSharedBrowserPool()).catch(() => undefined);
      // The library pool its activities opened (the run's ingest): closed, not left to idle out.
      if (worker) await import('../activities/library/connection').then((m) => m.closeLibraryDbs()).catch(() => undefined);
      await nativeConnection?.close().catch(() => undefined);
      await connection.close().catch(() => undefined);
    },
  };
}
