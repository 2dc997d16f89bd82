/**
 * Reading a saved provider response: one JSON body, a JSONL stream (one event a line), or a
 * server-sent-events stream (`data: {…}` lines, as the providers' HTTP streams arrive).
 */
import { CiteflowError } from '../errors';

export type ProviderInput = { kind: 'body'; body: unknown } | { kind: 'stream'; events: unknown[] };

function parseLine(line: string, lineNumber: number): unknown {
  try {
    return JSON.parse(line);
  } catch (err) {
    throw new CiteflowError('INVALID_JSON', `line ${lineNumber} is not valid JSON: ${(err as Error).message}`, { line: lineNumber });
  }
}

/** SSE: `data:` lines of one event are joined with "\n"; comments, `event:`/`id:` lines and `[DONE]` are skipped. */
function parseSse(lines: string[]): unknown[] {
  const events: unknown[] = [];
  let data: string[] = [];
  let firstLine = 0;
  const flush = () => {
    const payload = data.join('\n');
    if (data.length > 0 && payload.trim() !== '[DONE]') events.push(parseLine(payload, firstLine));
    data = [];
  };
  lines.forEach((line, i) => {
    if (line === '') return flush();
    if (line.startsWith('data:')) {
      if (data.length === 0) firstLine = i + 1;
      data.push(line.slice(5).replace(/^ /, ''));
    }
  });
  flush();
  return events;
}

export function parseProviderInput(content: string): ProviderInput {
  const text = content.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new CiteflowError('INVALID_JSON', 'the file is empty', {});
  try {
    return { kind: 'body', body: JSON.parse(text) };
  } catch {
    // not one JSON document: try the stream forms below
  }
  const lines = text.split(/\r?\n/);
  if (lines.some((line) => /^(data|event):/.test(line))) return { kind: 'stream', events: parseSse(lines) };
  const events: unknown[] = [];
  lines.forEach((line, i) => {
    if (line.trim() !== '') events.push(parseLine(line, i + 1));
  });
  return { kind: 'stream', events };
}
