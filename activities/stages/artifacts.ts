/** Reads and parses every wave artifact a manifest lists, in manifest order (stages 1 and 2 share it). */
import { CiteflowError } from '../../shared/errors';
import type { ManifestV1 } from '../../shared/schemas';
import type { ClaimDraft } from '../../shared/schemas/extracted-claim';
import type { FoundBy } from '../../shared/schemas/found-by';
import type { SourceDraft } from '../../shared/schemas/search-result';
import { parseArtifactOffLoop } from '../parse/off-loop';
import { scrubSecrets, secretsInText } from '../../shared/url';
import { readArtifactText, resolveInsideRun, runDate } from './run-files';

export type ParsedArtifact = { ref: FoundBy; sources: SourceDraft[]; claims: ClaimDraft[] };

/**
 * Texts a parser took from an artifact (titles, snippets, claims, quotes) lose every credential
 * that a URL in the artifact carried — also when the parser cut that URL somewhere else than
 * the credential ends (shared/url.ts secretsInText). URLs themselves are redacted by prepareUrl.
 */
function scrubbed(drafts: { sources: SourceDraft[]; claims: ClaimDraft[] }, secrets: string[]): { sources: SourceDraft[]; claims: ClaimDraft[] } {
  if (secrets.length === 0) return drafts;
  const s = (t: string | null) => (t === null ? null : scrubSecrets(t, secrets));
  return {
    sources: drafts.sources.map((d) => ({ ...d, title: s(d.title), snippet: s(d.snippet) })),
    claims: drafts.claims.map((c) => ({ ...c, claim: s(c.claim)!, quote: s(c.quote)!, page_title: s(c.page_title) })),
  };
}

export async function parseRunArtifacts(runRoot: string, manifest: ManifestV1): Promise<ParsedArtifact[]> {
  const accessed_date = runDate(manifest);
  const parsed: ParsedArtifact[] = [];
  for (const [i, artifact] of manifest.artifacts.entries()) {
    const label = `manifest.json: artifacts[${i}].path`;
    const path = resolveInsideRun(runRoot, artifact.path, label);
    const content = await readArtifactText(runRoot, path, label);
    const ref: FoundBy = { wave: artifact.wave, perspective_id: artifact.perspective_id, agent_type: artifact.agent_type, artifact_path: artifact.path };
    try {
      parsed.push({ ref, ...scrubbed(await parseArtifactOffLoop(ref, content, { accessed_date }), secretsInText(content)) });
    } catch (err) {
      if (err instanceof CiteflowError) throw err;
      throw new CiteflowError('SCHEMA_VALIDATION_FAILED', `${artifact.path}: ${(err as Error).message}`, { path: artifact.path });
    }
  }
  return parsed;
}
