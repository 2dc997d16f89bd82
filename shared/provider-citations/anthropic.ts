/**
 * Anthropic Messages API: text content blocks carry `citations` — `char_location`,
 * `page_location`, `content_block_location` (into documents the caller sent; end indices
 * exclusive) and `web_search_result_location` (url, title). Streams deliver them as
 * `content_block_delta` events whose delta is a `citations_delta`.
 */
import { decodeHTMLStrict } from 'entities';
import type { CitationLocation, CitationSource, ExtractedTurn } from './model';
import { asArray, asIndex, asText, isObject, type JsonObject } from './json-shape';

const STREAM_EVENTS = new Set(['message_start', 'content_block_start', 'content_block_delta', 'content_block_stop', 'message_delta', 'message_stop']);

/** An array of typed content blocks with at least one text block. */
function isBlockArray(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0 && value.every((b) => isObject(b) && typeof b.type === 'string') && value.some((b) => (b as JsonObject).type === 'text');
}

/**
 * A Messages response, a message as SDKs and notebooks print it (`{"content": […]}`, with or
 * without `role`/`type`), or its bare `content` array.
 */
function contentBlocks(json: unknown): unknown[] | null {
  if (isObject(json) && json.type === 'message' && Array.isArray(json.content)) return json.content;
  if (isObject(json) && (json.type === undefined || json.type === 'message') && (json.role === undefined || json.role === 'assistant') && isBlockArray(json.content)) {
    return json.content;
  }
  if (isBlockArray(json)) return json;
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
    case 'search_result_location': {
      // Blocks of the search result the caller sent; which result is `search_result_index`.
      const s = asIndex(citation.start_block_index);
      const e = asIndex(citation.end_block_index);
      return s === null || e === null ? null : { type: 'content_block_range', document_index: asIndex(citation.search_result_index), start: s, end: e };
    }
    default:
      return null;
  }
}

const CITATION_TYPES = new Set(['char_location', 'page_location', 'content_block_location', 'web_search_result_location', 'search_result_location']);

/**
 * Web search results are excerpts of HTML pages and arrive with the page's character
 * references still in them (`Bankman-Fried&#x27;s`): decoded (strictly — only complete
 * references with their `;`, so "AT&T" stays). Document citations quote the caller's own
 * document verbatim and are left exactly as sent.
 */
function fromHtml(value: string | null): string | null {
  return value === null ? null : decodeHTMLStrict(value);
}

function toSource(citation: JsonObject): CitationSource {
  const web = citation.type === 'web_search_result_location';
  return {
    title: web ? fromHtml(asText(citation.title)) : (asText(citation.document_title) ?? asText(citation.title)),
    // search_result_location names its result by `source` (a URL or any identifier the caller chose).
    url: asText(citation.url) ?? (citation.type === 'search_result_location' ? asText(citation.source) : null),
    cited_text: web ? fromHtml(asText(citation.cited_text)) : asText(citation.cited_text),
    location: locationOf(citation),
  };
}

export function extractAnthropicBody(json: unknown): ExtractedTurn | null {
  const blocks = contentBlocks(json);
  if (!blocks) return null;
  let text = '';
  const citations: ExtractedTurn['citations'] = [];
  const notes: string[] = [];
  for (const block of blocks) {
    if (!isObject(block) || block.type !== 'text' || typeof block.text !== 'string') continue;
    const span = { start: text.length, end: text.length + block.text.length, text: block.text };
    text += block.text;
    for (const citation of asArray(block.citations)) {
      if (!isObject(citation)) continue;
      if (!CITATION_TYPES.has(String(citation.type))) {
        notes.push(`Anthropic citation of a type this version does not read (${JSON.stringify(String(citation.type).slice(0, 40))}) was not shown.`);
        continue;
      }
      citations.push({ source: toSource(citation), cited_span: span });
    }
  }
  return { provider: 'anthropic', text, citations, notes };
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
