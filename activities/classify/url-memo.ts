/**
 * One parse of each address a page's classification reads. classifyResponse and its detectors
 * read the same two addresses (the cited normalized URL and the final URL) through `new URL`
 * about eight times per page — home-page and listing redirects, consent, password and login
 * paths, the host's label, a date in the path — each a full WHATWG parse (~5–10 % of a small
 * page's classification). Classification is synchronous, so a handful of entries covers a page.
 *
 * The URL objects are shared: callers only read them (pathname, host, hostname, search) and must
 * never set a property on one. An unparsable address throws the same TypeError as `new URL`.
 */
const MEMO_SIZE = 8;
const memo = new Map<string, URL>();

export function readUrl(address: string): URL {
  let url = memo.get(address);
  if (url === undefined) {
    url = new URL(address); // throws for an unparsable address: not remembered
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
    memo.set(address, url);
  }
  return url;
}
