/**
 * SSRF: every notation of a denied address ends `invalid`, and listeners on denied loopback
 * addresses (127.0.0.2 and ::1, outside allow_cidrs) count zero connections. Positive controls
 * at the end prove those listeners were reachable, so the zero is meaningful.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createAddressPolicy, createFetcher, DEFAULT_NETWORK_POLICY, precheckTarget, type Fetcher, type NetworkOverrideEvent } from '../../activities/fetch';
import { createGuardedLookup } from '../../activities/fetch/guarded-connector';
import { checkUrl, ladderConfigWithDefaults } from '../../activities/ladder';
import { CiteflowError } from '../../shared/errors';
import { normalizeUrl } from '../../shared/url';
import { startScenarioWeb, type ScenarioWeb } from '../web';

type Listener = { server: Server; port: number; connections: number; sockets: Set<Socket> };

async function listen(host: string): Promise<Listener> {
  const l: Listener = { server: createServer((_q, r) => { r.writeHead(200, { 'content-type': 'text/html' }); r.end('<html><head><title>internal admin</title></head><body><p>secret internal page with plenty of text to read</p></body></html>'); }), port: 0, connections: 0, sockets: new Set() };
  l.server.on('connection', (s) => { l.connections++; l.sockets.add(s); s.on('close', () => l.sockets.delete(s)); });
  await new Promise<void>((r) => l.server.listen(0, host, r));
  l.port = (l.server.address() as AddressInfo).port;
  return l;
}
const stop = (l: Listener) => new Promise<void>((r) => { for (const s of l.sockets) s.destroy(); l.server.close(() => r()); });

let web: ScenarioWeb;
let v4: Listener; // 127.0.0.2 — denied: outside allow_cidrs 127.0.0.1/32
let v6: Listener; // ::1 — denied: no ::1 in allow_cidrs
let fetcher: Fetcher;
const overrides: NetworkOverrideEvent[] = [];

beforeAll(async () => {
  [web, v4, v6] = await Promise.all([startScenarioWeb(), listen('127.0.0.2'), listen('::1')]);
  fetcher = createFetcher(
    {
      ...DEFAULT_NETWORK_POLICY,
      per_hop_timeout_ms: 1500,
      resolve: { ...web.resolve, 'sneaky.example': '127.0.0.2', 'sneaky6.example': '::1', 'mapped.example': '::ffff:127.0.0.2', 'translated.example': '::ffff:0:7f00:2' },
      allow_cidrs: ['127.0.0.1/32'], // the scenario web only
    },
    { onNetworkOverride: (e) => overrides.push(e) },
  );
});
afterAll(async () => {
  await fetcher.close();
  await Promise.all([web.close(), stop(v4), stop(v6)]);
});

const check = async (url: string) => {
  const norm = normalizeUrl(url);
  return checkUrl(url, norm.ok ? norm.normalized_url : url, {}, { fetcher, ladder: ladderConfigWithDefaults(undefined), env: {} });
};

const v4Forms = (p: number) => [
  `http://127.0.0.2:${p}/`,
  `http://2130706434:${p}/`, // decimal
  `http://0177.0.0.2:${p}/`, // octal
  `http://0x7f.0.0.2:${p}/`, // hex, dotted
  `http://0x7f000002:${p}/`, // hex, one number
  `http://017700000002:${p}/`, // octal, one number
  `http://127.2:${p}/`, // short form
  `http://127.0.2:${p}/`, // short form, three parts
  `http://127%2E0%2E0%2E2:${p}/`, // percent-encoded dots
  `http://１２７．０．０．２:${p}/`, // full-width digits and dots
  `http://[::ffff:127.0.0.2]:${p}/`, // IPv4-mapped, dotted
  `http://[::ffff:7f00:2]:${p}/`, // IPv4-mapped, hex
  `http://[0:0:0:0:0:ffff:7f00:2]:${p}/`, // IPv4-mapped, long
  `http://[::127.0.0.2]:${p}/`, // IPv4-compatible
  `http://[::ffff:0:7f00:2]:${p}/`, // IPv4-translated (::ffff:0:0:0/96), hex
  `http://[::ffff:0:127.0.0.2]:${p}/`, // IPv4-translated, dotted
  `http://[64:ff9b::7f00:2]:${p}/`, // NAT64
  `http://[64:ff9b:1::7f00:2]:${p}/`, // local-use NAT64 (64:ff9b:1::/48): denied outright
  `http://[2002:7f00:2::]:${p}/`, // 6to4
  `http://[2001:0:7f00:2::80ff:fffd]:${p}/`, // Teredo (server 127.0.0.2, client ~127.0.0.2): denied outright
  `http://translated.example:${p}/`, // a name resolving to the IPv4-translated form
  `http://sneaky.example:${p}/`, // a name resolving to it (judged at connect time)
  `http://mapped.example:${p}/`, // a name resolving to its mapped IPv6 form
  `http://news.example@127.0.0.2:${p}/`, // userinfo trick: the host is 127.0.0.2
  `http://user:pass@sneaky.example:${p}/`, // userinfo
];
const v6Forms = (p: number) => [
  `http://[::1]:${p}/`,
  `http://[0:0:0:0:0:0:0:1]:${p}/`,
  `http://[0000::0001]:${p}/`,
  `http://sneaky6.example:${p}/`,
];

test('every notation of a denied IPv4 loopback ends invalid and never connects', async () => {
  for (const url of v4Forms(v4.port)) {
    const r = await check(url);
    expect({ url, status: r.status, ladder: r.ladder }).toEqual({ url, status: 'invalid', ladder: ['direct:invalid'] });
    expect(r.notes).toMatch(/safety policy/);
  }
  expect(v4.connections).toBe(0);
});

test('every notation of ::1 ends invalid and never connects', async () => {
  for (const url of v6Forms(v6.port)) {
    const r = await check(url);
    expect({ url, status: r.status }).toEqual({ url, status: 'invalid' });
  }
  expect(v6.connections).toBe(0);
});

test('redirects from an allowed host to the denied listener are refused before connecting', async () => {
  const forms = [...v4Forms(v4.port).filter((u) => !u.includes('@')), ...v6Forms(v6.port)];
  for (const to of forms) {
    const url = `${web.url('redirector.example', '/redirect')}?to=${encodeURIComponent(to)}`;
    const r = await check(url);
    expect({ to, status: r.status }).toEqual({ to, status: 'invalid' });
  }
  expect(v4.connections).toBe(0);
  expect(v6.connections).toBe(0);
});

test('non-http schemes are invalid', async () => {
  for (const url of ['ftp://news.example/file', 'file:///etc/passwd', 'gopher://news.example/', 'data:text/html,hi', 'javascript:alert(1)', 'ws://news.example/']) {
    const r = await check(url);
    expect({ url, status: r.status }).toEqual({ url, status: 'invalid' });
  }
});

test('the address policy denies every private range and its embedded forms (no I/O)', () => {
  const policy = createAddressPolicy([]);
  const denied = [
    '127.0.0.1', '127.255.255.254', '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254',
    '0.0.0.0', '0.1.2.3', '100.64.0.1', '224.0.0.1', '255.255.255.255', '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'febf::1',
    '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '::ffff:192.168.0.1', '::10.0.0.1', '64:ff9b::a9fe:a9fe', '2002:c0a8:1::1', 'ff02::1',
    // beyond the spec: everything ipaddr.js does not call public unicast
    '::ffff:0:7f00:1', '::ffff:0:127.0.0.1', '::ffff:0:a9fe:a9fe', // IPv4-translated
    '64:ff9b:1::', '64:ff9b:1::808:808', '64:ff9b:1:ffff::1', // local-use NAT64, even around a public IPv4
    'fec0::1', 'feff::1', // site-local (deprecated)
    '2001::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
    '192.0.0.1', '192.0.0.170', '198.18.0.1', '198.19.255.255', // IETF protocol assignments, benchmarking
    '100.127.255.255', '239.255.255.250', '240.0.0.1', '254.1.2.3', // CGNAT, multicast, reserved
    '192.0.2.1', '198.51.100.7', '203.0.113.9', '2001:db8::1', '100::1', 'ff05::2', // documentation, discard, multicast
    '::ffff:0:c612:1', '2002:c612:1::', '64:ff9b::c000:aa', // IPv6 wrappers of newly denied IPv4s
  ];
  for (const a of denied) expect({ a, allowed: policy.isAllowed(a).allowed }).toEqual({ a, allowed: false });
  const allowed = [
    '93.184.216.34', '8.8.8.8', '172.32.0.1', '172.15.255.255', '192.169.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '2a00:1450::1',
    '100.128.0.1', '198.20.0.1', '192.0.1.1', '2002:808:808::1', '64:ff9b::808:808', '::ffff:0:808:808', // public IPv4, also wrapped
  ];
  for (const a of allowed) expect({ a, allowed: policy.isAllowed(a).allowed }).toEqual({ a, allowed: true });
});

test('literal private targets in any notation are refused before any socket (no I/O)', () => {
  const policy = createAddressPolicy([]);
  const isAllowed = (a: string) => policy.isAllowed(a);
  const urls = [
    'http://169.254.169.254/latest/meta-data/', 'http://2852039166/', 'http://0xa9.0xfe.0xa9.0xfe/', 'http://0251.0376.0251.0376/',
    'http://10.1/', 'http://167772161/', 'http://0x0a000001/', 'http://192.168.1/', 'http://0/', 'http://0.0.0.0/',
    'http://[::ffff:169.254.169.254]/', 'http://[::ffff:a9fe:a9fe]/', 'http://[fe80::1]/', 'http://[fc00::1]/', 'http://[::]/',
    'http://[::ffff:0:0]/', 'http://172.20.1.1/', 'http://100.100.100.200/',
    'http://198.18.0.1/', 'http://192.0.0.170/', 'http://240.0.0.1/', 'http://255.255.255.255/', 'http://224.0.0.251/',
    'http://[fec0::1]/', 'http://[2001::1]/', 'http://[64:ff9b:1::a9fe:a9fe]/', 'http://[::ffff:0:a9fe:a9fe]/', 'http://[ff02::1]/',
  ];
  for (const u of urls) expect({ u, refused: precheckTarget(new URL(u), isAllowed)?.code }).toEqual({ u, refused: 'DISALLOWED' });
  expect(precheckTarget(new URL('http://93.184.216.34/'), isAllowed)).toBeNull();
});

test('allow_cidrs still opens a range the wider rule denies, and its IPv4-translated form', () => {
  const policy = createAddressPolicy(['198.18.0.0/15']);
  expect(policy.isAllowed('198.18.0.1')).toEqual({ allowed: true, via_allow_cidr: true });
  expect(policy.isAllowed('::ffff:0:c612:1')).toEqual({ allowed: true, via_allow_cidr: true });
  expect(policy.isAllowed('192.0.0.1').allowed).toBe(false);
});

test('a name through real DNS (localhost, no network.resolve) is judged on its answer and never dialled', async () => {
  const local = await listen('127.0.0.1');
  const strict = createFetcher({ ...DEFAULT_NETWORK_POLICY, per_hop_timeout_ms: 1500 });
  const open = createFetcher({ ...DEFAULT_NETWORK_POLICY, per_hop_timeout_ms: 1500, allow_cidrs: ['127.0.0.0/8', '::1/128'] });
  try {
    const url = `http://localhost:${local.port}/`;
    const r = await checkUrl(url, url, {}, { fetcher: strict, ladder: ladderConfigWithDefaults(undefined), env: {} });
    expect([r.status, r.ladder]).toEqual(['invalid', ['direct:invalid']]);
    expect(r.notes).toMatch(/localhost resolves to a denied address/);
    expect(local.connections).toBe(0);
    // Positive control: the same lookup path, with the range allowed, reaches the listener.
    const used: NetworkOverrideEvent[] = [];
    expect((await open.fetchPage(url, { onNetworkOverride: (e) => used.push(e) })).kind).toBe('response');
    expect(local.connections).toBeGreaterThan(0);
    expect(used).toContainEqual({ kind: 'allow_cidr', host: 'localhost', address: expect.stringMatching(/^(127\.|::1$)/) });
  } finally {
    await Promise.all([strict.close(), open.close()]);
    await stop(local);
  }
});

test('the lookup hook refuses a name whose answer set contains any denied address', async () => {
  const lookup = createGuardedLookup(createAddressPolicy([]), new Map([['rebind.example', '10.0.0.7']]));
  const err = await new Promise<Error | null>((r) => lookup('rebind.example', { all: true }, (e) => r(e)));
  expect(err?.name).toBe('DisallowedTargetError');
  expect(err?.message).toMatch(/10\.0\.0\.7/);
});

test('messages never carry credentials, and redirect targets are stored redacted', async () => {
  const withCreds = await fetcher.fetchPage(`http://admin:s3cretPW@news.example:${web.port}/2015/rust-1-0`);
  expect(withCreds.kind).toBe('error');
  expect(JSON.stringify(withCreds)).not.toContain('s3cretPW');
  const to = `${web.url('news.example', '/2015/rust-1-0')}?access_token=TOK123SECRET&page=2`;
  const r = await check(`${web.url('redirector.example', '/redirect')}?to=${encodeURIComponent(to)}`);
  expect(r.status).toBe('valid');
  expect(r.url).toBe(`${web.url('news.example', '/2015/rust-1-0')}?access_token=REDACTED&page=2`);
  expect(JSON.stringify(r)).not.toContain('TOK123SECRET');
});

test('resolve and allow_cidrs uses are reported for the audit log', () => {
  expect(overrides).toContainEqual({ kind: 'resolve', host: 'news.example', address: '127.0.0.1' });
  expect(overrides).toContainEqual({ kind: 'allow_cidr', host: 'news.example', address: '127.0.0.1' });
});

test('each fetch reports the overrides it used to its own sink, also when it reuses a pooled connection', async () => {
  const f = createFetcher({ ...DEFAULT_NETWORK_POLICY, resolve: { 'news.example': '127.0.0.1' }, allow_cidrs: ['127.0.0.1/32'] });
  try {
    const url = web.url('news.example', '/2015/rust-1-0');
    const used = [
      { kind: 'resolve', host: 'news.example', address: '127.0.0.1' },
      { kind: 'allow_cidr', host: 'news.example', address: '127.0.0.1' },
    ];
    const dialled: boolean[] = [];
    // Fetch until one rides on a pooled connection (the socket returns to the pool a moment after the body ends).
    while (dialled.length < 5 && !dialled.slice(1).includes(false)) {
      const events: NetworkOverrideEvent[] = [];
      const before = web.connections();
      expect((await f.fetchPage(url, { onNetworkOverride: (e) => events.push(e) })).kind).toBe('response');
      dialled.push(web.connections() > before);
      expect(events).toEqual(expect.arrayContaining(used));
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(dialled[0]).toBe(true);
    expect(dialled.slice(1)).toContain(false); // a fetch that dialled nothing still reported its overrides
  } finally {
    await f.close();
  }
});

test('a bad network policy is an INVALID_ARGS error', () => {
  expect(() => createFetcher({ ...DEFAULT_NETWORK_POLICY, allow_cidrs: ['not-a-cidr'] })).toThrow(CiteflowError);
  expect(() => createFetcher({ ...DEFAULT_NETWORK_POLICY, resolve: { 'a.example': 'not-an-ip' } })).toThrow(/must map to an IP/);
});

test('positive control: with allow_cidrs the same listeners are reachable', async () => {
  const open = createFetcher({ ...DEFAULT_NETWORK_POLICY, per_hop_timeout_ms: 1500, resolve: { 'sneaky.example': '127.0.0.2', 'sneaky6.example': '::1' }, allow_cidrs: ['127.0.0.0/8', '::1/128'] });
  try {
    const a = await open.fetchPage(`http://sneaky.example:${v4.port}/`);
    const b = await open.fetchPage(`http://[::1]:${v6.port}/`);
    expect([a.kind, b.kind]).toEqual(['response', 'response']);
    expect(v4.connections).toBeGreaterThan(0);
    expect(v6.connections).toBeGreaterThan(0);
  } finally {
    await open.close();
  }
});
