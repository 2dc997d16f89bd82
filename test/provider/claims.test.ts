/** Provider responses as run input (stages 1/2): sources and claim/quote pairs. */
import { claimsFromProviderResponse } from '../../shared/provider-citations';
import { sampleInput, sampleJson } from './helpers';

describe('claimsFromProviderResponse', () => {
  test('Gemini: each support segment is claim and quote; sources in chunk order; url-less chunks give none', () => {
    const body = sampleJson('gemini-1.json');
    const accu = { url: body.candidates[0].groundingMetadata.groundingChunks[0].web.uri, title: 'accuweather.com' };
    const google = { url: 'https://www.google.com/search?q=weather+in+London', title: 'Weather information for locality: London' };
    const s1 = 'The current weather in London, United Kingdom is cloudy.';
    const s2 = 'The temperature is 67°F (19°C), but it feels like 75°F (24°C).';
    const s3 = 'There is a 0% chance of rain, and the humidity is around 41%.';
    expect(claimsFromProviderResponse(body)).toEqual({
      text: body.candidates[0].content.parts[0].text,
      sources: [accu, google],
      claims: [
        { claim: s1, quote: s1, ...accu },
        { claim: s2, quote: s2, ...google },
        { claim: s3, quote: s3, ...google },
      ],
      notes: [],
    });
    expect(claimsFromProviderResponse(sampleJson('gemini-3.json'))).toMatchObject({ sources: [], claims: [] });
  });

  test('OpenAI: the passage the cited link closes is the claim (abbreviations and asides kept with it)', () => {
    const result = claimsFromProviderResponse(sampleJson('openai-1.json'));
    expect(result.sources).toHaveLength(7); // 10 annotations, 7 distinct URLs
    expect(result.sources[0]).toEqual({ url: 'https://www.theverge.com/podcast/838932/openai-chatgpt-code-red-vergecast', title: 'Why OpenAI declared a code red for ChatGPT | The Verge' });
    const c = (claim: string, url: string, title: string) => ({ claim, quote: claim, url, title });
    expect(result.claims.slice(0, 4)).toEqual([
      c('OpenAI declared a “code red” for ChatGPT as pressure increases from rivals (discussion and analysis on The Vergecast).', 'https://www.theverge.com/podcast/838932/openai-chatgpt-code-red-vergecast', 'Why OpenAI declared a code red for ChatGPT | The Verge'),
      c('The EU opened a formal antitrust probe into Meta’s WhatsApp AI policy, which regulators say could block rival AI assistants.', 'https://techstartups.com/2025/12/05/technology-news-today-the-latest-in-tech-ai-startup-news-december-5-2025/', 'Technology News Today – The Latest in Tech, AI & Startup News, December 5, 2025 - Tech Startups'),
      c('A major media deal: reports that Netflix is pursuing an $83B acquisition of Warner Bros. Discovery (market coverage today).', 'https://www.investopedia.com/5-things-to-know-before-the-stock-market-opens-december-5-2025-11862701?utm_source=openai', '5 Things to Know Before the Stock Market Opens'),
      c('Vercel-related funding and valuation news continued to circulate: Vercel disclosed a large funding/tender transaction and company posts describe a Series F round positioning the company as AI/cloud-focused. (see company blog + news coverage).', 'https://vercel.com/blog/series-f', 'Towards the AI Cloud: Our Series F - Vercel'),
    ]);
    expect(result.claims).toHaveLength(10);
  });

  test('OpenAI: a span of words inside a sentence is the quote; the whole sentence is the claim', () => {
    const text = 'Intro line. Rust 1.0 was released on May 15, 2015 by the core team. Next.';
    const quote = 'released on May 15, 2015';
    const start = text.indexOf(quote);
    const body = { object: 'response', output: [{ type: 'message', content: [{ type: 'output_text', text, annotations: [{ type: 'url_citation', start_index: start, end_index: start + quote.length, url: 'https://blog.example/1.0', title: 'Rust 1.0' }] }] }] };
    expect(claimsFromProviderResponse(body).claims).toEqual([
      { claim: 'Rust 1.0 was released on May 15, 2015 by the core team.', quote, url: 'https://blog.example/1.0', title: 'Rust 1.0' },
    ]);
  });

  test('OpenAI stream gives the same claims as its final response', () => {
    const fromStream = claimsFromProviderResponse(sampleInput('openai-3-stream.jsonl'));
    expect(fromStream.claims[0]).toEqual({
      claim: 'Petco disclosed a customer-data exposure / security lapse.',
      quote: 'Petco disclosed a customer-data exposure / security lapse.',
      url: 'https://techcrunch.com/2025/12/05/petco-confirms-security-lapse-exposed-customers-personal-data/?utm_source=openai',
      title: 'Petco confirms security lapse exposed customers’ personal data | TechCrunch',
    });
    expect(fromStream.claims).toHaveLength(12);
  });

  test('Anthropic: cited_text is the quote (longest fragment between "..." elisions), the annotated block the claim', () => {
    const result = claimsFromProviderResponse(sampleJson('anthropic-1.json'));
    const source = { url: 'https://www.accuweather.com/en/us/san-francisco/94103/weather-forecast/347629', title: 'San Francisco, CA Weather Forecast | AccuWeather' };
    expect(result.sources).toEqual([source]);
    expect(result.claims).toEqual([
      {
        claim: 'Today in San Francisco, there are showers with breezy and cool conditions, with a high of 52°F.',
        quote: 'showers; breezy and cool Hi: 52° · Tonight: Cloudy, becoming windier and chilly; a shower or two this evening foll',
        ...source,
      },
      {
        claim: 'Tonight will be cloudy, becoming windier and chilly, with a shower or two this evening followed by heavy rain late, and watch for flooding on streets and poor drainage areas with a low of 45°F.',
        quote: 'San Francisco, CA Weather Today WinterCast Local {stormName} Tracker Hourly Daily Radar MinuteCast® Monthly Air Quality Health & Activities',
        ...source,
      },
    ]);
  });

  test('Anthropic stream: one claim per citations_delta, the block text as claim', () => {
    const result = claimsFromProviderResponse(sampleInput('anthropic-3-stream.jsonl'));
    expect(result.sources.map((s) => s.url)).toEqual([
      'https://www.apple.com/newsroom/2025/09/the-all-new-apple-ginza-opens-this-friday-september-26-in-tokyo/',
      'https://future.forem.com/junyu_fang_a216509a97501d/fang-junyus-technology-weekly-september-26-2025-2ndd',
      'https://future.forem.com/om_shree_0709/major-tech-news-september-25-2025-5h38',
      'https://9to5mac.com/2025/09/22/ios-26-1-beta-1/',
    ]);
    // 14 citations_delta events, two of which repeat an earlier (block, cited_text, url) exactly.
    expect(result.claims).toHaveLength(12);
    expect(result.claims[2]).toMatchObject({ quote: 'Apple Ginza opens to customers Friday, September 26, at 10 a.m. JST.' });
  });

  test('document citations without a URL give no claims; unknown shapes give nothing', () => {
    expect(claimsFromProviderResponse(sampleJson('anthropic-4.json'))).toMatchObject({ sources: [], claims: [] });
    expect(claimsFromProviderResponse({ choices: [] })).toEqual({ text: '', sources: [], claims: [], notes: [] });
  });
});
