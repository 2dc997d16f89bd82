/**
 * URL normalization, cid and redaction — the contract's rules (CONTRACT.md §2), exactly.
 *
 * Pure: workflows may import this. The WHATWG `URL` parser is used only to *validate* input;
 * the output is rebuilt from the input's own text so nothing is re-encoded, resolved or
 * punycoded behind the contract's back (see docs/url-normalization.md for every decision).
 */
import { sha256Hex } from './sha256';
import { capText, TEXT_LIMITS } from './schemas/limits';

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
  return { ok: true, normalized_url: flat(scheme + ':' + authorityOut + pathOut + queryOut) };
}

/**
 * The same string, flat. A string made with `+` is a chain of its pieces (V8 "cons strings",
 * 32 bytes a link) until something reads it by index; the JS hash's hex adds the 64 digits two at a
 * time, so a cid was ~33 links, and a prepared URL's normalized_url and cid together took ~910
 * bytes of heap instead of ~100. Stage 2, the plan and the batches hold one per URL at once
 * (~40 MB at 50,000 URLs; docs/performance.md, "Memory"). Reading one character makes V8 copy
 * the chain into one string, and the garbage collector then drops the links.
 */
function flat(s: string): string {
  s.charCodeAt(0);
  return s;
}

/** `cid_` + 64 lowercase hex chars of SHA-256 over the UTF-8 bytes of the normalized URL. */
export function computeCid(normalizedUrl: string): string {
  return flat('cid_' + sha256Hex(normalizedUrl));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
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
 * Beyond the contract's list (a floor, not a ceiling): key parts that carry secrets in real
 * URLs — OAuth client secrets, AWS/GCS signed URLs, JWTs, PHP/Java session ids, passwords.
 * Matched as parts of a key, like the contract's words.
 */
const EXTRA_SENSITIVE_KEY_PARTS = ['secret', 'signature', 'credential', 'passwd', 'sessid', 'jwt', 'saml'];
/**
 * Short names that carry secrets but are too common as parts of other words (`design`,
 * `zipcode`): matched only as the whole key (`code` is an OAuth authorization code, `sig` a
 * signature, `sid` a session id, `pwd` a password).
 */
const EXTRA_SENSITIVE_KEYS = new Set(['sig', 'code', 'pwd', 'pass', 'sid', 'otp', 'ticket']);

/**
 * A key is sensitive when its raw or percent-decoded form (decoded up to twice: servers and
 * proxies decode too), read as shown (invisible characters left out), contains a listed word
 * (case-insensitive), or is one of the short secret names.
 */
export function isSensitiveKey(key: string): boolean {
  const shown = (form: string) => form.replace(INVISIBLE_IN_KEYS, '').toLowerCase();
  const once = safeDecode(key);
  // Lenient too, as URLSearchParams decodes: a stray `%` (`p%61ssword%`) leaves the rest decodable.
  const ascii = (s: string) => s.replace(/%([0-7][0-9A-Fa-f])/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const forms = [shown(key), shown(once), shown(safeDecode(once)), shown(ascii(key)), shown(ascii(ascii(key)))];
  return forms.some(
    (form) =>
      SENSITIVE_KEY_PARTS.some((part) => form.includes(part)) ||
      EXTRA_SENSITIVE_KEY_PARTS.some((part) => form.includes(part)) ||
      // `?sig` (a fragment that starts like a query), `sig[]`, ` sig`: the name without what surrounds it
      EXTRA_SENSITIVE_KEYS.has(form.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '')),
  );
}

/**
 * Replaces the value of every sensitive `key=value` pair; everything else keeps its bytes.
 * Pairs are split on `&`; a sensitive value runs to the next `&`. Inside other values, `;`
 * separates pairs too (some servers read `a=1;token=x` as two pairs), and those are redacted.
 */
function redactPairs(text: string, separators: RegExp = /(&)/): { text: string; changed: boolean } {
  let changed = false;
  const out = text.split(separators).map((pair, i) => {
    if (i % 2 === 1) return pair; // a separator
    const eq = pair.indexOf('=');
    if (eq < 0) return pair;
    if (!isSensitiveKey(pair.slice(0, eq))) {
      // `a=1;token=x`: to a parser the value of `a`, to some servers a second pair — redacted either way.
      if (separators.source !== '(&)' || !pair.includes(';')) return pair;
      const inner = redactPairs(pair.slice(eq + 1), /(;)/);
      changed ||= inner.changed;
      return pair.slice(0, eq + 1) + inner.text;
    }
    // The value runs to the next `&` (what URLSearchParams reads), `;` included.
    if (pair.slice(eq + 1) === REDACTED) return pair;
    changed = true;
    return pair.slice(0, eq + 1) + REDACTED;
  });
  return { text: out.join(''), changed };
}

/**
 * What the WHATWG parser does to a URL before it reads it: leading and trailing C0 controls and
 * spaces go, and every tab, LF and CR anywhere. `ht\ttps://u:p@h/` is `https://u:p@h/` to it.
 */
export function whatwgView(input: string): string {
  return input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/**
 * Where the userinfo of `url` is, read the way the WHATWG parser reads it (or null):
 * - special schemes but file (http, https, ws, wss, ftp): any run of `/` and `\` after the
 *   scheme starts the authority (`https:u:p@h`, `https:\\u:p@h` too), and `\` ends it;
 * - other schemes: only `//` starts an authority, and `/ ? #` end it;
 * - no scheme: a leading run of two or more slashes or backslashes, mixed or not — a network-path
 *   reference, not an absolute URL, but against an http(s) base it has an authority, so its userinfo is not echoed.
 * The userinfo runs to the last `@` of the authority (WHATWG percent-encodes the earlier ones).
 */
function userinfoSpan(url: string): { start: number; end: number } | null {
  const m = SCHEME.exec(url);
  let start: number;
  let enders: RegExp;
  if (m) {
    const scheme = m[1].toLowerCase();
    const rest = url.slice(m[0].length);
    if (SPECIAL_SCHEMES.has(scheme) && scheme !== 'file') {
      start = m[0].length + /^[\\/]*/.exec(rest)![0].length;
      enders = /[/?#\\]/;
    } else if (rest.startsWith('//')) {
      start = m[0].length + 2;
      enders = /[/?#]/;
    } else return null;
  } else {
    // Resolved against an http(s) page, any run of two or more `/` and `\` starts an authority.
    const lead = /^[\\/]{2,}/.exec(url);
    if (!lead) return null;
    start = lead[0].length;
    enders = /[/?#\\]/;
  }
  const rest = url.slice(start);
  const stop = rest.search(enders);
  const authority = stop < 0 ? rest : rest.slice(0, stop);
  const at = authority.lastIndexOf('@');
  return at < 0 ? null : { start, end: start + at + 1 };
}

function redactText(input: string): RedactResult {
  let url = input;
  let userinfo_removed = false;
  const span = userinfoSpan(url);
  if (span) {
    url = url.slice(0, span.start) + url.slice(span.end);
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

/**
 * Removes userinfo and redacts sensitive query values (and, for safety, sensitive
 * `key=value` pairs in the fragment, where OAuth puts `access_token`). Works on any text,
 * parseable or not; the rest of the text is kept as it was.
 *
 * It redacts what the WHATWG parser will see: when tabs, line breaks or leading/trailing
 * controls hide a credential from the text as written (`ht\ttps://u:SECRET@h/`), the result is
 * the parser's view of the text, redacted (the hiding characters are gone).
 */
export function redactUrl(input: string): RedactResult {
  // Nothing to redact without one of `@ ? #` (userinfo ends at `@`, values follow `?` or `#`):
  // redactText would return the text as it is, so the fetcher's every final URL skips the scans.
  if (!MAY_HOLD_SECRET.test(input)) return { url: input, redacted: false, userinfo_removed: false };
  const view = whatwgView(input);
  const seen = view === input ? null : untilStable(view);
  return seen?.redacted ? seen : untilStable(input);
}

/**
 * redactText until nothing changes: removing one userinfo can reveal another
 * (`https://u@/@x` → `https:///@x`), and a stored URL must redact to itself.
 */
function untilStable(input: string): RedactResult {
  let result = redactText(input);
  for (let i = 0; i < 8 && result.redacted; i++) {
    const next = redactText(result.url);
    if (!next.redacted) break;
    result = { url: next.url, redacted: true, userinfo_removed: result.userinfo_removed || next.userinfo_removed };
  }
  return result;
}

/**
 * Characters that end a URL in prose: whitespace, and `"`, `<`, `>` and backtick, which a URL
 * cannot hold unencoded (RFC 3986). `)`, `'`, `]` are legal inside a URL, so they do not end
 * one; only a run of them (with `.` `,` `;` `:` `!` `?`) at the very end is taken as prose.
 */
const PROSE_URL = /(?:\b[A-Za-z][A-Za-z0-9+.-]*:|(?<![\w/:\\])[\\/]{2})[^\s<>"`]+/g;
const PROSE_TAIL = /[)\].,;:!?'}*_~]+$/;
/** What redactText needs to change anything: an `@` (userinfo), or a `?` or `#` (query and fragment pairs). */
const MAY_HOLD_SECRET = /[@?#]/;

/**
 * Redacts every URL-like run in free text (claims, quotes, titles, snippets, a `--reason`, a
 * query): userinfo removed, sensitive values (query and fragment) → REDACTED — the same rules
 * as `redactUrl`. A value runs to the next whitespace, so `?token=ab)SECRET` loses `SECRET` too.
 * Text without credentials is returned unchanged.
 */
export function redactSecretsInText(text: string): string {
  // A match is only ever changed when redactText redacts it, which needs `@`, `?` or `#`: text
  // without them (most titles, publishers, notes) is returned without scanning it for URLs.
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text.replace(PROSE_URL, (match) => {
    const tail = PROSE_TAIL.exec(match)?.[0] ?? '';
    const core = match.slice(0, match.length - tail.length);
    const full = redactText(match);
    if (!full.redacted) return match;
    // Closing punctuation (no letter or digit in it) stays prose; the URL before it is redacted.
    return !/[A-Za-z0-9]/.test(tail) ? redactText(core).url + tail : full.url;
  });
}

/** Why a URL is `invalid` in every mode, before any fetch: userinfo or a scheme other than http(s). */
function unsafeReason(redacted: RedactResult, normalized: string | null): string | null {
  if (redacted.userinfo_removed) return 'URL contained userinfo (credentials removed)';
  if (normalized !== null && !/^https?:/.test(normalized)) return `scheme ${normalized.slice(0, normalized.indexOf(':'))} is not http or https`;
  return null;
}

/**
 * The credentials URL-like runs of `text` carry: passwords (userinfo after its first `:`) and the
 * values of sensitive keys, as written, at least 6 characters long (shorter ones would scrub
 * ordinary words out of claims and quotes). A parser that splits a URL
 * in the wrong place (a bare link cut at `:`) can carry one into a title or snippet; Stage 1
 * and 2 scrub every such string from the texts they store (`scrubSecrets`).
 */
export function secretsInText(text: string): string[] {
  const found = new Set<string>();
  const add = (s: string) => {
    if (s.length >= 6 && s !== REDACTED) found.add(s);
  };
  for (const run of [text, whatwgView(text)]) {
    for (const [match] of run.matchAll(PROSE_URL)) {
      const span = userinfoSpan(match);
      if (span) {
        const userinfo = match.slice(span.start, span.end - 1);
        const colon = userinfo.indexOf(':');
        if (colon >= 0) add(userinfo.slice(colon + 1));
      }
      for (const part of match.split(/[?#]/).slice(1)) {
        for (const pair of part.split(/[&;]/)) {
          const eq = pair.indexOf('=');
          if (eq > 0 && isSensitiveKey(pair.slice(0, eq))) {
            const value = pair.slice(eq + 1).replace(PROSE_TAIL, '');
            add(value);
          }
        }
      }
    }
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/** Every occurrence of the given secrets (longest first) becomes REDACTED. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join(REDACTED);
  return out;
}

/** The host the WHATWG parser reads in `text`, or undefined when it does not parse. */
function whatwgHost(text: string): string | undefined {
  try {
    return new URL(text).host;
  } catch {
    return undefined;
  }
}

/**
 * redact → normalize → cid. Normalization and cid always come from the redacted text, and only
 * for input the WHATWG parser itself accepts as written: redaction must never turn an invalid
 * input into a valid URL (`http:/a:b@/www.example.com`), and never change the host it names.
 */
export function prepareUrl(raw: string): PreparedUrl {
  const input = String(raw);
  const redacted = redactUrl(input);
  const none = (reason: string): PreparedUrl => ({ url_original: redacted.url, normalized_url: null, cid: null, redacted: redacted.redacted, invalid_reason: reason });
  if (redacted.url.length > TEXT_LIMITS.url) {
    return { ...none(`URL longer than ${TEXT_LIMITS.url} characters`), url_original: capText(redacted.url, TEXT_LIMITS.url) };
  }
  if (input.length > 0 && UNSAFE_CHARS.test(input)) return none('URL contains whitespace or control characters');
  const rawHost = whatwgHost(input);
  if (input.length > 0 && rawHost === undefined) {
    const asWritten = normalizeUrl(input);
    return none(asWritten.ok ? 'malformed URL' : asWritten.reason);
  }
  const normalized = normalizeUrl(redacted.url);
  if (normalized.ok && whatwgHost(normalized.normalized_url) !== rawHost) return none('redaction would change the host: the URL is ambiguous');
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
