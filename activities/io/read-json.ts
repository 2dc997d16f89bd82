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

/** An element of the projected array that passed its schema, reduced to what the caller keeps. */
class KeptItem {
  constructor(readonly value: unknown) {}
}
/** How often readJsonArrayProjected fell back to a whole parse (tests: a good document never does). */
export const projectedReadStats = { wholeParses: 0 };

/**
 * One projection of every element of a JSON document's array property (`url-map.json`'s
 * `items` → their cids) without holding the whole document: each element is checked against
 * `item.schema` while JSON.parse builds it and replaced at once by `item.keep(element)`, so
 * only the file's text and the kept values live at the same time (not the whole object tree
 * and zod's copy of it). `item.recognise` tells the elements apart from other objects in arrays
 * (it sees each before it is checked). The rest of the document is checked against `schema`
 * with an empty array. Anything unexpected — bad JSON, an element that fails its schema, an
 * element out of place — is handed to readJsonFile's own parse of the same text: the same
 * errors (INVALID_JSON, SCHEMA_VALIDATION_FAILED with the same message), the same result.
 */
export async function readJsonArrayProjected<S extends z.ZodType, I extends z.ZodType, T>(
  file: string,
  schema: S,
  label: string,
  opts: ReadOptions,
  key: string,
  item: { schema: I; recognise: (value: Record<string, unknown>) => boolean; keep: (element: z.infer<I>) => T },
): Promise<T[]> {
  const text = await readText(file, label, opts);
  let doc: unknown;
  try {
    doc = JSON.parse(text, function (this: unknown, _k: string, value: unknown) {
      if (!Array.isArray(this) || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      if (!item.recognise(value as Record<string, unknown>)) return value;
      const checked = item.schema.safeParse(value, PARSE_OPTIONS);
      return checked.success ? new KeptItem(item.keep(checked.data)) : value;
    });
  } catch {
    doc = undefined;
  }
  if (doc !== null && typeof doc === 'object' && !Array.isArray(doc)) {
    const elements = (doc as Record<string, unknown>)[key];
    if (Array.isArray(elements) && elements.every((e) => e instanceof KeptItem)) {
      const rest = schema.safeParse({ ...(doc as Record<string, unknown>), [key]: [] }, PARSE_OPTIONS);
      if (rest.success) return elements.map((e: KeptItem) => e.value as T);
    }
  }
  doc = undefined;
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
