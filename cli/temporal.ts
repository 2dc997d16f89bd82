/**
 * How a CLI command reaches Temporal: the configured cluster (TEMPORAL_ADDRESS), else a server
 * already answering on the local port, else the embedded dev server started for the user
 * (detached, so the UI link keeps working after the command). Unless --no-local-worker, an
 * in-process worker runs for the duration of the command.
 */
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, type Worker } from '@temporalio/worker';
import { closeSharedBrowserPool } from '../activities/browser/shared';
import { ensureSearchAttributes, liveLock, startDevServer, temporalAnswers } from '../workers/dev-server';
import { installRuntimeLogging } from '../workers/runtime';
import { readSettings, type CiteflowSettings } from '../workers/settings';
import { createCiteflowWorker } from '../workers/worker';

export type TemporalSession = {
  settings: CiteflowSettings;
  client: Client;
  /** Stops the in-process worker (letting in-flight tasks finish) and closes connections. */
  close(): Promise<void>;
};

export type ConnectOptions = { localWorker: boolean; log?: (line: string) => void };

async function reachServer(settings: CiteflowSettings, log: (line: string) => void): Promise<CiteflowSettings> {
  if (settings.explicitAddress) return settings;
  const owner = liveLock(settings.home);
  if (owner) return { ...settings, address: `127.0.0.1:${owner.port}`, uiBase: settings.uiBase ? `http://127.0.0.1:${owner.ui_port}` : null };
  if (await temporalAnswers(settings.address, 1500)) return settings;
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

export async function connectTemporal(opts: ConnectOptions): Promise<TemporalSession> {
  const log = opts.log ?? ((line: string) => process.stderr.write(line + '\n'));
  const settings = await reachServer(readSettings(), log);
  const connection = await Connection.connect({ address: settings.address });
  if (!settings.explicitAddress) await ensureSearchAttributes(connection, settings.namespace);
  const client = new Client({ connection, namespace: settings.namespace });

  let worker: Worker | undefined;
  let workerRun: Promise<void> | undefined;
  let nativeConnection: NativeConnection | undefined;
  if (opts.localWorker) {
    installRuntimeLogging(join(settings.home, 'logs', 'worker.log'));
    nativeConnection = await NativeConnection.connect({ address: settings.address });
    worker = await createCiteflowWorker({ connection: nativeConnection, namespace: settings.namespace, taskQueue: settings.taskQueue });
    workerRun = worker.run();
  }
  return {
    settings,
    client,
    async close() {
      if (worker && worker.getState() === 'RUNNING') worker.shutdown();
      await workerRun?.catch(() => undefined);
      await closeSharedBrowserPool().catch(() => undefined);
      await nativeConnection?.close().catch(() => undefined);
      await connection.close().catch(() => undefined);
    },
  };
}
