/** Hand-made responses for each citation type and stream form, with exact expected payloads. */
import { CiteflowError } from '../../shared/errors';
import { extractCitations, parseProviderInput } from '../../shared/provider-citations';
import { sampleText } from './helpers';

const span = (start: number, end: number, text: string) => ({ type: 'text_span' as const, start, end, text });
const sse = (events: unknown[]) => events.map((e) => `event: x\ndata: ${JSON.stringify(e)}\n\n`).join('') + 'data: [DONE]\n\n';

describe('Gemini, hand-made', () => {
  // "🦀" is 4 UTF-8 bytes and 2 UTF-16 code units; "é" is 2 bytes and 1 unit.
  const part0 = 'Intro. ';
  const part1 = 'Rust 🦀 is fast. Café opens at 9.';
  const body = {
    candidates: [
      {
        content: { role: 'model', parts: [{ text: 'thinking…', thought: true }, { text: part0 }, { text: part1 }] },
        groundingMetadata: {
          groundingChunks: [{ web: { uri: 'https://a.example/rust', title: 'Rust' } }, { web: { uri: 'https://b.example/cafe', title: '' } }, { retrievedContext: { uri: 'gs://bucket/doc', title: 'Doc' } }],
          groundingSupports: [
            // partIndex counts the answer's parts (thoughts excluded); bytes: "Rust 🦀 is fast." = 4+1+4+9 = 18
            { segment: { partIndex: 1, endIndex: 18, text: 'Rust 🦀 is fast.' }, groundingChunkIndices: [0, 2] },
            // "Café opens at 9." starts at byte 19 (after the space) and is 3+2+12 = 17 bytes long
            { segment: { partIndex: 1, startIndex: 19, endIndex: 36, text: 'Café opens at 9.' }, groundingChunkIndices: [1, 7] },
            { segment: { endIndex: 6 }, groundingChunkIndices: [0] },
          ],
        },
      },
    ],
  };

  test('byte offsets per part, omitted startIndex = 0, out-of-range chunk indices ignored, empty title = null', () => {
    const text = part0 + part1;
    expect(extractCitations(body)).toEqual({
      provider: 'gemini',
      text,
      sources: [
        { title: 'Rust', url: 'https://a.example/rust', cited_text: null, location: span(7, 23, 'Rust 🦀 is fast.') },
        { title: 'Rust', url: 'https://a.example/rust', cited_text: null, location: span(0, 6, 'Intro.') },
        { title: null, url: 'https://b.example/cafe', cited_text: null, location: span(24, 40, 'Café opens at 9.') },
        { title: 'Doc', url: 'gs://bucket/doc', cited_text: null, location: span(7, 23, 'Rust 🦀 is fast.') },
      ],
      notes: []
    });
    expect(text.slice(7, 23)).toBe('Rust 🦀 is fast.');
  });

  test('a REST stream (JSON array of partial responses) and an SSE stream give the same payload', () => {
    const chunks = [
      { candidates: [{ content: { parts: [{ text: 'Rust 🦀 ' }] } }] },
      { candidates: [{ content: { parts: [{ text: 'is fast.' }] }, groundingMetadata: { groundingChunks: [{ web: { uri: 'https://a.example/rust', title: 'Rust' } }], groundingSupports: [{ segment: { startIndex: 0, endIndex: 18 }, groundingChunkIndices: [0] }] } }] },
    ];
    const expected = {
      provider: 'gemini',
      text: 'Rust 🦀 is fast.',
      sources: [{ title: 'Rust', url: 'https://a.example/rust', cited_text: null, location: span(0, 16, 'Rust 🦀 is fast.') }],
      notes: [],
    };
    expect(extractCitations(chunks)).toEqual(expected);
    expect(extractCitations(parseProviderInput(JSON.stringify(chunks)))).toEqual(expected);
    expect(extractCitations(parseProviderInput(sse(chunks)))).toEqual(expected);
  });

  // Without `segment.text` nothing can paper over a wrong offset conversion: these spans come
  // from the byte offsets alone.
  test('byte offsets alone (no segment.text): multi-byte characters before and inside the segments', () => {
    // bytes: "🦀 " 0–5, "Café " 5–11, "x°y." 11–16 ("°" is 2 bytes), " " 16, "Done 🦀!" 17–27
    const text = '🦀 Café x°y. Done 🦀!';
    const body = {
      candidates: [
        {
          content: { parts: [{ text }] },
          groundingMetadata: {
            groundingChunks: [{ web: { uri: 'https://a.example/', title: 'A' } }],
            groundingSupports: [
              { segment: { startIndex: 5, endIndex: 16 }, groundingChunkIndices: [0] },
              { segment: { startIndex: 17, endIndex: 27 }, groundingChunkIndices: [0] },
              { segment: { endIndex: 4 }, groundingChunkIndices: [0] },
            ],
          },
        },
      ],
    };
    const a = { title: 'A', url: 'https://a.example/', cited_text: null };
    expect(extractCitations(body)).toEqual({
      provider: 'gemini',
      text,
      sources: [
        { ...a, location: span(3, 12, 'Café x°y.') },
        { ...a, location: span(13, 21, 'Done 🦀!') },
        { ...a, location: span(0, 2, '🦀') },
      ],
      notes: []
    });
  });

  test('gemini-1 without its segment texts: byte offsets after "°" still land on the sentences', () => {
    const body = JSON.parse(sampleText('gemini-1.json'));
    for (const support of body.candidates[0].groundingMetadata.groundingSupports) delete support.segment.text;
    expect(extractCitations(body).sources.map((s) => s.location)).toEqual([
      span(0, 56, 'The current weather in London, United Kingdom is cloudy.'),
      span(57, 119, 'The temperature is 67°F (19°C), but it feels like 75°F (24°C).'),
      span(120, 181, 'There is a 0% chance of rain, and the humidity is around 41%.'),
    ]);
  });

  describe('segment.text is searched for only when the offsets disagree with it', () => {
    const gemini = (text: string, segment: Record<string, unknown>) => ({
      candidates: [{ content: { parts: [{ text }] }, groundingMetadata: { groundingChunks: [{ web: { uri: 'https://a.example/', title: 'A' } }], groundingSupports: [{ segment, groundingChunkIndices: [0] }] } }],
    });
    const locationOf = (body: unknown) => extractCitations(body).sources[0].location;
    const text = 'Yes. No. Yes. No. Yes.';

    test('offsets that agree are kept, even when the same text occurs earlier', () => {
      expect(locationOf(gemini(text, { startIndex: 9, endIndex: 13, text: 'Yes.' }))).toEqual(span(9, 13, 'Yes.'));
      expect(locationOf(gemini(text, { startIndex: 18, endIndex: 22, text: 'Yes.' }))).toEqual(span(18, 22, 'Yes.'));
    });

    test('offsets that disagree: the occurrence nearest the given start', () => {
      expect(locationOf(gemini(text, { startIndex: 10, endIndex: 14, text: 'Yes.' }))).toEqual(span(9, 13, 'Yes.'));
      expect(locationOf(gemini(text, { startIndex: 17, endIndex: 21, text: 'Yes.' }))).toEqual(span(18, 22, 'Yes.'));
      expect(locationOf(gemini(text, { startIndex: 2, endIndex: 6, text: 'Yes.' }))).toEqual(span(0, 4, 'Yes.'));
    });

    test('a segment text that does not occur: the offsets stand', () => {
      expect(locationOf(gemini(text, { startIndex: 5, endIndex: 8, text: 'Maybe.' }))).toEqual(span(5, 8, 'No.'));
    });
  });
});

describe('OpenAI Responses, hand-made', () => {
  // start_index/end_index count characters (code points): "🦀" is one.
  const text = '🦀 Rust 1.0 shipped in 2015 ([blog](https://blog.example/1.0)). See file.';
  const linkStart = Array.from(text).indexOf('(', 27);
  const urlCitation = { type: 'url_citation', start_index: linkStart, end_index: linkStart + 34, url: 'https://blog.example/1.0', title: 'Rust 1.0' };
  const fileCitation = { type: 'file_citation', file_id: 'file-1', filename: 'notes.pdf', index: Array.from(text).length }; // the end of the text
  const expected = {
    provider: 'openai',
    text,
    sources: [
      { title: 'Rust 1.0', url: 'https://blog.example/1.0', cited_text: null, location: span(linkStart + 1, linkStart + 35, '([blog](https://blog.example/1.0))') },
      { title: 'notes.pdf', url: null, cited_text: null, location: span(text.length, text.length, '') },
    ],
    notes: [] as string[],
  };

  test('non-streaming body: code-point offsets become string indices', () => {
    const body = { object: 'response', output: [{ type: 'reasoning', summary: [] }, { type: 'message', content: [{ type: 'output_text', text, annotations: [urlCitation, fileCitation, { type: 'container_file_citation' }] }] }] };
    // an annotation type this version does not read is a note, never a silent drop
    expect(extractCitations(body)).toEqual({ ...expected, notes: ['OpenAI annotation of a type this version does not read ("container_file_citation") was not shown.'] });
  });

  test('stream (JSONL and SSE): deltas + annotation.added, placed by annotation_index', () => {
    const base = { item_id: 'msg_1', output_index: 0, content_index: 0 };
    const events = [
      { type: 'response.created', response: { output: [] } },
      { type: 'response.output_text.delta', ...base, delta: text.slice(0, 10) },
      { type: 'response.output_text.annotation.added', ...base, annotation_index: 1, annotation: fileCitation },
      { type: 'response.output_text.delta', ...base, delta: text.slice(10) },
      { type: 'response.output_text.annotation.added', ...base, annotation_index: 0, annotation: urlCitation },
    ];
    expect(extractCitations(parseProviderInput(events.map((e) => JSON.stringify(e)).join('\n')))).toEqual(expected);
    expect(extractCitations(parseProviderInput(sse(events)))).toEqual(expected);
  });

  test('stream whose annotations come only with response.completed: they are kept', () => {
    const base = { item_id: 'msg_1', output_index: 0, content_index: 0 };
    const final = { object: 'response', status: 'completed', output: [{ type: 'message', id: 'msg_1', content: [{ type: 'output_text', text, annotations: [urlCitation, fileCitation] }] }] };
    const events = [
      { type: 'response.created', response: { object: 'response', output: [] } },
      { type: 'response.output_text.delta', ...base, delta: text.slice(0, 10) },
      { type: 'response.output_text.delta', ...base, delta: text.slice(10) },
      { type: 'response.output_text.done', ...base, text },
      { type: 'response.completed', response: final },
    ];
    expect(extractCitations(parseProviderInput(events.map((e) => JSON.stringify(e)).join('\n')))).toEqual(expected);
  });
});

describe('Anthropic, hand-made', () => {
  const citations = {
    page: { type: 'page_location', cited_text: 'Revenue rose 15%.', document_index: 1, document_title: 'Q3 Report', start_page_number: 4, end_page_number: 6 },
    char: { type: 'char_location', cited_text: 'Costs fell.', document_index: 0, document_title: 'Memo', start_char_index: 10, end_char_index: 21 },
    block: { type: 'content_block_location', cited_text: 'Block text', document_index: 2, document_title: null, start_block_index: 0, end_block_index: 1 },
    web: { type: 'web_search_result_location', cited_text: 'Rust 1.0 was released ...', url: 'https://blog.example/1.0', title: 'Announcing Rust 1.0', encrypted_index: 'xyz' },
  };
  const expected = {
    provider: 'anthropic',
    text: 'Revenue rose 15% while costs fell. Rust 1.0 shipped in 2015.',
    sources: [
      { title: 'Q3 Report', url: null, cited_text: 'Revenue rose 15%.', location: { type: 'page_range', document_index: 1, start: 4, end: 6 } },
      { title: 'Memo', url: null, cited_text: 'Costs fell.', location: { type: 'char_range', document_index: 0, start: 10, end: 21 } },
      { title: null, url: null, cited_text: 'Block text', location: { type: 'content_block_range', document_index: 2, start: 0, end: 1 } },
      { title: 'Announcing Rust 1.0', url: 'https://blog.example/1.0', cited_text: 'Rust 1.0 was released ...', location: null },
    ],
    notes: [],
  };

  test('Messages body with every citation type', () => {
    const body = {
      type: 'message',
      role: 'assistant',
      content: [
        { type: 'text', text: 'Revenue rose 15% while costs fell.', citations: [citations.page, citations.char, citations.block] },
        { type: 'server_tool_use', id: 't', name: 'web_search', input: {} },
        { type: 'text', text: ' ' },
        { type: 'text', text: 'Rust 1.0 shipped in 2015.', citations: [citations.web] },
      ],
    };
    expect(extractCitations(body)).toEqual(expected);
  });

  test('SSE stream with citations_delta events', () => {
    const events = [
      { type: 'message_start', message: { type: 'message', content: [] } },
      { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '', citations: [] } },
      { type: 'content_block_delta', index: 0, delta: { type: 'citations_delta', citation: citations.page } },
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Revenue rose 15% ' } },
      { type: 'content_block_delta', index: 0, delta: { type: 'citations_delta', citation: citations.char } },
      { type: 'content_block_delta', index: 0, delta: { type: 'citations_delta', citation: citations.block } },
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'while costs fell.' } },
      { type: 'content_block_stop', index: 0 },
      { type: 'content_block_start', index: 1, content_block: { type: 'server_tool_use', id: 't', name: 'web_search', input: {} } },
      { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '{}' } },
      { type: 'content_block_start', index: 2, content_block: { type: 'text', text: ' ' } },
      { type: 'content_block_start', index: 3, content_block: { type: 'text', text: '' } },
      { type: 'content_block_delta', index: 3, delta: { type: 'citations_delta', citation: citations.web } },
      { type: 'content_block_delta', index: 3, delta: { type: 'text_delta', text: 'Rust 1.0 shipped in 2015.' } },
      { type: 'message_stop' },
    ];
    expect(extractCitations(parseProviderInput(sse(events)))).toEqual(expected);
  });
});

describe('other providers and shapes', () => {
  const empty = { provider: null, text: '', sources: [], notes: [] };
  const shapes: Array<[string, unknown]> = [
    ['OpenAI Chat Completions', { object: 'chat.completion', choices: [{ message: { role: 'assistant', content: 'Hi' } }] }],
    ['empty object', {}],
    ['null', null],
    ['string', 'hello'],
    ['number', 42],
    ['empty array', []],
    ['array of numbers', [1, 2]],
    ['candidates not an array', { candidates: 'x' }],
  ];

  test.each(shapes)('%s: no citations, no error, no log', (_name, body) => {
    const calls: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => jest.spyOn(console, m).mockImplementation((...a) => void calls.push(a)));
    try {
      expect(extractCitations(body)).toEqual(empty);
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
    expect(calls).toEqual([]);
  });

  test('an explicit provider that does not match the shape gives no citations', () => {
    const gemini = { candidates: [{ content: { parts: [{ text: 'x' }] } }] };
    expect(extractCitations(gemini, 'openai')).toEqual(empty);
    expect(extractCitations(gemini, 'anthropic')).toEqual(empty);
    expect(extractCitations(gemini, 'gemini')).toEqual({ provider: 'gemini', text: 'x', sources: [], notes: [] });
  });

  test('an explicit provider that does not match a stream gives the empty payload too (provider null)', () => {
    const anthropicStream = parseProviderInput(sampleText('anthropic-3-stream.jsonl'));
    const openaiStream = parseProviderInput(sampleText('openai-3-stream.jsonl'));
    const geminiStream = parseProviderInput(sampleText('gemini-7-stream.sse'));
    for (const [input, others] of [[anthropicStream, ['gemini', 'openai']], [openaiStream, ['gemini', 'anthropic']], [geminiStream, ['openai', 'anthropic']]] as const) {
      for (const provider of others) expect(extractCitations(input, provider)).toEqual(empty);
    }
    expect(extractCitations(anthropicStream, 'anthropic').provider).toBe('anthropic');
    expect(extractCitations(openaiStream, 'openai').provider).toBe('openai');
    expect(extractCitations(geminiStream, 'gemini').provider).toBe('gemini');
  });

  test('malformed citation entries are skipped, not fatal', () => {
    const body = { type: 'message', content: [{ type: 'text', text: 'a', citations: [null, 'x', { type: 'char_location' }, { type: 'unknown_kind', url: 'https://x.example' }] }] };
    expect(extractCitations(body)).toEqual({
      provider: 'anthropic',
      text: 'a',
      sources: [{ title: null, url: null, cited_text: null, location: null }],
      notes: ['Anthropic citation of a type this version does not read ("unknown_kind") was not shown.'],
    });
  });
});

describe('parseProviderInput', () => {
  const codeOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return err instanceof CiteflowError ? [err.code, err.details] : err;
    }
    return 'no error';
  };

  test('a JSON body, a JSONL stream, an SSE stream', () => {
    expect(parseProviderInput('{"a":1}')).toEqual({ kind: 'body', body: { a: 1 } });
    expect(parseProviderInput('{"a":1}\n\n{"b":2}\n')).toEqual({ kind: 'stream', events: [{ a: 1 }, { b: 2 }] });
    expect(parseProviderInput(': comment\nevent: e\ndata: {"a":\ndata: 1}\n\ndata: [DONE]\n')).toEqual({ kind: 'stream', events: [{ a: 1 }] });
  });

  test('bad input is INVALID_JSON with the line number', () => {
    expect(codeOf(() => parseProviderInput(''))).toEqual(['INVALID_JSON', {}]);
    expect(codeOf(() => parseProviderInput('{"a":1}\n{"b":'))).toEqual(['INVALID_JSON', { line: 2 }]);
    expect(codeOf(() => parseProviderInput('data: {"a":1}\n\ndata: nope\n'))).toEqual(['INVALID_JSON', { line: 3 }]);
  });
});
