/** Reads and parses every wave artifact a manifest lists, in manifest order (stages 1 and 2 share it). */
import { createHash } from 'node:crypto';
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

/**
 * Stages 1 and 2 both read every artifact, and parsing is most of their time: a worker parses
 * each artifact once. The key is everything the parse depends on — run directory, the manifest entry,
 * run date and a digest of the text read NOW (an artifact changed in between is parsed again) —
 * so a hit is the very result a fresh parse gives. An entry is dropped when it is used a second
 * time (Stage 2), when another run's artifacts come, or after a minute, so it holds at most one
 * run's parsed artifacts between the two activities. Callers treat the result as read-only.
 */
const parsedOnce = new Map<string, { sources: SourceDraft[]; claims: ClaimDraft[] }>();
let parsedOnceRun: string | null = null;
let parsedOnceTimer: NodeJS.Timeout | null = null;
const PARSED_ONCE_MS = 60_000;
/** How many artifact parses this process did and how many it reused (tests, diagnostics). */
export const artifactParseStats = { parsed: 0, reused: 0 };

async function parseCached(runRoot: string, ref: FoundBy, content: string, accessed_date: string): Promise<{ sources: SourceDraft[]; claims: ClaimDraft[] }> {
  if (parsedOnceRun !== runRoot) {
    parsedOnce.clear();
    parsedOnceRun = runRoot;
  }
  const key = `${JSON.stringify(ref)}\0${accessed_date}\0${createHash('sha256').update(content, 'utf8').digest('hex')}`;
  const hit = parsedOnce.get(key);
  if (hit) {
    artifactParseStats.reused += 1;
    parsedOnce.delete(key);
    return hit;
  }
  artifactParseStats.parsed += 1;
  const parsed = scrubbed(await parseArtifactOffLoop(ref, content, { accessed_date }), secretsInText(content));
  parsedOnce.set(key, parsed);
  if (parsedOnceTimer) clearTimeout(parsedOnceTimer);
  parsedOnceTimer = setTimeout(() => parsedOnce.clear(), PARSED_ONCE_MS);
  parsedOnceTimer.unref();
  return parsed;
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
      parsed.push({ ref, ...(await parseCached(runRoot, ref, content, accessed_date)) });
    } catch (err) {
      if (err instanceof CiteflowError) throw err;
      throw new CiteflowError('SCHEMA_VALIDATION_FAILED', `${artifact.path}: ${(err as Error).message}`, { path: artifact.path });
    }
  }
  return parsed;
}
