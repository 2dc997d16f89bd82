/**
 * Helpers for tests that drive the ONLINE stage-3 activities directly (plan → batch) against
 * loopback servers: a run directory with a manifest, a url-map and a run-config, and a tiny
 * HTTP site whose routes are handlers, with request counts per path.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { planValidation } from '../../activities/validate';
import { prepareUrl } from '../../shared/url';

const F1 = { wave: 1, perspective_id: 'p1', agent_type: 'TestResearcher', artifact_path: 'wave-1/p1.md' };

const created: string[] = [];
/** Removes every run directory writeOnlineRun made (call it in afterAll). */
export function removeOnlineRuns(): void {
  for (const root of created.splice(0)) rmSync(dirname(root), { recursive: true, force: true });
}

/** A run directory whose url-map lists `urls`; `citations` becomes run-config's effective.citations. */
export function writeOnlineRun(urls: string[], citations: Record<string, unknown>, runId = 'dr_online_batch'): string {
  const root = join(mkdtempSync(join(tmpdir(), 'citeflow-online-')), 'run');
  created.push(root);
  mkdirSync(join(root, 'citations'), { recursive: true });
  const manifest = {
    schema_version: 'manifest.v1',
    run_id: runId,
    created_at: '2026-02-13T12:00:00Z',
    query: { text: 'online batch test', sensitivity: 'normal' },
    artifacts: [{ wave: 1, perspective_id: 'p1', agent_type: 'TestResearcher', path: 'wave-1/p1.md' }],
  };
  const items = urls.map((u) => {
    const p = prepareUrl(u);
    return { url_original: u, normalized_url: p.normalized_url, cid: p.cid, found_by: [F1] };
  });
  writeFileSync(join(root, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(root, 'citations', 'url-map.json'), JSON.stringify({ schema_version: 'url-map.v1', run_id: runId, items }));
  writeRunConfig(root, citations);
  return root;
}

export function writeRunConfig(root: string, citations: Record<string, unknown>): void {
  writeFileSync(join(root, 'run-config.json'), JSON.stringify({ schema_version: 'run-config.v1', effective: { citations: { mode: 'online', ...citations } } }));
}

export async function planOnline(root: string) {
  return planValidation({ manifest_path: join(root, 'manifest.json'), reason: 'online batch test' });
}

/** The records a batch wrote, by normalized URL. */
export function batchRecords(batchPath: string): Map<string, { status: string; notes: string; http_status: number | null; [k: string]: unknown }> {
  const lines = readFileSync(batchPath, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  return new Map(lines.map((r) => [r.normalized_url, r]));
}

/** audit.jsonl lines of one kind. */
export function auditLines(root: string, kind: string): Array<Record<string, unknown>> {
  let text = '';
  try {
    text = readFileSync(join(root, 'logs', 'audit.jsonl'), 'utf8');
  } catch {
    return [];
  }
  return text.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((e) => e.kind === kind);
}

export type Site = { port: number; hits(path: string): number; connections(): number; close(): Promise<void> };

/** One HTTP server on 127.0.0.1 answering by path (any Host); unknown paths are 404. */
export async function startSite(routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void>): Promise<Site> {
  const hits = new Map<string, number>();
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    if (route) return route(req, res);
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<html><body>Not found</body></html>');
  });
  server.on('connection', (s) => {
    connections++;
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    hits: (p) => hits.get(p) ?? 0,
    connections: () => connections,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
