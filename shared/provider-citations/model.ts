/**
 * The provider-agnostic citation model. One `CitationPayload` per assistant turn: the text the
 * provider returned and zero or more sources. Fields a provider does not give are `null`
 * (present but unknown), like every other record in citeflow.
 */
import { z } from 'zod';

export const PROVIDERS = ['gemini', 'openai', 'anthropic'] as const;
export const ProviderSchema = z.enum(PROVIDERS);
export type Provider = z.infer<typeof ProviderSchema>;

const offset = z.number().int().nonnegative();
/** Which document of the request a document citation points into (Anthropic's `document_index`). */
const documentIndex = z.number().int().nonnegative().nullable();

/**
 * Where the cited material is. Ranges are half-open `[start, end)` as the providers send them.
 * - text_span: a span of the payload's own `text`, in JavaScript string indices (UTF-16 code
 *   units) — converted from Gemini's UTF-8 byte offsets and OpenAI's character offsets.
 * - char_range / page_range / content_block_range: a range inside a document the caller sent
 *   (Anthropic `char_location`, `page_location`, `content_block_location`), indices as given.
 */
export const CitationLocationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text_span'), start: offset, end: offset, text: z.string() }),
  z.object({ type: z.literal('char_range'), document_index: documentIndex, start: offset, end: offset }),
  z.object({ type: z.literal('page_range'), document_index: documentIndex, start: offset, end: offset }),
  z.object({ type: z.literal('content_block_range'), document_index: documentIndex, start: offset, end: offset }),
]);
export type CitationLocation = z.infer<typeof CitationLocationSchema>;

/** One citation as the provider gave it (several may share a URL; `dedupeSources` merges them for display). */
export const CitationSourceSchema = z.object({
  title: z.string().nullable(),
  url: z.string().nullable(),
  cited_text: z.string().nullable(),
  location: CitationLocationSchema.nullable(),
});
export type CitationSource = z.infer<typeof CitationSourceSchema>;

export const CitationPayloadSchema = z.object({
  /** null: the response is not one of the known provider shapes (then `sources` is empty). */
  provider: ProviderSchema.nullable(),
  text: z.string(),
  sources: z.array(CitationSourceSchema),
});
export type CitationPayload = z.infer<typeof CitationPayloadSchema>;

export type ProviderChoice = Provider | 'auto';

/** A span of the response text: JavaScript string indices into the turn's text. */
export type TextSpan = { start: number; end: number; text: string };

/**
 * What every extractor produces: the payload's sources plus, for each, the span of the response
 * text that carries the citation (the claim side). Internal to the library; `extract` and
 * `claimsFromProviderResponse` both read it so they can never disagree.
 */
export type ExtractedTurn = {
  provider: Provider;
  text: string;
  citations: Array<{ source: CitationSource; cited_span: TextSpan | null }>;
};
