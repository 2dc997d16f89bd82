import type { Command } from 'commander';

/** One entry per command file; each adds its subcommand (with --help) to the program. */
export type RegisterCommand = (program: Command) => void;

/**
 * Every command by name, in the order `citeflow --help` lists them. A command's module is
 * required only when it is registered: `citeflow run` registers `run` alone (cli/main.ts), so it
 * does not load what `cite`, `render`, `library` and the others need. test/cli/usage.test.ts
 * checks that each name is the command its module registers.
 */
export const COMMAND_MODULES: ReadonlyArray<readonly [name: string, load: () => RegisterCommand]> = [
  ['demo', () => (require('./demo') as typeof import('./demo')).registerDemo],
  ['run', () => (require('./run') as typeof import('./run')).registerRun],
  ['validate', () => (require('./validate') as typeof import('./validate')).registerValidate],
  ['status', () => (require('./status') as typeof import('./status')).registerStatus],
  ['list', () => (require('./list') as typeof import('./list')).registerList],
  ['worker', () => (require('./worker') as typeof import('./worker')).registerWorker],
  ['server', () => (require('./server') as typeof import('./server')).registerServer],
  ['url', () => (require('./url') as typeof import('./url')).registerUrl],
  ['cite', () => (require('./cite') as typeof import('./cite')).registerCite],
  ['render', () => (require('./render') as typeof import('./render')).registerRender],
  ['settings', () => (require('./settings') as typeof import('./settings')).registerSettings],
  ['library', () => (require('./library') as typeof import('./library')).registerLibrary],
  ['reverify', () => (require('./reverify') as typeof import('./reverify')).registerReverify],
  ['schedules', () => (require('./schedules') as typeof import('./schedules')).registerSchedules],
  ['serve', () => (require('./serve') as typeof import('./serve')).registerServe],
  ['keys', () => (require('./keys') as typeof import('./keys')).registerKeys],
];
