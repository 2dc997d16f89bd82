import { mergeFoundBy, serializeCitations } from '../../shared/citations';
import { CiteflowError } from '../../shared/errors';
import type { CitationV1, FoundBy } from '../../shared/schemas';
import { computeCid } from '../../shared/url';

const fb = (wave: 1 | 2, perspective_id: string, artifact_path: string, agent_type = 'A'): FoundBy => ({ wave, perspective_id, agent_type, artifact_path });

function record(normalized_url: string, over: Partial<CitationV1> = {}): CitationV1 {
  return {
    schema_version: 'citation.v1',
    normalized_url,
    cid: computeCid(normalized_url),
    url: normalized_url,
    url_original: normalized_url,
    status: 'valid',
    checked_at: '2026-02-13T12:35:00Z',
    http_status: 200,
    title: null,
    publisher: null,
    found_by: [fb(1, 'p1', 'wave-1/p1.md')],
    evidence_snippet: null,
    notes: 'ok',
    ...over,
  };
}

describe('mergeFoundBy', () => {
  test('union sorted by wave, perspective_id, artifact_path, agent_type; duplicates removed', () => {
    const a = [fb(2, 'p1', 'wave-2/p1.md'), fb(1, 'p2', 'wave-1/p2.md', 'Z'), fb(1, 'p2', 'wave-1/p2.md', 'B')];
    const b = [fb(1, 'p10', 'wave-1/p10.md'), fb(1, 'p2', 'wave-1/p2.md', 'B'), fb(1, 'p2', 'wave-1/a.md', 'Z')];
    expect(mergeFoundBy(a, b)).toEqual([
      fb(1, 'p10', 'wave-1/p10.md'), // "p10" < "p2" in code-unit order
      fb(1, 'p2', 'wave-1/a.md', 'Z'), // artifact_path before agent_type
      fb(1, 'p2', 'wave-1/p2.md', 'B'),
      fb(1, 'p2', 'wave-1/p2.md', 'Z'),
      fb(2, 'p1', 'wave-2/p1.md'),
    ]);
  });
  test('entries come out in contract field order even if given in another', () => {
    const odd = { artifact_path: 'x.md', agent_type: 'A', perspective_id: 'p', wave: 1 } as FoundBy;
    expect(Object.keys(mergeFoundBy([odd])[0])).toEqual(['wave', 'perspective_id', 'agent_type', 'artifact_path']);
  });
});

describe('serializeCitations', () => {
  test('the seed example byte for byte (field order, nulls, trailing newline)', () => {
    const out = serializeCitations([
      record('https://dead.example.com', {
        status: 'invalid',
        http_status: 404,
        found_by: [{ wave: 1, perspective_id: 'p2', agent_type: 'PerplexityResearcher', artifact_path: 'wave-1/p2.md' }],
        notes: '404',
      }),
    ]);
    expect(out).toBe(
      '{"schema_version":"citation.v1","normalized_url":"https://dead.example.com","cid":"cid_41e9febee38de5ed06b8158f92e817569e47932150401bd8f2c90d746c5079d4","url":"https://dead.example.com","url_original":"https://dead.example.com","status":"invalid","checked_at":"2026-02-13T12:35:00Z","http_status":404,"title":null,"publisher":null,"found_by":[{"wave":1,"perspective_id":"p2","agent_type":"PerplexityResearcher","artifact_path":"wave-1/p2.md"}],"evidence_snippet":null,"notes":"404"}\n',
    );
  });

  test('sorted by normalized_url in code-unit order, `\\n` after every line', () => {
    const urls = ['https://e.com/b', 'https://e.com/B', 'https://e.com/a?x=1', 'https://e.com/a', 'https://e.com/é', 'https://e.com/z'];
    const out = serializeCitations(urls.map((u) => record(u)));
    const lines = out.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((l) => JSON.parse(l).normalized_url)).toEqual([
      'https://e.com/B',
      'https://e.com/a',
      'https://e.com/a?x=1',
      'https://e.com/b',
      'https://e.com/z',
      'https://e.com/é',
    ]);
  });

  test('duplicates merge into one line: found_by unioned, url_original and the rest from the first', () => {
    const out = serializeCitations([
      record('https://e.com/x', { url_original: 'https://e.com/x/?utm_source=a', found_by: [fb(2, 'p1', 'wave-2/p1.md')], title: 'First' }),
      record('https://e.com/y'),
      record('https://e.com/x', { url_original: 'https://E.com/x', found_by: [fb(1, 'p1', 'wave-1/p1.md'), fb(2, 'p1', 'wave-2/p1.md')], title: 'Second' }),
    ]);
    const lines = out.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0].url_original).toBe('https://e.com/x/?utm_source=a');
    expect(lines[0].title).toBe('First');
    expect(lines[0].found_by).toEqual([fb(1, 'p1', 'wave-1/p1.md'), fb(2, 'p1', 'wave-2/p1.md')]);
  });

  test('the same records in any order give the same bytes', () => {
    const recs = [record('https://e.com/1'), record('https://e.com/2', { found_by: [fb(2, 'q', 'b'), fb(1, 'q', 'a')] }), record('https://e.com/3')];
    expect(serializeCitations([...recs].reverse())).toBe(serializeCitations(recs));
  });

  test('no records: empty file', () => {
    expect(serializeCitations([])).toBe('');
  });

  test('validates every record: a missing field, a bad status, a cid that does not match', () => {
    const { title: _drop, ...noTitle } = record('https://e.com/1');
    const attempts: Array<[unknown, string]> = [
      [noTitle, 'citations[0]: title: required (expected string)'],
      [record('https://e.com/1', { status: 'ok' as never }), 'citations[0]: status: expected one of "valid"|"paywalled"|"blocked"|"mismatch"|"invalid"'],
      [record('https://e.com/1', { cid: computeCid('https://e.com/2') }), 'citations[0]: cid: does not match normalized_url'],
    ];
    for (const [bad, msg] of attempts) {
      let caught: unknown;
      try {
        serializeCitations([bad as CitationV1]);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(CiteflowError);
      expect((caught as CiteflowError).code).toBe('SCHEMA_VALIDATION_FAILED');
      expect((caught as CiteflowError).message).toBe(msg);
    }
  });
});
