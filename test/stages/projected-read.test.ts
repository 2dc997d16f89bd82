/**
 * readJsonArrayProjected (Gate C's read of url-map.json's cids): the same cids a whole read
 * gives, and for every broken document exactly the error readJsonFile throws.
 */
import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { readJsonArrayProjected, readJsonFile } from '../../activities/io';
import { JsonArrayCutter, projectedReadStats } from '../../activities/io/read-json';
import { UrlMapItemSchema, UrlMapSchema } from '../../shared/schemas/url-map';

const cid = (n: number) => `cid_${n.toString(16).padStart(64, '0')}`;
const foundBy = { wave: 1, perspective_id: 'p1', agent_type: 'A', artifact_path: 'wave-1/p1.md' };
const item = (n: number) => ({ url_original: `https://example.com/${n}`, normalized_url: `https://example.com/${n}`, cid: cid(n), found_by: [foundBy] });
const good = { schema_version: 'url-map.v1', run_id: 'dr_test', items: [item(1), item(2), { ...item(3), invalid_reason: 'userinfo' }, item(2)] };

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'citeflow-projected-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const readCids = (file: string) =>
  readJsonArrayProjected(file, UrlMapSchema, 'url-map.json', { kind: 'url_map' }, 'items', {
    schema: UrlMapItemSchema,
    keep: (i) => i.cid,
  });

async function whole(file: string): Promise<{ cids?: string[]; error?: { code: string; message: string } }> {
  try {
    return { cids: (await readJsonFile(file, UrlMapSchema, 'url-map.json', { kind: 'url_map' })).items.map((i) => i.cid) };
  } catch (err) {
    return { error: { code: (err as { code: string }).code, message: (err as Error).message } };
  }
}
async function projected(file: string): Promise<{ cids?: string[]; error?: { code: string; message: string } }> {
  try {
    return { cids: await readCids(file) };
  } catch (err) {
    return { error: { code: (err as { code: string }).code, message: (err as Error).message } };
  }
}

const documents: Array<[string, string]> = [
  ['a good map, pretty-printed', JSON.stringify(good, null, 2)],
  ['a good map on one line, with a byte order mark', '\uFEFF' + JSON.stringify(good)],
  ['no items', JSON.stringify({ ...good, items: [] })],
  ['strings with quotes, brackets, backslashes and non-ASCII', JSON.stringify({ ...good, run_id: 'dr_test', items: [{ ...item(7), url_original: 'https://example.com/a"}],[{\\\\"b/é\u2028', found_by: [{ ...foundBy, agent_type: '{"x": [1, 2]}' }] }, item(8)] }, null, 1)],
  ['members in another order, items first', `{"items": ${JSON.stringify(good.items)}, "run_id": "dr_test", "schema_version": "url-map.v1"}`],
  ['a duplicate key', `{"schema_version": "url-map.v1", "run_id": "dr_test", "items": [], "items": ${JSON.stringify(good.items)}}`],
  ['trailing text', JSON.stringify(good) + ' x'],
  ['a trailing comma', JSON.stringify(good).replace(/]}$/, ',]}')],
  ['not JSON', '{"schema_version": "url-map.v1", "items": [}'],
  ['empty file', ''],
  ['an array', '[1, 2]'],
  ['wrong schema_version', JSON.stringify({ ...good, schema_version: 'url-map.v2' })],
  ['run_id missing', JSON.stringify({ schema_version: 'url-map.v1', items: good.items })],
  ['an item without cid', JSON.stringify({ ...good, items: [item(1), { ...item(2), cid: undefined }] })],
  ['an item with a bad cid', JSON.stringify({ ...good, items: [item(1), { ...item(2), cid: 'cid_XYZ' }] })],
  ['an item that is not an object', JSON.stringify({ ...good, items: [item(1), 'https://example.com/'] })],
  ['an item without the keys that mark one', JSON.stringify({ ...good, items: [item(1), { cid: cid(9) }] })],
  ['a bad found_by entry', JSON.stringify({ ...good, items: [{ ...item(1), found_by: [{ wave: 'x' }] }] })],
  ['an item nested in found_by', JSON.stringify({ ...good, items: [{ ...item(1), found_by: [item(5)] }] })],
  ['items is an object', JSON.stringify({ ...good, items: { 0: item(1) } })],
  ['items of items', JSON.stringify({ ...good, items: [[item(1)]] })],
];

test.each(documents)('%s: the same cids or the same error as a whole read', async (_name, text) => {
  const file = path.join(dir, `map-${Math.random().toString(36).slice(2)}.json`);
  await fs.writeFile(file, text);
  const expected = await whole(file);
  const before = projectedReadStats.wholeParses;
  expect(await projected(file)).toEqual(expected);
  // A good document is read without the whole object tree; anything else goes through the whole parse.
  expect(projectedReadStats.wholeParses - before).toBe(expected.error || _name === 'a duplicate key' ? 1 : 0);
});

test('a large map: cids in order, duplicates kept', async () => {
  const items = Array.from({ length: 20000 }, (_, i) => item(i % 15000));
  const file = path.join(dir, 'large.json');
  await fs.writeFile(file, JSON.stringify({ ...good, items }, null, 2));
  expect(await readCids(file)).toEqual(items.map((i) => i.cid));
});

test('a missing file: NOT_FOUND as before', async () => {
  const file = path.join(dir, 'nope.json');
  expect(await projected(file)).toEqual(await whole(file));
  expect((await projected(file)).error?.code).toBe('NOT_FOUND');
});

describe('the cutter, fed in pieces', () => {
  // What a cutter makes of a text fed in pieces of `size` characters (Infinity: at once).
  const cut = (text: string, size: number) => {
    const cutter = new JsonArrayCutter('items');
    const elements: string[] = [];
    for (let at = 0; at < text.length; at += size) {
      const got = cutter.feed(text.slice(at, at + size));
      if (got === null) return null;
      elements.push(...got);
    }
    const members = cutter.finish();
    return members === null ? null : { elements, members };
  };

  test.each(documents)('%s: every piece size cuts the same as the whole text', (_name, text) => {
    const body = text.replace(/^\uFEFF/, '');
    const whole = cut(body, Infinity);
    for (const size of [1, 2, 3, 5, 7, 64, 1000]) expect(cut(body, size)).toEqual(whole);
    if (whole !== null) expect(JSON.parse(`[${whole.elements.join(',')}]`)).toEqual(JSON.parse(body).items);
  });

  test('a map over several read chunks, with characters of 2 to 4 bytes across their edges: no whole parse', async () => {
    const items = Array.from({ length: 9000 }, (_, i) => ({ ...item(i), url_original: `https://example.com/${'é😀€'.repeat(i % 50)}/${i}` }));
    const file = path.join(dir, 'multibyte.json');
    await fs.writeFile(file, JSON.stringify({ ...good, items }, null, 2));
    expect((await fs.stat(file)).size).toBeGreaterThan(3 << 20);
    const before = projectedReadStats.wholeParses;
    expect(await readCids(file)).toEqual(items.map((i) => i.cid));
    expect(projectedReadStats.wholeParses).toBe(before);
  });

  test('bytes that are not UTF-8: the whole read decides, with the same result', async () => {
    const file = path.join(dir, 'latin1.json');
    const text = JSON.stringify({ ...good, items: [{ ...item(1), url_original: 'https://example.com/caf\u00e9' }] });
    await fs.writeFile(file, Buffer.from(text, 'latin1'));
    const before = projectedReadStats.wholeParses;
    expect(await projected(file)).toEqual(await whole(file));
    expect(projectedReadStats.wholeParses).toBe(before + 1);
  });
});
