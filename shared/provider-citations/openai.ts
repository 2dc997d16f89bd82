/**
 * OpenAI Responses API: `output[].content[]` items of type `output_text` carry `annotations`:
 * `url_citation` (url, title, start_index/end_index over the cited span — character offsets) and
 * `file_citation` (file_id, filename, index: a position, no span). Streams deliver text as
 * `response.output_text.delta` and citations as `response.output_text.annotation.added`.
 */
import type { CitationSource, ExtractedTurn, TextSpan } from './model';
import { codePointOffsetToIndex } from './offsets';
import { asArray, asIndex, asString, asText, isObject, type JsonObject } from './json-shape';

export function looksLikeOpenAIBody(json: unknown): boolean {
  if (!isObject(json) || !Array.isArray(json.output)) return false;
  return json.object === 'response' || json.output.some((item) => isObject(item) && typeof item.type === 'string');
}

export function looksLikeOpenAIStream(events: unknown[]): boolean {
  return events.some((e) => isObject(e) && typeof e.type === 'string' && e.type.startsWith('response.'));
}

function outputTexts(body: JsonObject): JsonObject[] {
  const texts: JsonObject[] = [];
  for (const item of asArray(body.output)) {
    if (!isObject(item) || item.type !== 'message') continue;
    for (const part of asArray(item.content)) {
      if (isObject(part) && part.type === 'output_text' && typeof part.text === 'string') texts.push(part);
    }
  }
  return texts;
}

function annotationToCitation(annotation: JsonObject, partText: string, partStart: number): ExtractedTurn['citations'][number] | null {
  if (annotation.type === 'url_citation') {
    const startIndex = asIndex(annotation.start_index);
    const endIndex = asIndex(annotation.end_index);
    let span: TextSpan | null = null;
    if (startIndex !== null && endIndex !== null && endIndex >= startIndex) {
      const start = codePointOffsetToIndex(partText, startIndex);
      const end = codePointOffsetToIndex(partText, endIndex);
      span = { start: partStart + start, end: partStart + end, text: partText.slice(start, end) };
    }
    const source: CitationSource = {
      title: asText(annotation.title),
      url: asText(annotation.url),
      cited_text: null,
      location: span ? { type: 'text_span', ...span } : null,
    };
    return { source, cited_span: span };
  }
  if (annotation.type === 'file_citation') {
    const index = asIndex(annotation.index);
    const at = index === null ? null : partStart + codePointOffsetToIndex(partText, index);
    const source: CitationSource = {
      title: asText(annotation.filename) ?? asText(annotation.file_id),
      url: null,
      cited_text: null,
      location: at === null ? null : { type: 'text_span', start: at, end: at, text: '' },
    };
    return { source, cited_span: null };
  }
  return null;
}

export function extractOpenAIBody(json: unknown): ExtractedTurn | null {
  if (!looksLikeOpenAIBody(json)) return null;
  let text = '';
  const citations: ExtractedTurn['citations'] = [];
  const notes: string[] = [];
  for (const part of outputTexts(json as JsonObject)) {
    const partText = part.text as string;
    const partStart = text.length;
    text += partText;
    for (const annotation of asArray(part.annotations)) {
      if (!isObject(annotation)) continue;
      const citation = annotationToCitation(annotation, partText, partStart);
      if (citation) citations.push(citation);
      else notes.push(`OpenAI annotation of a type this version does not read (${JSON.stringify(String(annotation.type).slice(0, 40))}) was not shown.`);
    }
  }
  return { provider: 'openai', text, citations, notes };
}

/** A response body from stream events: the completed response, or text deltas + annotation events folded in arrival order. */
export function foldOpenAIStream(events: unknown[]): JsonObject {
  const parts = new Map<string, { text: string; annotations: unknown[] }>();
  const partFor = (event: JsonObject) => {
    const key = `${asString(event.item_id) ?? asIndex(event.output_index) ?? ''}#${asIndex(event.content_index) ?? 0}`;
    let part = parts.get(key);
    if (!part) parts.set(key, (part = { text: '', annotations: [] }));
    return part;
  };
  let completed: unknown = undefined;
  for (const event of events) {
    if (!isObject(event)) continue;
    switch (event.type) {
      case 'response.output_text.delta':
        partFor(event).text += asString(event.delta) ?? '';
        break;
      case 'response.output_text.done':
        if (typeof event.text === 'string') partFor(event).text = event.text;
        break;
      case 'response.output_text.annotation.added': {
        const part = partFor(event);
        const at = asIndex(event.annotation_index);
        if (at !== null) part.annotations[at] = event.annotation;
        else part.annotations.push(event.annotation);
        break;
      }
      case 'response.completed':
        completed = event.response;
        break;
    }
  }
  // `response.completed` carries the final response: when it has the output text, it is the
  // whole truth (annotations some streams send only there included). A stream cut off before it
  // is folded from its deltas and annotation events.
  if (isObject(completed) && (outputTexts(completed).length > 0 || parts.size === 0)) return completed;
  const content = [...parts.values()].map((p) => ({
    type: 'output_text',
    text: p.text,
    annotations: p.annotations.filter((a) => a !== undefined),
  }));
  return { object: 'response', output: [{ type: 'message', role: 'assistant', content }] };
}
