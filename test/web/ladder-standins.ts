/**
 * Loopback stand-ins for the ladder's services, speaking just enough of their real APIs:
 * - Bright Data's request API: POST /request {zone, url, format:"raw"}, Bearer token.
 * - Apify API v2 as apify-client calls it: POST /v2/actors/:actor/runs (or /v2/acts/…), GET /v2/actor-runs/:id
 *   (waitForFinish polling), GET /v2/datasets/:id/items.
 * Each records its calls so tests can assert the ladder's order and what was (not) sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How a stand-in answers for one target URL. */
export type StandInBehaviour =
  | { kind: 'page'; html: string; status?: number }
  | { kind: 'fail' } // Bright Data: 502 + x-brd-error; Apify: run ends FAILED
  | { kind: 'empty' } // Apify: run succeeds with no dataset items
  | { kind: 'hang' }; // Apify: the run stays RUNNING until aborted

export type StandInCall = { at: number; target: string; authorized: boolean; body: Record<string, unknown> };

type Running = { server: Server; sockets: Set<Socket>; port: number };

async function listen(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<Running> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, sockets, port: (server.address() as AddressInfo).port };
}

function stop(r: Running): Promise<void> {
  return new Promise((resolve) => {
    for (const s of r.sockets) s.destroy();
    r.server.close(() => resolve());
  });
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

let clock = 0;
const tick = () => ++clock; // a global order across both stand-ins

export type BrightDataStandIn = {
  endpoint: string;
  calls: StandInCall[];
  behave(url: string, b: StandInBehaviour): void;
  close(): Promise<void>;
};

export async function startBrightDataStandIn(token: string): Promise<BrightDataStandIn> {
  const behaviours = new Map<string, StandInBehaviour>();
  const calls: StandInCall[] = [];
  const running = await listen((req, res, raw) => {
    if (req.method !== 'POST' || req.url !== '/request') return json(res, 404, { error: 'not found' });
    const authorized = req.headers.authorization === `Bearer ${token}`;
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      /* recorded as empty */
    }
    calls.push({ at: tick(), target: String(body.url ?? ''), authorized, body });
    if (!authorized) return json(res, 401, { error: 'auth failed' }, { 'x-brd-error': 'auth_failed' });
    if (body.format !== 'raw' || typeof body.zone !== 'string') return json(res, 400, { error: 'bad request' }, { 'x-brd-error': 'bad_request' });
    const b = behaviours.get(String(body.url)) ?? { kind: 'fail' };
    if (b.kind !== 'page') {
      res.writeHead(502, { 'x-brd-error': 'Could not resolve target', 'content-type': 'text/plain' });
      return res.end('unblock failed');
    }
    res.writeHead(b.status ?? 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(b.html);
  });
  return {
    endpoint: `http://127.0.0.1:${running.port}/request`,
    calls,
    behave: (url, b) => behaviours.set(url, b),
    close: () => stop(running),
  };
}

export type ApifyStandIn = {
  baseUrl: string;
  calls: (StandInCall & { actor: string })[];
  /** Every request path seen, in order (to show which endpoints apify-client used). */
  requests: string[];
  /** Targets whose run was aborted (POST /v2/actor-runs/:id/abort). */
  aborted: string[];
  behave(url: string, b: StandInBehaviour): void;
  close(): Promise<void>;
};

export async function startApifyStandIn(token: string): Promise<ApifyStandIn> {
  const behaviours = new Map<string, StandInBehaviour>();
  const calls: (StandInCall & { actor: string })[] = [];
  const requests: string[] = [];
  const aborted: string[] = [];
  const runs = new Map<string, { status: string; polls: number; datasetId: string; actId: string; items: unknown[]; finalStatus: string; target: string }>();
  let seq = 0;
  const runView = (id: string) => {
    const r = runs.get(id)!;
    return { id, actId: r.actId, status: r.status, defaultDatasetId: r.datasetId, defaultKeyValueStoreId: `kvs${id}`, startedAt: new Date(0).toISOString() };
  };

  const running = await listen((req, res, raw) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(`${req.method} ${url.pathname}`);
    const authorized = req.headers.authorization === `Bearer ${token}`;
    if (!authorized) return json(res, 401, { error: { type: 'token-not-valid', message: 'Authentication token is not valid.' } });

    const start = /^\/v2\/(?:acts|actors)\/([^/]+)\/runs$/.exec(url.pathname); // apify-client 2.25 says `actors`, the API docs `acts`
    if (req.method === 'POST' && start) {
      const input = JSON.parse(raw || '{}') as Record<string, unknown>;
      const actor = decodeURIComponent(start[1]!);
      const target = String(input.query ?? '');
      calls.push({ at: tick(), target, authorized, body: input, actor });
      const b = behaviours.get(target) ?? { kind: 'fail' };
      const id = `run${++seq}`;
      const items =
        b.kind === 'page'
          ? [{ crawl: { httpStatusCode: b.status ?? 200, loadedUrl: target }, metadata: { url: target }, html: b.html, text: null }]
          : [];
      const finalStatus = b.kind === 'fail' ? 'FAILED' : b.kind === 'hang' ? 'RUNNING' : 'SUCCEEDED';
      runs.set(id, { status: 'RUNNING', polls: 0, datasetId: `ds${id}`, actId: actor, items, finalStatus, target });
      return json(res, 201, { data: runView(id) });
    }
    const poll = /^\/v2\/actor-runs\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && poll && runs.has(poll[1]!)) {
      const r = runs.get(poll[1]!)!;
      // First poll still RUNNING, so the client's waitForFinish loop is exercised.
      if (++r.polls >= 2 && r.status === 'RUNNING') r.status = r.finalStatus;
      // A run that never ends answers a little later, as the real API holds waitForFinish polls (no busy loop).
      const delay = r.status === 'RUNNING' && r.polls >= 2 ? 100 : 0;
      setTimeout(() => json(res, 200, { data: runView(poll[1]!) }), delay);
      return;
    }
    const abort = /^\/v2\/actor-runs\/([^/]+)\/abort$/.exec(url.pathname);
    if (req.method === 'POST' && abort && runs.has(abort[1]!)) {
      const r = runs.get(abort[1]!)!;
      if (r.status === 'RUNNING' || r.status === 'READY') r.status = 'ABORTED';
      aborted.push(r.target);
      return json(res, 200, { data: runView(abort[1]!) });
    }
    const items = /^\/v2\/datasets\/([^/]+)\/items$/.exec(url.pathname);
    if (req.method === 'GET' && items) {
      const run = [...runs.values()].find((r) => r.datasetId === items[1]);
      if (!run) return json(res, 404, { error: { type: 'record-not-found', message: 'Dataset was not found' } });
      return json(res, 200, run.items, {
        'x-apify-pagination-total': String(run.items.length),
        'x-apify-pagination-offset': '0',
        'x-apify-pagination-count': String(run.items.length),
        'x-apify-pagination-limit': '1',
        'x-apify-pagination-desc': 'false',
      });
    }
    json(res, 404, { error: { type: 'page-not-found', message: 'Not found' } });
  });
  return {
    baseUrl: `http://127.0.0.1:${running.port}`,
    calls,
    requests,
    aborted,
    behave: (url, b) => behaviours.set(url, b),
    close: () => stop(running),
  };
}
