/**
 * shared/sha256.ts: Node's native digest (the CLI, activities) and the pure-JS one (the workflow
 * sandbox, which has no `process`) must give the same hex for every string, or a cid, a claim id
 * or a search-result id would depend on where it was computed.
 */
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { createHash } from 'node:crypto';
import { sha256Hex } from '../../shared/sha256';

const SAMPLES = [
  '',
  'https://example.com/a?b=c',
  'é—ü 中文 \u{1F600}',
  'lone high \uD800 surrogate',
  'lone low \uDC00 surrogate',
  'a\uD800',
  '\u0000nul and \r\n line ends',
  'x'.repeat(100_000),
];

describe('sha256Hex', () => {
  it('is SHA-256 of the UTF-8 bytes (lone surrogates as U+FFFD), as the pure-JS hash gives it', () => {
    for (const s of SAMPLES) {
      const js = bytesToHex(sha256(utf8ToBytes(s)));
      expect(sha256Hex(s)).toBe(js);
      expect(sha256Hex(s)).toBe(createHash('sha256').update(Buffer.from(new TextEncoder().encode(s))).digest('hex'));
    }
  });

  it('runs natively in Node: crypto.hash is there on the Node versions citeflow supports', () => {
    // The native path is the point of the module; if it were missing, sha256Hex would silently be the slow one.
    expect(typeof (process as unknown as { getBuiltinModule?: unknown }).getBuiltinModule).toBe('function');
    expect(typeof (require('node:crypto') as { hash?: unknown }).hash).toBe('function');
  });

  it('falls back to the pure-JS hash where there is no process (the workflow sandbox)', () => {
    // The module loaded afresh while globalThis.process is hidden, as in the workflow sandbox.
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'process')!;
    let fallback: ((s: string) => string) | undefined;
    let loadedWithout = false;
    jest.isolateModules(() => {
      Object.defineProperty(globalThis, 'process', { value: undefined, configurable: true, writable: true });
      try {
        loadedWithout = (globalThis as { process?: unknown }).process === undefined;
        fallback = (require('../../shared/sha256') as { sha256Hex: (s: string) => string }).sha256Hex;
      } finally {
        Object.defineProperty(globalThis, 'process', saved);
      }
    });
    expect(loadedWithout).toBe(true);
    expect(fallback).not.toBe(sha256Hex); // a second copy of the module, made without process
    for (const s of SAMPLES) expect(fallback!(s)).toBe(bytesToHex(sha256(utf8ToBytes(s))));
  });
});
