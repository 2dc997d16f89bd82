/**
 * SHA-256 of a string's UTF-8 bytes, as 64 lowercase hex digits. In Node (the CLI, activities)
 * the native hash; where there is no `process` (the workflow sandbox, which bundles shared/url.ts)
 * the pure-JS one. The digest is the same either way: SHA-256 over the same bytes (a lone
 * surrogate becomes U+FFFD in both encoders). A cid, a claim id and a search-result id are one
 * hash each, ~25,000 a 5,000-URL run: 13–17 µs each in JS, 1–2 µs natively (docs/performance.md, stop 16).
 */
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

// crypto.hash: Node's one-shot digest (20.12+), ~4× cheaper than a createHash object for a short string.
type NativeCrypto = { hash(algorithm: 'sha256', text: string, encoding: 'hex'): string };

const native: NativeCrypto | null = (() => {
  try {
    // Not `require('node:crypto')`: the workflow bundler refuses Node built-ins.
    const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
    const crypto = typeof proc?.getBuiltinModule === 'function' ? (proc.getBuiltinModule('node:crypto') as Partial<NativeCrypto> | undefined) : undefined;
    return typeof crypto?.hash === 'function' ? (crypto as NativeCrypto) : null;
  } catch {
    return null;
  }
})();

export function sha256Hex(text: string): string {
  return native ? native.hash('sha256', text, 'hex') : bytesToHex(sha256(utf8ToBytes(text)));
}
