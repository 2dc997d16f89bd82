/**
 * Extraction, claims and rendering on REAL recorded responses (test/provider/samples/real, see
 * its SOURCES.md): Gemini Google Maps and Google Search grounding, OpenAI and Azure OpenAI web
 * search, Anthropic web search. Expected values are read from the recordings themselves (their
 * segment texts, annotation offsets, chunk titles), never typed in from our own output.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  claimsFromProviderResponse,
  extractCitations,
  parseProviderInput,
  renderTurn,
  type CitationPayload,
} from '../../shared/provider-citations';

const REAL = path.join(__dirname, 'samples', 'real');
const real = (name: string): any => JSON.parse(fs.readFileSync(path.join(REAL, name), 'utf8'));
const OSC8 = '\u001b]8;;';
const ESC = '\u001b';

const MAPS = ['gemini-googleai-maps-grounding.json', 'gemini-vertexai-maps-grounding.json'];
const OPENAI = ['openai-web-search-e85fa2f.json', 'openai-web-search-40dc7fa.json', 'openai-web-search-d5f7312.json', 'openai-azure-web-search.json'];

test('SOURCES.md names every real sample with its repository, path and commit', () => {
  const sources = fs.readFileSync(path.join(REAL, 'SOURCES.md'), 'utf8');
  const files = fs.readdirSync(REAL).filter((f) => f !== 'SOURCES.md');
  expect(files.length).toBeGreaterThanOrEqual(8);
  for (const file of files) expect(sources).toMatch(new RegExp(`^\\| ${file.replace(/[.]/g, '\\.')} \\| [\\w-]+/[\\w.-]+ \\| [^|]+ \\| [0-9a-f]{40} \\|`, 'm'));
});

describe('Gemini Google Maps grounding (real)', () => {
  test.each(MAPS)('%s: every maps chunk is a source with its title, URL and place id, in chunk order', (file) => {
    const body = real(file);
    const meta = body.candidates[0].groundingMetadata;
    const payload = extractCitations(body);
    expect(payload.provider).toBe('gemini');
    expect(payload.notes).toEqual([]);
    // one source per (chunk, supporting segment), plus one for each chunk no segment cites
    const cited = new Set(meta.groundingSupports.flatMap((s: any) => s.groundingChunkIndices));
    const expectedCount = meta.groundingSupports.reduce((n: number, s: any) => n + s.groundingChunkIndices.length, 0) + meta.groundingChunks.filter((_: unknown, i: number) => !cited.has(i)).length;
    expect(payload.sources).toHaveLength(expectedCount);
    for (const source of payload.sources) {
      expect(source.title).not.toBeNull();
      expect(source.url).toMatch(/^https:\/\/maps\.google\.com\/\?cid=\d+$/);
      expect(source.place?.place_id).toMatch(/^places\//);
    }
    // chunk order: the distinct titles in order are the chunks' titles
    const titles = [...new Set(payload.sources.map((s) => s.title))];
    expect(titles).toEqual([...new Set(meta.groundingChunks.map((c: any) => c.maps.title))]);
    expect(payload.sources.find((s) => s.title === meta.groundingChunks[0].maps.title)?.place).toEqual({ place_id: meta.groundingChunks[0].maps.placeId, reviews: [] });
  });

  test.each(MAPS)('%s: UTF-8 byte offsets land on exactly the segment text the provider sent (’, é before them)', (file) => {
    const body = real(file);
    const payload = extractCitations(body);
    const spans = payload.sources.map((s) => s.location).filter((l) => l?.type === 'text_span') as Array<{ start: number; end: number; text: string }>;
    const segments = body.candidates[0].groundingMetadata.groundingSupports.map((s: any) => s.segment.text);
    expect(new Set(spans.map((s) => s.text))).toEqual(new Set(segments));
    for (const span of spans) expect(payload.text.slice(span.start, span.end)).toBe(span.text);
  });

  test.each(MAPS)('%s: Maps sources reach a run — every place URL is a run source, every segment a claim, without markdown', (file) => {
    const body = real(file);
    const meta = body.candidates[0].groundingMetadata;
    const result = claimsFromProviderResponse(body);
    expect(result.sources.map((s) => s.url)).toEqual([...new Set(meta.groundingChunks.map((c: any) => c.maps.uri))]);
    expect(result.claims.length).toBe(new Set(meta.groundingSupports.map((s: any) => `${s.segment.text}|${s.groundingChunkIndices}`)).size);
    for (const claim of result.claims) {
      expect(claim.claim).not.toMatch(/\*|^\s*[-•]|\]\(/);
      expect(claim.quote).toBe(claim.claim);
      expect(claim.url).toMatch(/^https:\/\/maps\.google\.com\//);
    }
  });

  test('vertexai: a "*   **Name** at …" segment becomes the plain claim', () => {
    const body = real('gemini-vertexai-maps-grounding.json');
    const first = body.candidates[0].groundingMetadata.groundingSupports[0].segment.text as string;
    expect(first.startsWith('*   **Joe')).toBe(true);
    const plain = first.replace(/^\*\s+/, '').replace(/\*\*/g, '');
    expect(claimsFromProviderResponse(body).claims[0]).toEqual({ claim: plain, quote: plain, url: body.candidates[0].groundingMetadata.groundingChunks[0].maps.uri, title: 'Joe’s Pizza' });
  });

  test('rendered: titles and links for every place (20 entries), nothing dropped', () => {
    const body = real('gemini-googleai-maps-grounding.json');
    const chunks = body.candidates[0].groundingMetadata.groundingChunks;
    const out = renderTurn(extractCitations(body), { citations: true, hyperlinks: true });
    const entries = out.split('\n').filter((l) => /^ {2}\d+\. /.test(l));
    expect(entries).toHaveLength(chunks.length);
    chunks.forEach((chunk: any, i: number) => {
      expect(entries[i]).toBe(`  ${i + 1}. ${OSC8}${chunk.maps.uri}${ESC}\\${chunk.maps.title}${OSC8}${ESC}\\ — ${OSC8}${chunk.maps.uri}${ESC}\\${chunk.maps.uri}${OSC8}${ESC}\\`);
    });
  });
});

describe('Gemini Google Search grounding, Vertex AI (real)', () => {
  test('web chunks: titles and redirect URLs; claims are the segments', () => {
    const body = real('gemini-vertexai-search-grounding.json');
    const meta = body.candidates[0].groundingMetadata;
    const result = claimsFromProviderResponse(body);
    expect(result.sources).toEqual(meta.groundingChunks.map((c: any) => ({ url: c.web.uri, title: c.web.title })));
    expect(result.claims.map((c) => c.claim)).toEqual(meta.groundingSupports.map((s: any) => s.segment.text));
  });
});

describe('OpenAI web search (real): every answer shows its sources', () => {
  const messageParts = (body: any) => body.output.filter((o: any) => o.type === 'message').flatMap((o: any) => o.content);

  test.each(OPENAI)('%s: one Sources entry per cited URL, linked, although the text links them too', (file) => {
    const body = real(file);
    const annotations = messageParts(body).flatMap((p: any) => p.annotations);
    const urls = [...new Set(annotations.map((a: any) => a.url))] as string[];
    const payload = extractCitations(body);
    for (const url of urls) expect(payload.text).toContain(`](${url})`); // the text does show every one inline
    const out = renderTurn(payload, { citations: true, hyperlinks: false });
    const block = out.slice(out.indexOf('\nSources:\n'));
    expect(block.split('\n').filter((l) => /^ {2}\d+\. /.test(l))).toEqual(
      urls.map((url, i) => `  ${i + 1}. ${annotations.find((a: any) => a.url === url).title} — ${url}`),
    );
    const linked = renderTurn(payload, { citations: true, hyperlinks: true });
    for (const url of urls) expect(linked).toContain(`${OSC8}${url}${ESC}\\${url}${OSC8}${ESC}\\`);
  });

  test.each(OPENAI)('%s: each claim is the whole passage its link closes, in plain text', (file) => {
    const body = real(file);
    const result = claimsFromProviderResponse(body);
    const text: string = messageParts(body).map((p: any) => p.text).join('');
    expect(result.claims.length).toBeGreaterThan(0);
    for (const claim of result.claims) {
      expect(claim.claim).not.toMatch(/\*\*|\]\(|^\d+\.\s|^[-*]\s/);
      expect(claim.quote).toBe(claim.claim);
      // the claim is the text of one line of the answer, up to the link: its first words start
      // that line (after any list marker), so the leading sentence is never lost
      const line = text.split('\n').find((l) => l.replace(/\*\*/g, '').includes(claim.claim.slice(0, 60)));
      expect(line).toBeDefined();
      expect(line!.replace(/^\s*(?:(?:[-*]|\d+\.)\s+)?/, '').replace(/\*\*/g, '').startsWith(claim.claim.slice(0, 40))).toBe(true);
    }
  });

  test('d5f7312: the claim keeps the informative first sentence, not only the generic last one', () => {
    const result = claimsFromProviderResponse(real('openai-web-search-d5f7312.json'));
    expect(result.claims[0].claim.startsWith('Rakuten Group and Google announced a new partnership in Tokyo')).toBe(true);
    expect(result.claims[0].claim.endsWith('The aim is to drive more targeted shopping and marketing experiences for Japanese consumers.')).toBe(true);
  });
});

describe('Anthropic web search (real)', () => {
  const body = () => real('anthropic-web-search.json');

  test('HTML character references in cited_text are decoded; claims and quotes carry the real apostrophe', () => {
    const raw = JSON.stringify(body());
    expect(raw).toContain('Bankman-Fried&#x27;s');
    const payload = extractCitations(body());
    expect(payload.sources[0].cited_text).toContain("Bankman-Fried's right-hand woman");
    expect(payload.sources.map((s) => s.cited_text).join(' ')).not.toMatch(/&#x?[0-9a-f]+;|&[a-z]+;/i);
    const claims = claimsFromProviderResponse(body()).claims;
    expect(claims[0].quote).toContain("Sam Bankman-Fried's right-hand woman in the FTX kerfuffle");
    const out = renderTurn(payload, { citations: true, hyperlinks: false });
    expect(out).toContain("Bankman-Fried's right-hand woman");
    expect(out).not.toContain('&#x27;');
  });

  test('a printed message {"content": [...]} (with or without role) and the bare array read like the response', () => {
    const full = extractCitations(body());
    const { content } = body();
    for (const printed of [{ content }, { role: 'assistant', content }, content]) {
      expect(extractCitations(parseProviderInput(JSON.stringify(printed)))).toEqual(full);
    }
    expect(extractCitations({ role: 'user', content }).provider).toBeNull();
  });
});

describe('documented kinds no public recording was found for (hand-made, per the API references)', () => {
  const gemini = (chunks: unknown[]) => ({
    candidates: [{
      content: { parts: [{ text: 'Cafe Uno has great reviews. See the doc.' }] },
      groundingMetadata: { groundingChunks: chunks, groundingSupports: [{ segment: { startIndex: 0, endIndex: 27, text: 'Cafe Uno has great reviews.' }, groundingChunkIndices: chunks.map((_, i) => i) }] },
    }],
  });

  test('maps review snippets (Gemini API and Vertex shapes) are kept and rendered', () => {
    const p = extractCitations(gemini([{
      maps: {
        uri: 'https://maps.google.com/?cid=1', title: 'Cafe Uno', placeId: 'places/abc', text: 'A cosy cafe.',
        placeAnswerSources: { reviewSnippets: [
          { reviewId: 'r1', googleMapsUri: 'https://maps.google.com/?cid=1&review=r1', title: 'Great espresso' },
          { review: 'Lovely staff.', authorAttribution: { displayName: 'Ana', uri: 'https://maps.google.com/contrib/1' }, googleMapsUri: 'https://maps.google.com/?cid=1&review=r2' },
        ] },
      },
    }]));
    expect(p.sources[0]).toMatchObject({
      title: 'Cafe Uno', url: 'https://maps.google.com/?cid=1', cited_text: 'A cosy cafe.',
      place: { place_id: 'places/abc', reviews: [
        { title: 'Great espresso', url: 'https://maps.google.com/?cid=1&review=r1', text: null },
        { title: 'Ana', url: 'https://maps.google.com/?cid=1&review=r2', text: 'Lovely staff.' },
      ] },
    });
    expect(renderTurn(p, { citations: true, hyperlinks: false })).toContain(
      '  1. Cafe Uno — https://maps.google.com/?cid=1\n     > "A cosy cafe."\n' +
        '     review: Great espresso — https://maps.google.com/?cid=1&review=r1\n' +
        '     review: Ana — https://maps.google.com/?cid=1&review=r2\n       > "Lovely staff."\n',
    );
  });

  test('retrievedContext (RAG Engine, Vertex AI Search, File Search) and image chunks', () => {
    const p = extractCitations(gemini([
      { retrievedContext: { uri: 'gs://bucket/handbook.pdf', title: 'Handbook', ragChunk: { text: 'Chunk text.', pageSpan: { firstPage: 3, lastPage: 3 } } } },
      { retrievedContext: { title: 'notes.md', text: 'Stored excerpt.', fileSearchStore: 'fileSearchStores/s1' } },
      { retrievedContext: { uri: 'https://intranet.example/doc', title: 'Doc', text: 'Doc text.' } },
      { image: { sourceUri: 'https://img.example/page', imageUri: 'https://img.example/a.png', title: 'Photo', domain: 'img.example' } },
    ]));
    expect(p.sources.map(({ title, url, cited_text }) => ({ title, url, cited_text }))).toEqual([
      { title: 'Handbook', url: 'gs://bucket/handbook.pdf', cited_text: 'Chunk text.' },
      { title: 'notes.md', url: null, cited_text: 'Stored excerpt.' },
      { title: 'Doc', url: 'https://intranet.example/doc', cited_text: 'Doc text.' },
      { title: 'Photo', url: 'https://img.example/page', cited_text: null },
    ]);
    expect(p.notes).toEqual([]);
    // only http(s) sources reach a run
    expect(claimsFromProviderResponse(gemini([{ retrievedContext: { uri: 'gs://b/x', title: 'X' } }, { web: { uri: 'https://a.example/', title: 'A' } }])).sources).toEqual([{ url: 'https://a.example/', title: 'A' }]);
  });

  test('an unknown chunk kind is a note (shown by render), its source and span kept — never a silent drop', () => {
    const p = extractCitations(gemini([{ hologram: { uri: 'https://h.example/' } }, { web: { uri: 'https://a.example/', title: 'A' } }, {}]));
    expect(p.sources).toHaveLength(3);
    expect(p.sources[0]).toMatchObject({ title: null, url: null, location: { type: 'text_span', text: 'Cafe Uno has great reviews.' } });
    expect(p.notes).toEqual(['Gemini grounding chunk 0 is of a kind this version does not read ("hologram"); its source is shown without title or URL.']);
    const out = renderTurn(p, { citations: true, hyperlinks: false });
    expect(out).toContain('\nNotes:\n  - Gemini grounding chunk 0 is of a kind this version does not read ("hologram"); its source is shown without title or URL.\n');
    expect(renderTurn(p, { citations: false, hyperlinks: false })).not.toContain('Notes:');
  });

  test('Anthropic search_result_location keeps its source (URL or identifier), title, blocks and cited text', () => {
    const payload: CitationPayload = extractCitations({
      content: [{
        type: 'text', text: 'Keys go in the Authorization header.',
        citations: [
          { type: 'search_result_location', cited_text: 'All API requests must include an API key.', source: 'https://docs.example/api', title: 'API Reference', search_result_index: 0, start_block_index: 0, end_block_index: 1 },
          { type: 'search_result_location', cited_text: 'Rotate keys yearly.', source: 'kb://security/42', title: 'Security', search_result_index: 1, start_block_index: 2, end_block_index: 4 },
        ],
      }],
    });
    expect(payload.sources).toEqual([
      { title: 'API Reference', url: 'https://docs.example/api', cited_text: 'All API requests must include an API key.', location: { type: 'content_block_range', document_index: 0, start: 0, end: 1 } },
      { title: 'Security', url: 'kb://security/42', cited_text: 'Rotate keys yearly.', location: { type: 'content_block_range', document_index: 1, start: 2, end: 4 } },
    ]);
    expect(renderTurn(payload, { citations: true, hyperlinks: true })).toContain('  2. Security — kb://security/42 (blocks 2–3):\n     > "Rotate keys yearly."\n');
    // the URL one reaches a run; the identifier does not (it cannot be fetched)
    expect(claimsFromProviderResponse(payload as never).sources).toEqual([]); // a payload is not a response
    const run = claimsFromProviderResponse({ content: [{ type: 'text', text: 'Keys go in the Authorization header.', citations: [{ type: 'search_result_location', cited_text: 'All API requests must include an API key.', source: 'https://docs.example/api', title: 'API Reference', search_result_index: 0, start_block_index: 0, end_block_index: 1 }, { type: 'search_result_location', cited_text: 'x', source: 'kb://security/42', title: 'S', search_result_index: 1, start_block_index: 0, end_block_index: 1 }] }] });
    expect(run.sources).toEqual([{ url: 'https://docs.example/api', title: 'API Reference' }]);
    expect(run.claims).toEqual([{ claim: 'Keys go in the Authorization header.', quote: 'All API requests must include an API key.', url: 'https://docs.example/api', title: 'API Reference' }]);
  });
});
