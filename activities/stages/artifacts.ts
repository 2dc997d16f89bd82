/** Reads and parses every wave artifact a manifest lists, in manifest order (stages 1 and 2 share it). */
import { CiteflowError } from '../../shared/errors';
import type { ManifestV1 } from '../../shared/schemas';
import type { ClaimDraft } from '../../shared/schemas/extracted-claim';
import type { FoundBy } from '../../shared/schemas/found-by';
import type { SourceDraft } from '../../shared/schemas/search-result';
import { parseArtifactOffLoop } from '../parse/off-loop';
import { readArtifactText, resolveInsideRun, runDate } from './run-files';

export type ParsedArtifact = { ref: FoundBy; sources: SourceDraft[]; claims: ClaimDraft[] };

export async function parseRunArtifacts(runRoot: string, manifest: ManifestV1): Promise<ParsedArtifact[]> {
  const accessed_date = runDate(manifest);
  const parsed: ParsedArtifact[] = [];
  for (const [i, artifact] of manifest.artifacts.entries()) {
    const label = `manifest.json: artifacts[${i}].path`;
    const path = resolveInsideRun(runRoot, artifact.path, label);
    const content = await readArtifactText(path, label);
    const ref: FoundBy = { wave: artifact.wave, perspective_id: artifact.perspective_id, agent_type: artifact.agent_type, artifact_path: artifact.path };
    try {
      parsed.push({ ref, ...(await parseArtifactOffLoop(ref, content, { accessed_date })) });
    } catch (err) {
      if (err instanceof CiteflowError) throw err;
      throw new CiteflowError('SCHEMA_VALIDATION_FAILED', `${artifact.path}: ${(err as Error).message}`, { path: artifact.path });
    }
  }
  return parsed;
}
