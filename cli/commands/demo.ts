/** `citeflow demo`: the bundled example run, end to end (offline), in a fresh copy under CITEFLOW_HOME. */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { readSettings } from '../../workers/settings';
import { packageRoot } from '../package-root';
import { executeRun } from './run';

/** Only the run's inputs are copied: outputs are always produced by this run, never carried over. */
const INPUTS = ['manifest.json', 'run-config.json', 'fixtures.json', 'README.md'];

export function prepareDemoRun(home: string): string {
  const source = join(packageRoot(), 'examples', 'demo');
  const runId = (JSON.parse(readFileSync(join(source, 'manifest.json'), 'utf8')) as { run_id: string }).run_id;
  const target = join(home, 'demo', runId);
  rmSync(target, { recursive: true, force: true });
  for (const entry of INPUTS) if (existsSync(join(source, entry))) cpSync(join(source, entry), join(target, entry));
  for (const wave of ['wave-1', 'wave-2']) cpSync(join(source, wave), join(target, wave), { recursive: true });
  return target;
}

export function registerDemo(program: Command): void {
  program
    .command('demo')
    .description('run the bundled example research run end to end (offline) and print where its outputs are')
    .option('--json', 'print the result as one JSON object on stdout', false)
    .option('--no-local-worker', 'do not run an in-process worker (use a `citeflow worker` elsewhere)')
    .action(async (o: { json: boolean; localWorker: boolean }) => {
      const runRoot = prepareDemoRun(readSettings().home);
      process.stderr.write(`Demo run directory: ${runRoot}\n`);
      process.exitCode = await executeRun(runRoot, { wait: true, json: o.json, localWorker: o.localWorker });
    });
}
