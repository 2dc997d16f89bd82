/**
 * A local HTTP/CONNECT proxy that is the browser's only way out. Every upstream connection it
 * opens goes through citeflow's own guarded connector (activities/fetch/guarded-connector.ts):
 * literal IPs judged before a socket exists, names judged inside the DNS lookup hook, so the
 * address checked is the address dialled and DNS rebinding cannot slip in between. The same
 * deny list, `network.resolve` pins and `allow_cidrs` as the direct fetch; the browser follows
 * redirects itself, and every hop is a new request through here, so every hop is re-checked.
 *
 * One proxy serves one page and is closed with it: its counters (requests, refusals, bytes)
 * are that page's, and closing it ends every connection the page had.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { Agent } from 'undici';
import { createAddressPolicy, unbracket, type AddressPolicy } from '../fetch/address-policy';
import { precheckTarget } from '../fetch/fetcher';
import { createGuardedConnector, DisallowedTargetError } from '../fetch/guarded-connector';
import type { NetworkOverrideEvent, NetworkPolicy } from '../fetch/types';
import { CiteflowError } from '../../shared/errors';

/** Marks a response the proxy made itself (not the site's), so the renderer can tell the two apart. */
export const PROXY_HEADER = 'x-citeflow-proxy';
export type ProxyFailure = 'refused' | 'timeout' | 'connect' | 'over-budget' | 'bad-request';

export type ProxyStats = {
  /** Plain-HTTP requests forwarded or refused. */
  requests: number;
  /** CONNECT tunnels asked for (https, wss). */
  tunnels: number;
  /** Why targets were refused: host and reason, never a URL. */
  refused: string[];
  /** Bytes received from upstream (bodies and tunnel traffic). */
  bytes: number;
  /** The page went over its byte or request budget; everything was cut off. */
  over_budget: boolean;
};

export type GuardedProxy = {
  /** http://127.0.0.1:PORT — give it to the browser context. */
  url: string;
  port: number;
  stats: ProxyStats;
  close(): Promise<void>;
};

export type GuardedProxyOptions = {
  policy: NetworkPolicy;
  /** Bytes the page may receive in all (bodies, sub-resources, tunnels). */
  maxBytes: number;
  /** Requests plus tunnels the page may make. */
  maxRequests: number;
  onOverride?: (e: NetworkOverrideEvent) => void;
  /**
   * The host → address pins the lookup hook reads on every connection; defaults to
   * `policy.resolve`. Tests pass a table whose answer changes between lookups (DNS rebinding).
   */
  pins?: Map<string, string>;
};

/**
 * `network.resolve` as the guarded lookup reads it: lower-cased names, and (as the fetcher
 * insists) IP addresses only — a pin that is not an IP refuses the policy rather than letting
 * that name fall through to real DNS.
 */
export function pinsFromPolicy(policy: NetworkPolicy): Map<string, string> {
  const pins = new Map<string, string>();
  for (const [host, address] of Object.entries(policy.resolve)) {
    if (isIP(address) === 0) throw new CiteflowError('INVALID_ARGS', `network.resolve: ${JSON.stringify(host)} must map to an IP address`);
    pins.set(host.toLowerCase(), address);
  }
  return pins;
}

const HOP_BY_HOP = new Set([
  'connection', 'proxy-connection', 'keep-alive', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'trailers',
  'transfer-encoding', 'upgrade', 'expect', 'host',
]);

function forwardableHeaders(raw: IncomingMessage['headers']): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || HOP_BY_HOP.has(k.toLowerCase())) continue;
    out[k] = v;
  }
  return out;
}

/** Which of our failures an upstream error is (walks undici's cause chain). */
function failureOf(err: unknown): { kind: ProxyFailure; reason?: string } {
  let e: unknown = err;
  for (let depth = 0; depth < 6 && e; depth++) {
    if (e instanceof DisallowedTargetError) return { kind: 'refused', reason: e.message };
    const code = (e as { code?: string }).code ?? '';
    if (code.endsWith('TIMEOUT') || code === 'ETIMEDOUT') return { kind: 'timeout' };
    e = (e as { cause?: unknown }).cause;
  }
  return { kind: 'connect' };
}

const STATUS_FOR: Record<ProxyFailure, number> = { refused: 403, timeout: 504, connect: 502, 'over-budget': 507, 'bad-request': 400 };

/** host:port of a CONNECT request (IPv6 in brackets), or null. */
function parseAuthority(authority: string | undefined): { hostname: string; port: number } | null {
  if (!authority) return null;
  try {
    const u = new URL(`http://${authority}`);
    if (u.username || u.password || u.pathname !== '/' || u.search || u.hash) return null;
    const port = Number(u.port || 80);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) return null;
    return { hostname: u.hostname, port };
  } catch {
    return null;
  }
}

export async function startGuardedProxy(opts: GuardedProxyOptions): Promise<GuardedProxy> {
  const { policy } = opts;
  const addressPolicy: AddressPolicy = createAddressPolicy(policy.allow_cidrs);
  const connector = createGuardedConnector({
    policy: addressPolicy,
    pins: opts.pins ?? pinsFromPolicy(policy),
    connectTimeoutMs: policy.per_hop_timeout_ms,
    onOverride: opts.onOverride,
  });
  const agent = new Agent({
    connect: connector,
    connections: 6,
    headersTimeout: policy.per_hop_timeout_ms,
    bodyTimeout: policy.per_hop_timeout_ms,
    keepAliveTimeout: 2000,
  });
  const stats: ProxyStats = { requests: 0, tunnels: 0, refused: [], bytes: 0, over_budget: false };
  const sockets = new Set<Socket | Duplex>();
  const track = (s: Socket | Duplex) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  const cutOff = () => {
    stats.over_budget = true;
    for (const s of sockets) s.destroy();
  };
  /** Counts upstream bytes; false once the page is over its budget. */
  const received = (n: number): boolean => {
    stats.bytes += n;
    if (stats.bytes > opts.maxBytes && !stats.over_budget) cutOff();
    return !stats.over_budget;
  };
  const overRequests = () => {
    if (stats.requests + stats.tunnels > opts.maxRequests && !stats.over_budget) cutOff();
    return stats.over_budget;
  };
  const refuse = (host: string, reason: string) => stats.refused.push(`${host}: ${reason}`);

  const answer = (res: ServerResponse, kind: ProxyFailure) => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(STATUS_FOR[kind], { [PROXY_HEADER]: kind, 'content-type': 'text/plain', connection: 'close' });
    res.end(`citeflow proxy: ${kind}\n`);
  };

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    stats.requests++;
    if (overRequests()) return answer(res, 'over-budget');
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      return answer(res, 'bad-request'); // origin-form: someone talking to the proxy as a web server
    }
    const refused = precheckTarget(url, (a) => addressPolicy.isAllowed(a));
    if (refused) {
      refuse(url.hostname, refused.message);
      return answer(res, 'refused');
    }
    const method = req.method ?? 'GET';
    const abort = new AbortController();
    res.once('close', () => abort.abort());
    try {
      const upstream = await agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: method as 'GET',
        headers: forwardableHeaders(req.headers),
        body: method === 'GET' || method === 'HEAD' ? undefined : req,
        signal: abort.signal,
      });
      const headers: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(upstream.headers)) {
        if (v !== undefined && !HOP_BY_HOP.has(k.toLowerCase()) && k.toLowerCase() !== PROXY_HEADER) headers[k] = v;
      }
      res.writeHead(upstream.statusCode, headers);
      for await (const chunk of upstream.body) {
        if (!received((chunk as Buffer).length)) {
          upstream.body.destroy();
          return void res.destroy();
        }
        if (!res.write(chunk)) {
          await new Promise<void>((resolve) => {
            const done = () => {
              res.off('drain', done);
              res.off('close', done);
              resolve();
            };
            res.on('drain', done);
            res.on('close', done);
          });
        }
        if (res.destroyed) return void upstream.body.destroy();
      }
      res.end();
    } catch (err) {
      if (res.destroyed) return;
      const failure = failureOf(err);
      if (failure.kind === 'refused') refuse(url.hostname, failure.reason ?? 'denied address');
      answer(res, failure.kind);
    }
  }

  const server = createServer((req, res) => void forward(req, res));
  server.on('connection', track);
  server.on('clientError', (_err, socket) => socket.destroy());
  // WebSocket upgrades arrive as CONNECT from Chromium; a bare Upgrade is not something we carry.
  server.on('upgrade', (_req, socket: Duplex) => socket.destroy());
  server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    stats.tunnels++;
    track(client);
    client.on('error', () => undefined);
    const deny = (kind: ProxyFailure) => client.end(`HTTP/1.1 ${STATUS_FOR[kind]} ${kind}\r\n${PROXY_HEADER}: ${kind}\r\nconnection: close\r\n\r\n`);
    if (overRequests()) return deny('over-budget');
    const target = parseAuthority(req.url);
    if (!target) return deny('bad-request');
    const host = unbracket(target.hostname);
    connector({ hostname: host, host: req.url, protocol: 'http:', port: String(target.port) }, (err, socket) => {
      if (err || !socket) {
        const failure = failureOf(err);
        if (failure.kind === 'refused') refuse(host, failure.reason ?? 'denied address');
        return deny(failure.kind);
      }
      track(socket);
      if (client.destroyed || stats.over_budget) return void socket.destroy();
      socket.on('error', () => client.destroy());
      client.on('close', () => socket.destroy());
      socket.on('close', () => client.destroy());
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) socket.write(head);
      socket.on('data', (chunk: Buffer) => {
        if (!received(chunk.length)) return;
        if (!client.write(chunk)) socket.pause();
      });
      client.on('drain', () => socket.resume());
      client.pipe(socket);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stats,
    close: async () => {
      for (const s of sockets) s.destroy();
      await Promise.all([new Promise<void>((r) => server.close(() => r())), agent.destroy().catch(() => undefined)]);
    },
  };
}
