/**
 * Bad input never makes the service fail: whatever a client sends — malformed JSON, wrong
 * types, unknown fields, huge or deeply nested bodies, odd content types, bad cursors, random
 * paths and query strings — the answer is a 4xx (or a 2xx when the input happened to be valid)
 * with the contract's error shape, never a 5xx and never a stack trace. Property-based
 * (fast-check) against a real `citeflow serve` on the embedded PGlite.
 */
import fc from 'fast-check';
import { ApiErrorBodySchema } from '../../shared/api/errors';
import { requireFreshBuild } from '../helpers/fresh-build';
import { Client, startService, type Reply, type Service } from './helpers';

jest.setTimeout(240_000);

const P = '/api/v1/citations';
const RUNS = Number(process.env.CITEFLOW_FUZZ_RUNS ?? 60);

let svc: Service;
let editor: Client;
let admin: Client;
let cid: string;

beforeAll(async () => {
  requireFreshBuild();
  svc = (await startService('pglite'))!;
  admin = new Client(svc.base, svc.adminKey);
  const k = await admin.post('/api/v1/keys', { role: 'editor', rate_limit_per_minute: 1_000_000 });
  editor = admin.as(k.body.key);
  // The admin key gets a limit no fuzz run reaches (this test is about bad input, not limits).
  await svc.db.exec('UPDATE api_keys SET rate_limit_per_minute = 1000000');
  cid = (await editor.post(P, { url: 'https://fuzz.example/doc', title: 'Fuzz target' })).body.cid;
});

afterAll(async () => {
  await svc?.stop();
});

const STACK = /\n\s+at |\bat [\w.<>]+ \(|\.(ts|js):\d+|node_modules|Error: /;

/** The invariant every answer keeps. */
function wellFormed(r: Reply): boolean {
  if (r.status >= 500) return false;
  if (STACK.test(r.text)) return false;
  if (r.status >= 400) return ApiErrorBodySchema.safeParse(r.body).success;
  return r.body !== null;
}

function check(r: Reply, what: string): void {
  if (!wellFormed(r)) throw new Error(`${what} → ${r.status} ${r.text.slice(0, 300)}`);
}

const WRITE_ROUTES = () => [
  { method: 'POST', path: P },
  { method: 'POST', path: `${P}/batch` },
  { method: 'PUT', path: `${P}/${cid}` },
  { method: 'POST', path: `${P}/${cid}/feedback` },
  { method: 'POST', path: `${P}/verify-batch` },
  { method: 'POST', path: '/api/v1/keys' },
];
const route = () => fc.constantFrom(...WRITE_ROUTES());

it('malformed JSON is INVALID_JSON (400) on every route that takes a body', async () => {
  await fc.assert(
    fc.asyncProperty(route(), fc.string({ maxLength: 200 }), async (r, text) => {
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      const client = r.path.startsWith('/api/v1/keys') ? admin : editor;
      const res = await client.call(r.method, r.path, undefined, { raw: text, headers: { 'content-type': 'application/json' } });
      check(res, `${r.method} ${r.path} ${JSON.stringify(text)}`);
      if (!valid && text.trim() !== '') expect(res.body.error.code).toBe('INVALID_JSON');
    }),
    { numRuns: RUNS },
  );
});

it('any JSON value of the wrong shape is a 4xx naming where, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(route(), fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' })), async (r, value) => {
      const res = await (r.path.startsWith('/api/v1/keys') ? admin : editor).call(r.method, r.path, value);
      check(res, `${r.method} ${r.path} ${JSON.stringify(value).slice(0, 200)}`);
    }),
    { numRuns: RUNS },
  );
});

it('near-valid bodies with wrong types or unknown fields are SCHEMA_VALIDATION_FAILED', async () => {
  const wrong = fc.oneof(fc.string({ unit: 'binary', maxLength: 10 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }), fc.string({ maxLength: 5 }));
  const base = { url: 'https://fuzz.example/x', title: 't', authors: ['a'], publisher: 'p', publication_date: '2020-01-02', source_type: 'primary', excerpt: 'e', context: 'c', metadata: { doi: 'd' } };
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...Object.keys(base)), wrong, fc.string({ minLength: 1, maxLength: 20 }), fc.boolean(), async (field, value, extraKey, addExtra) => {
      const body: Record<string, unknown> = { ...base, url: `https://fuzz.example/${encodeURIComponent(extraKey)}` };
      if (addExtra && !(extraKey in base)) body[extraKey] = value;
      else body[field] = value;
      const res = await editor.post(P, body);
      check(res, JSON.stringify(body));
      // Some values are right by chance (a string title, a null excerpt); the rest are 400s.
      if (res.status >= 400) expect(['SCHEMA_VALIDATION_FAILED', 'INVALID_URL', 'ALREADY_EXISTS']).toContain(res.body.error.code);
      if (addExtra && !(extraKey in base)) expect(res.body.error?.code).toBe('SCHEMA_VALIDATION_FAILED');
    }),
    { numRuns: RUNS },
  );
});

it('well-shaped bodies carrying any text at all are stored cleaned or refused, never a 5xx', async () => {
  const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom('\u0000', '\ud800', 'a\u001b[31mred', '\u202egnp.exe', 'https://x.example/?token=abc'));
  await fc.assert(
    fc.asyncProperty(fc.nat(3), text, text, fc.nat(1_000_000), async (which, a, b, n) => {
      let res: Reply;
      if (which === 0) res = await editor.post(P, { url: `https://text.example/${n}?q=${Buffer.from(a).toString("hex")}`, title: a, excerpt: b, context: a, authors: [b], publisher: a, metadata: { journal: b } });
      else if (which === 1) res = await editor.put(`${P}/${cid}`, { title: a, excerpt: b });
      else if (which === 2) res = await editor.post(`${P}/${cid}/feedback`, { metric: 'relevance', score: 1, comment: a, evaluator_id: b });
      else res = await admin.post('/api/v1/keys', { role: 'viewer', name: a });
      check(res, `${which} ${JSON.stringify([a, b])}`);
      if (res.status < 300) expect(res.text).not.toMatch(/[\u0000-\u0008\u001b\u202e]|token=abc/);
    }),
    { numRuns: RUNS },
  );
});

it('huge, deeply nested and oddly typed bodies are 4xx', async () => {
  const cases: Array<[string, string, Record<string, string>, number]> = [
    ['2 MiB string', JSON.stringify({ url: 'https://x.example/', title: 'x'.repeat(2 * 1024 * 1024) }), { 'content-type': 'application/json' }, 413],
    ['deep nesting', '['.repeat(400_000) + ']'.repeat(400_000), { 'content-type': 'application/json' }, 400],
    ['deep nesting over the limit', '['.repeat(600_000) + ']'.repeat(600_000), { 'content-type': 'application/json' }, 413],
    ['deep objects', '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000), { 'content-type': 'application/json' }, 400],
    ['a 100 kB title', JSON.stringify({ url: 'https://x.example/big', title: 'x'.repeat(100_000) }), { 'content-type': 'application/json' }, 400],
    ['form body', 'url=https://x.example/', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['text body', 'hello', { 'content-type': 'text/plain' }, 415],
    ['no content type', '{"url":"https://x.example/"}', {}, 415],
    ['empty JSON body', '', { 'content-type': 'application/json' }, 400],
    ['__proto__', '{"url":"https://x.example/p","__proto__":{"admin":true}}', { 'content-type': 'application/json' }, 400],
    ['constructor.prototype', '{"url":"https://x.example/p","constructor":{"prototype":{"a":1}}}', { 'content-type': 'application/json' }, 400],
    ['UTF-16 BOM garbage', '\ufeff\u0000{', { 'content-type': 'application/json' }, 400],
    ['a lone surrogate in a string', '{"url":"https://x.example/\\ud800"}', { 'content-type': 'application/json' }, 400],
    ['a number for the url', '{"url":1e309}', { 'content-type': 'application/json' }, 400],
    ['NUL in a title', '{"url":"https://x.example/n","title":"a\\u0000b"}', { 'content-type': 'application/json' }, 400],
    ['a lone surrogate in a field name', '{"url":"https://x.example/n","\\udc00":1}', { 'content-type': 'application/json' }, 400],
  ];
  for (const [name, raw, headers, status] of cases) {
    const res = await editor.call('POST', P, undefined, { raw, headers });
    check(res, name);
    expect({ name, status: res.status }).toEqual({ name, status });
  }
  // A batch of 500 items fits; 501 does not.
  const ok = await editor.post(`${P}/batch`, { items: Array.from({ length: 500 }, (_, i) => ({ url: `https://bulk.example/${i}`, title: 'y'.repeat(1000) })) });
  expect(ok.status).toBe(200);
});

it('bad cursors are INVALID_CURSOR, never a 5xx or a silently wrong page', async () => {
  const forged = fc.record({ v: fc.constantFrom(1, 2, '1'), s: fc.constantFrom('created', 'usage', 'relevance', 'verified', 'x'), k: fc.oneof(fc.constant(null), fc.string({ maxLength: 30 }), fc.integer().map(String)), c: fc.oneof(fc.constant('cid_' + 'a'.repeat(64)), fc.string({ maxLength: 70 })), f: fc.string({ maxLength: 16 }) });
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.string({ maxLength: 80 }), forged.map((o) => Buffer.from(JSON.stringify(o)).toString('base64url'))), fc.constantFrom('', '&sort=usage', '&sort=verified', '&q=fuzz&sort=relevance'), async (cursor, extra) => {
      const res = await editor.get(`${P}/search?cursor=${encodeURIComponent(cursor)}${extra}`);
      check(res, `cursor ${cursor}`);
      if (cursor !== '') expect(res.status).toBe(400);
    }),
    { numRuns: RUNS },
  );
  // A genuine cursor with its key swapped for something that is not a number.
  const page = await editor.get(`${P}/search?limit=1&sort=usage`);
  const decoded = JSON.parse(Buffer.from(page.body.next_cursor, 'base64url').toString());
  for (const k of ["1'; DROP TABLE library_citations; --", '1e400', '99999999999999999999999', '-1.5']) {
    const res = await editor.get(`${P}/search?limit=1&sort=usage&cursor=${Buffer.from(JSON.stringify({ ...decoded, k })).toString('base64url')}`);
    check(res, k);
    expect(res.body.error.code).toBe('INVALID_CURSOR');
  }
});

it('random query strings, paths and headers are answered, never failed', async () => {
  const key = fc.constantFrom('q', 'status', 'source_type', 'tier', 'min_usage', 'max_usage', 'created_after', 'verified_before', 'sort', 'limit', 'cursor', 'nope');
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(key, fc.string({ maxLength: 40 })), { maxLength: 5 }), async (pairs) => {
      const qs = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
      check(await editor.get(`${P}/search?${qs}`), qs);
    }),
    { numRuns: RUNS },
  );
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 80 }), fc.constantFrom('', '/usage', '/accuracy', '/verification-status', '/feedback'), async (segment, tail) => {
      const path = `${P}/${encodeURIComponent(segment)}${tail}`;
      check(await editor.get(path, `${P}/{cid}`), path);
      check(await editor.call('DELETE', path), `DELETE ${path}`);
    }),
    { numRuns: RUNS },
  );
  for (const path of [`${P}/%`, `${P}/%E0%A4%A`, `${P}/..%2f..%2fetc%2fpasswd`, `${P}/${'a'.repeat(5000)}`, `${P}/search?q=%`, `${P}/search?${'a=1&'.repeat(2000)}`]) {
    check(await editor.get(path, `${P}/{cid}`), path);
  }
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 100 }).filter((s) => !/[\r\n\0]/.test(s) && /^[\x20-\x7e]*$/.test(s)), async (auth) => {
      const res = await admin.as(null).call('GET', `${P}/${cid}`, undefined, { headers: { authorization: auth } });
      check(res, auth);
      expect(res.status).toBe(401);
    }),
    { numRuns: RUNS },
  );
  const noServerErrors = svc.stderr();
  expect(noServerErrors).not.toMatch(/INTERNAL|does not match its schema/);
});
