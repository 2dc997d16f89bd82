/**
 * Artifact parsers: pure functions from an artifact's text to source and claim drafts.
 * Drafts carry RAW URLs — the caller redacts/normalizes them (shared/url.ts) before storing.
 */
import { CiteflowError } from '../../shared/errors';
import type { ClaimDraft } from '../../shared/schemas/extracted-claim';
import type { ArtifactRef, SourceDraft } from '../../shared/schemas/search-result';
import { parseMarkdown } from './markdown';
import { parseProviderArtifact } from './provider';
import { parseYamlArtifact } from './yaml';

export { classifySourceType } from '../../shared/stages/source-type';
export type { ArtifactRef, SourceDraft } from '../../shared/schemas/search-result';
export type { ClaimDraft } from '../../shared/schemas/extracted-claim';
export { parseMarkdown, parseYamlArtifact, parseProviderArtifact };

export type ParsedArtifactDrafts = { sources: SourceDraft[]; claims: ClaimDraft[] };

/** Dispatch by extension: .md/.markdown, .yaml/.yml, .json/.jsonl/.sse (provider responses). */
export function parseArtifact(ref: ArtifactRef, content: string, opts: { accessed_date: string }): ParsedArtifactDrafts {
  const ctx = { ref, accessed_date: opts.accessed_date };
  const ext = /\.([A-Za-z0-9]+)$/.exec(ref.artifact_path)?.[1]?.toLowerCase() ?? '';
  const text = content.replace(/^\uFEFF/, '');
  switch (ext) {
    case 'md':
    case 'markdown':
      return parseMarkdown(text, ctx);
    case 'yaml':
    case 'yml':
      return parseYamlArtifact(text, ctx);
    case 'json':
    case 'jsonl':
    case 'sse':
      try {
        return parseProviderArtifact(text, ctx);
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
