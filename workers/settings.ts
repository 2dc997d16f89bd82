/** Where citeflow finds Temporal and keeps its state (CONTRACT.md §3), read from the environment once. */
import { homedir } from 'node:os';
import { join } from 'node:path';

export type CiteflowSettings = {
  /** Set only when the user configured a cluster; null means "embedded default". */
  explicitAddress: string | null;
  address: string;
  namespace: string;
  taskQueue: string;
  home: string;
  serverPort: number;
  uiPort: number;
  /** Base URL of the Temporal UI when known (embedded server, or CITEFLOW_UI_URL). */
  uiBase: string | null;
};

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name}=${value} is not a TCP port`);
  return n;
}

/** CITEFLOW_HOME, default `${XDG_DATA_HOME:-~/.local/share}/citeflow`. */
export function citeflowHome(env: NodeJS.ProcessEnv = process.env): string {
  return env.CITEFLOW_HOME?.trim() || join(env.XDG_DATA_HOME || join(homedir(), '.local', 'share'), 'citeflow');
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): CiteflowSettings {
  const serverPort = port(env.CITEFLOW_SERVER_PORT, 7233, 'CITEFLOW_SERVER_PORT');
  const uiPort = port(env.CITEFLOW_UI_PORT, serverPort + 1000, 'CITEFLOW_UI_PORT');
  const explicitAddress = env.TEMPORAL_ADDRESS?.trim() || null;
  return {
    explicitAddress,
    address: explicitAddress ?? `127.0.0.1:${serverPort}`,
    namespace: env.TEMPORAL_NAMESPACE?.trim() || 'default',
    taskQueue: env.CITEFLOW_TASK_QUEUE?.trim() || 'citeflow',
    home: citeflowHome(env),
    serverPort,
    uiPort,
    uiBase: env.CITEFLOW_UI_URL?.trim() || (explicitAddress ? null : `http://127.0.0.1:${uiPort}`),
  };
}

export function workflowUiLink(settings: CiteflowSettings, workflowId: string): string | null {
  if (!settings.uiBase) return null;
  return `${settings.uiBase.replace(/\/$/, '')}/namespaces/${encodeURIComponent(settings.namespace)}/workflows/${encodeURIComponent(workflowId)}`;
}
