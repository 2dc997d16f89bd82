import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { COMMAND_MODULES } from './commands';
import { packageRoot } from './package-root';

/** citeflow's version, from its package.json. */
export function citeflowVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot(__dirname), 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Builds the `citeflow` program; every command registers itself from cli/commands/. `only`: the
 * one command the command line names — the others' modules are then not loaded at all (a
 * `citeflow run` starts ~30 modules lighter). Without it (or for a name that is no command:
 * help, `--version`, a typo commander suggests a fix for) every command is registered.
 */
export function buildProgram(only?: string): Command {
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
  const named = COMMAND_MODULES.filter(([name]) => name === only);
  for (const [, load] of named.length ? named : COMMAND_MODULES) load()(program);
  return program;
}

export async function main(argv: string[]): Promise<void> {
  // `citeflow … | head`: a reader that goes away early ends the command quietly, not with EPIPE.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
    throw err;
  });
  // argv: node, script, then the command (commander takes no option before it but -h/-V).
  const program = buildProgram(argv[2]);
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
