/**
 * The benchmark's web: H "hosts" that are H loopback addresses (127.0.0.2 … 127.0.0.H+1) on
 * one port, so every tool — citeflow, a plain undici loop, lychee — sees H distinct hosts
 * without DNS tricks (lychee has no --resolve). Every /doc/<id> is a small article, served
 * after `latencyMs`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { articlePage, filler } from '../web/pages';

export type BenchWeb = { hosts: string[]; port: number; url(i: number): string; requests(): number; close(): Promise<void> };

export async function startBenchWeb(hostCount: number, latencyMs: number): Promise<BenchWeb> {
  const hosts = Array.from({ length: hostCount }, (_, i) => `127.0.${Math.floor((i + 2) / 256)}.${(i + 2) % 256}`);
  const body = filler(80);
  let requests = 0;
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    requests++;
    const path = (req.url ?? '/').split('?')[0]!;
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    setTimeout(() => {
      if (!path.startsWith('/doc/')) {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<html><body>Not found</body></html>');
      }
      const id = path.slice(5);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(articlePage({ title: `Benchmark document ${id} on ${host}`, siteName: host, body: `<p>Document ${id}. ${body}</p>` }));
    }, latencyMs);
  };
  const servers: Server[] = [];
  const sockets = new Set<Socket>();
  let port = 0;
  for (const host of hosts) {
    const server = createServer(handler);
    server.keepAliveTimeout = 5000;
    server.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  return {
    hosts,
    port,
    url: (i) => `http://${hosts[i % hosts.length]}:${port}/doc/${i}`,
    requests: () => requests,
    close: async () => {
      for (const s of sockets) s.destroy();
      await Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r()))));
    },
  };
}
