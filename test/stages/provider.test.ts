import { parseArtifact } from '../../activities/parse';
import { CiteflowError } from '../../shared/errors';

const ref = { wave: 1, perspective_id: 'p4', agent_type: 'OpenAIResearcher', artifact_path: 'wave-1/p4.json' };

/** A minimal OpenAI Responses body: one output_text with a url_citation annotation. */
function openAiBody(): string {
  const text = 'Rust 1.0 was released in May 2015. ([blog.rust-lang.org](https://blog.rust-lang.org/2015/05/15/Rust-1.0.html?token=abc))';
  const linkStart = text.indexOf('([');
  return JSON.stringify({
    object: 'response',
    output: [
      {
        type: 'message',
        role: 'assistant',
        content: [
          {
            type: 'output_text',
            text,
            annotations: [
              {
                type: 'url_citation',
                url: 'https://blog.rust-lang.org/2015/05/15/Rust-1.0.html?token=abc',
                title: 'Announcing Rust 1.0',
                start_index: linkStart,
                end_index: text.length,
              },
            ],
          },
        ],
      },
    ],
  });
}

describe('provider JSON artifacts (through shared/provider-citations)', () => {
  test('OpenAI url_citation → one source and one provider claim, raw URL kept for prepareUrl', () => {
    const out = parseArtifact(ref, openAiBody(), { accessed_date: '2026-02-13' });
    expect(out.sources).toEqual([
      {
        url: 'https://blog.rust-lang.org/2015/05/15/Rust-1.0.html?token=abc',
        title: 'Announcing Rust 1.0',
        snippet: null,
        source_type: 'primary',
        accessed_date: '2026-02-13',
        ref,
      },
    ]);
    expect(out.claims.map((c) => [c.claim, c.url, c.page_title, c.origin])).toEqual([
      ['Rust 1.0 was released in May 2015.', 'https://blog.rust-lang.org/2015/05/15/Rust-1.0.html?token=abc', 'Announcing Rust 1.0', 'provider'],
    ]);
    expect(JSON.stringify(out.claims.map((c) => [c.claim, c.quote]))).not.toContain('token=abc');
  });

  test('control characters, bidi controls and invisible characters in titles, claims and quotes never reach the drafts', () => {
    const ESC = '\u001b';
    const body = {
      type: 'message',
      role: 'assistant',
      content: [
        {
          type: 'text',
          text: `Rust 1.0${ESC}]0;pwned\u0007 shipped\u202E in 2015.`,
          citations: [
            {
              type: 'web_search_result_location',
              url: 'https://blog.example/1.0',
              title: `Announcing${ESC}[2J Rust\u2028\u200B 1.0\u009b`,
              cited_text: `Rust 1.0${ESC}[31m is\r\nhere ... today`,
              encrypted_index: 'x',
            },
          ],
        },
      ],
    };
    const out = parseArtifact({ ...ref, artifact_path: 'wave-1/p4.json' }, JSON.stringify(body), { accessed_date: '2026-02-13' });
    expect(out.sources).toEqual([
      { url: 'https://blog.example/1.0', title: 'Announcing[2J Rust 1.0', snippet: null, source_type: 'tertiary', accessed_date: '2026-02-13', ref },
    ]);
    expect(out.claims.map((c) => ({ claim: c.claim, quote: c.quote, page_title: c.page_title }))).toEqual([
      { claim: 'Rust 1.0]0;pwned shipped in 2015.', quote: 'Rust 1.0[31m is here', page_title: 'Announcing[2J Rust 1.0' },
    ]);
    const json = JSON.stringify(out);
    expect(json).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u200b\u2028]/);
    expect(json).not.toMatch(/\\u00[01][0-9a-f]/i); // how JSON writes a C0 control
  });

  test('an unknown JSON shape yields nothing; broken JSON is INVALID_JSON naming the file', () => {
    expect(parseArtifact(ref, '{"hello": 1}', { accessed_date: '2026-02-13' })).toEqual({ sources: [], claims: [] });
    let err: unknown;
    try {
      parseArtifact(ref, '', { accessed_date: '2026-02-13' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CiteflowError);
    expect((err as CiteflowError).code).toBe('INVALID_JSON');
    expect((err as CiteflowError).message.startsWith('wave-1/p4.json: ')).toBe(true);
  });
});
