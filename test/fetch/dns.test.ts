/**
 * Name resolution apart from the connection deadline (issue 11 item 5): a loopback DNS server
 * (UDP) answers some names, refuses to know others, and never answers a few. The worker's
 * resolver is pointed at it (the CITEFLOW_DNS_SERVERS setting). Names whose DNS never answers
 * must not make unrelated URLs `blocked`, each dead name is asked once per batch, and the
 * SSRF policy still judges the address the resolver returned before anything is dialled.
 */
import { createSocket, type Socket } from 'node:dgram';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { configureFetching, validateOnlineBatch } from '../../activities/validate-online';
import { createDnsResolver, createFetcher, DEFAULT_FETCH_SETTINGS, DEFAULT_NETWORK_POLICY, fetchSettingsFromEnv } from '../../activities/fetch';
import { pages } from '../web';
import { batchRecords, planOnline, removeOnlineRuns, startSite, writeOnlineRun, type Site } from './online-run';
import { useOperatorConfig } from '../helpers/operator-config';

/** The operator allows loopback (activities/operator-config.ts); each run-config narrows it. */
let restoreOperator: (() => void) | undefined;

type Dns = { port: number; asked: Map<string, number>; close(): Promise<void> };

/** A minimal DNS server: A answers from `answers`, silence for names in `silent`, NXDOMAIN otherwise. */
async function startDns(answers: Record<string, string>, silent: Set<string>): Promise<Dns> {
  const asked = new Map<string, number>();
  const sock: Socket = createSocket('udp4');
  sock.on('message', (msg, rinfo) => {
    let at = 12;
    const labels: string[] = [];
    while (msg[at]! !== 0) {
      labels.push(msg.subarray(at + 1, at + 1 + msg[at]!).toString('latin1'));
      at += 1 + msg[at]!;
    }
    const question = msg.subarray(12, at + 5);
    const qtype = msg.readUInt16BE(at + 1);
    const name = labels.join('.').toLowerCase();
    asked.set(name, (asked.get(name) ?? 0) + 1);
    if (silent.has(name)) return; // never answers
    const address = answers[name];
    const header = Buffer.alloc(12);
    msg.copy(header, 0, 0, 2); // id
    const found = address !== undefined;
    header.writeUInt16BE(found ? 0x8180 : 0x8183, 2); // response, RD+RA, rcode 0 or 3 (NXDOMAIN)
    header.writeUInt16BE(1, 4);
    const answer = found && qtype === 1;
    header.writeUInt16BE(answer ? 1 : 0, 6);
    const parts = [header, question];
    if (answer) {
      const rr = Buffer.alloc(16);
      rr.writeUInt16BE(0xc00c, 0); // pointer to the question's name
      rr.writeUInt16BE(1, 2); // A
      rr.writeUInt16BE(1, 4); // IN
      rr.writeUInt32BE(60, 6); // TTL
      rr.writeUInt16BE(4, 10);
      address!.split('.').forEach((o, i) => rr.writeUInt8(Number(o), 12 + i));
      parts.push(rr);
    }
    sock.send(Buffer.concat(parts), rinfo.port, rinfo.address);
  });
  await new Promise<void>((r) => sock.bind(0, '127.0.0.1', r));
  return { port: sock.address().port, asked, close: () => new Promise<void>((r) => sock.close(() => r())) };
}

let site: Site;
let dns: Dns;
const DEAD = ['dead1.dns.example', 'dead2.dns.example', 'dead3.dns.example', 'dead4.dns.example'];
beforeAll(async () => {
  restoreOperator = useOperatorConfig({ allow_cidrs: ['127.0.0.0/8'] });
  site = await startSite({
    '/a': (_q: IncomingMessage, r: ServerResponse) => {
      r.writeHead(200, { 'content-type': 'text/html' });
      r.end(pages.rustArticle());
    },
  });
  dns = await startDns({ 'live.dns.example': '127.0.0.1' }, new Set(DEAD));
});
afterAll(async () => {
  restoreOperator?.();
  configureFetching(DEFAULT_FETCH_SETTINGS);
  await Promise.all([site.close(), dns.close()]);
  removeOnlineRuns();
});

test('names whose DNS never answers do not make unrelated URLs blocked; each dead name is asked once per batch', async () => {
  const settings = fetchSettingsFromEnv({ CITEFLOW_DNS_SERVERS: `127.0.0.1:${dns.port}`, CITEFLOW_DNS_TIMEOUT_MS: '1500', CITEFLOW_DNS_CONCURRENCY: '4' });
  expect(settings.dns.servers).toEqual([`127.0.0.1:${dns.port}`]);
  configureFetching(settings);
  // 4 dead names × 3 URLs each, and 20 unrelated URLs (pinned hosts, like most test webs).
  const dead = DEAD.flatMap((h) => [1, 2, 3].map((i) => `http://${h}:${site.port}/a?${i}`));
  const unrelatedHosts = Array.from({ length: 20 }, (_, i) => `u${i}.unrelated.example`);
  const unrelated = unrelatedHosts.map((h) => `http://${h}:${site.port}/a`);
  const root = writeOnlineRun([...dead, ...unrelated], {
    network: { resolve: Object.fromEntries(unrelatedHosts.map((h) => [h, '127.0.0.1'])), allow_cidrs: ['127.0.0.1/32'], per_hop_timeout_ms: 2000 },
  });
  const plan = await planOnline(root);
  const started = Date.now();
  const result = await validateOnlineBatch(plan.plan_path, 0, plan.url_count, { attempt: 1 });
  expect(Date.now() - started).toBeLessThan(20_000);
  const records = [...batchRecords(result.batch_path).values()];
  const byHost = (suffix: string) => records.filter((r) => new URL(String(r.normalized_url)).hostname.endsWith(suffix));
  expect(byHost('.unrelated.example').map((r) => r.status)).toEqual(Array(20).fill('valid'));
  for (const r of byHost('.dns.example')) {
    expect(r.status).toBe('blocked');
    expect(r.notes).toMatch(/DNS|no DNS answer/);
  }
  // c-ares asks A and AAAA, twice each (two tries) — but once per name, not once per URL.
  for (const name of DEAD) expect(dns.asked.get(name)).toBeLessThanOrEqual(4);
});

test('the resolver feeds the connect-time SSRF check: a name resolving to loopback is refused unless allowed', async () => {
  const resolver = createDnsResolver({ servers: [`127.0.0.1:${dns.port}`], timeoutMs: 1500, concurrency: 4, cacheTtlMs: 60_000 });
  expect(await resolver.resolve('live.dns.example')).toEqual([{ address: '127.0.0.1', family: 4 }]);
  await expect(resolver.resolve('nobody.dns.example')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  const denied = createFetcher({ ...DEFAULT_NETWORK_POLICY }, { resolver });
  const hitsBefore = site.connections();
  const refused = await denied.fetchPage(`http://live.dns.example:${site.port}/a`);
  expect(refused).toMatchObject({ kind: 'error', code: 'DISALLOWED' });
  expect((refused as { message: string }).message).toMatch(/live\.dns\.example resolves to a denied address/);
  expect(site.connections()).toBe(hitsBefore); // judged before dialling: no connection reached the site
  const allowed = createFetcher({ ...DEFAULT_NETWORK_POLICY, allow_cidrs: ['127.0.0.1/32'] }, { resolver });
  expect(await allowed.fetchPage(`http://live.dns.example:${site.port}/a`)).toMatchObject({ kind: 'response', http_status: 200 });
  const missing = await allowed.fetchPage(`http://nobody.dns.example:${site.port}/a`);
  expect(missing).toMatchObject({ kind: 'error', code: 'DNS', retryable: false });
  await Promise.all([denied.close(), allowed.close()]);
});
