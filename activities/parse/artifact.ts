/**
 * parseArtifact (index.ts re-exports it): dispatch by extension, loading only the parser the
 * artifact needs. The artifact-parse thread (parse-thread.ts) imports this file rather than
 * index.ts, so a markdown report does not load the YAML and provider parsers — with zod, ~200
 * modules and ~13 MB of the thread's RSS — into the thread's isolate (docs/performance.md, "Stop 18").
 */
import { CiteflowError } from '../../shared/errors';
import type { ClaimDraft } from '../../shared/schemas/extracted-claim';
import type { ArtifactRef, SourceDraft } from '../../shared/schemas/search-result';
import { markdownDraftParts, mergeDraftParts } from './markdown';

export type ParsedArtifactDrafts = { sources: SourceDraft[]; claims: ClaimDraft[] };

/** Dispatch by extension: .md/.markdown, .yaml/.yml, .json/.jsonl/.sse (provider responses). */
export function parseArtifact(ref: ArtifactRef, content: string, opts: { accessed_date: string }): ParsedArtifactDrafts {
  return mergeDraftParts(artifactDraftParts(ref, content, opts));
}

/**
 * parseArtifact's drafts in parts: one part, except for a markdown document parsed in pieces,
 * whose pieces come one part each (markdownDraftParts). mergeDraftParts (DraftMerger) of the
 * parts is parseArtifact's result.
 */
export function* artifactDraftParts(ref: ArtifactRef, content: string, opts: { accessed_date: string }): Generator<ParsedArtifactDrafts> {
  const ctx = { ref, accessed_date: opts.accessed_date };
  const ext = /\.([A-Za-z0-9]+)$/.exec(ref.artifact_path)?.[1]?.toLowerCase() ?? '';
  const text = content.replace(/^\uFEFF/, '');
  switch (ext) {
    case 'md':
    case 'markdown':
      yield* markdownDraftParts(text, ctx);
      return;
    case 'yaml':
    case 'yml':
      yield (require('./yaml') as typeof import('./yaml')).parseYamlArtifact(text, ctx);
      return;
    case 'json':
    case 'jsonl':
    case 'sse':
      try {
        yield (require('./provider') as typeof import('./provider')).parseProviderArtifact(text, ctx);
        return;
      } catch (err) {
        if (err instanceof CiteflowError) {
          throw new CiteflowError(err.code, `${ref.artifact_path}: ${err.message}`, { ...err.details, path: ref.artifact_path });
        }
        throw err;
      }
    default:
      throw new CiteflowError(
        'SCHEMA_VALIDATION_FAILED',
        `${ref.artifact_path}: unsupported artifact type (expected .md, .markdown, .yaml, .yml, .json, .jsonl or .sse)`,
        { path: ref.artifact_path },
      );
  }
}
