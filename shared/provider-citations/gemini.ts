/**
 * Gemini (generateContent / streamGenerateContent): `groundingMetadata.groundingChunks` are the
 * sources, `groundingSupports` map segments of the answer to chunk indices. Segment offsets are
 * UTF-8 BYTE offsets into the part `segment.partIndex` (0 when omitted — proto3 JSON drops zeros).
 *
 * Every chunk kind the API documents is read: `web` (Google Search), `maps` (Google Maps: uri,
 * title, placeId, place answer text, review snippets), `retrievedContext` (Vertex AI Search,
 * RAG Engine, File Search: uri or document name, title, retrieved text) and `image` (image
 * search: source page, title). A chunk of any other kind still yields its (title- and URL-less)
 * source — its support spans are kept — and a note saying what was not read.
 */
import type { CitationPlace, CitationReview, CitationSource, ExtractedTurn, TextSpan } from './model';
import { byteOffsetToIndex } from './offsets';
import { asArray, asIndex, asString, asText, isObject, type JsonObject } from './json-shape';

export function looksLikeGeminiBody(json: unknown): boolean {
  return isObject(json) && Array.isArray(json.candidates);
}

export function looksLikeGeminiStream(events: unknown[]): boolean {
  return events.length > 0 && events.every(looksLikeGeminiBody);
}

/** The answer's text parts of the first candidate (thought summaries are not part of the answer). */
function textParts(candidate: JsonObject): string[] {
  const content = isObject(candidate.content) ? candidate.content : {};
  return asArray(content.parts)
    .filter((part): part is JsonObject => isObject(part) && part.thought !== true)
    .map((part) => asString(part.text))
    .filter((text): text is string => text !== null);
}

type Support = { span: TextSpan; chunkIndices: number[] };

function mapSegment(segment: JsonObject, parts: string[], partStarts: number[], text: string): TextSpan | null {
  const partIndex = asIndex(segment.partIndex) ?? 0;
  const part = parts[partIndex];
  if (part === undefined) return null;
  const start = partStarts[partIndex] + byteOffsetToIndex(part, asIndex(segment.startIndex) ?? 0);
  const end = partStarts[partIndex] + byteOffsetToIndex(part, asIndex(segment.endIndex) ?? 0);
  const mapped = { start, end: Math.max(start, end), text: text.slice(start, Math.max(start, end)) };
  const claimed = asString(segment.text);
  if (claimed === null || claimed === '' || claimed === mapped.text) return mapped;
  // Offsets that disagree with the segment's own text: trust the text if it occurs in the answer,
  // at the occurrence nearest the given offset (the same sentence may occur more than once).
  const found = nearestOccurrence(text, claimed, start);
  return found >= 0 ? { start: found, end: found + claimed.length, text: claimed } : mapped;
}

/** The index of the occurrence of `needle` in `text` closest to `near` (the earlier one on a tie), or -1. */
function nearestOccurrence(text: string, needle: string, near: number): number {
  let best = -1;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    if (best < 0 || Math.abs(at - near) < Math.abs(best - near)) best = at;
    if (at > near) break; // later occurrences are only farther away
  }
  return best;
}

type ChunkSource = Omit<CitationSource, 'location'>;

function reviewOf(snippet: unknown): CitationReview | null {
  if (!isObject(snippet)) return null;
  const author = isObject(snippet.authorAttribution) ? snippet.authorAttribution : {};
  const review: CitationReview = {
    title: asText(snippet.title) ?? asText(author.displayName),
    url: asText(snippet.googleMapsUri) ?? asText(snippet.uri) ?? asText(author.uri),
    text: asText(snippet.review) ?? asText(snippet.text),
  };
  return review.title || review.url || review.text ? review : null;
}

function placeOf(maps: JsonObject): CitationPlace {
  const answers = isObject(maps.placeAnswerSources) ? maps.placeAnswerSources : {};
  const snippets = [...asArray(answers.reviewSnippets), ...asArray(maps.reviewSnippets)];
  return { place_id: asText(maps.placeId), reviews: snippets.map(reviewOf).filter((r): r is CitationReview => r !== null) };
}

/** The kinds of `groundingChunks[i]` this reads, in the order they are tried. */
export const GEMINI_CHUNK_KINDS = ['web', 'maps', 'retrievedContext', 'image'] as const;

/** Title, URL and cited text of one grounding chunk; an unknown kind adds a note. */
function chunkSource(chunk: unknown, index: number, notes: string[]): ChunkSource {
  const none: ChunkSource = { title: null, url: null, cited_text: null };
  if (!isObject(chunk)) {
    notes.push(`Gemini grounding chunk ${index} is not an object; its source is shown without title or URL.`);
    return none;
  }
  if (isObject(chunk.web)) return { title: asText(chunk.web.title), url: asText(chunk.web.uri), cited_text: null };
  if (isObject(chunk.maps)) {
    const maps = chunk.maps;
    return { title: asText(maps.title), url: asText(maps.uri) ?? asText(maps.googleMapsUri), cited_text: asText(maps.text), place: placeOf(maps) };
  }
  if (isObject(chunk.retrievedContext)) {
    const ctx = chunk.retrievedContext;
    const rag = isObject(ctx.ragChunk) ? ctx.ragChunk : {};
    return {
      title: asText(ctx.title),
      url: asText(ctx.uri) ?? asText(ctx.documentName),
      cited_text: asText(ctx.text) ?? asText(rag.text),
    };
  }
  if (isObject(chunk.image)) {
    const image = chunk.image;
    return { title: asText(image.title), url: asText(image.sourceUri) ?? asText(image.uri) ?? asText(image.imageUri), cited_text: null };
  }
  const kinds = Object.keys(chunk);
  // An empty chunk object is the provider saying "no details" (seen in real responses), not an unknown kind.
  if (kinds.length > 0) {
    const shown = kinds.slice(0, 5).map((k) => JSON.stringify(k.slice(0, 40))).join(', ');
    notes.push(`Gemini grounding chunk ${index} is of a kind this version does not read (${shown}); its source is shown without title or URL.`);
  }
  return none;
}

export function extractGeminiBody(json: unknown): ExtractedTurn | null {
  if (!looksLikeGeminiBody(json)) return null;
  const candidate = asArray((json as JsonObject).candidates).find(isObject) ?? {};
  const parts = textParts(candidate);
  const partStarts: number[] = [];
  let text = '';
  for (const part of parts) {
    partStarts.push(text.length);
    text += part;
  }
  const metadata = isObject(candidate.groundingMetadata) ? candidate.groundingMetadata : {};
  const chunks = asArray(metadata.groundingChunks);
  const supports: Support[] = [];
  for (const support of asArray(metadata.groundingSupports)) {
    if (!isObject(support) || !isObject(support.segment)) continue;
    const span = mapSegment(support.segment, parts, partStarts, text);
    if (!span) continue;
    const chunkIndices = asArray(support.groundingChunkIndices).map(asIndex).filter((i): i is number => i !== null);
    supports.push({ span, chunkIndices });
  }
  // Sources in chunk-index order; a chunk cited by several segments yields one source per segment.
  const citations: ExtractedTurn['citations'] = [];
  const notes: string[] = [];
  chunks.forEach((chunk, chunkIndex) => {
    const base = chunkSource(chunk, chunkIndex, notes);
    const spans = supports.filter((s) => s.chunkIndices.includes(chunkIndex)).map((s) => s.span);
    if (spans.length === 0) {
      citations.push({ source: { ...base, location: null }, cited_span: null });
      return;
    }
    for (const span of spans) {
      const source: CitationSource = { ...base, location: { type: 'text_span', ...span } };
      citations.push({ source, cited_span: span });
    }
  });
  return { provider: 'gemini', text, citations, notes };
}

/**
 * A stream is a series of partial responses: the text is the concatenation of every chunk's
 * parts, and `groundingMetadata` (offsets into that whole text) comes with the last chunk.
 */
export function foldGeminiStream(events: unknown[]): JsonObject {
  let text = '';
  let metadata: unknown = undefined;
  for (const event of events) {
    const candidate = isObject(event) ? asArray(event.candidates).find(isObject) : undefined;
    if (!candidate) continue;
    text += textParts(candidate).join('');
    const grounding = candidate.groundingMetadata;
    if (isObject(grounding) && (Array.isArray(grounding.groundingChunks) || Array.isArray(grounding.groundingSupports))) {
      metadata = grounding;
    }
  }
  return { candidates: [{ content: { role: 'model', parts: [{ text }] }, groundingMetadata: metadata }] };
}
