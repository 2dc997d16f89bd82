/** Stage 3 for claims: each extracted claim checked against its source page → validated-claims.jsonl. */
import { ExtractedClaimSchema } from '../../shared/schemas/extracted-claim';
import type { ValidatedClaim } from '../../shared/schemas/validated-claim';
import { validateClaim } from '../../shared/stages/claims';
import { readJsonlFile } from '../io';
import { writeJsonlAtomic } from './jsonl';
import { readCitationsProjected } from './citation-index';
import { fixtureEvidenceByCid, loadPageEvidence, type PageEvidence } from './page-evidence';
import { fixturesPathOf, loadRunConfig, loadRunManifest, runPaths } from './run-files';
import { resolveMode } from '../validate';

export type ClaimsResult = { claims: number; validated: number };

export async function checkClaims({ run_root }: { run_root: string }): Promise<ClaimsResult> {
  const paths = runPaths(run_root);
  const manifest = await loadRunManifest(run_root);
  const config = await loadRunConfig(run_root);
  const claims = await readJsonlFile(paths.extracted, ExtractedClaimSchema, 'extracted.jsonl');
  // Only the citations the claims cite, and only the fields a claim check reads. Without claims
  // nothing here reads a citation: the file is not read (Gate C reads and checks all of it next).
  const cited = new Set(claims.map((c) => c.cid).filter((cid): cid is string => cid !== null));
  const { records: citations, first } =
    claims.length > 0 ? await readCitationsProjected(paths.citations, ['cid', 'status', 'http_status', 'title'], (cid) => cited.has(cid)) : { records: [], first: null };
  const byCid = new Map(citations.map((c) => [c.cid, c]));

  const mode = resolveMode(config, manifest);
  const fixturesPath = fixturesPathOf(run_root, config);
  const fixtureEvidence = mode === 'offline' && fixturesPath ? await fixtureEvidenceByCid(fixturesPath, run_root, new Set(claims.flatMap((c) => (c.cid ? [c.cid] : [])))) : new Map<string, PageEvidence>();
  const evidenceOf = async (cid: string): Promise<PageEvidence | null> =>
    mode === 'offline' ? (fixtureEvidence.get(cid) ?? null) : loadPageEvidence(run_root, cid);

  const checked: ValidatedClaim[] = [];
  for (const claim of claims) {
    const citation = claim.cid ? byCid.get(claim.cid) : undefined;
    const evidence = claim.cid ? await evidenceOf(claim.cid) : null;
    checked.push(
      validateClaim(
        claim,
        {
          status: citation?.status ?? null,
          http_status: citation?.http_status ?? null,
          title: citation?.title ?? evidence?.title ?? null,
          author: evidence?.author ?? null,
          published: evidence?.published ?? null,
          page_text: evidence?.page_text ?? null,
        },
        { as_of: (first?.checked_at ?? manifest.created_at).slice(0, 10) },
      ),
    );
  }
  await writeJsonlAtomic(paths.validatedClaims, checked, run_root);
  return { claims: checked.length, validated: checked.filter((c) => c.validated).length };
}
