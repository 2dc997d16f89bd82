import { CITATION_FIELDS, CitationSchema, FixturesSchema, ManifestSchema, RunConfigSchema, UrlMapSchema } from '../../shared/schemas';
import { formatZodError, PARSE_OPTIONS } from '../../shared/zod-message';

function message(schema: { safeParse(v: unknown, o?: typeof PARSE_OPTIONS): { success: boolean; error?: unknown } }, value: unknown, label: string, line?: number): string {
  const r = schema.safeParse(value, PARSE_OPTIONS);
  if (r.success) throw new Error('expected a schema failure');
  return formatZodError(r.error as never, label, line);
}

const cid = 'cid_' + 'a'.repeat(64);
const foundBy = { wave: 1, perspective_id: 'p1', agent_type: 'ClaudeResearcher', artifact_path: 'wave-1/p1.md' };

describe('schemas accept the contract examples', () => {
  test('manifest.v1', () => {
    expect(
      ManifestSchema.safeParse({
        schema_version: 'manifest.v1',
        run_id: 'dr_20260213_rust',
        created_at: '2026-02-13T12:00:00Z',
        query: { text: 'When was Rust 1.0 released?', sensitivity: 'normal' },
        artifacts: [{ wave: 1, perspective_id: 'p1', agent_type: 'ClaudeResearcher', path: 'wave-1/p1.md' }],
      }).success,
    ).toBe(true);
  });
  test('run-config.v1: empty object and the full example', () => {
    expect(RunConfigSchema.safeParse({}).success).toBe(true);
    const full = {
      schema_version: 'run-config.v1',
      effective: {
        citations: {
          mode: 'offline',
          validation_tier: 'standard',
          network: { resolve: { 'news.example': '127.0.0.1' }, allow_cidrs: ['127.0.0.0/8'], per_hop_timeout_ms: 5000, max_body_bytes: 2097152, max_redirects: 5 },
          ladder: {
            bright_data: { endpoint: 'https://api.brightdata.com/request', zone: 'web_unlocker1', token_env: 'BRIGHTDATA_API_TOKEN' },
            apify: { base_url: 'https://api.apify.com', actor: 'apify/rag-web-browser', token_env: 'APIFY_TOKEN' },
          },
          gate_c: { min_valid_ratio: 0.8, anything: { nested: true } },
        },
      },
    };
    expect(RunConfigSchema.parse(full)).toEqual(full);
  });
  test('fixtures.v1: both item kinds', () => {
    expect(
      FixturesSchema.safeParse({
        schema_version: 'fixtures.v1',
        checked_at: '2026-02-13T12:35:00Z',
        items: [
          { url: 'https://example.com/doc', status: 'valid', http_status: 200, final_url: 'https://example.com/doc', title: 't', publisher: 'p', evidence_snippet: 'e', notes: 'n' },
          { url: 'https://news.example/a', response: { http_status: 200, final_url: 'https://news.example/a', headers: { 'content-type': 'text/html' }, body: '<html></html>' } },
        ],
      }).success,
    ).toBe(true);
  });
  test('citation.v1: the seed example line; CITATION_FIELDS is the contract order', () => {
    const line =
      '{"schema_version":"citation.v1","normalized_url":"https://dead.example.com","cid":"cid_41e9febee38de5ed06b8158f92e817569e47932150401bd8f2c90d746c5079d4","url":"https://dead.example.com","url_original":"https://dead.example.com","status":"invalid","checked_at":"2026-02-13T12:35:00Z","http_status":404,"title":null,"publisher":null,"found_by":[{"wave":1,"perspective_id":"p2","agent_type":"PerplexityResearcher","artifact_path":"wave-1/p2.md"}],"evidence_snippet":null,"notes":"404"}';
    expect(CitationSchema.safeParse(JSON.parse(line)).success).toBe(true);
    expect(Object.keys(JSON.parse(line))).toEqual([...CITATION_FIELDS]);
  });
});

describe('schema error messages name the file, the line and the field', () => {
  test('url-map.json: items[3].cid', () => {
    const items = [0, 1, 2, 3].map((i) => ({ url_original: `https://e.com/${i}`, normalized_url: `https://e.com/${i}`, cid, found_by: [foundBy] }));
    (items[3] as Record<string, unknown>).cid = 42;
    expect(message(UrlMapSchema, { schema_version: 'url-map.v1', run_id: 'dr_x', items }, 'url-map.json')).toBe(
      'url-map.json: items[3].cid: expected string, received number',
    );
  });
  test('a missing field says required', () => {
    expect(message(UrlMapSchema, { schema_version: 'url-map.v1', items: [] }, 'url-map.json')).toBe('url-map.json: run_id: required (expected string)');
  });
  test('run_id pattern', () => {
    expect(message(UrlMapSchema, { schema_version: 'url-map.v1', run_id: 'bad id/..', items: [] }, 'url-map.json')).toBe(
      'url-map.json: run_id: must match ^[A-Za-z0-9_.-]{1,128}$',
    );
  });
  test('JSONL: the line number and a nested path', () => {
    const rec = {
      schema_version: 'citation.v1', normalized_url: 'https://e.com', cid, url: 'https://e.com', url_original: 'https://e.com', status: 'valid',
      checked_at: '2026-02-13T12:35:00Z', http_status: 200, title: null, publisher: null, found_by: [{ ...foundBy, wave: 3 }], evidence_snippet: null, notes: '',
    };
    expect(message(CitationSchema, rec, 'citations.jsonl', 7)).toBe('citations.jsonl:7: found_by[0].wave: expected one of 1|2');
    expect(message(CitationSchema, { ...rec, found_by: [foundBy], status: 'ok' }, 'citations.jsonl', 2)).toBe(
      'citations.jsonl:2: status: expected one of "valid"|"paywalled"|"blocked"|"mismatch"|"invalid"',
    );
  });
  test('citation.v1 requires every field, and unknown fields are refused', () => {
    const rec = {
      schema_version: 'citation.v1', normalized_url: 'https://e.com', cid, url: 'https://e.com', url_original: 'https://e.com', status: 'valid',
      checked_at: 'x', http_status: 200, title: null, publisher: null, found_by: [], evidence_snippet: null, notes: '',
    };
    const { title: _t, ...noTitle } = rec;
    expect(message(CitationSchema, noTitle, 'citations.jsonl', 1)).toBe('citations.jsonl:1: title: required (expected string)');
    expect(message(CitationSchema, { ...rec, extra: 1 }, 'citations.jsonl', 1)).toBe('citations.jsonl:1: unknown field(s) "extra"');
  });
  test('fixtures: an item that is neither kind, or both', () => {
    const base = { schema_version: 'fixtures.v1', items: [{ url: 'https://e.com' }] };
    expect(message(FixturesSchema, base, 'fixtures.json')).toBe(
      'fixtures.json: items[0]: matches none of the allowed shapes (status: required (expected one of "valid"|"paywalled"|"blocked"|"mismatch"|"invalid"); or response: required (expected object))',
    );
    const both = { schema_version: 'fixtures.v1', items: [{ url: 'https://e.com', status: 'valid', response: { http_status: 200, final_url: 'x', headers: {}, body: '' } }] };
    expect(message(FixturesSchema, both, 'fixtures.json')).toBe(
      'fixtures.json: items[0]: matches none of the allowed shapes (response: not allowed here; or status: not allowed here)',
    );
    const badResponse = { schema_version: 'fixtures.v1', items: [{ url: 'https://e.com', response: { http_status: '200', final_url: 'x', headers: {}, body: '' } }] };
    expect(message(FixturesSchema, badResponse, 'fixtures.json')).toBe('fixtures.json: items[0].response.http_status: expected number, received string');
  });
  test('several problems are counted', () => {
    expect(message(ManifestSchema, {}, 'manifest.json')).toBe('manifest.json: schema_version: required (expected "manifest.v1") (and 4 more problems)');
  });
});
