import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { z } from 'zod';
import { CiteflowError } from '../../shared/errors';
import { formatZodError, PARSE_OPTIONS } from '../../shared/zod-message';
import type { FileKind } from '../../shared/schemas/limits';
import { openRunInput, readBounded, readRunInput } from './run-guard';
import { FILE_LIMITS } from '../../shared/schemas/limits';

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

const enum Cut {
  Start,
  KeyOrEnd,
  Key,
  Colon,
  Value,
  ElementOrEnd,
  Element,
  ElementSep,
  MemberSep,
  After,
}
const enum Role {
  Key,
  Member,
  Element,
}

/**
 * Cuts the text of a JSON object, fed a piece at a time, into the texts of its members' values
 * and of the elements of its array member `key`, so a large array is never one string or one
 * tree. Only the structure between the pieces is checked here — braces, brackets, commas,
 * colons, strings and their escapes; every piece it hands out is JSON.parse'd by the caller,
 * which finds whatever is wrong inside one. A document that is not such an object, or that
 * looks unusual (a duplicate or `__proto__` key, `key` not an array, absent), makes `feed` or
 * `finish` return null: the caller then reads the document whole.
 */
export class JsonArrayCutter {
  private state = Cut.Start;
  private first = true;
  private name = '';
  private readonly seen = new Set<string>();
  private sawKey = false;
  readonly members: Array<[string, string]> = [];
  // the value being cut: its pieces so far, where it started in this piece, string / nesting state
  private capturing = false;
  private role = Role.Key;
  private primitive = false;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private parts: string[] = [];

  constructor(private readonly key: string) {}

  /** The elements completed by this piece of text, in order; null: not a document this cutter reads. */
  feed(text: string): string[] | null {
    const out: string[] = [];
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (this.capturing) {
        const end = this.scan(text, i);
        if (end < 0) {
          this.parts.push(text.slice(i));
          return out;
        }
        this.parts.push(text.slice(i, end));
        i = end;
        const value = this.parts.length === 1 ? this.parts[0] : this.parts.join('');
        this.parts = [];
        this.capturing = false;
        if (!this.took(value, out)) return null;
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) {
        i++;
        continue;
      }
      switch (this.state) {
        case Cut.Start:
          if (c !== 0x7b) return null;
          this.state = Cut.KeyOrEnd;
          i++;
          break;
        case Cut.KeyOrEnd:
        case Cut.Key:
          if (c === 0x7d && this.state === Cut.KeyOrEnd) {
            this.state = Cut.After;
            i++;
          } else if (c === 0x22) i = this.begin(text, i, Role.Key);
          else return null;
          break;
        case Cut.Colon:
          if (c !== 0x3a) return null;
          this.state = Cut.Value;
          i++;
          break;
        case Cut.Value:
          if (this.name === this.key) {
            if (c !== 0x5b) return null;
            this.sawKey = true;
            this.state = Cut.ElementOrEnd;
            i++;
          } else i = this.begin(text, i, Role.Member);
          break;
        case Cut.ElementOrEnd:
        case Cut.Element:
          if (c === 0x5d && this.state === Cut.ElementOrEnd) {
            this.state = Cut.MemberSep;
            i++;
          } else i = this.begin(text, i, Role.Element);
          break;
        case Cut.ElementSep:
          if (c === 0x2c) this.state = Cut.Element;
          else if (c === 0x5d) this.state = Cut.MemberSep;
          else return null;
          i++;
          break;
        case Cut.MemberSep:
          if (c === 0x2c) this.state = Cut.Key;
          else if (c === 0x7d) this.state = Cut.After;
          else return null;
          i++;
          break;
        case Cut.After:
          return null;
      }
    }
    return out;
  }

  /** The other members' texts once the whole document was fed; null: not a document this cutter reads. */
  finish(): Array<[string, string]> | null {
    return this.state === Cut.After && !this.capturing && this.sawKey ? this.members : null;
  }

  /** Starts cutting a value at text[i]; returns where to go on. */
  private begin(text: string, i: number, role: Role): number {
    const c = text.charCodeAt(i);
    this.capturing = true;
    this.role = role;
    this.parts = [];
    this.escaped = false;
    this.primitive = false;
    if (c === 0x22) {
      this.inString = true;
      this.depth = 0;
    } else if (c === 0x7b || c === 0x5b) {
      this.inString = false;
      this.depth = 1;
    } else {
      this.primitive = true; // a number, true, false, null — or something JSON.parse will refuse
      this.inString = false;
      this.depth = 0;
      return i;
    }
    this.parts.push(text[i]);
    return i + 1;
  }

  /** Where the value being cut ends in text (the index after it), or -1: it goes on past this piece. */
  private scan(text: string, i: number): number {
    const n = text.length;
    if (this.primitive) {
      for (; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x20 || d === 0x09 || d === 0x0a || d === 0x0d || d === 0x2c || d === 0x7d || d === 0x5d) return i;
      }
      return -1;
    }
    // locals in the loop, the state written back once (a chunk is ~1 M characters)
    let depth = this.depth;
    let inString = this.inString;
    let escaped = this.escaped;
    let end = -1;
    for (; i < n; i++) {
      const d = text.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (d === 0x5c) escaped = true;
        else if (d === 0x22) {
          inString = false;
          if (depth === 0) {
            end = i + 1;
            break;
          }
        }
      } else if (d === 0x22) inString = true;
      else if (d === 0x7b || d === 0x5b) depth++;
      else if ((d === 0x7d || d === 0x5d) && --depth === 0) {
        end = i + 1;
        break;
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return end;
  }

  private took(value: string, out: string[]): boolean {
    if (value === '') return false;
    switch (this.role) {
      case Role.Key: {
        let name: string;
        try {
          name = JSON.parse(value) as string;
        } catch {
          return false;
        }
        if (typeof name !== 'string' || this.seen.has(name) || name === '__proto__') return false;
        this.seen.add(name);
        this.name = name;
        this.state = Cut.Colon;
        return true;
      }
      case Role.Member:
        this.members.push([this.name, value]);
        this.state = Cut.MemberSep;
        return true;
      case Role.Element:
        out.push(value);
        this.state = Cut.ElementSep;
        return true;
    }
  }
}

/**
 * The text of a file a chunk at a time, each handed to `each`, and the SHA-256 of its bytes (with
 * `digest`; else '');
 * null when the file cannot be read this way (missing, a link out of the run, over its size
 * limit, not UTF-8 that decodes cleanly in pieces) or `each` returns false — the caller then
 * reads it whole and gets that read's own error. With `root`, the same guard as readRunInput.
 */
async function eachTextChunk(file: string, label: string, opts: ReadOptions, digest: boolean, each: (text: string) => boolean | Promise<boolean>): Promise<string | null> {
  const limit = FILE_LIMITS[opts.kind ?? 'other'];
  let handle: fs.FileHandle | undefined;
  try {
    handle = opts.root !== undefined ? await openRunInput(opts.root, file, label) : await fs.open(file, 'r');
    const stat = await handle.stat();
    if (!stat.isFile() || stat.size > limit) return null;
    const hash = digest ? createHash('sha256') : null;
    const decoder = new StringDecoder('utf8');
    const chunk = Buffer.allocUnsafe(JSON_CHUNK_BYTES);
    let total = 0;
    let first = true;
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > limit) return null;
      const bytes = chunk.subarray(0, bytesRead);
      hash?.update(bytes);
      let text = decoder.write(bytes);
      if (first && text !== '') {
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        first = false;
      }
      // A replacement character: maybe bytes that are not UTF-8, which pieces might decode differently than the whole.
      if (text.includes('\uFFFD') || !(await each(text))) return null;
    }
    const rest = decoder.end();
    if (rest !== '' && (rest.includes('\uFFFD') || !(await each(rest)))) return null;
    return hash ? hash.digest('hex') : '';
  } catch {
    return null;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}
/**
 * 64 KB a read (was 1 MB), here and in jsonlRecords: what one chunk yields — its text, the
 * elements or records cut from it, parsed and checked — is alive at once, and ~1 MB of it
 * (~1,100 citations, ~2,500 url-map items) outlived young-generation collections and was
 * promoted, to wait for a full collection. With 64 KB it dies young: Gate C ∥ the library
 * ingest at 50,000 URLs, the run's highest phase, −13 to −19 MB of peak RSS and less CPU
 * (docs/performance.md, "Stop 18"). Results do not depend on where chunks end.
 */
const JSON_CHUNK_BYTES = 1 << 16;

/**
 * Every element of a JSON document's array property `key`, parsed and checked against
 * `item.schema` one at a time, handed to `each` in order — the document is read a chunk at a time
 * and never held whole (no string of it, no object tree). The other members are checked against
 * `schema` with an empty array. Returns them (as parsed) and the SHA-256 of the file's bytes ('' with
 * `digest: false`); null when anything is unexpected — bad JSON, an element that fails its
 * schema, an unusual document, `each` returning false, an unreadable file — and then the caller reads the document
 * whole (readJsonFile / readJsonFileWithDigest), which gives that read's own result or error.
 * `each` may have seen some elements by then.
 */
export async function eachJsonArrayElement<S extends z.ZodType, I extends z.ZodType>(
  file: string,
  schema: S,
  label: string,
  opts: ReadOptions,
  key: string,
  itemSchema: I,
  each: (element: z.infer<I>, index: number) => boolean | Promise<boolean>,
  { digest = true }: { digest?: boolean } = {},
): Promise<{ rest: z.infer<S>; sha256: string } | null> {
  const cutter = new JsonArrayCutter(key);
  let index = 0;
  const sha256 = await eachTextChunk(file, label, opts, digest, async (text) => {
    const elements = cutter.feed(text);
    if (elements === null) return false;
    for (const element of elements) {
      let value: unknown;
      try {
        value = JSON.parse(element);
      } catch {
        return false;
      }
      const checked = itemSchema.safeParse(value, PARSE_OPTIONS);
      if (!checked.success || !(await each(checked.data, index++))) return false;
    }
    return true;
  });
  const members = sha256 === null ? null : cutter.finish();
  if (sha256 === null || members === null) return null;
  const rest: Record<string, unknown> = {};
  try {
    for (const [name, value] of members) rest[name] = JSON.parse(value);
  } catch {
    return null;
  }
  rest[key] = [];
  const checked = schema.safeParse(rest, PARSE_OPTIONS);
  return checked.success ? { rest: checked.data, sha256 } : null;
}

/**
 * One projection of every element of a JSON document's array property (`url-map.json`'s
 * `items` → their cids) without holding the whole document: eachJsonArrayElement, keeping
 * `item.keep(element)` of each, so only a chunk of the file, one element and the kept values
 * live at the same time. Anything unexpected goes to readJsonFile's own parse of the file: the
 * same errors (INVALID_JSON, SCHEMA_VALIDATION_FAILED with the same message), the same result.
 */
export async function readJsonArrayProjected<S extends z.ZodType, I extends z.ZodType, T>(
  file: string,
  schema: S,
  label: string,
  opts: ReadOptions,
  key: string,
  item: { schema: I; keep: (element: z.infer<I>) => T },
): Promise<T[]> {
  const kept: T[] = [];
  const streamed = await eachJsonArrayElement(
    file,
    schema,
    label,
    opts,
    key,
    item.schema,
    (element) => {
      kept.push(item.keep(element));
      return true;
    },
    { digest: false },
  );
  if (streamed !== null) return kept;
  projectedReadStats.wholeParses += 1;
  const whole = parseDocument(await readText(file, label, opts), file, schema, label) as Record<string, Array<z.infer<I>>>;
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

/** See JSON_CHUNK_BYTES. */
const JSONL_CHUNK_BYTES = 1 << 16;
