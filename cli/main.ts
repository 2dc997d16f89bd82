import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { COMMANDS } from './commands';
import { packageRoot } from './package-root';

/** citeflow's version, from its package.json. */
export function citeflowVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot(__dirname), 'package.json'), 'utf8')) as { version: string }).version;
}

/** Builds the `citeflow` program; every command registers itself from cli/commands/. */
export function buildProgram(): Command {
  const program = new Command('citeflow')
    .description('Durable citation checking for AI-written research, on Temporal')
    .version(`citeflow ${citeflowVersion()}`, '-V, --version', "print citeflow's version")
    .showHelpAfterError()
    // Usage errors carry the contract's code like every other failure (set before the commands
    // are added, so they inherit it; `validate` replaces it with its JSON error object).
    .configureOutput({ outputError: (text, write) => write(`citeflow: INVALID_ARGS: ${text.replace(/^error: /, '')}`) })
    .exitOverride((err) => {
      // commander exits 0 for --help/--version and 1 for usage errors; keep that, but through exitCode.
      throw err;
    });
  for (const register of COMMANDS) register(program);
  return program;
}

export async function main(argv: string[]): Promise<void> {
  // `citeflow … | head`: a reader that goes away early ends the command quietly, not with EPIPE.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
    throw err;
  });
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
  } catch (err) {
    const code = (err as { exitCode?: number; code?: string }).exitCode;
    if (typeof code === 'number' && String((err as { code?: string }).code ?? '').startsWith('commander.')) {
      process.exitCode = code;
      return;
    }
    throw err;
  }
}
