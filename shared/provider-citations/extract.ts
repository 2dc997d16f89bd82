/** Provider detection and the one entry point from a response (body or stream) to a `CitationPayload`. */
import type { CitationPayload, ExtractedTurn, Provider, ProviderChoice } from './model';
import type { ProviderInput } from './input';
import { extractGeminiBody, foldGeminiStream, looksLikeGeminiBody, looksLikeGeminiStream } from './gemini';
import { extractOpenAIBody, foldOpenAIStream, looksLikeOpenAIBody, looksLikeOpenAIStream } from './openai';
import { extractAnthropicBody, foldAnthropicStream, looksLikeAnthropicBody, looksLikeAnthropicStream } from './anthropic';

type Adapter = {
  looksLikeBody(json: unknown): boolean;
  looksLikeStream(events: unknown[]): boolean;
  extract(json: unknown): ExtractedTurn | null;
  fold(events: unknown[]): unknown;
};

const ADAPTERS: Record<Provider, Adapter> = {
  gemini: { looksLikeBody: looksLikeGeminiBody, looksLikeStream: looksLikeGeminiStream, extract: extractGeminiBody, fold: foldGeminiStream },
  openai: { looksLikeBody: looksLikeOpenAIBody, looksLikeStream: looksLikeOpenAIStream, extract: extractOpenAIBody, fold: foldOpenAIStream },
  anthropic: { looksLikeBody: looksLikeAnthropicBody, looksLikeStream: looksLikeAnthropicStream, extract: extractAnthropicBody, fold: foldAnthropicStream },
};
const DETECTION_ORDER: Provider[] = ['gemini', 'openai', 'anthropic'];

/** A raw value is a body, unless it is an array of stream events (Gemini's REST stream is a JSON array of responses). */
function normalizeInput(input: ProviderInput | unknown): ProviderInput {
  const given: ProviderInput = isProviderInput(input) ? input : { kind: 'body', body: input };
  if (given.kind === 'body' && Array.isArray(given.body) && looksLikeGeminiStream(given.body)) return { kind: 'stream', events: given.body };
  return given;
}

function isProviderInput(value: unknown): value is ProviderInput {
  const v = value as { kind?: unknown; body?: unknown; events?: unknown };
  return typeof v === 'object' && v !== null && ((v.kind === 'body' && 'body' in v) || (v.kind === 'stream' && Array.isArray(v.events)));
}

export function detectProvider(input: ProviderInput | unknown): Provider | null {
  const normalized = normalizeInput(input);
  for (const provider of DETECTION_ORDER) {
    const adapter = ADAPTERS[provider];
    if (normalized.kind === 'body' ? adapter.looksLikeBody(normalized.body) : adapter.looksLikeStream(normalized.events)) return provider;
  }
  return null;
}

/** Internal: the extracted turn (sources + the response spans that cite them), or null for an unknown shape. */
export function extractTurn(input: ProviderInput | unknown, provider: ProviderChoice = 'auto'): ExtractedTurn | null {
  const normalized = normalizeInput(input);
  const chosen = provider === 'auto' ? detectProvider(normalized) : provider;
  if (!chosen) return null;
  const adapter = ADAPTERS[chosen];
  // An explicit provider whose stream events are not that provider's: not recognised, like a body.
  if (normalized.kind === 'stream' && !adapter.looksLikeStream(normalized.events)) return null;
  const body = normalized.kind === 'body' ? normalized.body : adapter.fold(normalized.events);
  try {
    return adapter.extract(body);
  } catch {
    // Extraction reads untrusted shapes defensively; anything unforeseen means "no citations", never an error.
    return null;
  }
}

/**
 * The citations of one provider response. Accepts a parsed JSON body, or a `ProviderInput`
 * from `parseProviderInput` (body or stream). An unknown provider or shape gives
 * `{ provider: null, text: '', sources: [], notes: [] }` — no error, no log.
 */
export function extractCitations(input: ProviderInput | unknown, provider: ProviderChoice = 'auto'): CitationPayload {
  const turn = extractTurn(input, provider);
  if (!turn) return { provider: null, text: '', sources: [], notes: [] };
  return { provider: turn.provider, text: turn.text, sources: turn.citations.map((c) => c.source), notes: turn.notes };
}
