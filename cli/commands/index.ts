import type { Command } from 'commander';
import { registerCite } from './cite';
import { registerDemo } from './demo';
import { registerList } from './list';
import { registerKeys } from './keys';
import { registerLibrary } from './library';
import { registerReverify } from './reverify';
import { registerSchedules } from './schedules';
import { registerRender } from './render';
import { registerRun } from './run';
import { registerServe } from './serve';
import { registerServer } from './server';
import { registerSettings } from './settings';
import { registerStatus } from './status';
import { registerUrl } from './url';
import { registerValidate } from './validate';
import { registerWorker } from './worker';

/** One entry per command file; each adds its subcommand (with --help) to the program. */
export type RegisterCommand = (program: Command) => void;

export const COMMANDS: RegisterCommand[] = [registerDemo, registerRun, registerValidate, registerStatus, registerList, registerWorker, registerServer, registerUrl, registerCite, registerRender, registerSettings, registerLibrary, registerReverify, registerSchedules, registerServe, registerKeys];
