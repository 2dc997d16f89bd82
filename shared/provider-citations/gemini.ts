/**
 * Gemini (generateContent / streamGenerateContent): `groundingMetadata.groundingChunks` are the
 * sources, `groundingSupports` map segments of the answer to chunk indices. Segment offsets are
 * UTF-8 BYTE offsets into the part `segment.partIndex` (0 when omitted — proto3 JSON drops zeros).
 */
import type { CitationSource, ExtractedTurn, TextSpan } from './model';
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
  chunks.forEach((chunk, chunkIndex) => {
    const web = isObject(chunk) ? (isObject(chunk.web) ? chunk.web : isObject(chunk.retrievedContext) ? chunk.retrievedContext : {}) : {};
    const base = { title: asText(web.title), url: asText(web.uri), cited_text: null };
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
  return { provider: 'gemini', text, citations };
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
