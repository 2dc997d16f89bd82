/** Citation formats for a run's citable sources (pure: safe to import from workflows). */
export { CITATION_FORMATS, CitationSourceSchema, refIdFromCid } from './source';
export type { CitationFormat, CitationSource } from './source';
export { formatApa, formatMla, formatChicago, formatHarvard } from './styles';
export { formatJsonLd, formatInline } from './jsonld';
export type { JsonLdCitation } from './jsonld';
export { parseAuthor } from './names';
export type { Author } from './names';
export { CAUTION_MARK, formatSources, type FormatOptions } from './format-sources';
export { CitableRecordView, ClaimMetadataView, metadataByCid, citableSources } from './run-sources';
export type { CitableRecord, ClaimMetadata, PageMetadata } from './run-sources';
