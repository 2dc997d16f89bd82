/**
 * Gate C between stages 3 and 4: one status per extracted URL, then the run's thresholds → gate-c.json.
 * When it fails, Stage 4's outputs of an earlier run are removed (see stage4-outputs.ts).
 */
import { CitationSchema, UrlMapSchema } from '../../shared/schemas';
import { UrlMapItemSchema } from '../../shared/schemas/url-map';
import { ValidatedClaimSchema } from '../../shared/schemas/validated-claim';
import { CitationStatusTally, evaluateGateCTally, gateCDefaults } from '../../shared/stages/gate-c';
import { rejectAll } from '../../shared/stages/grounding';
import { forEachJsonlRecord, readJsonArrayProjected, readJsonlFile } from '../io';
import { writeJsonAtomic } from './jsonl';
import { loadRunConfig, runPaths } from './run-files';
import { writeNoReportOutputs } from './stage4-outputs';

export type GateCResult = { pass: boolean; failed_rules: string[]; verdict: string | null; path: string };

export async function gateC({ run_root }: { run_root: string }): Promise<GateCResult> {
  const paths = runPaths(run_root);
  const config = await loadRunConfig(run_root);
  // Only the cids of url-map.json's items (checked as before; the items themselves are not kept).
  const tally = new CitationStatusTally(
    await readJsonArrayProjected(paths.urlMap, UrlMapSchema, 'url-map.json', { kind: 'url_map' }, 'items', {
      schema: UrlMapItemSchema,
      keep: (i) => i.cid,
    }),
  );
  // Each citation's cid and status, all a gate reads of them, go into the tally as they are read
  // (every line checked as before); no array of the run's citations.
  await forEachJsonlRecord(paths.citations, CitationSchema, 'citations.jsonl', (c) => tally.add(c.cid, c.status));
  const claims = await readJsonlFile(paths.validatedClaims, ValidatedClaimSchema, 'validated-claims.jsonl');
  const verdict = evaluateGateCTally(
    tally,
    claims,
    config.effective?.citations?.gate_c,
    gateCDefaults(config.effective?.citations?.min_grounded_claims),
  );
  // A failing gate ends the run before Stage 4: no report, not even one an earlier run left, and
  // every claim is listed as rejected with the gate's verdict as its reason.
  if (!verdict.pass) await writeNoReportOutputs(run_root, rejectAll(claims, verdict.reason ?? 'Gate C failed'));
  await writeJsonAtomic(paths.gateC, verdict, run_root);
  return {
    pass: verdict.pass,
    failed_rules: verdict.rules.filter((r) => !r.pass).map((r) => r.rule),
    verdict: verdict.reason,
    path: paths.gateC,
  };
}
