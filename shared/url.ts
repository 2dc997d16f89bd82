/**
 * URL normalization, cid and redaction — the contract's rules (CONTRACT.md §2), exactly.
 *
 * Pure: workflows may import this. The WHATWG `URL` parser is used only to *validate* input;
 * the output is rebuilt from the input's own text so nothing is re-encoded, resolved or
 * punycoded behind the contract's back (see docs/url-normalization.md for every decision).
 */
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

export type NormalizeResult = { ok: true; normalized_url: string } | { ok: false; reason: string };
export type RedactResult = { url: string; redacted: boolean; userinfo_removed: boolean };
export type PreparedUrl = {
  url_original: string /* redacted */;
  normalized_url: string | null;
  cid: string | null;
  redacted: boolean;
  invalid_reason: string | null;
};

/** Schemes the WHATWG parser treats as "special" (it would read `\` as `/` and accept `http:host`). */
const SPECIAL_SCHEMES = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };
const TRACKING_KEYS = new Set(['gclid', 'fbclid']);
const SENSITIVE_KEY_PARTS = ['token', 'key', 'api_key', 'access_token', 'auth', 'session', 'password'];
export const REDACTED = 'REDACTED';

/** RFC 3986 appendix B, with the scheme made mandatory: scheme, authority, path, query, fragment. */
const URI_PARTS = /^([A-Za-z][A-Za-z0-9+.-]*):(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?$/s;
/** Whitespace and C0/DEL controls: WHATWG silently strips or encodes them, which would change bytes. */
const UNSAFE_CHARS = /[\u0000-\u0020\u007f]/;

type UrlParts = { scheme: string; authority: string | null; path: string; query: string | null };

function splitUrl(input: string): { ok: true; parts: UrlParts } | { ok: false; reason: string } {
  if (input.length === 0) return { ok: false, reason: 'empty URL' };
  if (UNSAFE_CHARS.test(input)) return { ok: false, reason: 'URL contains whitespace or control characters' };
  const m = URI_PARTS.exec(input);
  if (!m) return { ok: false, reason: 'not an absolute URL (no scheme)' };
  const scheme = m[1];
  const authority = m[2] === undefined ? null : m[3];
  const path = m[4];
  const query = m[5] === undefined ? null : m[6];
  const special = SPECIAL_SCHEMES.has(scheme.toLowerCase());
  if (special && authority === null) return { ok: false, reason: `${scheme.toLowerCase()} URL must start with "${scheme.toLowerCase()}://"` };
  if (special && scheme.toLowerCase() !== 'file' && authority === '') return { ok: false, reason: 'URL has no host' };
  // `\` is a path separator to WHATWG for special schemes; keeping it raw would disagree with every parser.
  if (special && /\\/.test((authority ?? '') + path)) return { ok: false, reason: 'URL contains a backslash before the query' };
  try {
    new URL(input);
  } catch {
    return { ok: false, reason: 'malformed URL' };
  }
  return { ok: true, parts: { scheme, authority, path, query } };
}

/** Splits an authority into userinfo (with its `@`), host and port text (with its `:`), all raw. */
function splitAuthority(authority: string): { userinfo: string; host: string; port: string | null } {
  const at = authority.lastIndexOf('@');
  const userinfo = at >= 0 ? authority.slice(0, at + 1) : '';
  const hostPort = authority.slice(at + 1);
  const m = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/s.exec(hostPort);
  if (!m) return { userinfo, host: hostPort, port: null };
  return { userinfo, host: m[1], port: m[2] === undefined ? null : m[2] };
}

type QueryPair = { raw: string; key: string; value: string };

function parsePairs(query: string): QueryPair[] {
  // Empty segments (`a=1&&b=2`, a trailing `&`) are not key=value pairs: they are dropped.
  return query
    .split('&')
    .filter((raw) => raw.length > 0)
    .map((raw) => {
      const eq = raw.indexOf('=');
      return eq < 0 ? { raw, key: raw, value: '' } : { raw, key: raw.slice(0, eq), value: raw.slice(eq + 1) };
    });
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isTrackingKey(key: string): boolean {
  return key.startsWith('utm_') || TRACKING_KEYS.has(key);
}

/** The contract's seven steps, in order, and nothing else. Never throws. */
export function normalizeUrl(input: string): NormalizeResult {
  if (typeof input !== 'string') return { ok: false, reason: 'URL is not a string' };
  const split = splitUrl(input); // step 1: parse, must be absolute
  if (!split.ok) return split;
  const { authority, path, query } = split.parts;
  const scheme = split.parts.scheme.toLowerCase(); // step 2 (scheme)
  let authorityOut = '';
  if (authority !== null) {
    const { userinfo, host, port } = splitAuthority(authority);
    const hostOut = host.toLowerCase(); // step 2 (host)
    const dropPort = port !== null && DEFAULT_PORTS[scheme] === port; // step 6
    authorityOut = '//' + userinfo + hostOut + (port === null || dropPort ? '' : ':' + port);
  }
  // step 3: the fragment was never kept. Steps 4–5 on the raw pairs, stable sort by key then value.
  const pairs = query === null ? [] : parsePairs(query).filter((p) => !isTrackingKey(p.key));
  pairs.sort((a, b) => compareCodeUnits(a.key, b.key) || compareCodeUnits(a.value, b.value));
  const queryOut = pairs.length === 0 ? '' : '?' + pairs.map((p) => p.raw).join('&');
  // step 7: `/` stays `/`; otherwise exactly one trailing `/` goes.
  const pathOut = path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
  return { ok: true, normalized_url: scheme + ':' + authorityOut + pathOut + queryOut };
}

/** `cid_` + 64 lowercase hex chars of SHA-256 over the UTF-8 bytes of the normalized URL. */
export function computeCid(normalizedUrl: string): string {
  return 'cid_' + bytesToHex(sha256(utf8ToBytes(normalizedUrl)));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Characters that do not show: soft hyphen, zero-width and bidi format characters. Pages that
 * wrap long URLs insert them (`access_to\u00ADken`), so a copied key can hide one.
 */
const INVISIBLE_IN_KEYS = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/**
 * A key is sensitive when its raw or percent-decoded form, read as shown (invisible characters
 * left out), contains a listed word (case-insensitive).
 */
export function isSensitiveKey(key: string): boolean {
  const shown = (form: string) => form.replace(INVISIBLE_IN_KEYS, '').toLowerCase();
  const forms = [shown(key), shown(safeDecode(key))];
  return forms.some((form) => SENSITIVE_KEY_PARTS.some((part) => form.includes(part)));
}

/** Replaces the value of every sensitive `key=value` pair; everything else keeps its bytes. */
function redactPairs(text: string): { text: string; changed: boolean } {
  let changed = false;
  const out = text.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    if (eq < 0 || !isSensitiveKey(pair.slice(0, eq))) return pair;
    if (pair.slice(eq + 1) === REDACTED) return pair;
    changed = true;
    return pair.slice(0, eq + 1) + REDACTED;
  });
  return { text: out.join('&'), changed };
}

const USERINFO_AFTER_SLASHES = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)([^/?#]*@)/s;
/** Special schemes accept `https:u:p@host` and `https:\\u:p@host` too, so strip userinfo there as well. */
const USERINFO_SPECIAL = /^((?:https?|wss?|ftp):[\\/]*)([^/?#\\]*@)/is;

/**
 * Removes userinfo and redacts sensitive query values (and, for safety, sensitive
 * `key=value` pairs in the fragment, where OAuth puts `access_token`). Works on any text,
 * parseable or not; the rest of the text is kept as it was.
 */
export function redactUrl(input: string): RedactResult {
  let url = input;
  let userinfo_removed = false;
  const m = USERINFO_AFTER_SLASHES.exec(url) ?? USERINFO_SPECIAL.exec(url);
  if (m) {
    url = m[1] + url.slice(m[0].length);
    userinfo_removed = true;
  }
  let changed = false;
  const hash = url.indexOf('#');
  const beforeHash = hash < 0 ? url : url.slice(0, hash);
  let fragment = hash < 0 ? null : url.slice(hash + 1);
  const q = beforeHash.indexOf('?');
  let head = beforeHash;
  if (q >= 0) {
    const r = redactPairs(beforeHash.slice(q + 1));
    head = beforeHash.slice(0, q + 1) + r.text;
    changed ||= r.changed;
  }
  if (fragment !== null) {
    const r = redactPairs(fragment);
    fragment = r.text;
    changed ||= r.changed;
  }
  url = head + (fragment === null ? '' : '#' + fragment);
  return { url, redacted: userinfo_removed || changed, userinfo_removed };
}

/** Why a URL is `invalid` in every mode, before any fetch: userinfo or a scheme other than http(s). */
function unsafeReason(redacted: RedactResult, normalized: string | null): string | null {
  if (redacted.userinfo_removed) return 'URL contained userinfo (credentials removed)';
  if (normalized !== null && !/^https?:/.test(normalized)) return `scheme ${normalized.slice(0, normalized.indexOf(':'))} is not http or https`;
  return null;
}

/** redact → normalize → cid. Normalization and cid always come from the redacted text. */
export function prepareUrl(raw: string): PreparedUrl {
  const redacted = redactUrl(String(raw));
  const normalized = normalizeUrl(redacted.url);
  const normalized_url = normalized.ok ? normalized.normalized_url : null;
  const invalid_reason = unsafeReason(redacted, normalized_url) ?? (normalized.ok ? null : normalized.reason);
  return {
    url_original: redacted.url,
    normalized_url,
    cid: normalized_url === null ? null : computeCid(normalized_url),
    redacted: redacted.redacted,
    invalid_reason,
  };
}
