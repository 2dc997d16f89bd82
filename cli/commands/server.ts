/** `citeflow server`: the embedded Temporal dev server alone (UI included), in the foreground. */
import type { Command } from 'commander';
import { liveLock, serverPaths, startDevServer, stopProcess, uiUrl } from '../../workers/dev-server';
import { libraryPaths, liveLibraryLock, stopLibraryServer } from '../../workers/library-server';
import { readSettings } from '../../workers/settings';

export function registerServer(program: Command): void {
  program
    .command('server')
    .description('run the embedded Temporal dev server (SQLite under CITEFLOW_HOME, UI on port+1000) and the embedded citation library (PGlite) until Ctrl-C')
    .option('--status', 'tell whether the embedded server for this CITEFLOW_HOME is running, and exit')
    .option('--stop', 'stop the embedded server for this CITEFLOW_HOME (e.g. one a command left running), and exit')
    .action(async (o: { status?: boolean; stop?: boolean }) => {
      const settings = readSettings();
      const owner = liveLock(settings.home);
      if (o.status || o.stop) {
        const library = liveLibraryLock(settings.home);
        if (o.stop && library) {
          await stopLibraryServer(settings.home);
          process.stdout.write(`stopped the embedded citation library (pid ${library.pid})\n`);
        } else if (o.status) {
          process.stdout.write(
            library
              ? `citation library: pid ${library.pid}, ${library.port ? `127.0.0.1:${library.port}` : 'starting'}, data ${library.data_dir}\n`
              : `no embedded citation library is running for ${settings.home}${process.env.CITEFLOW_DATABASE_URL ? ' (CITEFLOW_DATABASE_URL is set: the library is that PostgreSQL)' : ''}\n`,
          );
        }
        if (!owner) {
          process.stdout.write(`no embedded Temporal server is running for ${settings.home}\n`);
          return;
        }
        if (o.stop) {
          await stopProcess(owner.pid);
          process.stdout.write(`stopped the embedded Temporal server (pid ${owner.pid})\n`);
        } else {
          process.stdout.write(`running: pid ${owner.pid}, address 127.0.0.1:${owner.port}, UI ${uiUrl(owner.ui_port)}, database ${owner.db}\n`);
        }
        return;
      }
      if (owner) {
        process.stdout.write(`already running for ${settings.home}: pid ${owner.pid}, address 127.0.0.1:${owner.port}, UI ${uiUrl(owner.ui_port)}\n`);
        return;
      }
      const server = await startDevServer({ home: settings.home, port: settings.serverPort, uiPort: settings.uiPort, namespace: settings.namespace, detached: false });
      process.stdout.write(
        `Temporal dev server: ${server.address} (namespace ${settings.namespace})\nTemporal UI: ${server.uiUrl}\nDatabase: ${serverPaths(settings.home).db}\nCitation library: ${process.env.CITEFLOW_DATABASE_URL ? 'CITEFLOW_DATABASE_URL' : libraryPaths(settings.home).data}\nLog: ${serverPaths(settings.home).log}\nPress Ctrl-C to stop.\n`,
      );
      await new Promise<void>((resolveStop) => {
        const stop = () => void server.stop().then(resolveStop);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}
