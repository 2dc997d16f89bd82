/**
 * The citation service over real HTTP against a real `citeflow serve` process, on the embedded
 * PGlite and on a throwaway PostgreSQL: every route, every role, keys, revocation, rate limits,
 * audit rows, the error shape, and the OpenAPI document (valid, and every route in it called).
 */
import { createServer } from 'node:http';
import { userInfo } from 'node:os';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ingestRun } from '../../activities/library/store';
import { ApiErrorBodySchema } from '../../shared/api/errors';
import { CitationSchema } from '../../shared/api/schemas';
import { presentCitation, LibraryCitationRowSchema } from '../../shared/schemas/library';
import { prepareUrl } from '../../shared/url';
import { requireFreshBuild } from '../helpers/fresh-build';
import { postgresUnavailable } from '../helpers/databases';
import { runCli } from '../e2e/helpers';
import { Client, startService, validateOpenApi, type Backend, type Reply, type Service } from './helpers';

jest.setTimeout(240_000);

const pgMissing = postgresUnavailable();
if (pgMissing) console.warn(pgMissing);
const BACKENDS: Backend[] = pgMissing ? ['pglite'] : ['pglite', 'postgres'];

const P = '/api/v1/citations';

function expectError(r: Reply, status: number, code: string): void {
  expect({ status: r.status, code: r.body?.error?.code }).toEqual({ status, code });
  expect(ApiErrorBodySchema.safeParse(r.body).success).toBe(true);
  expect(r.text).not.toMatch(/\n\s+at |\.ts:\d+|\.js:\d+/);
}

describe.each(BACKENDS)('citation service on %s', (backend) => {
  let svc: Service;
  let admin: Client;
  let editor: Client;
  let viewer: Client;
  let anon: Client;
  const keyIds: Record<string, string> = {};

  beforeAll(async () => {
    requireFreshBuild();
    svc = (await startService(backend))!;
    admin = new Client(svc.base, svc.adminKey);
    anon = admin.as(null);
    for (const role of ['editor', 'viewer'] as const) {
      const r = await admin.post('/api/v1/keys', { role, name: `${role} key` });
      expect(r.status).toBe(201);
      keyIds[role] = r.body.key_id;
      if (role === 'editor') editor = admin.as(r.body.key);
      else viewer = admin.as(r.body.key);
    }
  });

  afterAll(async () => {
    await svc?.stop();
  });

  it('answers /healthz without a key, and nothing else without a valid key', async () => {
    const h = await anon.get('/healthz');
    expect(h.status).toBe(200);
    expect(h.body).toEqual({ status: 'ok', database: 'ok' });
    expectError(await anon.get(`${P}/search`), 401, 'UNAUTHORIZED');
    expectError(await anon.get('/api/v1/openapi.json'), 401, 'UNAUTHORIZED');
    expectError(await admin.as('cfk_aaaaaaaaaaaaaaaa_' + 'A'.repeat(43)).get(`${P}/search`), 401, 'UNAUTHORIZED');
    expectError(await anon.call('GET', `${P}/search`, undefined, { headers: { authorization: `Basic ${svc.adminKey}` } }), 401, 'UNAUTHORIZED');
    // A key with its last character changed is another key.
    const tampered = svc.adminKey.slice(0, -1) + (svc.adminKey.endsWith('A') ? 'B' : 'A');
    expectError(await admin.as(tampered).get(`${P}/search`), 401, 'UNAUTHORIZED');
  });

  it('lists keys without their secrets; only a hash is stored', async () => {
    const r = await admin.get('/api/v1/keys');
    expect(r.status).toBe(200);
    expect(r.body.items.map((k: { role: string }) => k.role).sort()).toEqual(['admin', 'editor', 'viewer']);
    expect(r.text).not.toContain(svc.adminKey);
    const stored = await svc.db.rows('SELECT key_hash, key_id FROM api_keys', [], z.object({ key_hash: z.string(), key_id: z.string() }));
    expect(stored.every((k) => /^sha256:[0-9a-f]{64}$/.test(k.key_hash))).toBe(true);
    const dump = await svc.db.rows('SELECT row_to_json(k)::text AS t FROM api_keys k', [], z.object({ t: z.string() }));
    expect(dump.map((d) => d.t).join('\n')).not.toContain(svc.adminKey.split('_').slice(2).join('_')); // the secret part (base64url may hold '_')
    expectError(await editor.get('/api/v1/keys'), 403, 'FORBIDDEN');
  });

  let cid: string;
  const secretUrl = 'https://News.Example/story/?utm_source=feed&access_token=s3cr3t-XYZ&b=2#top';

  it('creates a citation: URL redacted, normalized and given its cid exactly like a run', async () => {
    const r = await editor.post(P, { url: secretUrl, title: 'Rust 1.0\u001b[31m released', authors: ['Ada'], publisher: 'News', excerpt: 'see https://x.example/?api_key=k3y', metadata: { doi: '10.1/x' } });
    expect(r.status).toBe(201);
    const prepared = prepareUrl(secretUrl);
    expect(r.body.cid).toBe(prepared.cid);
    expect(r.body.normalized_url).toBe(prepared.normalized_url);
    expect(r.body.normalized_url).toBe('https://news.example/story?access_token=REDACTED&b=2');
    expect(r.headers.get('location')).toBe(`${P}/${r.body.cid}`);
    expect(r.body.title).toBe('Rust 1.0[31m released');
    expect(r.body.excerpt).toBe('see https://x.example/?api_key=REDACTED');
    expect(r.body.verification_status).toBe('pending');
    expect(r.body.source_type).toBe('tertiary');
    expect(CitationSchema.safeParse(r.body).success).toBe(true);
    cid = r.body.cid;
    const row = await svc.db.rows('SELECT row_to_json(c)::text AS t FROM library_citations c WHERE cid = $1', [cid], z.object({ t: z.string() }));
    expect(row[0].t).not.toContain('s3cr3t');
    expect(row[0].t).not.toContain('k3y');
    // The same URL written differently is the same citation.
    const again = await editor.post(P, { url: 'https://news.example/story?b=2&access_token=other#x' });
    expectError(again, 409, 'ALREADY_EXISTS');
    expect(again.body.error.details.cid).toBe(cid);
  });

  it('refuses URLs a run would mark invalid, storing nothing and echoing no credential', async () => {
    const before = await svc.db.rows('SELECT count(*)::int AS n FROM library_citations', [], z.object({ n: z.number() }));
    for (const url of ['https://user:hunter2@example.com/a', 'ftp://example.com/file', 'not a url', '/relative/path']) {
      const r = await editor.post(P, { url });
      expectError(r, 400, 'INVALID_URL');
      expect(r.text).not.toContain('hunter2');
    }
    const after = await svc.db.rows('SELECT count(*)::int AS n FROM library_citations', [], z.object({ n: z.number() }));
    expect(after[0].n).toBe(before[0].n);
  });

  it('enforces roles: viewer reads, editor writes, admin deletes', async () => {
    expect((await viewer.get(`${P}/${cid}`)).status).toBe(200);
    expectError(await viewer.post(P, { url: 'https://example.com/viewer' }), 403, 'FORBIDDEN');
    expectError(await viewer.put(`${P}/${cid}`, { title: 'x' }), 403, 'FORBIDDEN');
    expectError(await viewer.post(`${P}/${cid}/feedback`, { metric: 'relevance', score: 1 }), 403, 'FORBIDDEN');
    expectError(await viewer.post(`${P}/${cid}/verify`), 403, 'FORBIDDEN');
    expectError(await viewer.post(`${P}/verify-batch`, { cids: [cid] }), 403, 'FORBIDDEN');
    expectError(await viewer.post(`${P}/batch`, { items: [{ url: 'https://example.com/v' }] }), 403, 'FORBIDDEN');
    expectError(await viewer.delete(`${P}/${cid}`), 403, 'FORBIDDEN');
    expectError(await editor.delete(`${P}/${cid}`), 403, 'FORBIDDEN');
    expectError(await editor.post('/api/v1/keys', { role: 'admin' }), 403, 'FORBIDDEN');
    // Nothing the forbidden calls asked for happened.
    expect((await viewer.get(`${P}/${cid}`)).body.title).toBe('Rust 1.0[31m released');
  });

  it('gets and updates one citation; unknown and malformed ids are 404 and 400', async () => {
    const got = await viewer.get(`${P}/${cid}`);
    expect(got.body.cid).toBe(cid);
    const upd = await editor.put(`${P}/${cid}`, { title: 'Rust 1.0 released', publication_date: '2015-05-15', metadata: { doi: null, journal: 'Blog' } });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ title: 'Rust 1.0 released', publication_date: '2015-05-15', metadata: { doi: null, journal: 'Blog' }, authors: ['Ada'] });
    expectError(await editor.put(`${P}/${cid}`, {}), 400, 'SCHEMA_VALIDATION_FAILED');
    expectError(await editor.put(`${P}/${cid}`, { url: 'https://elsewhere.example/' }), 400, 'SCHEMA_VALIDATION_FAILED');
    expectError(await editor.put(`${P}/${cid}`, { publication_date: '2015-02-30' }), 400, 'SCHEMA_VALIDATION_FAILED');
    const unknown = 'cid_' + '0'.repeat(64);
    expectError(await viewer.get(`${P}/${unknown}`), 404, 'NOT_FOUND');
    expectError(await editor.put(`${P}/${unknown}`, { title: 'x' }), 404, 'NOT_FOUND');
    expectError(await viewer.get(`${P}/cid_nothex`, `${P}/{cid}`), 400, 'SCHEMA_VALIDATION_FAILED');
    expectError(await viewer.get(`${P}/${unknown}/usage`), 404, 'NOT_FOUND');
    expectError(await viewer.get(`${P}/${unknown}/accuracy`), 404, 'NOT_FOUND');
    expectError(await viewer.get(`${P}/${unknown}/verification-status`), 404, 'NOT_FOUND');
    expectError(await editor.post(`${P}/${unknown}/feedback`, { metric: 'factual', score: 0.5 }), 404, 'NOT_FOUND');
    expectError(await editor.post(`${P}/${unknown}/verify`), 404, 'NOT_FOUND');
    expectError(await admin.delete(`${P}/${unknown}`), 404, 'NOT_FOUND');
  });

  const batchUrls = Array.from({ length: 24 }, (_, i) => `https://docs.example/page-${String(i).padStart(2, '0')}`);

  it('creates a batch: each item on its own, existing ones reported, invalid ones failed alone', async () => {
    const items: unknown[] = batchUrls.map((url, i) => ({
      url,
      title: i % 3 === 0 ? `Temporal workflows guide part ${i}` : `Gardening notes ${i}`,
      excerpt: i % 2 === 0 ? 'durable execution of long running workflows' : 'tomatoes need sun',
      source_type: i % 4 === 0 ? 'primary' : 'secondary',
    }));
    items.push({ url: secretUrl }, { url: batchUrls[0] }, { url: 'https://ok.example/', bogus: 1 }, { url: 'mailto:x@y.z' }, 'not an object');
    const r = await editor.post(`${P}/batch`, { items });
    expect(r.status).toBe(200);
    expect({ created: r.body.created, existing: r.body.existing, failed: r.body.failed }).toEqual({ created: 24, existing: 2, failed: 3 });
    expect(r.body.items.map((i: { outcome: string }) => i.outcome).slice(24)).toEqual(['exists', 'exists', 'error', 'error', 'error']);
    expect(r.body.items[26].error.code).toBe('SCHEMA_VALIDATION_FAILED');
    expect(r.body.items[27].error.code).toBe('INVALID_URL');
    expect(r.body.items[0].citation.cid).toBe(prepareUrl(batchUrls[0]).cid!);
    expectError(await editor.post(`${P}/batch`, { items: [] }), 400, 'SCHEMA_VALIDATION_FAILED');
    expectError(await editor.post(`${P}/batch`, { items: Array.from({ length: 501 }, (_, i) => ({ url: `https://e.example/${i}` })) }), 400, 'SCHEMA_VALIDATION_FAILED');
  });

  it('searches with full text, filters and cursors that only continue their own query', async () => {
    const both = await viewer.get(`${P}/search?q=temporal%20workflows&limit=100`);
    expect(both.status).toBe(200);
    expect(both.body.items.map((c: { title: string }) => c.title).sort()).toEqual([0, 3, 6, 9, 12, 15, 18, 21].map((i) => `Temporal workflows guide part ${i}`).sort());
    // One word, in 8 titles and 12 excerpts (16 citations): titles weigh more, so they come first.
    const titles = (await viewer.get(`${P}/search?q=workflows&limit=100`)).body.items.map((c: { title: string }) => c.title);
    expect(titles.length).toBe(16);
    expect(titles.slice(0, 8).every((t: string) => t.startsWith('Temporal'))).toBe(true);
    expect(titles.slice(8).every((t: string) => t.startsWith('Gardening'))).toBe(true);
    expect((await viewer.get(`${P}/search?q=${encodeURIComponent('"tomatoes need sun" -durable')}`)).body.items.length).toBe(12);
    expect((await viewer.get(`${P}/search?q=zzyzx`)).body).toEqual({ items: [], next_cursor: null });
    const primary = await viewer.get(`${P}/search?source_type=primary&limit=100`);
    expect(primary.body.items.length).toBe(6);
    expect(primary.body.items.every((c: { source_type: string }) => c.source_type === 'primary')).toBe(true);

    // Page through everything, 5 at a time, in each sort: no item twice, none missing.
    const all = (await viewer.get(`${P}/search?limit=100`)).body.items.map((c: { cid: string }) => c.cid);
    expect(all.length).toBe(25);
    for (const sort of ['created', 'usage', 'verified']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Reply = await viewer.get(`${P}/search?sort=${sort}&limit=5${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.status).toBe(200);
        seen.push(...page.body.items.map((c: { cid: string }) => c.cid));
        cursor = page.body.next_cursor;
      } while (cursor);
      expect(seen.length).toBe(all.length);
      expect(new Set(seen)).toEqual(new Set(all));
    }
    const ranked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Reply = await viewer.get(`${P}/search?q=workflows&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      ranked.push(...page.body.items.map((c: { cid: string }) => c.cid));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(ranked).toEqual((await viewer.get(`${P}/search?q=workflows&limit=100`)).body.items.map((c: { cid: string }) => c.cid));

    const first = await viewer.get(`${P}/search?limit=2`);
    expectError(await viewer.get(`${P}/search?limit=2&source_type=primary&cursor=${first.body.next_cursor}`), 400, 'INVALID_CURSOR');
    expectError(await viewer.get(`${P}/search?limit=2&sort=usage&cursor=${first.body.next_cursor}`), 400, 'INVALID_CURSOR');
    expectError(await viewer.get(`${P}/search?cursor=not-a-cursor`), 400, 'INVALID_CURSOR');
    expectError(await viewer.get(`${P}/search?cursor=${Buffer.from('{"v":1}').toString('base64url')}`), 400, 'INVALID_CURSOR');
    expectError(await viewer.get(`${P}/search?status=bogus`), 400, 'SCHEMA_VALIDATION_FAILED');
    expectError(await viewer.get(`${P}/search?limit=0`), 400, 'SCHEMA_VALIDATION_FAILED');
    expectError(await viewer.get(`${P}/search?limit=5&limit=6`), 400, 'SCHEMA_VALIDATION_FAILED');
    expectError(await viewer.get(`${P}/search?sort=relevance`), 400, 'SCHEMA_VALIDATION_FAILED');
    expectError(await viewer.get(`${P}/search?created_after=yesterday`), 400, 'SCHEMA_VALIDATION_FAILED');
  });

  it('filters by status, tier and usage exactly as the library computes them', async () => {
    // Age some checks so that `stale` (computed at read time) applies, and give usages.
    await svc.db.exec(
      `UPDATE library_citations SET verification_status = 'verified', last_verified = now() - interval '40 days', usage_count = 3 WHERE normalized_url LIKE 'https://docs.example/page-0%'`,
    );
    await svc.db.exec(`UPDATE library_citations SET verification_status = 'failed', last_verified = now() - interval '2 days', usage_count = 50 WHERE normalized_url LIKE 'https://docs.example/page-1%'`);
    await svc.db.exec(`UPDATE library_citations SET verification_status = 'verified', last_verified = now() - interval '2 days', usage_count = 150 WHERE normalized_url = 'https://docs.example/page-20'`);
    const rows = await svc.db.rows(`SELECT * FROM library_citations`, [], LibraryCitationRowSchema);
    const now = new Date();
    const shown = rows.map((r) => presentCitation(r, now));
    for (const status of ['pending', 'verified', 'failed', 'stale']) {
      const r = await viewer.get(`${P}/search?status=${status}&limit=100`);
      expect(r.body.items.map((c: { cid: string }) => c.cid).sort()).toEqual(shown.filter((c) => c.verification_status === status).map((c) => c.cid).sort());
    }
    for (const tier of ['daily', 'weekly', 'monthly']) {
      const r = await viewer.get(`${P}/search?tier=${tier}&limit=100`);
      expect(r.body.items.map((c: { cid: string }) => c.cid).sort()).toEqual(shown.filter((c) => c.tier === tier).map((c) => c.cid).sort());
    }
    // page-00…09 (monthly, checked 40 days ago) and page-20 (daily, checked 2 days ago).
    expect((await viewer.get(`${P}/search?status=stale&limit=100`)).body.items.length).toBe(11);
    expect((await viewer.get(`${P}/search?min_usage=10&max_usage=100&limit=100`)).body.items.length).toBe(10);
    const stale = await viewer.get(`${P}/stale?limit=1000`);
    expect(stale.status).toBe(200);
    expect(stale.body.items.map((c: { cid: string }) => c.cid).sort()).toEqual(shown.filter((c) => c.due).map((c) => c.cid).sort());
    expect((await viewer.get(`${P}/stale?tier=daily`)).body.items.map((c: { normalized_url: string }) => c.normalized_url)).toEqual(['https://docs.example/page-20']);
  });

  const runId = 'dr_20261122_service';

  it('reports usage, top-used and the citations of one piece of content', async () => {
    const cids = [prepareUrl(batchUrls[1]).cid!, prepareUrl(batchUrls[2]).cid!];
    await ingestRun(svc.db, {
      run_id: runId,
      workflow_id: `citeflow-run-${runId}`,
      network: null,
      citations: [],
      usages: [
        { claim_id: 'c1', cid: cids[0], claim: 'Claim one', quote: 'quote one', quote_found: true, validated: true, credibility_score: 80 },
        { claim_id: 'c2', cid: cids[0], claim: 'Claim two', quote: 'quote two', quote_found: false, validated: false, credibility_score: null },
        { claim_id: 'c3', cid: cids[1], claim: 'Claim three', quote: 'quote three', quote_found: true, validated: true, credibility_score: 70 },
      ],
    });
    const usage = await viewer.get(`${P}/${cids[0]}/usage`);
    expect(usage.status).toBe(200);
    expect(usage.body).toMatchObject({ cid: cids[0], usage_count: 2, runs: 1, tier: 'monthly' });
    expect(usage.body.usages.map((u: { claim_id: string }) => u.claim_id)).toEqual(['c1', 'c2']);
    const content = await viewer.get(`/api/v1/citations/by-content/${runId}`);
    expect(content.body.items.map((c: { cid: string }) => c.cid).sort()).toEqual([...cids].sort());
    expectError(await viewer.get('/api/v1/citations/by-content/no_such_run'), 404, 'NOT_FOUND');
    expectError(await viewer.get('/api/v1/citations/by-content/bad%20id'), 400, 'SCHEMA_VALIDATION_FAILED');
    const top = await viewer.get(`${P}/top-used?limit=3`);
    expect(top.body.items.map((c: { normalized_url: string }) => c.normalized_url)[0]).toBe('https://docs.example/page-20');
    const counts = top.body.items.map((c: { usage_count: number }) => c.usage_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('records feedback and reports accuracy, the system report and alerts', async () => {
    const target = prepareUrl(batchUrls[3]).cid!;
    const before = await viewer.get(`${P}/${target}/accuracy`);
    expect(before.status).toBe(200);
    expect(before.body.feedback_count).toBe(0);
    const fb = await editor.post(`${P}/${target}/feedback`, { metric: 'factual', score: 0, feedback_type: 'expert', comment: 'the page says otherwise' });
    expect(fb.status).toBe(201);
    expect(fb.body.accuracy.feedback_count).toBe(1);
    expect(fb.body.accuracy.inputs.factual).toBeLessThan(before.body.inputs.factual);
    const after = await viewer.get(`${P}/${target}/accuracy`);
    expect(after.body.score).toBeLessThan(95);
    expect(after.body.band).toBe(after.body.score >= 90 ? 'yellow' : 'red');
    expect(after.body.score).toBeCloseTo((0.4 * after.body.inputs.relevance + 0.4 * after.body.inputs.factual + 0.2 * after.body.inputs.availability) * 100, 1);
    expectError(await editor.post(`${P}/${target}/feedback`, { metric: 'factual', score: 1.5 }), 400, 'SCHEMA_VALIDATION_FAILED');
    expectError(await editor.post(`${P}/${target}/feedback`, { metric: 'vibes', score: 1 }), 400, 'SCHEMA_VALIDATION_FAILED');
    const report = await viewer.get(`${P}/accuracy-report`);
    expect(report.status).toBe(200);
    expect(report.body.citations).toBe(25);
    expect(report.body.by_band.green + report.body.by_band.yellow + report.body.by_band.red).toBe(25);
    expect(report.body.lowest[0].score).toBeLessThanOrEqual(after.body.score);
    const al = await viewer.get(`${P}/accuracy-alerts`);
    expect(al.status).toBe(200);
    expect(al.body.items.some((a: { kind: string; details: { cid?: string } }) => a.kind === 'citation_accuracy_below' && a.details.cid === target)).toBe(true);
    expect((await viewer.get(`${P}/accuracy-alerts?limit=1`)).body.items.length).toBe(1);
  });

  it('deletes (admin) with its history, and audits every modification', async () => {
    const target = prepareUrl(batchUrls[3]).cid!;
    const del = await admin.delete(`${P}/${target}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ cid: target, deleted: true });
    expectError(await viewer.get(`${P}/${target}`), 404, 'NOT_FOUND');
    const fbLeft = await svc.db.rows('SELECT count(*)::int AS n FROM library_feedback WHERE cid = $1', [target], z.object({ n: z.number() }));
    expect(fbLeft[0].n).toBe(0);
    const audit = await admin.get(`/api/v1/audit?target=${target}`);
    expect(audit.status).toBe(200);
    expect(audit.body.items.map((a: { action: string }) => a.action)).toEqual(['citation.delete', 'citation.feedback', 'citation.create']);
    expect(audit.body.items.map((a: { actor: string }) => a.actor)).toEqual([svc.adminKey.slice(4, 20)].map((id) => `k_${id}`).concat([keyIds.editor, keyIds.editor]));
    const mine = await admin.get(`/api/v1/audit?target=${cid}`);
    expect(mine.body.items.map((a: { action: string }) => a.action)).toEqual(['citation.update', 'citation.create']);
    expectError(await editor.get('/api/v1/audit'), 403, 'FORBIDDEN');
    // Every modification has its row: creates (1 + 24), update, feedback, delete, keys (admin + 2 via API).
    const total = await svc.db.rows(`SELECT action, count(*)::int AS n FROM api_audit GROUP BY action ORDER BY action`, [], z.object({ action: z.string(), n: z.number() }));
    expect(Object.fromEntries(total.map((t) => [t.action, t.n]))).toEqual({ 'citation.create': 25, 'citation.delete': 1, 'citation.feedback': 1, 'citation.update': 1, 'key.create': 3 });
  });

  it('rate-limits per key with 429 and Retry-After, without touching other keys', async () => {
    const k = await admin.post('/api/v1/keys', { role: 'viewer', rate_limit_per_minute: 3 });
    const limited = admin.as(k.body.key);
    for (let i = 0; i < 3; i++) expect((await limited.get(`${P}/${cid}`)).status).toBe(200);
    const over = await limited.get(`${P}/${cid}`);
    expectError(over, 429, 'RATE_LIMITED');
    const retry = Number(over.headers.get('retry-after'));
    expect(Number.isInteger(retry) && retry > 0 && retry <= 60).toBe(true);
    expect(over.body.error.details.retry_after_seconds).toBe(retry);
    expect((await viewer.get(`${P}/${cid}`)).status).toBe(200);
  });

  it('revokes a key with the CLI and the service refuses it at once', async () => {
    const k = await admin.post('/api/v1/keys', { role: 'editor', name: 'short-lived' });
    const c = admin.as(k.body.key);
    expect((await c.get(`${P}/${cid}`)).status).toBe(200);
    const revoked = await runCli(['keys', 'revoke', k.body.key_id, '--json'], svc.env);
    expect(revoked.code).toBe(0);
    expect(JSON.parse(revoked.stdout)).toMatchObject({ ok: true, key_id: k.body.key_id });
    expectError(await c.get(`${P}/${cid}`), 401, 'UNAUTHORIZED');
    const listed = await admin.get('/api/v1/keys?include_revoked=true');
    expect(listed.body.items.find((i: { key_id: string }) => i.key_id === k.body.key_id).revoked_by).toBe(`cli:${userInfo().username}`);
    expect((await admin.get('/api/v1/keys')).body.items.some((i: { key_id: string }) => i.key_id === k.body.key_id)).toBe(false);
    // The API revokes too (admin), and a second revocation keeps the first.
    const k2 = await admin.post('/api/v1/keys', { role: 'viewer' });
    const r2 = await admin.delete(`/api/v1/keys/${k2.body.key_id}`);
    expect(r2.status).toBe(200);
    expect(r2.body.revoked_by).toBe(`k_${svc.adminKey.slice(4, 20)}`);
    expectError(await admin.as(k2.body.key).get(`${P}/${cid}`), 401, 'UNAUTHORIZED');
    expectError(await admin.delete('/api/v1/keys/k_aaaaaaaaaaaaaaaa'), 404, 'NOT_FOUND');
    expectError(await admin.delete('/api/v1/keys/nope'), 400, 'SCHEMA_VALIDATION_FAILED');
  });

  it('verifies through a real re-verification workflow that changes the citation\'s status', async () => {
    const web = await startPageServer();
    try {
      const urlA = `http://127.0.0.1:${web.port}/a`;
      const urlB = `http://127.0.0.1:${web.port}/b`;
      const [cidA, cidB] = [prepareUrl(urlA).cid!, prepareUrl(urlB).cid!];
      const entry = (url: string, cid: string) => ({ cid, normalized_url: url, url, final_url: null, title: null, authors: [], publisher: null, publication_date: null, source_type: 'tertiary', excerpt: null, status: 'valid' as const, http_status: 200 });
      await ingestRun(svc.db, {
        run_id: 'dr_verify',
        workflow_id: 'citeflow-run-dr_verify',
        network: { allow_cidrs: ['127.0.0.0/8'] },
        citations: [entry(urlA, cidA), entry(urlB, cidB)],
        usages: [
          { claim_id: 'a1', cid: cidA, claim: 'Rust 1.0 shipped in May 2015', quote: 'Rust 1.0 was released on May 15, 2015', quote_found: true, validated: true, credibility_score: 80 },
          { claim_id: 'b1', cid: cidB, claim: 'B says so', quote: 'page B says so', quote_found: true, validated: true, credibility_score: 80 },
        ],
      });
      expect((await viewer.get(`${P}/${cidA}`)).body.verification_status).toBe('pending');
      web.delayMs = 3000; // the first check is slow, so a second request surely finds it running
      const started = await editor.post(`${P}/${cidA}/verify`);
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({ attached: false, cids: [cidA], status_url: `${P}/${cidA}/verification-status` });
      expect(started.body.workflow_id).toMatch(/^citeflow-reverify-cid_/);
      const again = await editor.post(`${P}/${cidA}/verify`);
      expect(again.body).toMatchObject({ workflow_id: started.body.workflow_id, attached: true });
      const running = await viewer.get(`${P}/${cidA}/verification-status`);
      expect(running.body.workflow.workflow_id).toBe(started.body.workflow_id);
      const done = await waitFor(viewer, cidA, 1);
      expect(done.body).toMatchObject({ verification_status: 'verified', in_progress: false, latest: { status: 'valid', http_status: 200, quotes_total: 1, quotes_present: 1, workflow_id: started.body.workflow_id } });
      expect(done.body.workflow.status).toBe('COMPLETED');
      expect((await viewer.get(`${P}/${cidA}`)).body).toMatchObject({ verification_status: 'verified', status: 'valid' });

      // Page B disappears; one workflow checks both.
      web.delayMs = 0;
      web.gone.add('/b');
      const batch = await editor.post(`${P}/verify-batch`, { cids: [cidB, cidA, cidB] });
      expect(batch.status).toBe(202);
      expect(batch.body.cids).toEqual([cidA, cidB].sort());
      expect(batch.body.workflow_id).toMatch(/^citeflow-reverify-batch-/);
      const b = await waitFor(viewer, cidB, 1);
      expect(b.body).toMatchObject({ verification_status: 'failed', latest: { status: 'invalid', http_status: 404, workflow_id: batch.body.workflow_id } });
      expect((await waitFor(viewer, cidA, 2)).body.history.map((h: { workflow_id: string }) => h.workflow_id)).toEqual([batch.body.workflow_id, started.body.workflow_id]);
      expect((await viewer.get(`${P}/${cidB}`)).body).toMatchObject({ verification_status: 'failed', status: 'invalid' });
      expectError(await editor.post(`${P}/verify-batch`, { cids: [cidA, 'cid_' + 'f'.repeat(64)] }), 404, 'NOT_FOUND');
      expectError(await editor.post(`${P}/verify-batch`, { cids: [] }), 400, 'SCHEMA_VALIDATION_FAILED');
      const audit = await admin.get(`/api/v1/audit?target=${cidA}`);
      expect(audit.body.items.map((a: { action: string; details: { attached: boolean } }) => `${a.action}:${a.details.attached}`)).toEqual(['citation.verify:false', 'citation.verify:true', 'citation.verify:false']);
    } finally {
      await web.close();
    }
  });

  it('serves a valid OpenAPI document, and every route in it was called by this suite', async () => {
    const r = await viewer.get('/api/v1/openapi.json');
    expect(r.status).toBe(200);
    const doc = r.body;
    expect(await validateOpenApi(doc)).toBe('valid');
    const documented: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) for (const method of Object.keys(ops)) documented.push(`${method.toUpperCase()} ${path}`);
    expect(documented.length).toBeGreaterThanOrEqual(20);
    // Unknown routes are the error shape too.
    expectError(await viewer.get('/api/v1/nowhere'), 404, 'ROUTE_NOT_FOUND');
    const missing = documented.filter((d) => !viewer.hits.has(d));
    expect(missing).toEqual([]);
  });
});

/** Polls verification-status until the citation has `checks` verification rows. */
async function waitFor(client: Client, cid: string, checks: number): Promise<Reply> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const r = await client.get(`${P}/${cid}/verification-status`);
    if (r.status === 200 && r.body.history.length >= checks && !r.body.in_progress) return r;
    if (Date.now() > deadline) throw new Error(`no check ${checks} of ${cid} in time: ${r.text}`);
    await new Promise((res) => setTimeout(res, 500));
  }
}

/** A loopback web of two pages: /a keeps its quote, /b can be made to answer 404; a delay slows every answer. */
async function startPageServer(): Promise<{ port: number; delayMs: number; gone: Set<string>; close(): Promise<void> }> {
  const state = { delayMs: 0, gone: new Set<string>() };
  const server = createServer((req, res) => {
    setTimeout(() => {
      if (state.gone.has(req.url ?? '')) {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>');
        return;
      }
      const body = req.url === '/a' ? 'Rust 1.0 was released on May 15, 2015, after years of work.' : 'This is page B. Page B says so, plainly.';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<html><head><title>Page ${req.url}</title></head><body><main><h1>Page ${req.url}</h1><p>${body}</p><p>${'Filler text about the topic. '.repeat(20)}</p></main></body></html>`);
    }, state.delayMs);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return Object.assign(state, {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}
