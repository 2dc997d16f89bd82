/**
 * Redaction for URLs the *server* hands us (redirect targets): the URL we were asked to fetch is
 * already redacted by the caller, but a Location header may carry a fresh credential.
 * Same key rule as CONTRACT.md "Redaction". TODO(lead): swap for shared/url.ts once it lands.
 */
const SENSITIVE_KEY_PARTS = ['token', 'key', 'api_key', 'access_token', 'auth', 'session', 'password'];

export function isSensitiveQueryKey(key: string): boolean {
  const lower = key.toLowerCase();
  return SENSITIVE_KEY_PARTS.some((part) => lower.includes(part));
}

/** Userinfo dropped, sensitive query values replaced by REDACTED; other bytes kept as they were. */
export function redactUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  if (copy.search.length > 1) {
    const pairs = copy.search.slice(1).split('&').map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const rawKey = pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        /* undecodable key: judge it as written */
      }
      return isSensitiveQueryKey(key) ? `${rawKey}=REDACTED` : pair;
    });
    copy.search = `?${pairs.join('&')}`;
  }
  return copy.href;
}
