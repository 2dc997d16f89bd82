import { parseArtifact } from '../../activities/parse';
import { CiteflowError } from '../../shared/errors';

const ref = { wave: 2, perspective_id: 'p3', agent_type: 'SearchAgent', artifact_path: 'wave-2/p3.yaml' };
const parse = (y: string) => parseArtifact(ref, y, { accessed_date: '2026-02-13' });

function errorOf(y: string): CiteflowError {
  try {
    parse(y);
  } catch (e) {
    if (e instanceof CiteflowError) return e;
    throw e;
  }
  throw new Error('expected a CiteflowError');
}

describe('YAML artifacts in the seed shapes', () => {
  test('results become sources; the source type is the domain rule\'s (the agent\'s label is kept beside it); accessed_date kept or filled', () => {
    const y = [
      'results:',
      '  - result_id: 1',
      '    title: "Rust 1.0 announced"',
      '    url: "https://blog.rust-lang.org/2015/05/15/Rust-1.0.html"',
      '    snippet: "Today we are very proud"',
      '    source_type: "secondary"',
      '    accessed_date: "2026-02-10"',
      '  - title: Wikipedia Rust',
      '    url: https://en.wikipedia.org/wiki/Rust',
      '',
    ].join('\n');
    expect(parse(y)).toEqual({
      sources: [
        {
          url: 'https://blog.rust-lang.org/2015/05/15/Rust-1.0.html',
          title: 'Rust 1.0 announced',
          snippet: 'Today we are very proud',
          source_type: 'primary', // blog.rust-lang.org is under rust-lang.org (official), whatever the agent says
          accessed_date: '2026-02-10',
          ref,
          agent_source_type: 'secondary',
        },
        { url: 'https://en.wikipedia.org/wiki/Rust', title: 'Wikipedia Rust', snippet: null, source_type: 'tertiary', accessed_date: '2026-02-13', ref, agent_source_type: null },
      ],
      claims: [],
    });
  });

  test('extracted_citations become claims (origin yaml) and their URLs sources', () => {
    const y = [
      'extracted_citations:',
      '  - claim: "Rust 1.0 was released in 2015"',
      '    quote: "Today we are very proud to announce the 1.0 release of Rust."',
      '    source_url: "https://blog.rust-lang.org/2015/05/15/Rust-1.0.html"',
      '    page_title: "Announcing Rust 1.0"',
      '',
    ].join('\n');
    const out = parse(y);
    expect(out.claims).toEqual([
      {
        claim: 'Rust 1.0 was released in 2015',
        quote: 'Today we are very proud to announce the 1.0 release of Rust.',
        url: 'https://blog.rust-lang.org/2015/05/15/Rust-1.0.html',
        page_title: 'Announcing Rust 1.0',
        source_type: 'primary',
        accessed_date: '2026-02-13',
        ref,
        origin: 'yaml',
        agent_source_type: null,
      },
    ]);
    expect(out.sources.map((s) => [s.url, s.title])).toEqual([
      ['https://blog.rust-lang.org/2015/05/15/Rust-1.0.html', 'Announcing Rust 1.0'],
    ]);
  });

  test.each([
    ['results:\n  - title: T\n', 'wave-2/p3.yaml: results[0].url: required', 'results[0].url'],
    ['results:\n  - title: T\n    url: 42\n', 'wave-2/p3.yaml: results[0].url: expected string', 'results[0].url'],
    ['results:\n  - title: T\n    url: https://a.example\n    source_type: blog\n', 'wave-2/p3.yaml: results[0].source_type:', 'results[0].source_type'],
    ['results:\n  - title: T\n    url: https://a.example\n    accessed_date: 2026-02-30\n', 'wave-2/p3.yaml: results[0].accessed_date: expected an ISO date YYYY-MM-DD', 'results[0].accessed_date'],
    ['extracted_citations:\n  - claim: C\n    source_url: https://a.example\n', 'wave-2/p3.yaml: extracted_citations[0].quote: required', 'extracted_citations[0].quote'],
    ['extracted_citations: {claim: C}\n', 'wave-2/p3.yaml: extracted_citations: expected array', 'extracted_citations'],
    ['other: 1\n', 'wave-2/p3.yaml: expected `results` and/or `extracted_citations`', ''],
    ['results:\n  - title: T\n    url: not a url\n', 'wave-2/p3.yaml: results[0].url: not an absolute http(s) URL', 'results[0].url'],
    ['results:\n  - title: T\n    url: /relative/page\n', 'wave-2/p3.yaml: results[0].url: not an absolute http(s) URL', 'results[0].url'],
    ['extracted_citations:\n  - claim: C\n    quote: Q q q\n    source_url: ftp://files.example/x\n', 'wave-2/p3.yaml: extracted_citations[0].source_url: not an absolute http(s) URL', 'extracted_citations[0].source_url'],
  ])('wrong shape %j names the file and the field', (y, message, field) => {
    const err = errorOf(y);
    expect(err.code).toBe('SCHEMA_VALIDATION_FAILED');
    expect(err.message.startsWith(message)).toBe(true);
    expect(err.details.field).toBe(field);
  });

  test('a bad URL error does not repeat the value; a URL with credentials parses (it becomes an invalid record later)', () => {
    expect(errorOf('results:\n  - title: T\n    url: "secret-token-123 is not a url"\n').message).not.toContain('secret-token-123');
    expect(parse('results:\n  - title: T\n    url: https://user:pw@a.example/x\n').sources.map((s) => s.url)).toEqual(['https://user:pw@a.example/x']);
  });

  test('a list at top level or broken YAML is a schema error naming the file', () => {
    expect(errorOf('- a\n- b\n').message).toBe('wave-2/p3.yaml: expected a mapping with `results` and/or `extracted_citations`');
    const broken = errorOf('results: [\n');
    expect(broken.code).toBe('SCHEMA_VALIDATION_FAILED');
    expect(broken.message).toMatch(/^wave-2\/p3\.yaml(:\d+)?: not valid YAML/);
  });

  test('an unsupported extension is a schema error', () => {
    const err = (() => {
      try {
        parseArtifact({ ...ref, artifact_path: 'wave-1/p1.txt' }, 'x', { accessed_date: '2026-02-13' });
      } catch (e) {
        return e as CiteflowError;
      }
      return null;
    })();
    expect(err?.code).toBe('SCHEMA_VALIDATION_FAILED');
    expect(err?.message).toContain('wave-1/p1.txt: unsupported artifact type');
  });
});
