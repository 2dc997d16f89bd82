export {
  classifyResponse, parseRetryAfter, truncateSnippet,
  type Classification, type CitationStatus, type ClassifyContext, type ClassifyInput, type RecordedResponse,
} from './classify';
export { classifyFetchFailure } from './fetch-failure';
export { extractMetadata, extractPageText, extractTextBlocks, foldWhitespace, type PageMetadata } from './html';
export { normalizeForQuote } from './relevance';
export { evidenceFromResponse } from './evidence';
