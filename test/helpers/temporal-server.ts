/** A real Temporal dev server for a test file: its own CITEFLOW_HOME, free ports, stopped in afterAll. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer, type DevServerHandle } from '../../workers/dev-server';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type TestServer = DevServerHandle & { home: string; port: number; uiPort: number; env: NodeJS.ProcessEnv; restart(): Promise<TestServer> };

export async function startTestServer(home = mkdtempSync(join(tmpdir(), 'citeflow-test-'))): Promise<TestServer> {
  const port = await freePort();
  const uiPort = await freePort();
  return startOn(home, port, uiPort);
}

async function startOn(home: string, port: number, uiPort: number): Promise<TestServer> {
  const handle = await startDevServer({ home, port, uiPort, namespace: 'default', detached: false, readyTimeoutMs: 90000 });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CITEFLOW_HOME: home,
    CITEFLOW_SERVER_PORT: String(port),
    CITEFLOW_UI_PORT: String(uiPort),
    TEMPORAL_ADDRESS: undefined,
  };
  delete env.TEMPORAL_ADDRESS;
  return { ...handle, home, port, uiPort, env, restart: () => startOn(home, port, uiPort) };
}

export function removeHome(home: string): void {
  rmSync(home, { recursive: true, force: true });
}
