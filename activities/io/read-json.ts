import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { z } from 'zod';
import { CiteflowError } from '../../shared/errors';
import { formatZodError, PARSE_OPTIONS } from '../../shared/zod-message';
import type { FileKind } from '../../shared/schemas/limits';
import { readBounded, readRunInput } from './run-guard';

/**
 * Where a file is read from: with `root` (the run directory), never through a link that leaves
 * it (activities/io/run-guard.ts). `kind` picks its size limit (FILE_LIMITS; default `other`).
 */
export type ReadOptions = { root?: string; kind?: FileKind };

/** errno codes that mean "not a readable file here" — not worth a retry. */
const NOT_READABLE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG', 'EACCES', 'EPERM', 'EINVAL']);

async function readBytes(file: string, label: string, opts: ReadOptions = {}): Promise<Buffer> {
  const kind = opts.kind ?? 'other';
  if (opts.root !== undefined) return readRunInput(opts.root, file, label, kind);
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(file, 'r');
    if (!(await handle.stat()).isFile()) throw Object.assign(new Error('not a regular file'), { code: 'EISDIR' });
    return await readBounded(handle, file, label, kind);
  } catch (err) {
    if (err instanceof CiteflowError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new CiteflowError('NOT_FOUND', `${label}: file not found: ${file}`, { path: file });
    if (code !== undefined && NOT_READABLE.has(code)) throw new CiteflowError('NOT_FOUND', `${label}: not a readable file (${code}): ${file}`, { path: file, errno: code });
    if (err instanceof TypeError) throw new CiteflowError('INVALID_ARGS', `${label}: not a usable path`, {}); // a NUL byte
    throw new CiteflowError('INVALID_JSON', `${label}: cannot read ${file} (${code ?? 'error'})`, { path: file });
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** UTF-8 text of a JSON file; a leading byte order mark (editors on Windows write one) is not part of the document. */
function utf8Text(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Where JSON.parse stopped, as line:column — without echoing the text (it may hold a secret). */
function jsonErrorWhere(err: unknown, text: string): string {
  const m = /position (\d+)/.exec(err instanceof Error ? err.message : '');
  if (!m) return text.trim() === '' ? 'empty document' : 'not valid JSON';
  const before = text.slice(0, Number(m[1])).split('\n');
  return `not valid JSON at line ${before.length} column ${before[before.length - 1].length + 1}`;
}

function parseJson(text: string, label: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (err) {
    return { ok: false, message: `${label}: ${jsonErrorWhere(err, text)}` };
  }
}

async function readText(file: string, label: string, opts: ReadOptions = {}): Promise<string> {
  return utf8Text(await readBytes(file, label, opts));
}

function parseDocument<S extends z.ZodType>(text: string, file: string, schema: S, label: string): z.infer<S> {
  const parsed = parseJson(text, label);
  if (!parsed.ok) throw new CiteflowError('INVALID_JSON', parsed.message, { path: file });
  const result = schema.safeParse(parsed.value, PARSE_OPTIONS);
  if (!result.success) throw new CiteflowError('SCHEMA_VALIDATION_FAILED', formatZodError(result.error, label), { path: file });
  return result.data;
}

/** Reads and validates one JSON document: NOT_FOUND, INVALID_JSON or SCHEMA_VALIDATION_FAILED. */
export async function readJsonFile<S extends z.ZodType>(file: string, schema: S, label: string, opts: ReadOptions = {}): Promise<z.infer<S>> {
  return parseDocument(await readText(file, label, opts), file, schema, label);
}

/** How often readJsonArrayProjected fell back to a whole parse (tests: a good document never does). */
export const projectedReadStats = { wholeParses: 0 };

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * The values of a JSON object's members, as the text of each (its array property `key`: the text
 * of each element), or null when the text is not such an object or anything looks unusual (a
 * duplicate or `__proto__` key, `key` not an array). Only structure is checked here — braces,
 * brackets, commas, colons, strings and their escapes; each piece is then JSON.parse'd on its own.
 */
function objectMemberTexts(text: string, key: string): { members: Array<[string, string]>; elements: string[] } | null {
  let i = 0;
  const n = text.length;
  const ws = () => {
    while (i < n && WS.has(text.charCodeAt(i))) i++;
  };
  const stringEnd = (at: number): number => {
    // at is on the opening quote; returns the index after the closing quote, or -1
    for (let j = at + 1; j < n; j++) {
      const c = text.charCodeAt(j);
      if (c === 0x5c) j++; // backslash: skip the escaped character
      else if (c === 0x22) return j + 1;
    }
    return -1;
  };
  const valueEnd = (at: number): number => {
    const c = text.charCodeAt(at);
    if (c === 0x22) return stringEnd(at);
    if (c === 0x7b || c === 0x5b) {
      let depth = 0;
      for (let j = at; j < n; j++) {
        const d = text.charCodeAt(j);
        if (d === 0x22) {
          j = stringEnd(j) - 1;
          if (j < 0) return -1;
        } else if (d === 0x7b || d === 0x5b) depth++;
        else if (d === 0x7d || d === 0x5d) {
          if (--depth === 0) return j + 1;
        }
      }
      return -1;
    }
    let j = at;
    while (j < n && !WS.has(text.charCodeAt(j)) && text[j] !== ',' && text[j] !== '}' && text[j] !== ']') j++;
    return j > at ? j : -1;
  };
  const members: Array<[string, string]> = [];
  let elements: string[] | null = null;
  const seen = new Set<string>();
  ws();
  if (text[i] !== '{') return null;
  i++;
  ws();
  if (text[i] === '}') i++;
  else {
    for (;;) {
      ws();
      if (text[i] !== '"') return null;
      const keyEnd = stringEnd(i);
      if (keyEnd < 0) return null;
      let name: string;
      try {
        name = JSON.parse(text.slice(i, keyEnd)) as string;
      } catch {
        return null;
      }
      if (seen.has(name) || name === '__proto__') return null;
      seen.add(name);
      i = keyEnd;
      ws();
      if (text[i] !== ':') return null;
      i++;
      ws();
      if (name === key) {
        if (text[i] !== '[') return null;
        i++;
        elements = [];
        ws();
        if (text[i] === ']') i++;
        else {
          for (;;) {
            ws();
            const e = valueEnd(i);
            if (e < 0) return null;
            elements.push(text.slice(i, e));
            i = e;
            ws();
            if (text[i] === ',') i++;
            else if (text[i] === ']') {
              i++;
              break;
            } else return null;
          }
        }
      } else {
        const e = valueEnd(i);
        if (e < 0) return null;
        members.push([name, text.slice(i, e)]);
        i = e;
      }
      ws();
      if (text[i] === ',') i++;
      else if (text[i] === '}') {
        i++;
        break;
      } else return null;
    }
  }
  ws();
  if (i !== n || elements === null) return null;
  return { members, elements };
}

/**
 * One projection of every element of a JSON document's array property (`url-map.json`'s
 * `items` → their cids) without holding the whole document: the text is cut into its members
 * and the array's elements, and each element is parsed, checked against `item.schema` and
 * reduced to `item.keep(element)` on its own, so only the file's text, one element and the kept
 * values live at the same time (not the whole object tree and zod's copy of it). The other
 * members are checked against `schema` with an empty array. Anything unexpected — bad JSON, an
 * element that fails its schema, an unusual document — is handed to readJsonFile's own parse of
 * the same text: the same errors (INVALID_JSON, SCHEMA_VALIDATION_FAILED with the same
 * message), the same result.
 */
export async function readJsonArrayProjected<S extends z.ZodType, I extends z.ZodType, T>(
  file: string,
  schema: S,
  label: string,
  opts: ReadOptions,
  key: string,
  item: { schema: I; keep: (element: z.infer<I>) => T },
): Promise<T[]> {
  const text = await readText(file, label, opts);
  const cut = objectMemberTexts(text, key);
  if (cut !== null) {
    const kept: T[] = [];
    let ok = true;
    try {
      const rest: Record<string, unknown> = {};
      for (const [name, value] of cut.members) rest[name] = JSON.parse(value);
      rest[key] = [];
      ok = schema.safeParse(rest, PARSE_OPTIONS).success;
      for (let k = 0; ok && k < cut.elements.length; k++) {
        const checked = item.schema.safeParse(JSON.parse(cut.elements[k]), PARSE_OPTIONS);
        if (checked.success) kept.push(item.keep(checked.data));
        else ok = false;
      }
    } catch {
      ok = false;
    }
    if (ok) return kept;
  }
  projectedReadStats.wholeParses += 1;
  const whole = parseDocument(text, file, schema, label) as Record<string, Array<z.infer<I>>>;
  return whole[key].map((e) => item.keep(e));
}

/**
 * Like readJsonFile, plus the lowercase hex SHA-256 of the very bytes that were parsed
 * (one read, so the digest always describes the data that was used).
 */
export async function readJsonFileWithDigest<S extends z.ZodType>(
  file: string,
  schema: S,
  label: string,
  opts: ReadOptions = {},
): Promise<{ data: z.infer<S>; sha256: string }> {
  const bytes = await readBytes(file, label, opts);
  const data = parseDocument(utf8Text(bytes), file, schema, label);
  return { data, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Reads a JSON Lines file; blank lines are skipped; errors name the 1-based line. */
export async function readJsonlFile<S extends z.ZodType>(file: string, schema: S, label: string, opts: ReadOptions = {}): Promise<Array<z.infer<S>>> {
  const text = await readText(file, label, opts);
  const out: Array<z.infer<S>> = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const where = `${label}:${i + 1}`;
    const parsed = parseJson(lines[i], where);
    if (!parsed.ok) throw new CiteflowError('INVALID_JSON', parsed.message, { path: file, line: i + 1 });
    const result = schema.safeParse(parsed.value, PARSE_OPTIONS);
    if (!result.success) {
      throw new CiteflowError('SCHEMA_VALIDATION_FAILED', formatZodError(result.error, label, i + 1), { path: file, line: i + 1 });
    }
    out.push(result.data);
  }
  return out;
}

/**
 * Like readJsonlFile, one record at a time: the file is read in chunks and each line is parsed
 * and validated as it is reached, so a run's size never sits in memory as one string or one
 * array. Same errors, naming the same 1-based lines.
 */
export async function* jsonlRecords<S extends z.ZodType>(file: string, schema: S, label: string): AsyncGenerator<{ record: z.infer<S>; line: number }> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch {
    await readBytes(file, label); // the same NOT_FOUND / INVALID_JSON error a whole read gives
    throw new CiteflowError('NOT_FOUND', `${label}: cannot open ${file}`, { path: file });
  }
  try {
    const decoder = new StringDecoder('utf8');
    const chunk = Buffer.allocUnsafe(JSONL_CHUNK_BYTES);
    let pending = '';
    let lineNo = 0;
    const parseLine = (text: string): z.infer<S> | undefined => {
      lineNo += 1;
      if (lineNo === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (text.trim() === '') return undefined;
      const parsed = parseJson(text, `${label}:${lineNo}`);
      if (!parsed.ok) throw new CiteflowError('INVALID_JSON', parsed.message, { path: file, line: lineNo });
      const result = schema.safeParse(parsed.value, PARSE_OPTIONS);
      if (!result.success) throw new CiteflowError('SCHEMA_VALIDATION_FAILED', formatZodError(result.error, label, lineNo), { path: file, line: lineNo });
      return result.data;
    };
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      pending += decoder.write(chunk.subarray(0, bytesRead));
      let from = 0;
      const ready: Array<{ record: z.infer<S>; line: number }> = [];
      for (let nl = pending.indexOf('\n'); nl !== -1; nl = pending.indexOf('\n', from)) {
        const record = parseLine(pending.slice(from, nl));
        if (record !== undefined) ready.push({ record, line: lineNo });
        from = nl + 1;
      }
      pending = pending.slice(from);
      yield* ready;
    }
    pending += decoder.end();
    const last = parseLine(pending);
    if (last !== undefined) yield { record: last, line: lineNo };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** jsonlRecords, each handed to `each` (awaited) before the next. */
export async function forEachJsonlRecord<S extends z.ZodType>(
  file: string,
  schema: S,
  label: string,
  each: (record: z.infer<S>, line: number) => void | Promise<void>,
): Promise<void> {
  for await (const { record, line } of jsonlRecords(file, schema, label)) await each(record, line);
}

const JSONL_CHUNK_BYTES = 1 << 20;
