/**
 * The names of every activity createActivities registers, without loading the activity modules
 * (workers/worker.ts gives Worker.create stand-ins by these names and loads the modules beside
 * the workflow thread's start). The type check below fails when activities/index.ts gains or
 * loses an activity and this list does not.
 */
import type { Activities } from './index';

export const ACTIVITY_NAMES = [
  'harvestSources',
  'extractCitations',
  'planValidation',
  'validateBatch',
  'finalizeCitations',
  'checkClaims',
  'gateC',
  'groundAndReport',
  'ingestRunIntoLibrary',
  'planReverifyPage',
  'reverifyBatch',
] as const satisfies readonly (keyof Activities)[];

type Missing = Exclude<keyof Activities, (typeof ACTIVITY_NAMES)[number]>;
// A compile error here names an activity missing from ACTIVITY_NAMES.
export const ACTIVITY_NAMES_COMPLETE: [Missing] extends [never] ? true : Missing = true;
