/** Stage 1: every source seen in the wave artifacts → citations/search-results.jsonl (URLs redacted). */
import { resultIdOf } from '../../shared/stages/ids';
import { recordText } from '../../shared/stages/text';
import { capText, TEXT_LIMITS } from '../../shared/schemas/limits';
import type { SearchResult } from '../../shared/schemas/search-result';
import { prepareUrl } from '../../shared/url';
import { parseRunArtifacts } from './artifacts';
import { writeJsonlAtomic } from './jsonl';
import { loopTurns } from '../io/yield';
import { fixturesPathOf, loadRunConfig, loadRunManifest, removeRunOrphanTemps, runPaths } from './run-files';

export type Stage1Result = { manifest_path: string; fixtures_path: string | null; artifacts: number; sources: number };

export async function harvestSources({ run_root }: { run_root: string }): Promise<Stage1Result> {
  const manifest = await loadRunManifest(run_root);
  await removeRunOrphanTemps(run_root); // a run starts clean of what killed writes left
  const config = await loadRunConfig(run_root);
  const artifacts = await parseRunArtifacts(run_root, manifest);

  // Each record is written as it is made (they were all held first: ~30 MB at 50,000 URLs).
  const seen = new Set<string>();
  let count = 0;
  async function* records(): AsyncGenerator<SearchResult> {
    const turn = loopTurns();
    for (const { ref, sources } of artifacts) {
      for (const source of sources) {
        await turn();
        const url = prepareUrl(source.url);
        const result_id = resultIdOf(url.cid ?? url.url_original, ref.artifact_path);
        if (seen.has(result_id)) continue; // the same source twice in one artifact is one search result
        seen.add(result_id);
        count += 1;
        yield {
          schema_version: 'search-result.v1',
          result_id,
          url_original: url.url_original,
          normalized_url: url.normalized_url,
          cid: url.cid,
          title: source.title === null ? null : capText(recordText(source.title), TEXT_LIMITS.title),
          snippet: source.snippet === null ? null : capText(recordText(source.snippet), TEXT_LIMITS.snippet),
          // The parser's classifySourceType: the domain rules on the URL's host, which normalization and
          // redaction never change, so every record of one normalized URL has one type.
          source_type: source.source_type,
          accessed_date: source.accessed_date,
          found_by: ref,
          agent_source_type: source.agent_source_type ?? null,
        };
      }
    }
  }
  const paths = runPaths(run_root);
  await writeJsonlAtomic(paths.searchResults, records(), run_root);
  return { manifest_path: paths.manifest, fixtures_path: fixturesPathOf(run_root, config), artifacts: artifacts.length, sources: count };
}
