/**
 * Stage 4's outputs when a run stops without a report (Gate C failed, or too few grounded
 * claims): whatever an earlier run of the same directory left — report/report.md and
 * citations/grounded-claims.jsonl — is removed, and rejected-claims.jsonl lists every claim with
 * why it is out. Idempotent (crash-safe): removing a missing file is fine, the same inputs write
 * the same bytes, and rejected-claims.jsonl is written atomically.
 */
import { rm } from 'node:fs/promises';
import { CiteflowError } from '../../shared/errors';
import type { RejectedClaim } from '../../shared/schemas/grounded-claim';
import { prepareRunOutput } from '../io';
import { writeJsonlAtomic } from './jsonl';
import { runPaths } from './run-files';

export async function writeNoReportOutputs(runRoot: string, rejected: readonly RejectedClaim[]): Promise<void> {
  const paths = runPaths(runRoot);
  for (const stale of [paths.report, paths.grounded]) {
    await prepareRunOutput(runRoot, stale, { create: false }); // never remove through a link
    try {
      await rm(stale, { force: true });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
      throw new CiteflowError('WRITE_FAILED', `cannot remove ${stale} left by an earlier run (${code})`, { path: stale, errno: code });
    }
  }
  await writeJsonlAtomic(paths.rejected, rejected, runRoot);
}
