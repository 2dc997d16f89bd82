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

/** A review a Google Maps answer drew on (`placeAnswerSources.reviewSnippets[]`). */
export const CitationReviewSchema = z.object({
  title: z.string().nullable(),
  url: z.string().nullable(),
  /** The review's text, when the provider sends it (Vertex AI does; the Gemini API sends only title and link). */
  text: z.string().nullable(),
});
export type CitationReview = z.infer<typeof CitationReviewSchema>;

/** What a Google Maps grounding chunk says about its place, beyond title and URL. */
export const CitationPlaceSchema = z.object({
  /** `places/{place_id}`, as the provider sends it. */
  place_id: z.string().nullable(),
  reviews: z.array(CitationReviewSchema),
});
export type CitationPlace = z.infer<typeof CitationPlaceSchema>;

/** One citation as the provider gave it (several may share a URL; `dedupeSources` merges them for display). */
export const CitationSourceSchema = z.object({
  title: z.string().nullable(),
  url: z.string().nullable(),
  cited_text: z.string().nullable(),
  location: CitationLocationSchema.nullable(),
  /** Present only on Google Maps sources (Gemini `groundingChunks[].maps`). */
  place: CitationPlaceSchema.optional(),
});
export type CitationSource = z.infer<typeof CitationSourceSchema>;

export const CitationPayloadSchema = z.object({
  /** null: the response is not one of the known provider shapes (then `sources` is empty). */
  provider: ProviderSchema.nullable(),
  text: z.string(),
  sources: z.array(CitationSourceSchema),
  /**
   * What the extractor saw but could not turn into a source — e.g. a Gemini grounding chunk of
   * a kind this version does not know. Never a silent drop: render shows them.
   */
  notes: z.array(z.string()),
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
  notes: string[];
};

/**
 * FR-7: whether a provider's API returns native citations. Advisory (diagnostics, future
 * auto-enable); extraction never looks at it — it runs whenever a response carries citations.
 */
export type ProviderCapabilities = { supportsCitations: boolean };
export const PROVIDER_CAPABILITIES: Readonly<Record<string, ProviderCapabilities>> = Object.freeze({
  gemini: { supportsCitations: true },
  'openai-responses': { supportsCitations: true },
  openai: { supportsCitations: true }, // this library's name for OpenAI Responses
  anthropic: { supportsCitations: true },
  'openai-chat-completions': { supportsCitations: false },
  'kimi-k2.5': { supportsCitations: false },
  'qwen3-coder-next': { supportsCitations: false },
  'glm-5': { supportsCitations: false },
  'minimax-m2.5': { supportsCitations: false },
});

/** The capabilities of a provider by name; a provider this table does not know has no native citations. */
export function providerCapabilities(provider: string): ProviderCapabilities {
  return Object.prototype.hasOwnProperty.call(PROVIDER_CAPABILITIES, provider) ? PROVIDER_CAPABILITIES[provider] : { supportsCitations: false };
}
