/**
 * The browser rung against the loopback web, with the machine's real Chromium (one pool, one
 * browser process, for the whole file): client-rendered pages are judged on what the script
 * rendered, with a screenshot kept; and nothing the page does — sub-resources, redirects,
 * script fetch/XHR/beacon/EventSource/WebSocket/WebRTC, a rebinding name — connects to a
 * loopback or private listener the run's policy denies. Positive controls show those listeners
 * were reachable with the policy opened, so the zeros mean something.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserPool, createBrowserStep, findChromium, renderPage, sharedBrowserPool, type BrowserStep } from '../../activities/browser';
import { createFetcher, DEFAULT_NETWORK_POLICY, type Fetcher, type NetworkPolicy } from '../../activities/fetch';
import { checkUrl, ladderConfigWithDefaults } from '../../activities/ladder';
import { normalizeUrl } from '../../shared/url';
import { CSR_CONTEXT, startCsrWeb, type CsrWeb } from '../web/client-rendered';

jest.setTimeout(120_000);

const chromium = findChromium();
if (chromium.path === null) throw new Error(`these tests need Chromium (${chromium.reason}); scripts/setup.sh --test installs it`);

type Listener = { server: Server; port: number; connections: number; requests: string[]; sockets: Set<Socket> };
async function listen(host: string, port = 0): Promise<Listener> {
  const l: Listener = {
    server: createServer((q, r) => {
      l.requests.push(q.url ?? '');
      r.writeHead(200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' });
      r.end('<html><body>internal secret</body></html>');
    }),
    port: 0,
    connections: 0,
    requests: [],
    sockets: new Set(),
  };
  l.server.on('connection', (s) => {
    l.connections++;
    l.sockets.add(s);
    s.on('close', () => l.sockets.delete(s));
  });
  // A listen that fails (a port taken) rejects at once with its error, not as a hook timeout.
  await new Promise<void>((r, j) => { l.server.once('error', j); l.server.listen(port, host, r); });
  l.port = (l.server.address() as AddressInfo).port;
  return l;
}
const stop = (l: Listener) => new Promise<void>((r) => { for (const s of l.sockets) s.destroy(); l.server.close(() => r()); });

/**
 * A name whose DNS answer changes once the page has loaded its script: the classic rebinding
 * attack (first the attacker's server, then an internal address, TTL 0).
 */
class RebindingPins extends Map<string, string> {
  lookups = 0;
  rebound = false;
  constructor(base: Record<string, string>, private readonly name: string, private readonly first: string, private readonly then: string) {
    super(Object.entries(base));
  }
  override get(key: string): string | undefined {
    if (key !== this.name) return super.get(key);
    this.lookups++;
    return this.rebound ? this.then : this.first;
  }
}
/** The pins of the test running now: the web rebinds them once it has served the attack script. */
let activePins: RebindingPins | null = null;

let web: CsrWeb;
let v4: Listener; // 127.0.0.2 on the web's own port: what a rebound name would reach
let v4b: Listener; // 127.0.0.3, another denied loopback address
let v6: Listener; // ::1
let stun: UdpSocket; // 127.0.0.2:3478, where the page's WebRTC would send STUN
let stunPackets = 0;
let pool: BrowserPool;
let fetcher: Fetcher;
let runRoot: string;
let policy: NetworkPolicy;
let tlsWeb: CsrWeb; // the same pages over HTTPS, with a self-signed certificate for tls.example

/** A throwaway self-signed certificate for tls.example, and its SPKI hash (what Chromium may be told to trust). */
function selfSigned(dir: string): { key: string; cert: string; spki: string } {
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1',
    '-subj', '/CN=tls.example', '-addext', 'subjectAltName=DNS:tls.example'], { stdio: 'ignore' });
  const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  const der = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert, spki: createHash('sha256').update(der).digest('base64') };
}

const targets = () => [
  `http://127.0.0.2:${v4.port}/`,
  `http://127.0.0.3:${v4b.port}/`,
  `http://[::1]:${v6.port}/`,
  `http://2130706435:${v4b.port}/`, // 127.0.0.3, decimal
  `http://[::ffff:127.0.0.2]:${v4.port}/`,
  `http://sneaky.example:${v4.port}/`, // pinned to 127.0.0.2
  `http://sneaky6.example:${v6.port}/`, // pinned to ::1
  `http://localhost:${v4b.port}/`, // Chromium's own Local Network Access check stops this one before the proxy
  `http://intranet.example:${v4.port}/`, // pinned to 10.0.0.5
  `http://169.254.169.254/`,
  `http://10.0.0.1:${v4.port}/`,
  `https://sneaky.example:${v4.port}/`, // a CONNECT tunnel (https, and wss for the WebSocket)
  `https://127.0.0.3:${v4b.port}/`,
];

beforeAll(async () => {
  [v4b, v6, web] = await Promise.all([listen('127.0.0.3'), listen('::1'), startCsrWeb({ attack: () => targets(), onRequest: (host, path) => { if (host === 'rebind.example' && path === '/attack.js' && activePins) activePins.rebound = true; } })]);
  // What a name rebound from the web's address lands on: the web's own port, on a denied address.
  v4 = await listen('127.0.0.2', web.port);
  stun = createSocket('udp4');
  stun.on('message', () => stunPackets++);
  await new Promise<void>((r, j) => { stun.once('error', j); stun.bind(3478, '127.0.0.2', () => r()); });
  policy = {
    ...DEFAULT_NETWORK_POLICY,
    per_hop_timeout_ms: 3000,
    resolve: { ...web.resolve, 'sneaky.example': '127.0.0.2', 'sneaky6.example': '::1', 'intranet.example': '10.0.0.5' },
    allow_cidrs: ['127.0.0.1/32'], // the web only
  };
  runRoot = mkdtempSync(join(tmpdir(), 'citeflow-browser-'));
  const tls = selfSigned(runRoot);
  tlsWeb = await startCsrWeb({ tls });
  // Chromium trusts that one certificate (by its public key) and nothing else new.
  pool = new BrowserPool({ executablePath: chromium.path!, browsers: 1, pagesPerBrowser: 2, extraArgs: [`--ignore-certificate-errors-spki-list=${tls.spki}`] });
  fetcher = createFetcher(policy);
});

afterAll(async () => {
  await pool?.close();
  await fetcher?.close();
  await Promise.all([web?.close(), tlsWeb?.close(), v4 && stop(v4), v4b && stop(v4b), v6 && stop(v6)]);
  stun?.close();
  if (runRoot) rmSync(runRoot, { recursive: true, force: true });
});

/**
 * The attack page opens ~150 connections that mostly fail (Chromium queues them per proxy): on a
 * loaded machine that takes longer than a real page may, so its renders get a roomier budget.
 */
const ATTACK_LIMITS = { pageTimeoutMs: 90_000, settleMs: 30_000 };

const stepFor = (p: NetworkPolicy, extra: { pins?: Map<string, string> } = {}): BrowserStep =>
  createBrowserStep({ pool, policy: p, runRoot, pins: extra.pins, limits: ATTACK_LIMITS });

const check = (url: string, context = CSR_CONTEXT, browser: BrowserStep = stepFor(policy)) => {
  const norm = normalizeUrl(url);
  return checkUrl(url, norm.ok ? norm.normalized_url : url, context, { fetcher, ladder: ladderConfigWithDefaults(undefined), env: {}, browser });
};

test('a client-rendered article is valid with its quote found, and its screenshot is kept content-addressed', async () => {
  const url = web.url('csr.example', '/article');
  // Without the browser the shell is all there is: the quote cannot be found.
  const norm = normalizeUrl(url);
  const plain = await checkUrl(url, norm.ok ? norm.normalized_url : url, CSR_CONTEXT, { fetcher, ladder: ladderConfigWithDefaults(undefined), env: {} });
  expect(plain.notes).not.toMatch(/quote found/);
  expect(plain.status).not.toBe('valid');

  const r = await check(url);
  expect({ status: r.status, ladder: r.ladder }).toEqual({ status: 'valid', ladder: [`direct:${plain.status}`, 'browser:valid'] });
  expect(r.notes).toMatch(/^via browser: HTTP 200; title found; quote found on page; screenshot citations\/evidence\/sha256-[0-9a-f]{64}\.png \(after direct: /);
  expect(r.evidence_snippet).toBe('Today we are very proud to announce the 1.0 release of Rust');
  expect(r.title).toBe('Rust 1.0 released after years of development');
  const shot = /screenshot (citations\/evidence\/sha256-([0-9a-f]{64})\.png)/.exec(r.notes)!;
  const png = readFileSync(join(runRoot, shot[1]!));
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(createHash('sha256').update(png).digest('hex')).toBe(shot[2]);
  expect(web.hits('csr.example', '/api/article.json')).toBeGreaterThan(0);
});

test('a client-rendered soft 404 stays mismatch', async () => {
  const r = await check(web.url('csr.example', '/missing'));
  expect(r.status).toBe('mismatch');
  expect(r.ladder).toEqual([expect.stringMatching(/^direct:/), 'browser:mismatch']);
  expect(r.notes).toMatch(/^via browser: soft 404/);
});

test('a page whose script reaches for loopback, private and rebinding targets makes zero connections there', async () => {
  const pins = (activePins = new RebindingPins(policy.resolve, 'rebind.example', '127.0.0.1', '127.0.0.2'));
  const step = stepFor(policy, { pins });
  const before = { v4: v4.connections, v4b: v4b.connections, v6: v6.connections };
  // Served from a name that rebinds from the web (127.0.0.1) to the denied 127.0.0.2 after the first lookup.
  const r = await check(web.url('rebind.example', '/attack'), CSR_CONTEXT, step);
  expect(r.ladder).toEqual([expect.stringMatching(/^direct:/), 'browser:valid']);
  expect(r.status).toBe('valid');
  expect(pins.rebound).toBe(true);
  expect(pins.lookups).toBeGreaterThan(2); // the rebound answer was asked for, and refused
  expect({ v4: v4.connections, v4b: v4b.connections, v6: v6.connections }).toEqual(before);
  expect(v4.requests).toEqual([]);

  // The same page from a name that never rebinds: every attack vector is tried, none gets through.
  const direct = await pool.run((browser) => renderPage(browser, web.url('csr.example', '/attack'), policy, { limits: ATTACK_LIMITS }));
  expect(direct.kind).toBe('page');
  if (direct.kind !== 'page') return;
  // The script rendered the article only after every attempt had settled: they were all made.
  expect(direct.response.body).toContain('very proud to announce the 1.0 release of Rust');
  expect(direct.stats.refused.join('\n')).toMatch(/127\.0\.0\.2/);
  expect(direct.stats.refused.join('\n')).toMatch(/sneaky\.example resolves to a denied address/);
  expect(direct.stats.refused.join('\n')).toMatch(/intranet\.example resolves to a denied address/);
  expect(direct.stats.refused.join('\n')).toMatch(/::1/);
  expect({ v4: v4.connections, v4b: v4b.connections, v6: v6.connections }).toEqual(before);
  // Chromium's own calls (update.googleapis.com, accounts.google.com…) go to the launch-level
  // proxy, which refuses them; nothing of the page ever does.
  expect(pool.stats.stray_hosts.filter((h) => !/\.google(apis)?\.com$/.test(h))).toEqual([]);
  expect(stunPackets).toBe(0); // no WebRTC UDP either
});

test('a JavaScript challenge that walls the direct fetch is passed by the browser; a wall that stays a wall goes on up the ladder', async () => {
  const passed = await check(web.url('csr.example', '/challenge'));
  expect({ status: passed.status, ladder: passed.ladder }).toEqual({ status: 'valid', ladder: ['direct:blocked', 'browser:valid'] });
  expect(passed.notes).toMatch(/^via browser: HTTP 200; title found; quote found on page; screenshot citations\/evidence\/\S+\.png \(after direct: (Cloudflare|JavaScript challenge)/);
  const walled = await check(web.url('csr.example', '/wall'));
  expect({ status: walled.status, ladder: walled.ladder }).toEqual({ status: 'blocked', ladder: ['direct:blocked', 'browser:blocked', 'bright_data:skipped', 'apify:skipped'] });
  expect(walled.notes).toMatch(/^blocked after escalation — direct: .*; browser: .*screenshot citations\/evidence\/\S+\.png; bright_data skipped/);
});

test('an HTTPS page renders through a CONNECT tunnel of the guarded proxy (TLS end to end)', async () => {
  const r = await pool.run((browser) => renderPage(browser, tlsWeb.url('tls.example', '/article'), { ...policy, resolve: { ...policy.resolve, 'tls.example': '127.0.0.1' } }));
  expect(r.kind).toBe('page');
  if (r.kind !== 'page') return;
  expect(r.response.final_url).toBe(tlsWeb.url('tls.example', '/article'));
  expect(r.response.body).toContain('very proud to announce the 1.0 release of Rust');
  expect(r.stats.tunnels).toBeGreaterThanOrEqual(1);
  expect(r.stats.requests).toBe(0); // nothing went over plain HTTP
  expect(tlsWeb.hits('tls.example', '/api/article.json')).toBe(1);
  // A pin to a denied address refuses the tunnel itself.
  const denied = await pool.run((browser) => renderPage(browser, tlsWeb.url('tls.example', '/article'), { ...policy, resolve: { ...policy.resolve, 'tls.example': '127.0.0.2' } }));
  expect(denied).toMatchObject({ kind: 'failed', code: 'DISALLOWED' });
});

test('redirects of the page itself to a denied target, and past max_redirects, are refused', async () => {
  const before = v4.connections;
  const toPrivate = await pool.run((browser) => renderPage(browser, `${web.url('csr.example', '/redirect')}?to=${encodeURIComponent(`http://sneaky.example:${v4.port}/`)}`, policy));
  expect(toPrivate).toMatchObject({ kind: 'failed', code: 'DISALLOWED' });
  const loop = (n: number): string => (n === 0 ? web.url('csr.example', '/article') : `${web.url('csr.example', '/redirect')}?to=${encodeURIComponent(loop(n - 1))}`);
  const tooMany = await pool.run((browser) => renderPage(browser, loop(6), { ...policy, max_redirects: 5 }));
  expect(tooMany).toMatchObject({ kind: 'failed', code: 'TOO_MANY_REDIRECTS' });
  const justRight = await pool.run((browser) => renderPage(browser, loop(5), { ...policy, max_redirects: 5 }));
  expect(justRight.kind).toBe('page');
  expect(v4.connections).toBe(before);
});

test('a page over its byte budget is cut off', async () => {
  const r = await pool.run((browser) => renderPage(browser, web.url('csr.example', '/heavy'), policy, { limits: { maxPageBytes: 1024 * 1024 } }));
  expect(r).toMatchObject({ kind: 'failed', code: 'TOO_LARGE' });
});

test('positive control: with the policy opened, the same page does reach the listeners', async () => {
  const open: NetworkPolicy = { ...policy, allow_cidrs: ['127.0.0.0/8', '::1/128'] };
  const r = await pool.run((browser) => renderPage(browser, web.url('csr.example', '/attack'), open, { limits: ATTACK_LIMITS }));
  expect(r.kind).toBe('page');
  expect(v4.connections).toBeGreaterThan(0);
  expect(v4b.connections).toBeGreaterThan(0);
  expect(v6.connections).toBeGreaterThan(0);
  // And a rebinding name then does land on the rebound address: the refusal above was the policy's.
  const pins = (activePins = new RebindingPins(open.resolve, 'rebind.example', '127.0.0.1', '127.0.0.2'));
  const v4Requests = v4.requests.length;
  const rebound = await pool.run((browser) => renderPage(browser, web.url('rebind.example', '/attack'), open, { pins, limits: ATTACK_LIMITS }));
  expect(rebound.kind).toBe('page');
  expect(v4.requests.slice(v4Requests).some((u) => u.startsWith('/api/secret-'))).toBe(true);
});

test('a crashed browser is restarted and the page retried', async () => {
  const restarts = pool.stats.restarts;
  const pending = pool.run((browser) => renderPage(browser, web.url('csr.example', '/slow'), policy));
  await web.slowArrived();
  // Crash the real browser process while it waits for the page.
  const busy = await (async () => {
    for (;;) {
      const b = (pool as unknown as { slots: { browser: Promise<import('playwright-core').Browser> | null }[] }).slots[0]!.browser;
      if (b) return b;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const session = await (await busy).newBrowserCDPSession();
  await session.send('Browser.crash').catch(() => undefined);
  web.release();
  const r = await pending;
  expect(r.kind).toBe('page');
  expect(pool.stats.restarts).toBe(restarts + 1);
  expect(pool.stats.retries).toBeGreaterThanOrEqual(1);
});

test('without a browser the step is skipped, and the notes say why', async () => {
  const unavailable = sharedBrowserPool({ CITEFLOW_CHROMIUM: '/nonexistent/chromium' });
  expect(unavailable).toEqual({ unavailable: 'CITEFLOW_CHROMIUM is not an executable file' });
  const r = await check(web.url('csr.example', '/article'), CSR_CONTEXT, createBrowserStep({ pool: unavailable as { unavailable: string }, policy, runRoot }));
  // The shell escalates past the skipped browser (to the services, unconfigured here).
  expect(r.ladder.slice(0, 2)).toEqual([expect.stringMatching(/^direct:/), 'browser:skipped']);
  expect(r.notes).toMatch(/browser skipped \(CITEFLOW_CHROMIUM is not an executable file\)/);
  expect(existsSync(runRoot)).toBe(true);
});
