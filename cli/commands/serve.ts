/**
 * `citeflow serve [--port N]`: the citation service (REST, docs/api.md) over the library.
 * Like every command, it starts the embedded Temporal dev server and the embedded library
 * when no cluster is configured, and runs an in-process worker (so `verify` has someone to run
 * its workflow) unless --no-local-worker.
 */
import type { Command } from 'commander';
import { printError, toErrorShape } from '../failures';

export const DEFAULT_API_PORT = 8000;

function parsePort(value: string): number {
  const n = Number(value);
  if (!/^\d{1,5}$/.test(value) || n > 65535) throw new Error(`--port ${value} is not a TCP port`);
  return n;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve the citation library over HTTP (REST API under /api/v1/citations; OpenAPI at /api/v1/openapi.json)')
    .option('--port <n>', `TCP port (0 picks a free one; default $CITEFLOW_API_PORT or ${DEFAULT_API_PORT})`)
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--no-local-worker', 'do not run an in-process worker (verify then needs `citeflow worker` running against the cluster)')
    .option('--pool <n>', 'database connections the service may hold', '8')
    .addHelpText(
      'after',
      '\nEvery request but GET /healthz needs "Authorization: Bearer <key>" (create one with `citeflow keys create --role admin`).\n' +
        'Roles: viewer reads; editor also creates, updates, verifies and gives feedback; admin also deletes and manages keys.\n' +
        'Stops on Ctrl-C / SIGTERM. See docs/api.md.',
    )
    .action(async (o: { port?: string; host: string; localWorker: boolean; pool: string }) => {
      let port: number;
      try {
        port = parsePort(o.port ?? process.env.CITEFLOW_API_PORT ?? String(DEFAULT_API_PORT));
      } catch (err) {
        printError({ code: 'INVALID_ARGS', message: (err as Error).message, details: {} }, false);
        process.exitCode = 1;
        return;
      }
      // Loaded here, not at start-up: other commands do not pay for the HTTP server's modules.
      const { connectTemporal } = await import('../temporal');
      const { openLibraryDb } = await import('../../activities/library/db');
      const { libraryUrl } = await import('../../workers/library-server');
      const { buildApp } = await import('../../api/app');
      const { listKeys } = await import('../../api/keys');
      const { temporalVerifier } = await import('../../api/verifier');
      const session = await connectTemporal({ localWorker: o.localWorker });
      // A long-running service runs the verify workflows it starts: in-process, unless a worker already polls.
      await session.hostWorkerWhileNeeded();
      let db;
      try {
        db = await openLibraryDb(await libraryUrl(session.settings.home, process.env, { start: true }), { max: Math.max(1, Number(o.pool) || 8) });
      } catch (err) {
        await session.close();
        printError(toErrorShape(err), false);
        process.exitCode = 1;
        return;
      }
      const { openDirectReader } = await import('../../api/db');
      const databaseUrl = process.env.CITEFLOW_DATABASE_URL?.trim();
      const reads = databaseUrl ? await openDirectReader(databaseUrl, Math.max(1, Number(o.pool) || 8)) : undefined;
      const app = await buildApp({
        db,
        reads,
        verifier: temporalVerifier(session.client, session.settings.taskQueue),
        onDefect: (err, request) => process.stderr.write(`${new Date().toISOString()} ${request.method} ${request.routeOptions.url ?? '?'}: ${(err as Error)?.stack ?? String(err)}\n`),
      });
      try {
        await app.listen({ port, host: o.host });
      } catch (err) {
        await app.close();
        await reads?.close();
        await db.close();
        await session.close();
        printError({ code: 'INVALID_ARGS', message: `cannot listen on ${o.host}:${port}: ${(err as Error).message}`, details: {} }, false);
        process.exitCode = 1;
        return;
      }
      const address = app.server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      const base = `http://${o.host.includes(':') ? `[${o.host}]` : o.host}:${actual}`;
      process.stdout.write(`citeflow service listening on ${base}\n  API:     ${base}/api/v1/citations\n  OpenAPI: ${base}/api/v1/openapi.json\n  health:  ${base}/healthz\n`);
      if ((await listKeys(db)).length === 0) process.stdout.write('  no API keys yet: create one with `citeflow keys create --role admin`\n');
      await new Promise<void>((resolveStop) => {
        const stop = () => resolveStop();
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      process.stdout.write('stopping the citeflow service…\n');
      await app.close();
      await reads?.close();
      await db.close();
      await session.close();
    });
}
