/**
 * Anthropic Messages API: text content blocks carry `citations` — `char_location`,
 * `page_location`, `content_block_location` (into documents the caller sent; end indices
 * exclusive) and `web_search_result_location` (url, title). Streams deliver them as
 * `content_block_delta` events whose delta is a `citations_delta`.
 */
import type { CitationLocation, CitationSource, ExtractedTurn } from './model';
import { asArray, asIndex, asText, isObject, type JsonObject } from './json-shape';

const STREAM_EVENTS = new Set(['message_start', 'content_block_start', 'content_block_delta', 'content_block_stop', 'message_delta', 'message_stop']);

/** A Messages response, or its bare `content` array (as SDKs and notebooks often print it). */
function contentBlocks(json: unknown): unknown[] | null {
  if (isObject(json) && json.type === 'message' && Array.isArray(json.content)) return json.content;
  if (Array.isArray(json) && json.length > 0 && json.every((b) => isObject(b) && typeof b.type === 'string') && json.some((b) => (b as JsonObject).type === 'text')) {
    return json;
  }
  return null;
}

export function looksLikeAnthropicBody(json: unknown): boolean {
  return contentBlocks(json) !== null;
}

export function looksLikeAnthropicStream(events: unknown[]): boolean {
  return events.some((e) => isObject(e) && typeof e.type === 'string' && STREAM_EVENTS.has(e.type));
}

function locationOf(citation: JsonObject): CitationLocation | null {
  const document_index = asIndex(citation.document_index);
  const range = (start: unknown, end: unknown) => {
    const s = asIndex(start);
    const e = asIndex(end);
    return s === null || e === null ? null : { document_index, start: s, end: e };
  };
  let r;
  switch (citation.type) {
    case 'char_location':
      r = range(citation.start_char_index, citation.end_char_index);
      return r && { type: 'char_range', ...r };
    case 'page_location':
      r = range(citation.start_page_number, citation.end_page_number);
      return r && { type: 'page_range', ...r };
    case 'content_block_location':
      r = range(citation.start_block_index, citation.end_block_index);
      return r && { type: 'content_block_range', ...r };
    default:
      return null;
  }
}

const CITATION_TYPES = new Set(['char_location', 'page_location', 'content_block_location', 'web_search_result_location', 'search_result_location']);

function toSource(citation: JsonObject): CitationSource {
  return {
    title: asText(citation.document_title) ?? asText(citation.title),
    url: asText(citation.url),
    cited_text: asText(citation.cited_text),
    location: locationOf(citation),
  };
}

export function extractAnthropicBody(json: unknown): ExtractedTurn | null {
  const blocks = contentBlocks(json);
  if (!blocks) return null;
  let text = '';
  const citations: ExtractedTurn['citations'] = [];
  for (const block of blocks) {
    if (!isObject(block) || block.type !== 'text' || typeof block.text !== 'string') continue;
    const span = { start: text.length, end: text.length + block.text.length, text: block.text };
    text += block.text;
    for (const citation of asArray(block.citations)) {
      if (!isObject(citation) || !CITATION_TYPES.has(String(citation.type))) continue;
      citations.push({ source: toSource(citation), cited_span: span });
    }
  }
  return { provider: 'anthropic', text, citations };
}

/** Rebuilds the message's content blocks from stream events, in block-index order. */
export function foldAnthropicStream(events: unknown[]): JsonObject {
  const blocks = new Map<number, JsonObject>();
  for (const event of events) {
    if (!isObject(event)) continue;
    const index = asIndex(event.index);
    if (event.type === 'content_block_start' && index !== null && isObject(event.content_block)) {
      const start = event.content_block;
      blocks.set(index, { ...start, citations: [...asArray(start.citations)], text: typeof start.text === 'string' ? start.text : '' });
    } else if (event.type === 'content_block_delta' && index !== null && isObject(event.delta)) {
      const block = blocks.get(index) ?? { type: 'text', text: '', citations: [] };
      blocks.set(index, block);
      if (event.delta.type === 'text_delta' && typeof event.delta.text === 'string') block.text = (block.text as string) + event.delta.text;
      if (event.delta.type === 'citations_delta' && isObject(event.delta.citation)) (block.citations as unknown[]).push(event.delta.citation);
    }
  }
  const content = [...blocks.entries()].sort(([a], [b]) => a - b).map(([, block]) => block);
  return { type: 'message', role: 'assistant', content };
}
