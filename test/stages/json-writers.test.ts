/** The run-file writers write a record at a time; their bytes are exactly what one JSON.stringify gives. */
import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { prettyJsonPieces, writeJsonAtomic, writeJsonlAtomic } from '../../activities/stages/jsonl';

const samples: unknown[] = [
  { schema_version: 'url-map.v1', run_id: 'r', items: [] },
  { schema_version: 'url-map.v1', run_id: 'r', items: [{ a: 1, b: [1, 2, { c: 'x\ny' }], d: null }, { e: {} , f: [] }] },
  { pass: true, rules: [{ rule: 'a', pass: true }], empty: {}, nested: { list: [1, [2, [3]]] }, skip: undefined },
  { list: [undefined, () => 1, 'x'] },
  {},
  [],
  [1, { a: 2 }],
  'text',
  42,
  null,
  { ' "odd" key\u2028': ['é', '\u0000'] },
];

test.each(samples.map((s) => [JSON.stringify(s) ?? 'undefined', s]))('prettyJsonPieces(%s) joins to JSON.stringify(value, null, 2)', (_label, value) => {
  expect([...prettyJsonPieces(value)].join('')).toBe(JSON.stringify(value, null, 2));
});

test('writeJsonAtomic and writeJsonlAtomic write what one stringify would, and credentials are redacted', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'citeflow-writers-'));
  try {
    const secret = 'https://example.com/a?token=hunter2';
    const value = { schema_version: 'url-map.v1', run_id: 'r', items: Array.from({ length: 40000 }, (_, i) => ({ url_original: `https://example.com/${i}`, n: i })).concat([{ url_original: secret, n: -1 }]) };
    await writeJsonAtomic(path.join(dir, 'map.json'), value, dir);
    const written = await fs.readFile(path.join(dir, 'map.json'), 'utf8');
    expect(written).toBe(JSON.stringify(value, null, 2).replace('token=hunter2', 'token=REDACTED') + '\n');
    await writeJsonlAtomic(path.join(dir, 'rows.jsonl'), value.items, dir);
    const lines = await fs.readFile(path.join(dir, 'rows.jsonl'), 'utf8');
    expect(lines).toBe(value.items.map((r) => JSON.stringify(r).replace('token=hunter2', 'token=REDACTED') + '\n').join(''));
    expect(lines).not.toContain('hunter2');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
