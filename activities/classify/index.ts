export {
  classifyResponse, parseRetryAfter, truncateSnippet,
  type Classification, type CitationStatus, type ClassifyContext, type ClassifyInput, type RecordedResponse,
} from './classify';
export { classifyFetchFailure } from './fetch-failure';
export { extractMetadata, extractPageText, extractTextBlocks, foldWhitespace, type PageMetadata } from './html';
export { normalizeForQuote, significantWords, textWeight } from './relevance';
export { parsePage, type ParsedPage } from './page';
export { pageMetadata } from './metadata';
export { evidenceFromResponse } from './evidence';
