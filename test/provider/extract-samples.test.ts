/** Extraction from the real recorded provider responses (test/provider/samples, copied from ../shared/provider-samples). */
import { CitationPayloadSchema, detectProvider, extractCitations, parseProviderInput } from '../../shared/provider-citations';
import { sampleInput, sampleJson, sampleText } from './helpers';

const span = (start: number, end: number, text: string) => ({ type: 'text_span' as const, start, end, text });

describe('Gemini', () => {
  test('gemini-1: sources in chunk order, byte offsets mapped to string indices (° is 2 bytes)', () => {
    const body = sampleJson('gemini-1.json');
    const text: string = body.candidates[0].content.parts[0].text;
    const payload = extractCitations(body);
    const accu = body.candidates[0].groundingMetadata.groundingChunks[0].web.uri;
    const weather = { title: 'Weather information for locality: London', url: 'https://www.google.com/search?q=weather+in+London', cited_text: null };
    // Offsets computed independently (Python str.index of each segment's text).
    expect(payload).toEqual({
      provider: 'gemini',
      text,
      sources: [
        { title: 'accuweather.com', url: accu, cited_text: null, location: span(0, 56, 'The current weather in London, United Kingdom is cloudy.') },
        { ...weather, location: span(57, 119, 'The temperature is 67°F (19°C), but it feels like 75°F (24°C).') },
        { ...weather, location: span(120, 181, 'There is a 0% chance of rain, and the humidity is around 41%.') },
      ],
      notes: []
    });
    // The provider's byte offsets differ from the string indices: 123 bytes end at index 119.
    expect(body.candidates[0].groundingMetadata.groundingSupports[1].segment.endIndex).toBe(123);
    expect(CitationPayloadSchema.parse(payload)).toEqual(payload);
  });

  test('gemini-3: empty chunks still carry the supported span; no title, no url', () => {
    const body = sampleJson('gemini-3.json');
    expect(extractCitations(body)).toEqual({
      provider: 'gemini',
      text: body.candidates[0].content.parts[0].text,
      sources: [
        { title: null, url: null, cited_text: null, location: span(122, 182, 'There is a 0% chance of rain and the humidity is around 41%.') },
        { title: null, url: null, cited_text: null, location: null },
      ],
      notes: []
    });
  });

  test('gemini-7 SSE stream: text concatenated across chunks, metadata from the last chunk', () => {
    const input = sampleInput('gemini-7-stream.sse');
    expect(input.kind).toBe('stream');
    expect(detectProvider(input)).toBe('gemini');
    const payload = extractCitations(input);
    const text =
      '\nThe Google homepage primarily serves as a search engine interface, featuring a prominent search bar and the Google logo. It also displays trending searches, options to sign in, access Google apps, and adjust settings such as dark theme and search preferences. The page includes links for feedback, privacy, terms, advertising, business, and an "About" section.';
    const google = { title: 'Google', url: 'https://google.com', cited_text: null };
    expect(payload).toEqual({
      provider: 'gemini',
      text,
      sources: [
        { ...google, location: span(1, 120, 'The Google homepage primarily serves as a search engine interface, featuring a prominent search bar and the Google logo') },
        { ...google, location: span(122, 259, 'It also displays trending searches, options to sign in, access Google apps, and adjust settings such as dark theme and search preferences') },
        { ...google, location: span(261, 360, 'The page includes links for feedback, privacy, terms, advertising, business, and an "About" section') },
      ],
      notes: []
    });
  });
});

describe('OpenAI Responses', () => {
  test('openai-1: every url_citation, in order, spans are the cited markdown links', () => {
    const body = sampleJson('openai-1.json');
    const part = body.output.find((o: any) => o.type === 'message').content[0];
    const payload = extractCitations(body);
    expect(payload.provider).toBe('openai');
    expect(payload.text).toBe(part.text);
    expect(payload.sources).toHaveLength(10);
    expect(payload.sources[0]).toEqual({
      title: 'Why OpenAI declared a code red for ChatGPT | The Verge',
      url: 'https://www.theverge.com/podcast/838932/openai-chatgpt-code-red-vergecast',
      cited_text: null,
      location: span(426, 517, '([theverge.com](https://www.theverge.com/podcast/838932/openai-chatgpt-code-red-vergecast))'),
    });
    expect(payload.sources[2].url).toBe('https://www.investopedia.com/5-things-to-know-before-the-stock-market-opens-december-5-2025-11862701?utm_source=openai');
    expect(payload.sources.map((s) => s.url)).toEqual(part.annotations.map((a: any) => a.url));
    for (const [i, source] of payload.sources.entries()) {
      const a = part.annotations[i];
      expect(source.location).toEqual(span(a.start_index, a.end_index, part.text.slice(a.start_index, a.end_index)));
      expect((source.location as any).text).toContain(a.url);
    }
  });

  test('openai-2: file_citation has a title (filename), no url, a zero-width position', () => {
    const body = sampleJson('openai-2.json');
    expect(extractCitations(body)).toEqual({
      provider: 'openai',
      text: body.output.find((o: any) => o.type === 'message').content[0].text,
      sources: [{ title: 'ai.pdf', url: null, cited_text: null, location: span(350, 350, '') }],
      notes: []
    });
  });

  test('openai-3 JSONL stream: deltas + annotation.added events give what the final response gives', () => {
    const input = sampleInput('openai-3-stream.jsonl');
    expect(detectProvider(input)).toBe('openai');
    const fromStream = extractCitations(input);
    const events = sampleText('openai-3-stream.jsonl').split('\n').filter(Boolean).map((l) => JSON.parse(l));
    const done = events.find((e) => e.type === 'response.output_text.done');
    const completed = events.find((e) => e.type === 'response.completed').response;
    expect(fromStream.text).toBe(done.text);
    expect(fromStream.sources).toHaveLength(12);
    expect(fromStream.sources[11]).toEqual({
      title: 'AI coding startup Vercel raises $300 million, valued at $9.3 billion',
      url: 'https://finance.yahoo.com/news/ai-coding-startup-vercel-raises-163055044.html?utm_source=openai',
      cited_text: null,
      location: span(3309, 3427, done.text.slice(3309, 3427)),
    });
    expect(fromStream).toEqual(extractCitations(completed));
  });

  test('openai-3 cut off before response.completed: its deltas and annotation events alone give the same payload', () => {
    const lines = sampleText('openai-3-stream.jsonl').split('\n').filter(Boolean);
    const completed = JSON.parse(lines.find((l) => JSON.parse(l).type === 'response.completed')!).response;
    const cut = lines.filter((l) => !['response.completed', 'response.output_text.done'].includes(JSON.parse(l).type));
    expect(extractCitations(parseProviderInput(cut.join('\n')))).toEqual(extractCitations(completed));
  });
});

describe('Anthropic', () => {
  test('anthropic-4: char_location; cited_text is document[start:end] (trailing space kept)', () => {
    const payload = extractCitations(sampleJson('anthropic-4.json'));
    expect(payload).toEqual({
      provider: 'anthropic',
      text: 'Based on the document, I can tell you that:\n\n- The grass is green\n- The sky is blue',
      sources: [
        { title: 'My Document', url: null, cited_text: 'The grass is green. ', location: { type: 'char_range', document_index: 0, start: 0, end: 20 } },
        { title: 'My Document', url: null, cited_text: 'The sky is blue.', location: { type: 'char_range', document_index: 0, start: 20, end: 36 } },
      ],
      notes: []
    });
    const documentText: string = sampleJson('anthropic-4.input.json').messages[0].content[0].source.data;
    for (const s of payload.sources) {
      const loc = s.location as { start: number; end: number };
      expect(documentText.slice(loc.start, loc.end)).toBe(s.cited_text);
    }
  });

  test('anthropic-5: content_block_location (end exclusive), null title', () => {
    expect(extractCitations(sampleJson('anthropic-5.json'))).toEqual({
      provider: 'anthropic',
      text: "Based on the documentation, I can provide you with a link to LangChain's tutorials:\n\nThe tutorials can be found at: https://js.langchain.com/docs/tutorials/",
      sources: [
        {
          title: null,
          url: null,
          cited_text: '[Tutorial](https://js.langchain.com/docs/tutorials/)walkthroughs',
          location: { type: 'content_block_range', document_index: 0, start: 191, end: 194 },
        },
      ],
      notes: []
    });
  });

  test('anthropic-1: web_search_result_location from a full Messages response', () => {
    const body = sampleJson('anthropic-1.json');
    const payload = extractCitations(body);
    const textBlocks = body.content.filter((b: any) => b.type === 'text');
    expect(payload.provider).toBe('anthropic');
    expect(payload.text).toBe(textBlocks.map((b: any) => b.text).join(''));
    const url = 'https://www.accuweather.com/en/us/san-francisco/94103/weather-forecast/347629';
    const title = 'San Francisco, CA Weather Forecast | AccuWeather';
    expect(payload.sources).toEqual([
      { title, url, location: null, cited_text: textBlocks[0].citations[0].cited_text },
      { title, url, location: null, cited_text: textBlocks[2].citations[0].cited_text },
    ]);
    expect(payload.sources[0].cited_text).toMatch(/^San Francisco, CA Weather Today \.\.\. showers;/);
  });

  test('anthropic-3 JSONL stream: citations_delta events attach to their text block', () => {
    const input = sampleInput('anthropic-3-stream.jsonl');
    expect(detectProvider(input)).toBe('anthropic');
    const payload = extractCitations(input);
    const events = sampleText('anthropic-3-stream.jsonl').split('\n').filter(Boolean).map((l) => JSON.parse(l));
    const deltas = events.filter((e) => e.type === 'content_block_delta');
    const citationDeltas = deltas.filter((e) => e.delta.type === 'citations_delta').map((e) => e.delta.citation);
    expect(payload.text).toBe(deltas.filter((e) => e.delta.type === 'text_delta').map((e) => e.delta.text).join(''));
    expect(payload.sources).toHaveLength(14);
    expect(payload.sources).toEqual(citationDeltas.map((c) => ({ title: c.title, url: c.url, cited_text: c.cited_text, location: null })));
    expect(payload.sources[0]).toEqual({
      title: 'The all-new Apple Ginza opens this Friday, September 26, in Tokyo - Apple',
      url: 'https://www.apple.com/newsroom/2025/09/the-all-new-apple-ginza-opens-this-friday-september-26-in-tokyo/',
      cited_text: 'Apple today announced the grand reopening of Apple Ginza on Friday, September 26, located in the vibrant Ginza district.',
      location: null,
    });
  });
});
