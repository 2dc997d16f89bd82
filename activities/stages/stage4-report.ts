/** Stage 4: grounded claims (high/medium confidence on citable sources) and the report. */
import { GateCVerdictSchema } from '../../shared/schemas/gate-c';
import { ValidatedClaimSchema } from '../../shared/schemas/validated-claim';
import { DEFAULT_MIN_GROUNDED, groundClaims, inDocumentOrder, rejectedAfterFailure } from '../../shared/stages/grounding';
import { renderReport } from '../../shared/stages/report';
import { recordText } from '../../shared/stages/text';
import { capText, TEXT_LIMITS } from '../../shared/schemas/limits';
import { redactSecretsInText } from '../../shared/url';
import { readJsonFile, readJsonlFile, writeFileAtomic } from '../io';
import { writeJsonlAtomic } from './jsonl';
import { readCitationsProjected } from './citation-index';
import { loadRunConfig, loadRunManifest, runPaths } from './run-files';
import { writeNoReportOutputs } from './stage4-outputs';

export type Stage4Result = { pass: boolean; grounded: number; rejected: number; verdict: string | null; report_path: string | null };

export async function groundAndReport({ run_root }: { run_root: string }): Promise<Stage4Result> {
  const paths = runPaths(run_root);
  const manifest = await loadRunManifest(run_root);
  const config = await loadRunConfig(run_root);
  const validated = await readJsonlFile(paths.validatedClaims, ValidatedClaimSchema, 'validated-claims.jsonl');
  // Only the citations the claims cite (grounding and the report look sources up by cid), with the fields they read.
  const cited = new Set(validated.map((c) => c.cid).filter((cid): cid is string => cid !== null));
  // Without claims none is looked up: the file is not read (Gate C read and checked all of it).
  const { records: citations } =
    validated.length > 0 ? await readCitationsProjected(paths.citations, ['cid', 'status', 'url', 'title', 'publisher'], (cid) => cited.has(cid)) : { records: [] };
  const gate = await readJsonFile(paths.gateC, GateCVerdictSchema, 'gate-c.json');

  const minGrounded = config.effective?.citations?.min_grounded_claims ?? DEFAULT_MIN_GROUNDED;
  const result = groundClaims(validated, citations, { min_grounded: minGrounded });
  if (!result.verdict.pass) {
    // Fail hard: no report and no grounded claims (not even an earlier run's); every claim is
    // listed as rejected, those that passed with the verdict as their reason.
    await writeNoReportOutputs(run_root, rejectedAfterFailure(result));
    return { pass: false, grounded: result.grounded.length, rejected: result.rejected.length, verdict: result.verdict.reason, report_path: null };
  }
  await writeJsonlAtomic(paths.grounded, result.grounded, run_root);
  // The run's summary of what was kept out of the report, and why (stage 3 and stage 4 reasons).
  await writeJsonlAtomic(paths.rejected, result.rejected, run_root);
  const report = renderReport({
    run_id: manifest.run_id,
    query: capText(recordText(manifest.query.text), TEXT_LIMITS.query), // the manifest's query is user-supplied text too
    grounded: inDocumentOrder(result.grounded, validated), // findings read in the artifacts' order
    citations,
    rejected: result.rejected,
    gate_c: gate,
  });
  // The last pass over the whole report: no user-supplied text reaches it with a credential.
  await writeFileAtomic(paths.report, redactSecretsInText(report), { root: run_root });
  return { pass: true, grounded: result.grounded.length, rejected: result.rejected.length, verdict: null, report_path: paths.report };
}
