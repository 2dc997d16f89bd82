/**
 * ONLINE mode through the whole pipeline (CLI → Temporal → worker → SSRF-safe fetcher) against
 * the loopback scenario web: each scenario URL ends with its expected status, a rate-limited
 * host's Retry-After is honoured by a Temporal retry, and claim quotes are checked on the
 * fetched pages. Only 127.0.0.1 is contacted (names pinned by network.resolve).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { prepareUrl } from '../../shared/url';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';
import { pages, startScenarioWeb, type Scenario, type ScenarioWeb } from '../web';
import { requireBuild, runCli, writeRunDir } from './helpers';
import { withOperatorConfig } from '../helpers/operator-config';

jest.setTimeout(240000);

let server: TestServer;
let web: ScenarioWeb;
let limited: Server;
let limitedPort: number;
const limitedHits: number[] = [];

beforeAll(async () => {
  requireBuild();
  [server, web] = await Promise.all([startTestServer(), startScenarioWeb()]);
  // A host that answers 429 (Retry-After: 1) twice, then the article.
  limited = createServer((_req, res) => {
    limitedHits.push(Date.now());
    if (limitedHits.length <= 2) {
      res.writeHead(429, { 'retry-after': '1', 'content-type': 'text/html' });
      res.end('<html><body>Too many requests</body></html>');
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(pages.rustArticle('Rate Limited News'));
    }
  });
  await new Promise<void>((resolve) => limited.listen(0, '127.0.0.1', resolve));
  limitedPort = (limited.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((r) => limited?.close(r));
  await web?.close();
  await server?.stop();
  if (server) removeHome(server.home);
});

/** Scenarios whose status does not depend on a citing claim (the 120 s Retry-After one included). */
function selected(): Scenario[] {
  return web.scenarios.filter((s) => !s.context?.claims);
}

function writeRun(): string {
  const links = selected().map((s) => (s.context?.title ? `- [${s.context.title}](${web.scenarioUrl(s)})` : `- <${web.scenarioUrl(s)}>`));
  const rust = web.scenarios.find((s) => s.path === '/2015/rust-quote')!;
  const md = [
    '# Rust 1.0 and friends',
    '',
    'The Rust team called 1.0 a proud moment.',
    '',
    `> "${pages.RUST_QUOTE}" — [Rust 1.0 released](${web.scenarioUrl(rust)})`,
    '',
    'The Rust team said they were proud to announce the release.',
    '',
    `> "${pages.RUST_QUOTE}" — [Rust 1.0, rate limited copy](http://ratelimit.example:${limitedPort}/rust)`,
    '',
    '## Sources',
    '',
    ...links,
    '',
  ].join('\n');
  return writeRunDir({
    run_id: 'dr_online_e2e',
    query: 'How do the scenario pages validate online?',
    markdown: md,
    citations: {
      mode: 'online',
      network: { resolve: { ...web.resolve, 'ratelimit.example': '127.0.0.1' }, allow_cidrs: web.allow_cidrs },
      gate_c: { min_citable_share: 0, min_validated_claims: 0 },
      min_grounded_claims: 1,
    },
  });
}

test('an online run classifies the loopback web, honours Retry-After and checks quotes on fetched pages', async () => {
  const root = writeRun();
  // The operator allows loopback (CITEFLOW_OPERATOR_CONFIG); the run-config narrows it to the scenario web's range.
  const env: NodeJS.ProcessEnv = withOperatorConfig({ ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: 'online-e2e' }, { allow_cidrs: ['127.0.0.0/8'] });
  delete env.BRIGHTDATA_API_TOKEN;
  delete env.APIFY_TOKEN;
  const started = Date.now();
  const r = await runCli(['run', root, '--json'], env);
  const took = Date.now() - started;
  expect(r.stderr).not.toMatch(/INTERNAL/);
  const result = JSON.parse(r.stdout);
  expect(result.mode).toBe('online');
  expect(result.outcome).toBe('report_written');

  const citations = readFileSync(join(root, 'citations', 'citations.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const byCid = new Map(citations.map((c) => [c.cid, c]));
  const mismatches: string[] = [];
  for (const s of selected()) {
    const cid = prepareUrl(web.scenarioUrl(s)).cid!;
    const got = byCid.get(cid);
    if (got?.status !== s.expected) mismatches.push(`${s.name}: expected ${s.expected}, got ${got?.status} (${got?.notes})`);
  }
  expect(mismatches).toEqual([]);
  expect(selected().length).toBeGreaterThanOrEqual(30);
  // Without tokens the ladder skips Bright Data and Apify, and says so.
  const wall = byCid.get(prepareUrl(web.scenarioUrl(web.scenarios.find((s) => s.path === '/cf-403')!)).cid!);
  expect(wall.notes).toMatch(/bright_data skipped \(BRIGHTDATA_API_TOKEN unset\)/);
  expect(wall.notes).toMatch(/apify skipped \(APIFY_TOKEN unset\)/);

  // 429 + Retry-After: the batch came back after the delay (a Temporal retry), and the third try got the page.
  const limitedRecord = byCid.get(prepareUrl(`http://ratelimit.example:${limitedPort}/rust`).cid!);
  expect(limitedRecord.status).toBe('valid');
  expect(limitedHits).toHaveLength(3);
  expect(limitedHits[1] - limitedHits[0]).toBeGreaterThanOrEqual(900);
  expect(limitedHits[2] - limitedHits[1]).toBeGreaterThanOrEqual(900);

  // Retry-After: 120 is over the 30 s cap: not waited for (no batch parked for 120 s), blocked now, and said so.
  const busy = byCid.get(prepareUrl(web.scenarioUrl(web.scenarios.find((s) => s.path === '/rate-limited')!)).cid!);
  expect(busy.status).toBe('blocked');
  expect(busy.notes).toMatch(/the site asked to retry after 120 s, longer than the 30 s citeflow waits/);
  expect(took).toBeLessThan(100_000);

  // Claims were checked against the fetched page text.
  const claims = readFileSync(join(root, 'citations', 'validated-claims.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(claims.length).toBe(2);
  for (const c of claims) expect(c.validation_details).toMatchObject({ quote_found: true });
  // The SSRF redirects (to 169.254.169.254, a name pinned to 10.x, decimal and mapped forms) were
  // refused by the safety policy itself — not merely unreachable from this machine.
  for (const s of selected().filter((x) => x.path.startsWith('/to-'))) {
    const got = byCid.get(prepareUrl(web.scenarioUrl(s)).cid!);
    expect({ path: s.path, notes: got.notes }).toEqual({ path: s.path, notes: expect.stringMatching(/safety policy/) });
  }
  // Every network.resolve / allow_cidrs use was audited, and only for host names this run pinned.
  const uses = readFileSync(join(root, 'logs', 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .filter((e) => e.kind === 'network_override')
    .flatMap((e) => e.uses as string[]);
  expect(uses).toEqual(expect.arrayContaining(['resolve:news.example', 'allow_cidr:news.example', 'resolve:ratelimit.example']));
  const pinned = new Set([...Object.keys(web.resolve), 'ratelimit.example']);
  expect(uses.filter((u) => !pinned.has(u.slice(u.indexOf(':') + 1)))).toEqual([]);
});
