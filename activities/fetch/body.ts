/**
 * Reading a response body under the size cap, then decoding it. The cap holds for the bytes
 * on the wire AND for the bytes after gzip/deflate/br, so a small bomb cannot inflate past it.
 */
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
  stream.on('error', () => undefined); // errors reach us through the iterator; no stray 'error' events
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > cap) {
      stream.destroy();
      throw new BodyTooLargeError('wire');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
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

function charsetOf(contentType: string | undefined, head: Buffer): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '');
  if (fromHeader) return fromHeader[1]!;
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head.subarray(0, 2048).toString('latin1'));
  return fromMeta ? fromMeta[1]! : 'utf-8';
}

export function decodeText(contentType: string | undefined, data: Buffer): string {
  const charset = charsetOf(contentType, data);
  try {
    return new TextDecoder(charset).decode(data);
  } catch {
    return new TextDecoder('utf-8').decode(data);
  }
}
