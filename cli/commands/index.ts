import type { Command } from 'commander';

/** One entry per command file; each adds its subcommand (with --help) to the program. */
export type RegisterCommand = (program: Command) => void;

export const COMMANDS: RegisterCommand[] = [];
