/**
 * A request the server resets before answering — most often a kept-alive connection it dropped as
 * the request went out (under CPU load undici's idle timer fires late) — is asked once more on a
 * fresh connection, as browsers and curl do; a live page is not lost to the race. A server that
 * resets every request is asked twice, no more, and a body broken off after its headers is not
 * asked again (it is judged on the part that arrived).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createFetcher, DEFAULT_NETWORK_POLICY, type Fetcher } from '../../activities/fetch';

const page = '<html><head><title>Harbour ferry timetable changes</title></head><body><h1>Harbour ferry timetable changes</h1><p>The ferry runs every twenty minutes from May.</p></body></html>';

let server: Server;
let origin: string;
let fetcher: Fetcher;
const sockets = new Set<Socket>();
/** Requests seen per path. */
const seen = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    const n = (seen.get(path) ?? 0) + 1;
    seen.set(path, n);
    // The second request on a kept-alive connection: the server had dropped it (closed without answering).
    if (path.startsWith('/stale/') && (req.socket as Socket & { served?: number }).served) {
      req.socket.destroy();
      return;
    }
    if (path === '/always-reset') {
      req.socket.destroy();
      return;
    }
    if (path === '/cut-body') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(page.length * 4) });
      res.write(page);
      setTimeout(() => req.socket.destroy(), 20);
      return;
    }
    (req.socket as Socket & { served?: number }).served = 1;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', connection: 'keep-alive' });
    res.end(page);
  });
  server.keepAliveTimeout = 60_000;
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fetcher = createFetcher({ ...DEFAULT_NETWORK_POLICY, allow_cidrs: ['127.0.0.1/32'], per_hop_timeout_ms: 3000 });
});

afterAll(async () => {
  await fetcher.close();
  for (const s of sockets) s.destroy();
  await new Promise<void>((r) => server.close(() => r()));
});

test('a kept-alive connection the server dropped: the request is asked again and the page arrives', async () => {
  const first = await fetcher.fetchPage(`${origin}/stale/a`);
  expect(first.kind).toBe('response');
  await new Promise((r) => setTimeout(r, 50)); // the connection back in the pool
  // The next request rides the pooled connection, which the server now closes unanswered.
  const second = await fetcher.fetchPage(`${origin}/stale/b`);
  expect(second).toMatchObject({ kind: 'response', http_status: 200 });
  expect(seen.get('/stale/b')).toBe(2);
});

test('a server that resets every request is asked twice, then the connection failure stands', async () => {
  const out = await fetcher.fetchPage(`${origin}/always-reset`);
  expect(out).toMatchObject({ kind: 'error', code: 'CONNECT', retryable: true });
  expect(seen.get('/always-reset')).toBe(2);
});

test('a body broken off after its headers is not asked again', async () => {
  const out = await fetcher.fetchPage(`${origin}/cut-body`);
  expect(out).toMatchObject({ kind: 'response', http_status: 200, cut_short: true });
  expect(seen.get('/cut-body')).toBe(1);
});
