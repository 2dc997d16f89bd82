/**
 * A loopback "web" for tests and benchmarks: one HTTP server on 127.0.0.1 that answers for many
 * host names (routed by the Host header; the fetcher reaches them through `network.resolve`).
 * Every scenario page carries the status a careful checker should give it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import * as zlib from 'node:zlib';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';
import * as P from './pages';

export type ScenarioExpect = {
  title?: string;
  publisher?: string;
  author?: string;
  published?: string;
  http_status?: number | null;
  evidence_snippet?: string;
  retry_after_ms?: number;
  notes?: RegExp;
};

export type Scenario = {
  name: string;
  host: string;
  path: string;
  expected: CitationStatus;
  context?: ClassifyContext;
  expect?: ScenarioExpect;
  handle: (req: IncomingMessage, res: ServerResponse, web: WebRefs) => void;
};

type WebRefs = { origin(host: string): string; port: number };

export type ScenarioWeb = {
  port: number;
  /** Host names the web serves (all pinned to 127.0.0.1 in `resolve`); redirector.example/redirect?to=URL is an open redirect. */
  hosts: string[];
  /** For NetworkPolicy.resolve: every served host → 127.0.0.1, plus intranet.example → 10.0.0.5. */
  resolve: Record<string, string>;
  /** allow_cidrs that let the fetcher reach this web. */
  allow_cidrs: string[];
  scenarios: Scenario[];
  url(host: string, path: string): string;
  scenarioUrl(s: Scenario): string;
  /** TCP connections accepted so far. */
  connections(): number;
  /** Requests seen per "host path", for asserting what was (not) fetched. */
  hits(host: string, path: string): number;
  close(): Promise<void>;
};

export type WebOptions = {
  /** Delay before every response (benchmarks: "20 ms server latency"). */
  latencyMs?: number;
  /** Adds hosts h0.bench.example … h{n-1}.bench.example serving a valid article at any /doc/<id>. */
  benchHosts?: number;
};

const html = (res: ServerResponse, status: number, body: string, headers: Record<string, string | number> = {}) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
};
const redirect = (res: ServerResponse, status: number, target: string) => {
  // Node refuses raw non-ASCII header bytes; percent-encoding keeps the same URL for a WHATWG parser.
  const location = /[^\x20-\x7e]/.test(target) ? encodeURI(target) : target;
  res.writeHead(status, { location, 'content-type': 'text/html' });
  res.end(`<a href="${location}">moved</a>`);
};

const RUST_CONTEXT: ClassifyContext = {
  title: 'Rust 1.0 released',
  claims: ['Rust 1.0 was released on May 15, 2015 as the first stable release of the language.'],
};

/** The scenario catalogue. Paths are unique per host; `expected` is what checkUrl must answer with no ladder tokens. */
export function buildScenarios(): Scenario[] {
  const s: Scenario[] = [];
  const add = (x: Scenario) => s.push(x);
  const ok = (body: string) => (_q: IncomingMessage, r: ServerResponse) => html(r, 200, body);

  // — valid pages —
  add({ name: 'plain article', host: 'news.example', path: '/2015/rust-1-0', expected: 'valid', context: RUST_CONTEXT,
    expect: { title: P.RUST_TITLE, publisher: 'Example News', author: 'Jane Doe', published: '2015-05-15', http_status: 200 },
    handle: ok(P.rustArticle()) });
  add({ name: 'article with the quote on the page', host: 'news.example', path: '/2015/rust-quote', expected: 'valid',
    context: { ...RUST_CONTEXT, quotes: ['today we are very proud to announce the 1.0 release of Rust'] },
    expect: { evidence_snippet: 'Today we are very proud to announce the 1.0 release of Rust', notes: /quote found on page \(differs in letter case\)/ },
    handle: ok(P.rustArticle()) });
  add({ name: 'JSON-LD metadata (graph, author list)', host: 'journal.example', path: '/papers/ownership', expected: 'valid',
    context: { title: 'Ownership and borrowing explained' },
    expect: { title: 'Ownership and borrowing explained', publisher: 'Systems Journal', author: 'Ada Lovelace; Alan Turing', published: '2021-07-04' },
    handle: ok(P.metadataRichPage) });
  add({ name: 'gzip-encoded page', host: 'news.example', path: '/gzip', expected: 'valid', context: RUST_CONTEXT, expect: { title: P.RUST_TITLE },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }); r.end(zlib.gzipSync(P.rustArticle())); } });
  add({ name: 'brotli-encoded page', host: 'news.example', path: '/br', expected: 'valid', context: RUST_CONTEXT, expect: { title: P.RUST_TITLE },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' }); r.end(zlib.brotliCompressSync(P.rustArticle())); } });
  add({ name: 'deflate-encoded page', host: 'news.example', path: '/deflate', expected: 'valid', context: RUST_CONTEXT, expect: { title: P.RUST_TITLE },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'deflate' }); r.end(zlib.deflateSync(P.rustArticle())); } });
  add({ name: 'windows-1252 page', host: 'blog.example', path: '/cafe', expected: 'valid', expect: { title: 'Café culture and compilers' },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' });
      r.end(Buffer.from(`<html><head><title>Caf\xe9 culture and compilers</title></head><body><p>${P.filler(40)}</p></body></html>`, 'latin1')); } });
  add({ name: 'PDF document', host: 'journal.example', path: '/paper.pdf', expected: 'valid', context: { title: 'Ownership types in practice' },
    expect: { title: 'Ownership types in practice', author: 'Ada Lovelace', published: '2021-07-04', notes: /PDF, 1 page\(s\) read/ },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'application/pdf' }); r.end(P.pdfPaper()); } });
  add({ name: 'PDF that cannot be parsed', host: 'journal.example', path: '/broken.pdf', expected: 'valid', expect: { notes: /PDF could not be read/ },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'application/pdf' }); r.end('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n%%EOF'); } });
  add({ name: 'plain text document', host: 'journal.example', path: '/notes.txt', expected: 'valid',
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/plain' }); r.end(`Release notes. ${P.filler(50)}`); } });

  // — redirects that end well —
  add({ name: '3-hop redirect chain', host: 'news.example', path: '/chain/1', expected: 'valid', context: RUST_CONTEXT, expect: { title: P.RUST_TITLE },
    handle: (_q, r, w) => redirect(r, 301, `${w.origin('news.example')}/chain/2`) });
  add({ name: 'chain hop 2', host: 'news.example', path: '/chain/2', expected: 'valid', context: RUST_CONTEXT,
    handle: (_q, r, w) => redirect(r, 302, `${w.origin('blog.example')}/chain/3`) });
  add({ name: 'chain hop 3 (relative Location)', host: 'blog.example', path: '/chain/3', expected: 'valid', context: RUST_CONTEXT,
    handle: (_q, r) => redirect(r, 307, '/chain/end') });
  add({ name: 'chain end', host: 'blog.example', path: '/chain/end', expected: 'valid', context: RUST_CONTEXT, handle: ok(P.rustArticle('Example Blog')) });
  add({ name: 'exactly 5 redirects (the limit)', host: 'news.example', path: '/five/0', expected: 'valid', context: RUST_CONTEXT,
    handle: (_q, r, w) => redirect(r, 308, `${w.origin('news.example')}/five/1`) });
  for (let i = 1; i <= 4; i++) {
    add({ name: `five-chain hop ${i}`, host: 'news.example', path: `/five/${i}`, expected: 'valid', context: RUST_CONTEXT,
      handle: (_q, r) => redirect(r, 301, `/five/${i + 1}`) });
  }
  add({ name: 'five-chain end', host: 'news.example', path: '/five/5', expected: 'valid', context: RUST_CONTEXT, handle: ok(P.rustArticle()) });
  add({ name: '303 See Other', host: 'shop.example', path: '/see-other', expected: 'valid', context: RUST_CONTEXT,
    handle: (_q, r, w) => redirect(r, 303, `${w.origin('news.example')}/2015/rust-1-0`) });
  add({ name: 'canonical-host redirect (www → bare)', host: 'www.news.example', path: '/2015/rust-1-0', expected: 'valid', context: RUST_CONTEXT,
    handle: (_q, r, w) => redirect(r, 301, `${w.origin('news.example')}/2015/rust-1-0`) });

  // — redirects and targets that must be refused —
  add({ name: '6-hop redirect loop', host: 'news.example', path: '/loop/a', expected: 'invalid', expect: { notes: /redirect loop/ },
    handle: (_q, r) => redirect(r, 302, '/loop/b') });
  add({ name: 'loop hop b', host: 'news.example', path: '/loop/b', expected: 'invalid', handle: (_q, r) => redirect(r, 302, '/loop/a') });
  add({ name: 'redirect to cloud metadata 169.254.169.254', host: 'shop.example', path: '/to-metadata', expected: 'invalid', expect: { notes: /safety policy/ },
    handle: (_q, r) => redirect(r, 302, 'http://169.254.169.254/latest/meta-data/iam/security-credentials/') });
  add({ name: 'redirect to a name resolving to 10.x', host: 'shop.example', path: '/to-intranet', expected: 'invalid', expect: { notes: /denied address/ },
    handle: (_q, r) => redirect(r, 302, 'http://intranet.example/admin') });
  add({ name: 'redirect to decimal-notation 10.0.0.1', host: 'shop.example', path: '/to-decimal', expected: 'invalid',
    handle: (_q, r) => redirect(r, 301, 'http://167772161/') });
  add({ name: 'redirect to IPv4-mapped IPv6 metadata address', host: 'shop.example', path: '/to-mapped', expected: 'invalid',
    handle: (_q, r) => redirect(r, 301, 'http://[::ffff:169.254.169.254]/') });
  add({ name: 'redirect to a URL with userinfo', host: 'shop.example', path: '/to-userinfo', expected: 'invalid', expect: { notes: /userinfo/ },
    handle: (_q, r, w) => redirect(r, 302, `http://admin:hunter2@news.example:${w.port}/2015/rust-1-0`) });
  add({ name: 'redirect to file://', host: 'shop.example', path: '/to-file', expected: 'invalid', expect: { notes: /scheme/ },
    handle: (_q, r) => redirect(r, 302, 'file:///etc/passwd') });

  // — bot walls (escalate; blocked with no ladder tokens) —
  add({ name: 'Cloudflare managed challenge (403, cf-mitigated)', host: 'wall.example', path: '/cf-403', expected: 'blocked', expect: { notes: /Cloudflare/ },
    handle: (_q, r) => html(r, 403, P.cloudflareChallenge, { server: 'cloudflare', 'cf-mitigated': 'challenge' }) });
  add({ name: 'Cloudflare "Just a moment" (503, no header)', host: 'wall.example', path: '/cf-503', expected: 'blocked', expect: { notes: /Cloudflare/ },
    handle: (_q, r) => html(r, 503, P.cloudflareChallenge, { server: 'cloudflare' }) });
  add({ name: 'captcha wall served with 200', host: 'wall.example', path: '/captcha', expected: 'blocked', expect: { notes: /PerimeterX|human/ },
    handle: ok(P.captchaWall) });
  add({ name: 'DataDome 403', host: 'wall.example', path: '/datadome', expected: 'blocked', expect: { notes: /DataDome/ },
    handle: (_q, r) => html(r, 403, '<html><body>blocked</body></html>', { 'x-datadome': 'protected', 'set-cookie': 'datadome=abc; Path=/' }) });
  add({ name: 'plain 403', host: 'wall.example', path: '/forbidden', expected: 'blocked', expect: { notes: /403/ },
    handle: (_q, r) => html(r, 403, '<html><body>Forbidden</body></html>') });
  // On a host of its own: the worker-wide limiter backs off the whole host after it.
  add({ name: '429 with Retry-After', host: 'busy.example', path: '/rate-limited', expected: 'blocked', expect: { retry_after_ms: 120_000, notes: /429/ },
    handle: (_q, r) => html(r, 429, '<html><body>Too many requests</body></html>', { 'retry-after': '120' }) });
  add({ name: '429 with a Retry-After date and no Date header', host: 'later.example', path: '/rate-limited-date', expected: 'blocked', expect: { notes: /429, Retry-After 1(19|20) s/ },
    handle: (_q, r) => { r.sendDate = false; html(r, 429, '<html><body>Too many requests</body></html>', { 'retry-after': new Date(Date.now() + 120_000).toUTCString() }); } });
  add({ name: '500 server error', host: 'wall.example', path: '/server-error', expected: 'blocked', expect: { notes: /500/ },
    handle: (_q, r) => html(r, 500, '<html><body>Internal error</body></html>') });
  add({ name: 'script-rendered empty shell', host: 'blog.example', path: '/spa', expected: 'blocked', expect: { notes: /no meaningful content/ },
    handle: ok(P.spaShell) });
  add({ name: '451 unavailable for legal reasons', host: 'wall.example', path: '/legal', expected: 'blocked',
    handle: (_q, r) => html(r, 451, '<html><body>Unavailable</body></html>') });

  // — paywalls —
  add({ name: 'paywalled article (JSON-LD isAccessibleForFree=False)', host: 'ledger.example', path: '/economics', expected: 'paywalled',
    context: { title: 'The economics of memory-safe languages' },
    expect: { notes: /isAccessibleForFree/, title: 'Inside the economics of memory-safe languages', author: 'Sam Writer', published: '2024-03-01' },
    handle: ok(P.paywalledJsonLd) });
  add({ name: 'subscription wall text', host: 'ledger.example', path: '/compilers', expected: 'paywalled', expect: { notes: /subscription wall/ },
    handle: ok(P.subscriptionWall) });
  add({ name: '402 Payment Required', host: 'ledger.example', path: '/402', expected: 'paywalled', expect: { http_status: 402 },
    handle: (_q, r) => html(r, 402, '<html><body>Payment required</body></html>') });
  add({ name: '401 login required', host: 'ledger.example', path: '/401', expected: 'paywalled',
    handle: (_q, r) => html(r, 401, '<html><body>Please log in</body></html>', { 'www-authenticate': 'Bearer' }) });

  // — the wrong page —
  add({ name: 'soft 404 (title)', host: 'news.example', path: '/2016/missing', expected: 'mismatch', expect: { notes: /soft 404/ },
    handle: ok(P.soft404ByTitle) });
  add({ name: 'soft 404 (text)', host: 'news.example', path: '/2016/gone', expected: 'mismatch', expect: { notes: /soft 404/ },
    handle: ok(P.soft404ByText) });
  add({ name: 'redirect to the home page', host: 'news.example', path: '/2017/retired-story', expected: 'mismatch', expect: { notes: /home page/ },
    handle: (_q, r, w) => redirect(r, 301, `${w.origin('news.example')}/`) });
  add({ name: 'home page', host: 'news.example', path: '/', expected: 'valid', handle: ok(P.homePage) });
  add({ name: 'content unrelated to the citing title and claim', host: 'cooking.example', path: '/salads', expected: 'mismatch',
    context: RUST_CONTEXT, expect: { notes: /unrelated/ }, handle: ok(P.unrelatedPage) });

  // — dead and broken —
  add({ name: '404', host: 'news.example', path: '/404', expected: 'invalid', expect: { http_status: 404, notes: /dead link/ },
    handle: (_q, r) => html(r, 404, '<html><body>Not found</body></html>') });
  add({ name: '410 Gone', host: 'news.example', path: '/410', expected: 'invalid', expect: { http_status: 410 },
    handle: (_q, r) => html(r, 410, '<html><body>Gone</body></html>') });
  add({ name: '302 without Location', host: 'news.example', path: '/no-location', expected: 'invalid',
    handle: (_q, r) => { r.writeHead(302, { 'content-type': 'text/html' }); r.end('moved'); } });
  add({ name: 'not HTTP at all', host: 'news.example', path: '/garbage', expected: 'invalid', expect: { notes: /unusable response/ },
    handle: (q) => { q.socket.end('SSH-2.0-OpenSSH_9.6\r\n\r\n'); } });
  add({ name: 'corrupt gzip body', host: 'news.example', path: '/bad-gzip', expected: 'invalid', expect: { notes: /corrupt gzip/ },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }); r.end(Buffer.from('definitely not gzip')); } });

  // — resource limits (escalate; blocked with no ladder tokens) —
  add({ name: 'gzip body inflating past 2 MB', host: 'huge.example', path: '/bomb', expected: 'blocked', expect: { notes: /after decompression/ },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }); r.end(GZIP_BOMB()); } });
  add({ name: 'brotli body inflating past 2 MB', host: 'huge.example', path: '/bomb-br', expected: 'blocked', expect: { notes: /after decompression/ },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' }); r.end(BOMB('br')); } });
  add({ name: 'deflate (zlib) body inflating past 2 MB', host: 'huge.example', path: '/bomb-deflate', expected: 'blocked', expect: { notes: /after decompression/ },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'deflate' }); r.end(BOMB('deflate')); } });
  add({ name: 'raw deflate body inflating past 2 MB', host: 'huge.example', path: '/bomb-deflate-raw', expected: 'blocked', expect: { notes: /after decompression/ },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'deflate' }); r.end(BOMB('deflate-raw')); } });
  add({ name: 'page over the cap with a declared Content-Length (judged on its first 2 MB)', host: 'huge.example', path: '/declared', expected: 'valid', context: RUST_CONTEXT,
    expect: { title: P.RUST_TITLE, notes: /first part of a body over the size cap/ },
    handle: (_q, r) => { const body = P.bigArticle(3 * 1024 * 1024); r.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(body) }); r.end(body); } });
  add({ name: 'chunked page over the cap (judged on its first 2 MB)', host: 'huge.example', path: '/chunked', expected: 'valid', context: RUST_CONTEXT,
    expect: { title: P.RUST_TITLE, notes: /first part of a body over the size cap/ },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/html' }); const body = P.bigArticle(2.5 * 1024 * 1024); const chunk = 64 * 1024;
      let at = 0; const pump = () => { while (at < body.length && r.write(body.slice(at, at + chunk))) at += chunk; if (at >= body.length) r.end(); else { at += chunk; r.once('drain', pump); } };
      r.on('error', () => {}); pump(); } });
  add({ name: 'body that never finishes', host: 'slow.example', path: '/trickle', expected: 'blocked', expect: { notes: /timeout/ },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/html' }); r.write('<html><body><p>Loading'); /* never ends */ } });
  add({ name: 'redirect whose body never finishes', host: 'slow.example', path: '/redirect-trickle', expected: 'blocked', expect: { notes: /timeout/ },
    handle: (_q, r, w) => { r.writeHead(302, { location: `${w.origin('news.example')}/after-slow-redirect`, 'content-type': 'text/html' }); r.write('<a href="/after-slow-redirect">moved'); /* never ends */ } });
  add({ name: 'headers that never come', host: 'slow.example', path: '/silent', expected: 'blocked', expect: { notes: /timeout/ },
    handle: () => { /* never answers */ } });
  add({ name: 'connection dropped before a response', host: 'slow.example', path: '/reset', expected: 'blocked', expect: { notes: /connection failed/ },
    handle: (q) => { q.socket.destroy(); } });
  return s;
}

/** 3 MB of text compressed to a few KB: small on the wire, over the cap once inflated. Built once per encoding. */
const BOMB_TEXT = () => Buffer.from(`<html><body>${'A'.repeat(3 * 1024 * 1024)}</body></html>`);
const bombs = new Map<string, Buffer>();
const BOMB = (encoding: 'gzip' | 'br' | 'deflate' | 'deflate-raw'): Buffer => {
  let b = bombs.get(encoding);
  if (!b) {
    const text = BOMB_TEXT();
    b =
      encoding === 'gzip' ? zlib.gzipSync(text)
      : encoding === 'br' ? zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'deflate' ? zlib.deflateSync(text)
      : zlib.deflateRawSync(text);
    bombs.set(encoding, b);
  }
  return b;
};
const GZIP_BOMB = () => BOMB('gzip');

function benchArticle(host: string, id: string): string {
  return P.articlePage({ title: `Benchmark document ${id} on ${host}`, siteName: host, body: `<p>Document ${id}. ${P.filler(80)}</p>` });
}

/** Starts the scenario web on 127.0.0.1 (ephemeral port). Close it in afterAll. */
export async function startScenarioWeb(options: WebOptions = {}): Promise<ScenarioWeb> {
  const scenarios = buildScenarios();
  const routes = new Map(scenarios.map((sc) => [`${sc.host}${sc.path}`, sc]));
  const benchHosts = Array.from({ length: options.benchHosts ?? 0 }, (_, i) => `h${i}.bench.example`);
  const benchSet = new Set(benchHosts);
  const hitCounts = new Map<string, number>();
  const sockets = new Set<Socket>();
  let connections = 0;
  let port = 0;
  const refs: WebRefs = { origin: (host) => `http://${host}:${port}`, get port() { return port; } };

  const serve = (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const path = (req.url ?? '/').split('?')[0]!;
    const key = `${host}${path}`;
    hitCounts.set(key, (hitCounts.get(key) ?? 0) + 1);
    const sc = routes.get(key);
    if (sc) return sc.handle(req, res, refs);
    // redirector.example/redirect?to=URL&status=302 — an open redirect, for SSRF tests.
    if (host === 'redirector.example' && path === '/redirect') {
      const q = new URL(req.url ?? '/', 'http://x').searchParams;
      return redirect(res, Number(q.get('status') ?? 302), q.get('to') ?? '/');
    }
    if (benchSet.has(host) && path.startsWith('/doc/')) return html(res, 200, benchArticle(host, path.slice(5)));
    html(res, 404, '<html><body>No such scenario</body></html>');
  };
  const server: Server = createServer((req, res) => {
    const safeServe = () => {
      try {
        serve(req, res);
      } catch {
        if (!res.headersSent) html(res, 500, '<html><body>scenario web error</body></html>');
      }
    };
    if (options.latencyMs) setTimeout(safeServe, options.latencyMs);
    else safeServe();
  });
  server.on('connection', (sock) => {
    connections++;
    sockets.add(sock);
    sock.on('close', () => sockets.delete(sock));
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;

  const hosts = [...new Set([...scenarios.map((sc) => sc.host), 'redirector.example', ...benchHosts])];
  const resolve: Record<string, string> = Object.fromEntries(hosts.map((h) => [h, '127.0.0.1']));
  resolve['intranet.example'] = '10.0.0.5';
  return {
    port,
    hosts,
    resolve,
    allow_cidrs: ['127.0.0.0/8'],
    scenarios,
    url: (host, path) => `http://${host}:${port}${path}`,
    scenarioUrl: (sc) => `http://${sc.host}:${port}${sc.path}`,
    connections: () => connections,
    hits: (host, path) => hitCounts.get(`${host}${path}`) ?? 0,
    close: () =>
      new Promise<void>((resolveClose) => {
        for (const sock of sockets) sock.destroy();
        server.close(() => resolveClose());
      }),
  };
}
