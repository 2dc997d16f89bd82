/**
 * The names of the activities the citeflow worker registers, known without loading them: the
 * hosted worker boots its workflow thread (which needs only the names) while the activity
 * modules load (workers/worker.ts). The type makes this list exactly `createActivities()`'s keys.
 */
import type { Activities } from '../activities';

const NAMES: Record<keyof Activities, true> = {
  harvestSources: true,
  extractCitations: true,
  planValidation: true,
  validateBatch: true,
  finalizeCitations: true,
  checkClaims: true,
  gateC: true,
  groundAndReport: true,
  ingestRunIntoLibrary: true,
  planReverifyPage: true,
  reverifyBatch: true,
};

export const ACTIVITY_NAMES = Object.keys(NAMES) as Array<keyof Activities>;
