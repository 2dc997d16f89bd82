import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';
import { main } from '../../cli/main';
import { citeRun } from '../../cli/commands/cite';

function cidOf(normalizedUrl: string): string {
  return `cid_${bytesToHex(sha256(new TextEncoder().encode(normalizedUrl)))}`;
}

function citation(normalizedUrl: string, status: string, title: string | null, publisher: string | null) {
  return {
    schema_version: 'citation.v1',
    normalized_url: normalizedUrl,
    cid: cidOf(normalizedUrl),
    url: normalizedUrl,
    url_original: normalizedUrl,
    status,
    checked_at: '2026-02-13T12:35:00Z',
    http_status: status === 'invalid' ? 404 : 200,
    title,
    publisher,
    found_by: [{ wave: 1, perspective_id: 'p1', agent_type: 'ClaudeResearcher', artifact_path: 'wave-1/p1.md' }],
    evidence_snippet: null,
    notes: 'ok',
  };
}

const ACM = 'https://dl.acm.org/doi/10.1145/3062341.3062363';
const DEAD = 'https://blog.example.com/wasm-is-dead';
const NYT = 'https://www.nytimes.com/2017/03/08/technology/webassembly.html';
const ROADMAP = 'https://webassembly.org/roadmap';
const WRONG = 'https://www.infoworld.com';

const records = [
  citation(DEAD, 'invalid', null, null),
  citation(ACM, 'valid', 'Bringing the web up to speed with WebAssembly', 'ACM'),
  citation(WRONG, 'mismatch', 'InfoWorld home', 'InfoWorld'),
  citation(NYT, 'paywalled', 'The Web Gets a Speed Boost', 'The New York Times'),
  citation(ROADMAP, 'valid', 'Feature Status', 'WebAssembly'),
].sort((a, b) => (a.normalized_url < b.normalized_url ? -1 : 1));

function claim(cid: string, author: string | null, date: string | null) {
  return { schema_version: 'validated-claim.v1', cid, validation_details: { author, publication_date: date, quote_found: true } };
}

let root: string;
let out: string;
let err: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'citeflow-cite-'));
  fs.mkdirSync(path.join(root, 'citations'));
  fs.writeFileSync(path.join(root, 'citations', 'citations.jsonl'), records.map((r) => `${JSON.stringify(r)}\n`).join(''));
  fs.writeFileSync(
    path.join(root, 'citations', 'validated-claims.jsonl'),
    [
      claim(cidOf(ACM), null, '2017-06-14'), // first claim states the date only
      claim(cidOf(ACM), 'Andreas Haas; Andreas Rossberg', '2018-01-01'), // author from here, date stays the first
      claim(cidOf(DEAD), 'Someone Else', '2020-01-01'), // not citable: never printed
    ]
      .map((c) => `${JSON.stringify(c)}\n`)
      .join(''),
  );
  out = '';
  err = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    err += String(chunk);
    return true;
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
  process.exitCode = undefined;
});

const cite = (...args: string[]) => main(['node', 'citeflow', 'cite', ...args]);

test('apa: citable sources only, alphabetical by first author or title (a leading "The" ignored), with author and date from validated claims', async () => {
  await cite(root, '--format', 'apa');
  expect(out).toBe(
    [
      'Feature Status. (n.d.). WebAssembly. Retrieved February 13, 2026, from https://webassembly.org/roadmap',
      'Haas, A., & Rossberg, A. (2017, June 14). Bringing the web up to speed with WebAssembly. ACM. https://dl.acm.org/doi/10.1145/3062341.3062363',
      'The Web Gets a Speed Boost. (n.d.). The New York Times. Retrieved February 13, 2026, from https://www.nytimes.com/2017/03/08/technology/webassembly.html [⚠ caution: paywalled]',
      '',
    ].join('\n'),
  );
});

test('inline: ref_ + 8 hex chars of the cid and the checked date, in citations.jsonl order', async () => {
  await cite(root, '--format', 'inline');
  const expected = [ACM, ROADMAP, NYT].map((u) => `[[ref_${cidOf(u).slice(4, 12)} - 2026-02-13]]${u === NYT ? ' [⚠ caution: paywalled]' : ''}\n`).join('');
  expect(out).toBe(expected);
});

test('jsonld: one JSON array, in citations.jsonl order', async () => {
  await cite(root, '--format', 'jsonld');
  const parsed = JSON.parse(out) as Array<{ identifier: string; citation: { url: string; author?: unknown } }>;
  expect(parsed.map((p) => p.citation.url)).toEqual([ACM, ROADMAP, NYT]);
  // the paywalled source says so in schema.org's words; the others do not
  expect(parsed.map((p) => (p.citation as Record<string, unknown>).isAccessibleForFree)).toEqual([undefined, undefined, false]);
  expect(parsed[0].citation.author).toEqual([
    { '@type': 'Person', name: 'Andreas Haas' },
    { '@type': 'Person', name: 'Andreas Rossberg' },
  ]);
});

test('without validated-claims.jsonl the sources are printed without authors or dates', async () => {
  fs.rmSync(path.join(root, 'citations', 'validated-claims.jsonl'));
  await cite(root, '--format', 'harvard');
  expect(out.split('\n')[0]).toBe(
    'Bringing the web up to speed with WebAssembly (n.d.) ACM. Available at: https://dl.acm.org/doi/10.1145/3062341.3062363 (Accessed: 13 February 2026).',
  );
});

test('a missing citations.jsonl is NOT_FOUND', async () => {
  fs.rmSync(path.join(root, 'citations', 'citations.jsonl'));
  await cite(root);
  expect(process.exitCode).toBe(1);
  expect(err).toBe(`citeflow: NOT_FOUND: ${path.join(root, 'citations', 'citations.jsonl')} not found (has the run reached Stage 3?)\n`);
  expect(out).toBe('');
});

test('a broken line is INVALID_JSON naming the file and the line', async () => {
  const file = path.join(root, 'citations', 'validated-claims.jsonl');
  fs.writeFileSync(file, `${JSON.stringify(claim(cidOf(ACM), null, null))}\n{"cid": oops\n`);
  await cite(root);
  expect(process.exitCode).toBe(1);
  expect(err).toBe(`citeflow: INVALID_JSON: ${file} line 2: not valid JSON\n`);
  expect(out).toBe('');
});

test('a record of the wrong shape is SCHEMA_VALIDATION_FAILED naming the field', async () => {
  const file = path.join(root, 'citations', 'citations.jsonl');
  fs.writeFileSync(file, `${JSON.stringify({ ...records[0], status: 'maybe' })}\n`);
  expect(() => citeRun(root, 'apa')).toThrow(expect.objectContaining({ code: 'SCHEMA_VALIDATION_FAILED', details: { path: file, line: 1, field: 'status' } }));
  await cite(root);
  expect(process.exitCode).toBe(1);
  expect(err).toMatch(/^citeflow: SCHEMA_VALIDATION_FAILED: .*citations\.jsonl line 1: status: /);
});

test('an unknown --format is a usage error (exit 1) listing the choices', async () => {
  await cite(root, '--format', 'bibtex');
  expect(process.exitCode).toBe(1);
  expect(err).toContain('apa, mla, chicago, harvard, jsonld, inline');
  expect(out).toBe('');
});

test("a run whose Gate C failed: the sources are printed, stderr says the gate failed and why, exit 2", async () => {
  const reason = 'Gate C failed rule min_citable_share: 2 of 3 URLs citable (valid 1, paywalled 1); share 0.6667, at least 0.9 required';
  fs.writeFileSync(path.join(root, 'citations', 'gate-c.json'), JSON.stringify({ schema_version: 'gate-c.v1', pass: false, failed_rule: 'min_citable_share', reason, rules: [] }));
  await cite(root, '--format', 'inline');
  expect(process.exitCode).toBe(2);
  expect(out.trim().split('\n')).toHaveLength(3);
  expect(err).toBe(`citeflow: this run's Gate C failed (rule min_citable_share): ${reason}\n  These sources are not cleared for a report.\n`);
});

test('a run whose Gate C passed exits 0 and says nothing on stderr', async () => {
  fs.writeFileSync(path.join(root, 'citations', 'gate-c.json'), JSON.stringify({ schema_version: 'gate-c.v1', pass: true, failed_rule: null, reason: null, rules: [] }));
  await cite(root, '--format', 'apa');
  expect(process.exitCode ?? 0).toBe(0);
  expect(err).toBe('');
});

test('a citations.jsonl over the 256 MiB limit is refused before it is read (sparse file), naming the limit', async () => {
  const file = path.join(root, 'citations', 'citations.jsonl');
  fs.truncateSync(file, 257 * 1024 * 1024);
  expect(() => citeRun(root, 'apa')).toThrow(expect.objectContaining({ code: 'SCHEMA_VALIDATION_FAILED', details: { path: file, size_bytes: 257 * 1024 * 1024, limit_bytes: 256 * 1024 * 1024 } }));
  await cite(root);
  expect(process.exitCode).toBe(1);
  expect(err).toBe(`citeflow: SCHEMA_VALIDATION_FAILED: citations.jsonl: file too large: ${file} is 257 MiB, over the 256 MiB limit for other files (docs/security.md)\n`);
  expect(out).toBe('');
});
