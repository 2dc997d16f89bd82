/**
 * Provider-native citations: one model for Gemini, OpenAI Responses and Anthropic, extraction
 * from bodies and streams, claims for a run's stages 1/2, and safe terminal rendering.
 * Pure: no I/O, no Node-only modules, no Temporal — any agent CLI can import it.
 */
export * from './model';
export { parseProviderInput, type ProviderInput } from './input';
export { detectProvider, extractCitations } from './extract';
export { claimsFromProviderResponse, plainText, type ProviderClaim, type ProviderClaims } from './claims';
export { dedupeSources, urlsShownInline, defaultInlineUrls, type CitationEntry } from './dedup';
export { urlsInText } from './inline-urls';
export { renderTurn, renderCitationBlock, renderNotes, redactSecrets, hyperlink, type RenderOptions } from './render';
export { GEMINI_CHUNK_KINDS } from './gemini';
export { sanitizeField, sanitizeMultiline, truncateChars, linkTarget, measure, EXCERPT_MAX_CHARS, EXCERPT_MAX_BYTES, ALLOWED_INVISIBLE } from '../safe-text';
export {
  resolveCitationsEnabled,
  savedCitationsSetting,
  withSavedCitations,
  SavedSettingsSchema,
  CITATIONS_DEFAULT,
  type SavedSettings,
  type CitationsSettingInput,
} from './settings';
export { byteOffsetToIndex, codePointOffsetToIndex } from './offsets';
