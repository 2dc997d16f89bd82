/** A real Temporal dev server for a test file: its own CITEFLOW_HOME, free ports, stopped in afterAll. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer, type DevServerHandle } from '../../workers/dev-server';
import { realPostgres, testDatabaseKind, type TestDatabase } from './databases';
import { freePort } from './ports';

export { freePort };

export type TestServer = DevServerHandle & { home: string; port: number; uiPort: number; env: NodeJS.ProcessEnv; restart(): Promise<TestServer> };

export async function startTestServer(home = mkdtempSync(join(tmpdir(), 'citeflow-test-'))): Promise<TestServer> {
  const port = await freePort();
  const uiPort = await freePort();
  // The library: the embedded PGlite (started with the server), or a real PostgreSQL cluster.
  const database = testDatabaseKind() === 'postgres' ? await realPostgres() : null;
  return startOn(home, port, uiPort, database);
}

async function startOn(home: string, port: number, uiPort: number, database: TestDatabase | null): Promise<TestServer> {
  const handle = await startDevServer({ home, port, uiPort, namespace: 'default', detached: false, readyTimeoutMs: 90000 });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CITEFLOW_HOME: home,
    CITEFLOW_SERVER_PORT: String(port),
    CITEFLOW_UI_PORT: String(uiPort),
    TEMPORAL_ADDRESS: undefined,
  };
  delete env.TEMPORAL_ADDRESS;
  if (database) env.CITEFLOW_DATABASE_URL = database.url;
  else delete env.CITEFLOW_DATABASE_URL;
  return {
    ...handle,
    home,
    port,
    uiPort,
    env,
    // A restart keeps the same database (it is the library's, not the Temporal server's).
    restart: () => startOn(home, port, uiPort, database),
    async stop(signal?: NodeJS.Signals) {
      try {
        await handle.stop(signal);
      } finally {
        await database?.stop();
      }
    },
  };
}

export function removeHome(home: string): void {
  rmSync(home, { recursive: true, force: true });
}
