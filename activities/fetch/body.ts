/**
 * Reading a response body under the size cap, then decoding it. The cap holds for the bytes
 * on the wire AND for the bytes after gzip/deflate/br, so a small bomb cannot inflate past it.
 */
import iconv from 'iconv-lite';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';

export class BodyTooLargeError extends Error {
  constructor(readonly stage: 'wire' | 'decoded') {
    super(stage === 'wire' ? 'body exceeds the size cap' : 'body exceeds the size cap after decompression');
  }
}
export class BodyEncodingError extends Error {}

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const brotli = promisify(zlib.brotliDecompress);

/** Collects chunks, giving up (and destroying the stream) as soon as the cap is passed. */
export async function readCapped(
  stream: AsyncIterable<Buffer> & { destroy(err?: Error): void; on(event: 'error', fn: () => void): unknown },
  cap: number,
): Promise<Buffer> {
  const { data, truncated } = await readUpTo(stream, cap);
  if (truncated) throw new BodyTooLargeError('wire');
  return data;
}

/**
 * Reads at most `cap` bytes and stops there (destroying the stream): the spec caps what is
 * read, it does not condemn a big page, so the caller judges the page on its first `cap` bytes.
 */
export async function readUpTo(
  stream: AsyncIterable<Buffer> & { destroy(err?: Error): void; on(event: 'error', fn: () => void): unknown },
  cap: number,
  opts: { keepPartial?: boolean } = {},
): Promise<{ data: Buffer; truncated: boolean; cutShort?: unknown }> {
  stream.on('error', () => undefined); // errors reach us through the iterator; no stray 'error' events
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      if (total + chunk.length > cap) {
        chunks.push(chunk.subarray(0, cap - total));
        total = cap;
        stream.destroy();
        return { data: Buffer.concat(chunks, total), truncated: true };
      }
      total += chunk.length;
      chunks.push(chunk);
    }
  } catch (err) {
    // The body broke off after some bytes (`keepPartial`): the caller decides whether the part
    // that arrived is a page (a browser renders it) or the error stands (cutShort holds it).
    if (!opts.keepPartial || total === 0) throw err;
    return { data: Buffer.concat(chunks, total), truncated: false, cutShort: err };
  }
  return { data: Buffer.concat(chunks, total), truncated: false };
}

/**
 * Inflation beyond this ratio is a decompression bomb, not a big page: no real page compresses
 * 100 times (HTML gzips 4–10×). Judged where the decoded bytes reach the cap, on the compressed
 * bytes the decompressor had consumed by then — not on the whole body read, so a bomb padded
 * with compressed junk after it (which dilutes a whole-body ratio) is caught as well.
 */
export const BOMB_RATIO = 100;

/**
 * Undoes Content-Encoding layers keeping at most `cap` decoded bytes. A body that inflates past
 * the cap is truncated there (the page is judged on its first `cap` bytes) — unless its first
 * `cap` decoded bytes came from fewer than cap / BOMB_RATIO compressed bytes: that is a bomb,
 * and BodyTooLargeError('decoded').
 */
export async function decompressUpTo(contentEncoding: string | undefined, data: Buffer, cap: number): Promise<{ data: Buffer; truncated: boolean }> {
  const layers = (contentEncoding ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '' && s !== 'identity');
  if (layers.length === 0) return { data, truncated: false };
  if (layers.length === 1) {
    const { data: out, consumed, complete } = await inflatePrefix(layers[0]!, data, cap);
    if (complete) return { data: out, truncated: false };
    if (out.length > consumed * BOMB_RATIO) throw new BodyTooLargeError('decoded');
    return { data: out, truncated: true };
  }
  // Several layers (rare): each undone whole, at most `cap` bytes out of each.
  try {
    return await decompressLayers(layers, data, cap);
  } catch (err) {
    if (!(err instanceof BodyTooLargeError)) throw err;
  }
  throw new BodyTooLargeError('decoded');
}

async function decompressLayers(layers: string[], data: Buffer, cap: number): Promise<{ data: Buffer; truncated: boolean }> {
  let out = data;
  for (const layer of [...layers].reverse()) out = await decodeOne(layer, out, cap);
  if (out.length > cap) throw new BodyTooLargeError('decoded');
  return { data: out, truncated: false };
}

/**
 * Streams a single-layer compressed body through zlib and stops at `cap` decoded bytes.
 * `consumed`: compressed bytes zlib had taken in when it stopped (for the bomb ratio);
 * `complete`: the whole body decoded within the cap.
 */
function inflatePrefix(layer: string, data: Buffer, cap: number): Promise<{ data: Buffer; consumed: number; complete: boolean }> {
  const make = (): zlib.Gunzip | zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress => {
    if (layer === 'gzip' || layer === 'x-gzip') return zlib.createGunzip();
    if (layer === 'deflate') return (data[0]! & 0x0f) === 8 ? zlib.createInflate() : zlib.createInflateRaw();
    if (layer === 'br') return zlib.createBrotliDecompress();
    throw new BodyEncodingError(`unsupported content-encoding ${JSON.stringify(layer)}`);
  };
  return new Promise((resolve, reject) => {
    let z: ReturnType<typeof make>;
    try {
      z = make();
    } catch (err) {
      return reject(err);
    }
    const chunks: Buffer[] = [];
    let total = 0;
    let done = false;
    const finish = (complete: boolean) => {
      if (done) return;
      done = true;
      resolve({ data: Buffer.concat(chunks, total).subarray(0, cap), consumed: Math.max(1, z.bytesWritten), complete: complete && total <= cap });
    };
    z.on('data', (c: Buffer) => {
      if (done) return;
      chunks.push(c);
      total += c.length;
      if (total > cap) {
        finish(false);
        z.destroy();
      }
    });
    z.on('end', () => finish(true));
    // A body cut by the wire cap (or a stream that ends early) still gives what it decoded.
    z.on('error', (e) => (done ? undefined : total > 0 ? finish(true) : reject(new BodyEncodingError(`corrupt ${layer} body (${e.message})`))));
    // Fed in slices, so `bytesWritten` tells how far into the body the decoded bytes came from.
    for (let at = 0; at < data.length; at += 16 * 1024) z.write(data.subarray(at, at + 16 * 1024));
    z.end();
  });
}

async function decodeOne(encoding: string, data: Buffer, cap: number): Promise<Buffer> {
  // maxOutputLength makes zlib itself stop at the cap instead of allocating the whole bomb.
  const opts = { maxOutputLength: cap };
  try {
    switch (encoding) {
      case 'gzip':
      case 'x-gzip':
        return await gunzip(data, opts);
      case 'deflate':
        // "deflate" is zlib-wrapped by the RFC but raw in the wild; the header byte tells.
        return (data[0]! & 0x0f) === 8 ? await inflate(data, opts) : await inflateRaw(data, opts);
      case 'br':
        return await brotli(data, opts);
      default:
        throw new BodyEncodingError(`unsupported content-encoding ${JSON.stringify(encoding)}`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) {
      throw new BodyTooLargeError('decoded');
    }
    if (err instanceof BodyEncodingError) throw err;
    throw new BodyEncodingError(`corrupt ${encoding} body`);
  }
}

/** Undoes Content-Encoding layers (applied left to right, so undone right to left). */
export async function decompress(contentEncoding: string | undefined, data: Buffer, cap: number): Promise<Buffer> {
  const layers = (contentEncoding ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '' && s !== 'identity');
  let out = data;
  for (const layer of layers.reverse()) out = await decodeOne(layer, out, cap);
  if (out.length > cap) throw new BodyTooLargeError('decoded');
  return out;
}

const TEXTUAL = /^(text\/|application\/(xhtml\+xml|xml|json|ld\+json|rss\+xml|atom\+xml|javascript))|\+xml$|\+json$/i;
/**
 * s15, from blind32: a text document under an `application/` type — YAML (an OpenAPI spec, a CI
 * file), TOML, SQL, GraphQL, shell, Python, PHP, TeX, a diff or patch, NDJSON. A browser shows it as
 * text and citations quote it; read like text/plain, not dropped as a binary download.
 */
export const TEXT_DOCUMENT = /^application\/(x-)?(yaml|yml|toml|sql|graphql|sh|shellscript|python|python-code|perl|ruby|httpd-php|php|tex|latex|diff|patch|ndjson|jsonl|typescript)$|\+yaml$/i;

export function isTextual(contentType: string | undefined): boolean {
  if (!contentType) return true; // untyped bodies are sniffed as text; classification copes with junk
  const t = contentType.split(';')[0]!.trim();
  return TEXTUAL.test(t) || TEXT_DOCUMENT.test(t);
}

/** WHATWG label aliases that iconv-lite names differently (browsers decode latin1/ascii as windows-1252). */
const CHARSET_ALIASES: Record<string, string> = {
  'iso-8859-1': 'windows-1252', 'iso8859-1': 'windows-1252', latin1: 'windows-1252', 'us-ascii': 'windows-1252', ascii: 'windows-1252',
  'iso-8859-9': 'windows-1254', gb2312: 'gbk', 'x-gbk': 'gbk', 'x-sjis': 'shift_jis', sjis: 'shift_jis', 'ms_kanji': 'shift_jis', 'windows-31j': 'shift_jis',
  'ks_c_5601-1987': 'euc-kr', 'x-euc-jp': 'euc-jp', 'unicode-1-1-utf-8': 'utf-8', utf8: 'utf-8', 'x-mac-roman': 'macintosh',
};

/** The charset a body declares: BOM, then the Content-Type header, then <meta> / <?xml?> in the first 4 KB; null when none. */
export function declaredCharset(contentType: string | undefined, data: Buffer): string | null {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return 'utf-8';
  if (data[0] === 0xff && data[1] === 0xfe) return 'utf-16le';
  if (data[0] === 0xfe && data[1] === 0xff) return 'utf-16be';
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '');
  if (fromHeader) return fromHeader[1]!.toLowerCase();
  const head = data.subarray(0, 4096).toString('latin1');
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head) ?? /<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(head);
  return fromMeta ? fromMeta[1]!.toLowerCase() : null;
}

function isValidUtf8(data: Buffer): boolean {
  // A sequence cut at the end (by the size cap, or by the first megabyte's limit) does not count:
  // `stream` leaves an incomplete last character pending instead of failing. (Dropping the last
  // three bytes instead cut a short body's last character in two and called it invalid.)
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data.subarray(0, 1_000_000), { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Bytes → text with iconv-lite (pure JS, the same on every Node version: Node 20.20's
 * TextDecoder('windows-1252') maps 0x80–0x9F to C1 controls, losing curly quotes, dashes and €).
 * Undeclared bodies are UTF-8 when they decode as UTF-8, else windows-1252 (what browsers assume).
 */
export function decodeText(contentType: string | undefined, data: Buffer): string {
  const declared = declaredCharset(contentType, data);
  let charset = declared ? CHARSET_ALIASES[declared] ?? declared : isValidUtf8(data) ? 'utf-8' : 'windows-1252';
  // A body declared UTF-8 is not validated first (the label is cheap to test, the body is not).
  if (charset === 'utf-8' && declared && !/^utf-?8$/.test(declared) && !isValidUtf8(data)) charset = 'windows-1252';
  if (!iconv.encodingExists(charset)) charset = 'utf-8';
  // A single-byte charset declared over bytes that are valid UTF-8 with multi-byte sequences is a
  // wrong label (a server's default charset header over a UTF-8 page): real windows-1252 or
  // ISO-8859 text almost never forms valid UTF-8 once it has a byte over 0x7F, and read as labelled
  // every accented letter would come out as two (Ã©), so no quote or title would match.
  // (Pure ASCII is valid UTF-8 too, and reads the same either way.)
  if (SINGLE_BYTE.test(charset) && isValidUtf8(data)) charset = 'utf-8';
  // UTF-8 that ends on an ASCII byte (nothing cut mid-character, where a streaming decoder's end()
  // could differ) skips iconv-lite's per-call decoder objects: its utf-8 is Node's own decoder
  // with a BOM dropped, so the text is the same.
  const endsOnAscii = data.length === 0 || data[data.length - 1]! < 0x80;
  const text = charset === 'utf-8' && endsOnAscii ? withoutBom(data.toString('utf8')) : iconv.decode(data, charset);
  return withoutBom(text);
}

/** Legacy single-byte charsets (as iconv-lite names them after CHARSET_ALIASES). */
const SINGLE_BYTE = /^(windows-125\d|iso-?8859-\d+|koi8-[ru]|macintosh|cp125\d)$/i;

const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * s13, from blind26: does the body open like an HTML document (`<!DOCTYPE html`, `<html`, `<head`,
 * after a BOM, whitespace or a comment)? A moved PDF's address often answers with the site's HTML
 * error or landing page while keeping `application/pdf` (or octet-stream): that page is what the
 * reader gets, so it is read as HTML rather than left uninspected.
 */
export function looksLikeHtmlDocument(data: Buffer): boolean {
  return opensAsHtmlDocument(data.subarray(0, 1024).toString('latin1').replace(/^\xef\xbb\xbf/, ''));
}

/** Does this text open like an HTML document (after whitespace or comments)? The classifier asks it of a decoded body sent under a PDF or download type. */
export function opensAsHtmlDocument(text: string): boolean {
  return /^\s*(<!--[^]{0,300}?-->\s*)*<(!doctype\s+html|html[\s>]|head[\s>])/i.test(text.slice(0, 1024));
}

/** Does the body start like a PDF (%PDF- within its first KB, as readers accept)? */
export function looksLikePdf(data: Buffer): boolean {
  return data.subarray(0, 1024).indexOf('%PDF-') >= 0;
}
