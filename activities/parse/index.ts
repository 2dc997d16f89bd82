/**
 * Artifact parsers: pure functions from an artifact's text to source and claim drafts.
 * Drafts carry RAW URLs — the caller redacts/normalizes them (shared/url.ts) before storing.
 */
import { parseMarkdown } from './markdown';
import { parseProviderArtifact } from './provider';
import { parseYamlArtifact } from './yaml';

export { classifySourceType } from '../../shared/stages/source-type';
export type { ArtifactRef, SourceDraft } from '../../shared/schemas/search-result';
export type { ClaimDraft } from '../../shared/schemas/extracted-claim';
export { parseMarkdown, parseYamlArtifact, parseProviderArtifact };

export { parseArtifact, artifactDraftParts, type ParsedArtifactDrafts } from './artifact';
