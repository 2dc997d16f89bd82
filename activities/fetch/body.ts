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
): Promise<{ data: Buffer; truncated: boolean }> {
  stream.on('error', () => undefined); // errors reach us through the iterator; no stray 'error' events
  const chunks: Buffer[] = [];
  let total = 0;
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
  return { data: Buffer.concat(chunks, total), truncated: false };
}

/** Inflation beyond this ratio past the cap is a decompression bomb, not a big page. */
export const BOMB_RATIO = 100;

/**
 * Undoes Content-Encoding layers keeping at most `cap` decoded bytes. A body that inflates past
 * the cap is truncated there — unless it inflates more than BOMB_RATIO times its wire size,
 * which no real page does: that is a bomb, and BodyTooLargeError('decoded').
 */
export async function decompressUpTo(contentEncoding: string | undefined, data: Buffer, cap: number): Promise<{ data: Buffer; truncated: boolean }> {
  const layers = (contentEncoding ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '' && s !== 'identity');
  if (layers.length === 0) return { data, truncated: false };
  try {
    return await decompressLayers(layers, data, cap);
  } catch (err) {
    if (!(err instanceof BodyTooLargeError)) throw err;
  }
  // Over the cap: a bomb, or a big page whose first `cap` bytes we keep.
  const partial = await inflatePrefix(layers, data, cap);
  if (partial.length >= cap && data.length * BOMB_RATIO < cap) throw new BodyTooLargeError('decoded');
  return { data: partial, truncated: true };
}

async function decompressLayers(layers: string[], data: Buffer, cap: number): Promise<{ data: Buffer; truncated: boolean }> {
  let out = data;
  for (const layer of [...layers].reverse()) out = await decodeOne(layer, out, cap);
  if (out.length > cap) throw new BodyTooLargeError('decoded');
  return { data: out, truncated: false };
}

/** The first `cap` bytes of a (single-layer) compressed body, by streaming decompression. */
function inflatePrefix(layers: string[], data: Buffer, cap: number): Promise<Buffer> {
  const layer = layers[layers.length - 1]!;
  const make = (): zlib.Gunzip | zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress => {
    if (layer === 'gzip' || layer === 'x-gzip') return zlib.createGunzip();
    if (layer === 'deflate') return (data[0]! & 0x0f) === 8 ? zlib.createInflate() : zlib.createInflateRaw();
    if (layer === 'br') return zlib.createBrotliDecompress();
    throw new BodyEncodingError(`unsupported content-encoding ${JSON.stringify(layer)}`);
  };
  return new Promise((resolve, reject) => {
    const z = make();
    const chunks: Buffer[] = [];
    let total = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks, total).subarray(0, cap));
    };
    z.on('data', (c: Buffer) => {
      if (done) return;
      chunks.push(c);
      total += c.length;
      if (total >= cap) {
        finish();
        z.destroy();
      }
    });
    z.on('end', finish);
    z.on('error', (e) => (done ? undefined : total > 0 ? finish() : reject(new BodyEncodingError(`corrupt ${layer} body (${e.message})`))));
    z.end(data);
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

export function isTextual(contentType: string | undefined): boolean {
  if (!contentType) return true; // untyped bodies are sniffed as text; classification copes with junk
  return TEXTUAL.test(contentType.split(';')[0]!.trim());
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
  // The last 3 bytes may be a sequence cut by the size cap: they do not count.
  const end = Math.max(0, Math.min(data.length, 1_000_000) - 3);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data.subarray(0, end));
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
  if (charset === 'utf-8' && declared && !isValidUtf8(data) && !/^utf-?8$/.test(declared)) charset = 'windows-1252';
  if (!iconv.encodingExists(charset)) charset = 'utf-8';
  const text = iconv.decode(data, charset);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Does the body start like a PDF (%PDF- within its first KB, as readers accept)? */
export function looksLikePdf(data: Buffer): boolean {
  return data.subarray(0, 1024).indexOf('%PDF-') >= 0;
}
