/**
 * Stage 2: every extracted URL normalized, redacted and given its cid (url-map.json), and every
 * claim paired with its verbatim quote and source cid (extracted.jsonl), provenance kept.
 */
import { mergeFoundBy } from '../../shared/citations';
import type { ExtractedClaim } from '../../shared/schemas/extracted-claim';
import type { FoundBy } from '../../shared/schemas/found-by';
import type { UrlMapItem, UrlMapV1 } from '../../shared/schemas/url-map';
import { claimIdOf } from '../../shared/stages/ids';
import { recordText } from '../../shared/stages/text';
import { capText, TEXT_LIMITS } from '../../shared/schemas/limits';
import { prepareUrl } from '../../shared/url';
import { parseRunArtifacts } from './artifacts';
import { writeJsonAtomic, writeJsonlAtomic } from './jsonl';
import { loopTurns } from '../io/yield';
import { compileUrlFilters, mergeUrlFilters, type UrlFilters } from '../../shared/url-filters';
import { loadRunConfig, loadRunManifest, runPaths } from './run-files';

export type Stage2Result = { urls: number; unique_urls: number; malformed_urls: number; claims: number; excluded_urls?: number };

export type Stage2Input = { run_root: string; url_filters?: UrlFilters };

export async function extractCitations({ run_root, url_filters }: Stage2Input): Promise<Stage2Result> {
  const manifest = await loadRunManifest(run_root);
  const config = await loadRunConfig(run_root);
  // URLs left out by run-config's urls.include/exclude (and the command line's): not checked, and
  // claims citing them are not part of this run either.
  const filter = compileUrlFilters(mergeUrlFilters(config.effective?.citations?.urls, url_filters), 'run-config.json effective.citations.urls');
  const excluded = new Set<string>();
  const artifacts = await parseRunArtifacts(run_root, manifest);

  // One url-map item per distinct (redacted) url_original, in order of first appearance.
  const items = new Map<string, UrlMapItem>();
  let malformed = 0;
  const addUrl = (raw: string, ref: FoundBy) => {
    const url = prepareUrl(raw);
    if (url.normalized_url === null || url.cid === null) {
      malformed += 1; // cannot be normalized: no cid, so no record (reported in the stage result)
      return;
    }
    if (filter.active && !filter.checks(url.normalized_url)) {
      excluded.add(url.normalized_url);
      return;
    }
    const existing = items.get(url.url_original);
    if (existing) existing.found_by = mergeFoundBy(existing.found_by, [ref]);
    else
      items.set(url.url_original, {
        url_original: url.url_original,
        normalized_url: url.normalized_url,
        cid: url.cid,
        found_by: [ref],
        ...(url.invalid_reason ? { invalid_reason: url.invalid_reason } : {}),
      });
  };

  const claims = new Map<string, ExtractedClaim>();
  const turn = loopTurns();
  for (const { ref, sources, claims: drafts } of artifacts) {
    for (const source of sources) {
      await turn();
      addUrl(source.url, ref);
    }
    for (const draft of drafts) {
      await turn();
      addUrl(draft.url, ref);
      const url = prepareUrl(draft.url);
      if (url.normalized_url !== null && excluded.has(url.normalized_url)) continue;
      const claim = capText(recordText(draft.claim), TEXT_LIMITS.claim);
      const quote = capText(recordText(draft.quote), TEXT_LIMITS.quote);
      const claim_id = claimIdOf(url.cid ?? url.url_original, quote, claim);
      const existing = claims.get(claim_id);
      if (existing) {
        existing.found_by = mergeFoundBy(existing.found_by as FoundBy[], [ref]);
        continue;
      }
      claims.set(claim_id, {
        schema_version: 'extracted-claim.v1',
        claim_id,
        claim,
        quote,
        cid: url.cid,
        normalized_url: url.normalized_url,
        url_original: url.url_original,
        page_title: draft.page_title === null ? null : capText(recordText(draft.page_title), TEXT_LIMITS.title),
        source_type: draft.source_type, // the parser's classifySourceType, as in Stage 1
        accessed_date: draft.accessed_date,
        origin: draft.origin,
        found_by: [ref],
        agent_source_type: draft.agent_source_type ?? null,
      });
    }
  }

  const paths = runPaths(run_root);
  const urlMap: UrlMapV1 = { schema_version: 'url-map.v1', run_id: manifest.run_id, items: [...items.values()] };
  await writeJsonAtomic(paths.urlMap, urlMap, run_root);
  await writeJsonlAtomic(paths.extracted, [...claims.values()], run_root);
  return {
    urls: items.size,
    unique_urls: new Set([...items.values()].map((i) => i.normalized_url)).size,
    malformed_urls: malformed,
    claims: claims.size,
    ...(filter.active ? { excluded_urls: excluded.size } : {}),
  };
}
