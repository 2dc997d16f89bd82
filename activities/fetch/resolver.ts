/**
 * Name resolution for the fetcher, apart from the connection deadline (issue 11 item 5).
 *
 * getaddrinfo (dns.lookup) runs on libuv's 4-thread pool, which zlib and the file system share:
 * four names whose DNS never answers used to stall everything else, and their wait counted
 * against each URL's per-hop deadline. Here names are resolved with c-ares (dns.Resolver:
 * resolve4 + resolve6, asynchronous sockets, no thread pool) under their own timeout and
 * concurrency, and answers (and failures) are cached for a while, so the URLs of one host in a
 * batch ask once. /etc/hosts and `localhost` (RFC 6761) are answered locally, as getaddrinfo would.
 *
 * This only finds addresses. The SSRF policy still judges the address actually dialled, in the
 * connector's lookup hook (guarded-connector.ts), which takes its answer from here.
 */
import { promises as dnsp, type LookupAddress } from 'node:dns';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

export type DnsSettings = { servers: string[] | null; timeoutMs: number; concurrency: number; cacheTtlMs: number };
export type DnsResolver = { resolve(host: string): Promise<LookupAddress[]>; stats(): { queries: number; cached: number } };

export class DnsFailure extends Error {
  constructor(readonly code: 'ENOTFOUND' | 'EAI_AGAIN', message: string) {
    super(message);
  }
}

/** /etc/hosts, read once: name → addresses. */
function readHostsFile(path = '/etc/hosts'): Map<string, LookupAddress[]> {
  const out = new Map<string, LookupAddress[]>();
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return out;
  }
  for (const raw of text.split('\n')) {
    const [address, ...names] = raw.replace(/#.*/, '').trim().split(/\s+/);
    const family = isIP(address ?? '');
    if (!address || family === 0) continue;
    for (const name of names) {
      const key = name.toLowerCase();
      out.set(key, [...(out.get(key) ?? []), { address, family }]);
    }
  }
  return out;
}

const NO_ANSWER = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME', 'EBADNAME', 'EFORMERR', 'ENOTIMP']);

export function createDnsResolver(settings: DnsSettings, now: () => number = Date.now): DnsResolver {
  // c-ares's own timeout is per try; ours bounds the whole answer.
  const resolver = new dnsp.Resolver({ timeout: Math.max(50, Math.floor(settings.timeoutMs / 2)), tries: 2 });
  if (settings.servers) resolver.setServers(settings.servers);
  const hosts = readHostsFile();
  const cache = new Map<string, { until: number; answer: Promise<LookupAddress[]> }>();
  let active = 0;
  const waiting: Array<() => void> = [];
  let queries = 0;
  let cached = 0;

  const slot = async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= settings.concurrency) await new Promise<void>((r) => waiting.push(r));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };

  const query = (host: string): Promise<LookupAddress[]> =>
    slot(async () => {
      queries++;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DnsFailure('EAI_AGAIN', `${host}: no DNS answer within ${settings.timeoutMs} ms`)), settings.timeoutMs);
      });
      try {
        const [v4, v6] = await Promise.race([
          Promise.allSettled([resolver.resolve4(host, { ttl: true }), resolver.resolve6(host, { ttl: true })]),
          deadline,
        ]);
        const addresses: LookupAddress[] = [];
        if (v4.status === 'fulfilled') for (const a of v4.value) addresses.push({ address: a.address, family: 4 });
        if (v6.status === 'fulfilled') for (const a of v6.value) addresses.push({ address: a.address, family: 6 });
        if (addresses.length > 0) return addresses;
        const codes = [v4, v6].map((r) => (r.status === 'rejected' ? String((r.reason as { code?: string }).code ?? '') : 'ENODATA'));
        if (codes.every((c) => NO_ANSWER.has(c))) throw new DnsFailure('ENOTFOUND', `${host}: name not found`);
        throw new DnsFailure('EAI_AGAIN', `${host}: DNS lookup failed (${codes.filter((c) => !NO_ANSWER.has(c))[0]})`);
      } finally {
        clearTimeout(timer);
      }
    });

  return {
    resolve(hostname: string): Promise<LookupAddress[]> {
      const host = hostname.toLowerCase().replace(/\.$/, '');
      const local = hosts.get(host);
      if (local) return Promise.resolve(local);
      if (host === 'localhost' || host.endsWith('.localhost')) {
        return Promise.resolve([{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }]);
      }
      const hit = cache.get(host);
      if (hit && hit.until > now()) {
        cached++;
        return hit.answer;
      }
      const answer = query(host);
      cache.set(host, { until: now() + settings.cacheTtlMs, answer });
      // A failure is remembered for a shorter while: enough for one batch's URLs of that host.
      answer.catch(() => cache.set(host, { until: now() + Math.min(settings.cacheTtlMs, 10_000), answer }));
      if (cache.size > 10_000) cache.delete(cache.keys().next().value!);
      return answer;
    },
    stats: () => ({ queries, cached }),
  };
}
