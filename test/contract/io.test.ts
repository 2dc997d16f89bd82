import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { z } from 'zod';
import { appendAudit, readJsonFile, readJsonlFile, sha256File, sha256Hex, writeFileAtomic, writeFileAtomicStreaming } from '../../activities/io';
import { CiteflowError } from '../../shared/errors';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'citeflow-io-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function failure(p: Promise<unknown>): Promise<CiteflowError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof CiteflowError) return err;
    throw err;
  }
  throw new Error('expected a CiteflowError');
}

describe('writeFileAtomic', () => {
  test('writes, replaces, creates the folder, leaves no temp file', async () => {
    const target = path.join(dir, 'sub', 'citations.jsonl');
    await writeFileAtomic(target, 'one\n');
    await writeFileAtomic(target, 'two\n');
    expect(await fs.readFile(target, 'utf8')).toBe('two\n');
    expect(await fs.readdir(path.dirname(target))).toEqual(['citations.jsonl']);
  });

  test('a failure (temp file cannot be created) leaves the old file intact: WRITE_FAILED', async () => {
    // A 250-byte name is legal; its temp sibling (".<name>.<pid>.<hex>.tmp") exceeds NAME_MAX.
    const target = path.join(dir, 'c'.repeat(250));
    await fs.writeFile(target, 'old content\n');
    const err = await failure(writeFileAtomic(target, 'new content\n'));
    expect(err.code).toBe('WRITE_FAILED');
    expect(err.message).toContain('ENAMETOOLONG');
    expect(await fs.readFile(target, 'utf8')).toBe('old content\n');
    expect(await fs.readdir(dir)).toEqual(['c'.repeat(250)]);
  });

  test('a failure at rename (target is a folder) leaves it intact and removes the temp file', async () => {
    const target = path.join(dir, 'citations.jsonl');
    await fs.mkdir(target);
    await fs.writeFile(path.join(target, 'keep'), 'x');
    const err = await failure(writeFileAtomic(target, 'new\n'));
    expect(err.code).toBe('WRITE_FAILED');
    expect(await fs.readdir(dir)).toEqual(['citations.jsonl']);
    expect(await fs.readFile(path.join(target, 'keep'), 'utf8')).toBe('x');
  });
});

describe('writeFileAtomicStreaming', () => {
  test('pieces over several flushes make the whole file, replaced in one step; no temp left', async () => {
    const target = path.join(dir, 'out', 'big.jsonl');
    await writeFileAtomic(target, 'old\n');
    const line = (i: number) => `${JSON.stringify({ i, pad: 'é'.repeat(300) })}\n`;
    const kept = await writeFileAtomicStreaming(target, async (write) => {
      for (let i = 0; i < 5000; i++) await write(line(i)); // ~1.5 M characters: more than one flush
      return true;
    });
    expect(kept).toBe(true);
    expect(await fs.readFile(target, 'utf8')).toBe(Array.from({ length: 5000 }, (_, i) => line(i)).join(''));
    expect(await fs.readdir(path.dirname(target))).toEqual(['big.jsonl']);
  });

  test('a producer that says no keeps the old file and removes the temp file', async () => {
    const target = path.join(dir, 'keep.txt');
    await fs.writeFile(target, 'old\n');
    const kept = await writeFileAtomicStreaming(target, async (write) => {
      await write('x'.repeat(2 << 20)); // flushed to the temp file already
      return false;
    });
    expect(kept).toBe(false);
    expect(await fs.readFile(target, 'utf8')).toBe('old\n');
    expect(await fs.readdir(dir)).toEqual(['keep.txt']);
  });

  test("a producer's own error comes out unchanged (not WRITE_FAILED); the old file stays", async () => {
    const target = path.join(dir, 'keep.txt');
    await fs.writeFile(target, 'old\n');
    const mine = new CiteflowError('SCHEMA_VALIDATION_FAILED', 'line 3 is not a citation');
    await expect(
      writeFileAtomicStreaming(target, async (write) => {
        await write('partial\n');
        throw mine;
      }),
    ).rejects.toBe(mine);
    expect(await fs.readFile(target, 'utf8')).toBe('old\n');
    expect(await fs.readdir(dir)).toEqual(['keep.txt']);
  });

  test('a file system failure is WRITE_FAILED and leaves the old file', async () => {
    const target = path.join(dir, 'd'.repeat(250));
    await fs.writeFile(target, 'old\n');
    const err = await failure(writeFileAtomicStreaming(target, async (write) => (await write('new\n'), true)));
    expect(err.code).toBe('WRITE_FAILED');
    expect(await fs.readFile(target, 'utf8')).toBe('old\n');
  });
});

describe('readJsonFile / readJsonlFile', () => {
  const Schema = z.object({ a: z.number() });

  test('NOT_FOUND, INVALID_JSON (position, no echo of the text), SCHEMA_VALIDATION_FAILED', async () => {
    const missing = await failure(readJsonFile(path.join(dir, 'nope.json'), Schema, 'url-map.json'));
    expect(missing.code).toBe('NOT_FOUND');
    expect(missing.message).toBe(`url-map.json: file not found: ${path.join(dir, 'nope.json')}`);

    const bad = path.join(dir, 'bad.json');
    await fs.writeFile(bad, '{\n  "url": "https://e.com/?token=s3cr3t",\n  oops\n}');
    const invalid = await failure(readJsonFile(bad, Schema, 'url-map.json'));
    expect(invalid.code).toBe('INVALID_JSON');
    expect(invalid.message).toBe('url-map.json: not valid JSON at line 3 column 3');
    expect(invalid.message).not.toContain('s3cr3t');

    const empty = path.join(dir, 'empty.json');
    await fs.writeFile(empty, '');
    expect((await failure(readJsonFile(empty, Schema, 'manifest.json'))).code).toBe('INVALID_JSON');

    const wrong = path.join(dir, 'wrong.json');
    await fs.writeFile(wrong, '{"a":"1"}');
    const schema = await failure(readJsonFile(wrong, Schema, 'manifest.json'));
    expect(schema.code).toBe('SCHEMA_VALIDATION_FAILED');
    expect(schema.message).toBe('manifest.json: a: expected number, received string');

    const ok = path.join(dir, 'ok.json');
    await fs.writeFile(ok, '{"a":1,"extra":true}');
    expect(await readJsonFile(ok, Schema, 'manifest.json')).toEqual({ a: 1 });
  });

  test('JSONL: blank lines skipped, errors name the 1-based line', async () => {
    const file = path.join(dir, 'x.jsonl');
    await fs.writeFile(file, '{"a":1}\n\n{"a":2}\n');
    expect(await readJsonlFile(file, Schema, 'citations.jsonl')).toEqual([{ a: 1 }, { a: 2 }]);

    await fs.writeFile(file, '{"a":1}\n{"a":2}\n{"b":3}\n');
    const schema = await failure(readJsonlFile(file, Schema, 'citations.jsonl'));
    expect(schema.code).toBe('SCHEMA_VALIDATION_FAILED');
    expect(schema.message).toBe('citations.jsonl:3: a: required (expected number)');
    expect(schema.details).toEqual({ path: file, line: 3 });

    await fs.writeFile(file, '{"a":1}\n{"a":\n');
    const json = await failure(readJsonlFile(file, Schema, 'citations.jsonl'));
    expect(json.code).toBe('INVALID_JSON');
    expect(json.message).toMatch(/^citations\.jsonl:2: /);
  });
});

describe('appendAudit', () => {
  test('creates logs/ and appends one JSON line per call', async () => {
    expect(await appendAudit(dir, { kind: 'a', n: 1 })).toBe(true);
    expect(await appendAudit(dir, { kind: 'b' })).toBe(true);
    expect(await fs.readFile(path.join(dir, 'logs', 'audit.jsonl'), 'utf8')).toBe('{"kind":"a","n":1}\n{"kind":"b"}\n');
  });
  test('best effort: an impossible location returns false instead of throwing', async () => {
    const file = path.join(dir, 'a-file');
    await fs.writeFile(file, '');
    expect(await appendAudit(file, { kind: 'x' })).toBe(false);
  });
});

describe('sha256', () => {
  test('of bytes and of a file (printf %s abc | sha256sum)', async () => {
    const abc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(sha256Hex('abc')).toBe(abc);
    const file = path.join(dir, 'f');
    await fs.writeFile(file, 'abc');
    expect(await sha256File(file)).toBe(abc);
    const big = Buffer.alloc(300_000, 7);
    await fs.writeFile(file, big);
    expect(await sha256File(file)).toBe(createHash('sha256').update(big).digest('hex'));
  });
});
