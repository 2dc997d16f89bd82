/**
 * The run workflow's last activity: the run's citations and usages (one per claim) into the
 * library. Reads the run's own files (citations.jsonl, validated-claims.jsonl, search
 * results); only ids and counts go back to the workflow. Idempotent (store.ingestRun).
 */
import { existsSync } from 'node:fs';
import { CitationSchema, type CitationV1 } from '../../shared/schemas';
import { ExtractedClaimSchema } from '../../shared/schemas/extracted-claim';
import { SearchResultSchema } from '../../shared/schemas/search-result';
import { ValidatedClaimSchema } from '../../shared/schemas/validated-claim';
import { AUTHOR_SEPARATOR } from '../classify/html';
import { forEachJsonlRecord, jsonlRecords, readJsonlFile } from '../io';
import { loadRunConfig, loadRunManifest, runPaths } from '../stages/run-files';
import { getLibraryDb } from './connection';
import { ingestRun, type IngestCitation, type IngestResult, type IngestUsage } from './store';

export type IngestRunInput = { run_root: string; run_id: string; workflow_id: string };

export async function ingestRunIntoLibrary(input: IngestRunInput): Promise<IngestResult> {
  const paths = runPaths(input.run_root);
  await loadRunManifest(input.run_root); // the run directory is what it claims to be
  const claims = existsSync(paths.validatedClaims)
    ? await readJsonlFile(paths.validatedClaims, ValidatedClaimSchema, 'validated-claims.jsonl')
    : (await readJsonlFile(paths.extracted, ExtractedClaimSchema, 'extracted.jsonl')).map((c) => ({ ...c, validated: false, credibility_score: null, validation_details: null }));
  const config = await loadRunConfig(input.run_root);

  // Of the search results, only each cid's first source type and snippet: read a record at a
  // time (the whole file, parsed, was +50 MB at 50,000 URLs); the few distinct type names shared.
  const sourceType = new Map<string, string>();
  const snippet = new Map<string, string>();
  const typeNames = new Map<string, string>();
  if (existsSync(paths.searchResults)) {
    await forEachJsonlRecord(paths.searchResults, SearchResultSchema, 'search-results.jsonl', (s) => {
      if (!s.cid) return;
      if (!sourceType.has(s.cid)) {
        let name = typeNames.get(s.source_type);
        if (name === undefined) typeNames.set(s.source_type, (name = s.source_type));
        sourceType.set(s.cid, name);
      }
      if (s.snippet && !snippet.has(s.cid)) snippet.set(s.cid, s.snippet);
    });
  }
  const pageFacts = new Map<string, { author: string | null; date: string | null }>();
  for (const c of claims) {
    if (!c.cid || !c.validation_details) continue;
    const known = pageFacts.get(c.cid);
    pageFacts.set(c.cid, { author: known?.author ?? c.validation_details.author, date: known?.date ?? c.validation_details.publication_date });
  }

  // The run's citations are streamed from their file into the library, once: the cids claims cite
  // are noted as they pass (a usage is kept when its cid has a citation in the file). This was a
  // second read and check of the whole file before the stream (~0.1 ms a citation).
  const claimCids = new Set(claims.map((c) => c.cid).filter((cid): cid is string => cid !== null));
  const cids = new Set<string>();
  // (A bad citations.jsonl fails the ingest inside its one transaction: nothing is written.)
  const toCitation = (c: CitationV1): IngestCitation => ({
    cid: c.cid,
    normalized_url: c.normalized_url,
    // The URL as written (redacted) is what a re-check fetches, so redirects are followed again.
    url: c.url_original,
    final_url: c.url && c.url !== c.url_original ? c.url : null,
    title: c.title,
    authors: pageFacts.get(c.cid)?.author ? pageFacts.get(c.cid)!.author!.split(AUTHOR_SEPARATOR).map((a) => a.trim()).filter(Boolean) : [],
    publisher: c.publisher,
    publication_date: pageFacts.get(c.cid)?.date ?? null,
    source_type: sourceType.get(c.cid) ?? null,
    excerpt: c.evidence_snippet ?? snippet.get(c.cid) ?? null,
    status: c.status,
    http_status: c.http_status,
  });
  const usages = (): IngestUsage[] => claims
    .filter((c) => c.cid !== null && cids.has(c.cid))
    .map((c) => ({
      claim_id: c.claim_id,
      cid: c.cid!,
      claim: c.claim,
      quote: c.quote,
      quote_found: c.validation_details?.quote_found ?? false,
      validated: c.validated,
      credibility_score: c.credibility_score,
    }));
  const network = config.effective?.citations?.network ?? null;
  const ladder = config.effective?.citations?.ladder ?? null;
  const db = await getLibraryDb({ start: true });
  return ingestRun(db, {
    run_id: input.run_id,
    workflow_id: input.workflow_id,
    citations: streamCitations(paths.citations, (c) => {
      if (claimCids.has(c.cid)) cids.add(c.cid);
      return toCitation(c);
    }),
    usages, // called by ingestRun once every citation has passed
    network: network || ladder ? { ...(network ?? {}), ...(ladder ? { ladder } : {}) } : null,
  });
}

/** citations.jsonl a record at a time, as library rows. */
async function* streamCitations(file: string, toRow: (c: CitationV1) => IngestCitation): AsyncGenerator<IngestCitation> {
  for await (const { record } of jsonlRecords(file, CitationSchema, 'citations.jsonl')) yield toRow(record);
}
