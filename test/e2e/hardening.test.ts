/**
 * Issue 11 (hardening), the input / secret / path part, through the real commands: hostile
 * run directories on a real Temporal dev server, a real `citeflow worker` process and loopback
 * web servers. Every secret planted below contains "SEKRIT"; at the end no output file, log,
 * CLI output or workflow history (payloads decoded) may contain it.
 *
 * Each block names the defect of the issue it covers (numbers as in the issue).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync, existsSync, truncateSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import fc from 'fast-check';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';
import { withOperatorConfig } from '../helpers/operator-config';
import { CLI, requireBuild, runCli, startWorkerProcess, waitForExit, type CliResult } from './helpers';

jest.setTimeout(300000);

const ENV_SECRET = 'SEKRIT-worker-env-token';
const TASK_QUEUE = 'harden';

let server: TestServer;
let env: NodeJS.ProcessEnv;
let worker: ReturnType<typeof startWorkerProcess>;
let web: { server: Server; port: number; hits: Map<string, number>; bodies: string[] };
const outputs: CliResult[] = [];

/** Runs the CLI against the shared worker and keeps its output for the final secret scan. */
async function cli(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  // Without the test server's environment (its start failed in beforeAll) the CLI would run in the
  // user's default home and start a detached dev server there, which outlives the suite.
  if (!env?.CITEFLOW_HOME) throw new Error('the test server did not start: no CITEFLOW_HOME to run the CLI in');
  const r = await runCli(args, { ...env, ...extraEnv }, 150000);
  outputs.push(r);
  return r;
}

function errorOf(r: CliResult): { code: string; message: string } {
  const line = r.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(line).error;
}

/** A loopback web: /ok (an article), /forbidden (403: escalates), /limited (429 once, then the article), /steal (a collector). */
async function startWeb() {
  const hits = new Map<string, number>();
  const bodies: string[] = [];
  const article = '<html><head><title>Loopback article</title></head><body><p>Rust 1.0 was released in May 2015 after years of work by the team.</p></body></html>';
  const srv = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (path === '/steal') {
        bodies.push(`${req.headers.authorization ?? ''} ${body}`);
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(article);
      }
      if (path === '/forbidden') {
        res.writeHead(403, { 'content-type': 'text/html' });
        return res.end('<html><body>Forbidden</body></html>');
      }
      if (path === '/limited' && hits.get(path) === 1) {
        res.writeHead(429, { 'content-type': 'text/html', 'retry-after': '1' });
        return res.end('<html><body>Too many requests</body></html>');
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(article);
    });
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  return { server: srv, port: (srv.address() as AddressInfo).port, hits, bodies };
}

beforeAll(async () => {
  requireBuild();
  web = await startWeb();
  server = await startTestServer();
  // The operator allows loopback (for the loopback web); nothing else. The worker's environment
  // holds a secret that no run may make it send or store.
  env = withOperatorConfig(
    { ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: TASK_QUEUE, CITEFLOW_HARDEN_SECRET: ENV_SECRET },
    { allow_cidrs: ['127.0.0.0/8'] },
  );
  delete env.BRIGHTDATA_API_TOKEN;
  delete env.APIFY_TOKEN;
  worker = startWorkerProcess(env);
});

afterAll(async () => {
  worker?.kill('SIGTERM');
  if (worker) await waitForExit(worker);
  await new Promise((r) => web?.server.close(r));
  await server?.stop();
  if (server) removeHome(server.home);
});

/**
 * A workflow's whole history as text, followed by every payload's bytes decoded as UTF-8 (in
 * the history's JSON form a payload's `data` is base64, where a secret would not show).
 */
async function historyText(workflowId: string, runId?: string): Promise<string> {
  const connection = await Connection.connect({ address: server.address });
  try {
    const history = await new Client({ connection }).workflow.getHandle(workflowId, runId).fetchHistory();
    const raw = JSON.stringify(history);
    const payloads = [...raw.matchAll(/"data":"([A-Za-z0-9+/=]+)"/g)].map((m) => Buffer.from(m[1], 'base64').toString('utf8'));
    expect(payloads.length).toBeGreaterThan(0); // the decoding found the payloads
    return `${raw}\n${payloads.join('\n')}`;
  } finally {
    await connection.close();
  }
}

/** The attempt number of every activity that failed in a workflow's history (1 = it was not retried). */
async function failedActivityAttempts(workflowId: string): Promise<number[]> {
  const connection = await Connection.connect({ address: server.address });
  try {
    const events = (await new Client({ connection }).workflow.getHandle(workflowId).fetchHistory()).events ?? [];
    const started = new Map(events.filter((e) => e.activityTaskStartedEventAttributes).map((e) => [String(e.eventId), e.activityTaskStartedEventAttributes!.attempt ?? 0]));
    return events.filter((e) => e.activityTaskFailedEventAttributes).map((e) => started.get(String(e.activityTaskFailedEventAttributes!.startedEventId)) ?? -1);
  } finally {
    await connection.close();
  }
}

type Artifact = { path: string; content: string; wave?: 1 | 2 };

/** A run directory: manifest (optionally with a UTF-8 BOM), run-config, artifacts, fixtures. */
function runDir(spec: {
  run_id: string;
  query?: string;
  artifacts: Artifact[];
  citations: Record<string, unknown>;
  fixtures?: unknown;
  bom?: boolean;
  rawArtifactPaths?: string[];
}): string {
  const root = join(mkdtempSync(join(tmpdir(), 'citeflow-harden-')), 'run');
  mkdirSync(root, { recursive: true });
  for (const a of spec.artifacts) {
    mkdirSync(join(root, a.path, '..'), { recursive: true });
    writeFileSync(join(root, a.path), a.content);
  }
  const paths = spec.rawArtifactPaths ?? spec.artifacts.map((a) => a.path);
  const manifest = {
    schema_version: 'manifest.v1',
    run_id: spec.run_id,
    created_at: '2026-02-13T12:00:00Z',
    query: { text: spec.query ?? spec.run_id, sensitivity: 'normal' },
    artifacts: paths.map((p, i) => ({ wave: spec.artifacts[i]?.wave ?? 1, perspective_id: `p${i + 1}`, agent_type: 'HostileResearcher', path: p })),
  };
  writeFileSync(join(root, 'manifest.json'), (spec.bom ? '\uFEFF' : '') + JSON.stringify(manifest));
  writeFileSync(join(root, 'run-config.json'), JSON.stringify({ schema_version: 'run-config.v1', effective: { citations: spec.citations } }));
  if (spec.fixtures) writeFileSync(join(root, 'fixtures.json'), JSON.stringify(spec.fixtures));
  return root;
}

const OFFLINE = { mode: 'offline', gate_c: { min_citable_share: 0, min_validated_claims: 0 }, min_grounded_claims: 0 };

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) out.push(...filesUnder(full));
    else out.push(full);
  }
  return out;
}

function outputFiles(root: string): string[] {
  return ['citations', 'report', 'logs'].flatMap((d) => filesUnder(join(root, d)));
}

function jsonl(file: string): Array<Record<string, unknown>> {
  return readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

const BIG_TITLE = 'T'.repeat(200_000);
const YAML_HOSTILE = [
  'results:',
  '  - title: "Tab in the scheme"',
  '    url: "ht\\ttps://user:SEKRIT01@tab.example/a"',
  '  - title: "Leading control"',
  '    url: "\\x01https://user:SEKRIT02@ctl.example/a"',
  '  - title: "Newline in the scheme"',
  '    url: "https\\n://user:SEKRIT03@nl.example/a"',
  '  - title: "Keys outside the spec list"',
  '    url: "https://keys.example/cb?client_secret=SEKRIT05&X-Amz-Signature=SEKRIT06&X-Amz-Credential=SEKRIT16&code=SEKRIT07&PHPSESSID=SEKRIT08&jwt=SEKRIT09&pwd=SEKRIT10&sig=SEKRIT11&secret=SEKRIT17"',
  '  - title: "Localhost with a trailing dot"',
  '    url: "http://localhost./admin"',
  '  - title: "The victim"',
  '    url: "https://victim.example/p"',
  '  - title: "Big title page"',
  '    url: "https://big.example/t"',
  'extracted_citations:',
  '  - claim: "Prose https://prose.example/p?token=ab)SEKRIT12 and more."',
  '    quote: "quote https://prose.example/q#access_token=SEKRIT13&state=1 end"',
  '    source_url: "https://victim.example/p"',
  '  - claim: "User https://user:p@SEKRIT14@prose.example/x here."',
  `    quote: "apostrophe 'https://prose.example/?session=ab'SEKRIT15' done"`,
  '    source_url: "https://victim.example/p"',
  '',
].join('\n');
const YAML_EVIL = ['results:', '  - title: "Looks like the victim"', '    url: "https://evil.example\\\\@victim.example/p"', ''].join('\n');
const MD_INVALID = ['# Invalid', '', 'See [this](http:/a:SEKRIT04@/www.example.com) and <https://localhost./x>.', ''].join('\n');

describe('a hostile run directory (offline) through `citeflow run`', () => {
  let root: string;
  let run: CliResult;

  beforeAll(async () => {
    root = runDir({
      run_id: 'dr_hostile',
      query: 'What about https://user:SEKRITq1@q.example/?token=SEKRITq2 and the rest?',
      artifacts: [
        { path: 'wave-1/p1.yaml', content: YAML_HOSTILE },
        { path: 'wave-2/evil.yaml', content: YAML_EVIL, wave: 2 },
        { path: 'wave-2/invalid.md', content: MD_INVALID, wave: 2 },
      ],
      citations: OFFLINE,
      fixtures: {
        schema_version: 'fixtures.v1',
        checked_at: '2026-02-13T12:35:00Z',
        items: [
          { url: 'https://victim.example/p', status: 'valid', http_status: 200, title: 'Victim page', evidence_snippet: 'Rust 1.0 was released', notes: 'fixture' },
          { url: 'https://big.example/t', response: { http_status: 200, final_url: 'https://big.example/t', headers: { 'content-type': 'text/html' }, body: `<html><head><title>${BIG_TITLE}</title></head><body><p>Some text about Rust releases and more words here.</p></body></html>` } },
        ],
      },
    });
    run = await cli(['run', root, '--json', '--no-local-worker']);
  });

  test('the run completes', () => {
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: expect.not.stringMatching(/INTERNAL/) });
    expect(JSON.parse(run.stdout).outcome).toBe('report_written');
  });

  test('credentials hidden by tabs, newlines and leading controls are removed from what the parser sees (#3)', () => {
    const results = jsonl(join(root, 'citations', 'search-results.jsonl'));
    const originals = results.map((r) => r.url_original as string);
    for (const host of ['tab.example', 'ctl.example', 'nl.example']) expect(originals).toContain(`https://${host}/a`);
  });

  test('redaction never moves a URL onto another host; WHATWG-invalid input gets no cid (#7)', () => {
    const citations = jsonl(join(root, 'citations', 'citations.jsonl'));
    const victim = citations.find((c) => c.normalized_url === 'https://victim.example/p')!;
    expect((victim.found_by as Array<{ artifact_path: string }>).map((f) => f.artifact_path)).toEqual(['wave-1/p1.yaml']);
    expect(victim.status).toBe('valid');
    const map = JSON.parse(readFileSync(join(root, 'citations', 'url-map.json'), 'utf8')) as { items: Array<{ normalized_url: string }> };
    expect(map.items.map((i) => i.normalized_url)).not.toContain('http://www.example.com');
  });

  test('keys outside the spec list are redacted; localhost. is a local target offline (#9)', () => {
    const citations = jsonl(join(root, 'citations', 'citations.jsonl'));
    const keys = citations.find((c) => String(c.normalized_url).startsWith('https://keys.example/cb'))!;
    expect(keys.url_original).toBe('https://keys.example/cb?client_secret=REDACTED&X-Amz-Signature=REDACTED&X-Amz-Credential=REDACTED&code=REDACTED&PHPSESSID=REDACTED&jwt=REDACTED&pwd=REDACTED&sig=REDACTED&secret=REDACTED');
    const local = citations.find((c) => c.normalized_url === 'http://localhost./admin')!;
    expect([local.status, local.notes]).toEqual(['invalid', 'localhost is a local network target']);
  });

  test('URLs in prose lose fragments, values cut at ) or \' and every userinfo (#6)', () => {
    const claims = readFileSync(join(root, 'citations', 'extracted.jsonl'), 'utf8');
    expect(claims).toContain('https://prose.example/p?token=REDACTED and more.');
    expect(claims).toContain('https://prose.example/q#access_token=REDACTED&state=1 end');
    expect(claims).toContain('User https://prose.example/x here.');
  });

  test('a 200 KB <title> is stored capped (#8)', () => {
    const big = jsonl(join(root, 'citations', 'citations.jsonl')).find((c) => c.normalized_url === 'https://big.example/t')!;
    expect(typeof big.title).toBe('string');
    expect((big.title as string).length).toBeLessThanOrEqual(500);
    expect(big.title).toMatch(/^T+…$/);
  });

  test('the manifest query is redacted in report.md (#12)', () => {
    const report = readFileSync(join(root, 'report', 'report.md'), 'utf8');
    expect(report.split('\n')[0]).toBe('# What about https://q.example/?token=REDACTED and the rest?');
  });

  test('`validate --reason` is redacted before it reaches Temporal and the audit log (#4)', async () => {
    const r = await cli([
      'validate', '--manifest', join(root, 'manifest.json'), '--fixtures', join(root, 'fixtures.json'),
      '--reason', 'recheck https://ops:SEKRITr1@ci.example/job?token=SEKRITr2', '--no-local-worker',
    ]);
    expect(r.code).toBe(0);
    const audit = readFileSync(join(root, 'logs', 'audit.jsonl'), 'utf8');
    expect(audit).toContain('recheck https://ci.example/job?token=REDACTED');
    // The workflow's own input (and every other payload of its history) never held it.
    const text = await historyText('citeflow-validate-dr_hostile');
    expect(text).toContain('recheck https://ci.example/job?token=REDACTED');
    expect(text).not.toMatch(/SEKRITr/);
  });

  test('no planted secret in any output file of the run (#3 #6 #9 #12)', () => {
    for (const file of outputFiles(root)) expect({ file, secret: /SEKRIT/.test(readFileSync(file, 'utf8')) }).toEqual({ file, secret: false });
  });
});

describe('a manifest with a byte order mark; temp files of killed writes (#15)', () => {
  test('the run accepts the BOM and removes the orphan temp file', async () => {
    const root = runDir({
      run_id: 'dr_bom',
      bom: true,
      artifacts: [{ path: 'wave-1/p1.md', content: '# B\n\n> "Rust 1.0 was released" — [Victim](https://victim.example/p)\n' }],
      citations: OFFLINE,
      fixtures: { schema_version: 'fixtures.v1', checked_at: '2026-02-13T12:35:00Z', items: [{ url: 'https://victim.example/p', status: 'valid', http_status: 200, notes: 'f' }] },
    });
    mkdirSync(join(root, 'citations'), { recursive: true });
    // A temp file a killed write left behind (its process, pid 999999, is gone).
    writeFileSync(join(root, 'citations', '.url-map.json.999999.abcdefabcdef.tmp'), 'partial');
    const r = await cli(['run', root, '--json', '--no-local-worker']);
    expect(r.code).toBe(0);
    expect(readdirSync(join(root, 'citations')).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});

describe('generated run directories through `citeflow run` (the fuzz suite\'s end-to-end part)', () => {
  test('each ends ok, with a verdict, or with a contract code — never INTERNAL — and leaks nothing', async () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9]{6}$/).map((s) => `SEKRIT${s}`);
    const url = fc
      .tuple(fc.constantFrom('https', 'http', 'ht\ttps', 'HTTPS'), fc.option(secret, { nil: null }), fc.constantFrom('a.example', 'b.example', 'localhost.', '127.0.0.1'), secret, fc.constantFrom('', ')', "'", '#frag'))
      .map(([scheme, pw, host, s, tail]) => `${scheme}://${pw ? `user:${pw}@` : ''}${host}/p?token=${s}${tail}`);
    const artifact = fc.tuple(fc.lorem({ maxCount: 4 }), url, url, fc.constantFrom('md', 'yaml')).map(([words, u1, u2, ext]) =>
      ext === 'md'
        ? { ext, content: `# ${words}\n\n> "${words}" — [t](${u1.replace(/\t/g, '')})\n\nSee ${u2} and more.[^1]\n\n[^1]: ${u1}\n` }
        : { ext, content: `results:\n  - title: ${JSON.stringify(`${words} ${u2}`)}\n    url: ${JSON.stringify(u1)}\n` },
    );
    const dirs = fc.sample(fc.tuple(fc.array(artifact, { minLength: 1, maxLength: 2 }), fc.lorem({ maxCount: 3 }), secret), { numRuns: 4, seed: 11 });
    const roots = dirs.map(([artifacts, words, s], i) =>
      runDir({
        run_id: `dr_fuzz_${i}`,
        query: `${words} https://q.example/?api_key=${s}`,
        artifacts: artifacts.map((a, j) => ({ path: `wave-1/a${j}.${a.ext}`, content: a.content })),
        citations: OFFLINE,
        fixtures: { schema_version: 'fixtures.v1', checked_at: '2026-02-13T12:35:00Z', items: [] },
      }),
    );
    const results = await Promise.all(roots.map((root) => cli(['run', root, '--json', '--no-local-worker'])));
    for (const [i, r] of results.entries()) {
      const last = JSON.parse(r.stdout.trim().split('\n').pop()!);
      if (r.code === 1) expect(['INVALID_ARGS', 'NOT_FOUND', 'INVALID_JSON', 'SCHEMA_VALIDATION_FAILED', 'WRITE_FAILED']).toContain(last.error.code);
      else expect([0, 2]).toContain(r.code);
      for (const file of outputFiles(roots[i])) expect({ file, secret: /SEKRIT/.test(readFileSync(file, 'utf8')) }).toEqual({ file, secret: false });
    }
  });
});

describe('`citeflow url` (#3 #7 #9 #15)', () => {
  test('prints no credential, whatever the string, and no cid for what WHATWG rejects or reads on another host', async () => {
    const inputs = [
      'ht\ttps://user:SEKRITu1@host.example/',
      '\u0001https://user:SEKRITu2@host.example/',
      'https\n://user:SEKRITu3@host.example/',
      '//user:SEKRITu4@host.example/x',
      'http:/a:SEKRITu5@/www.example.com',
      'https://evil.example\\@victim.example/p',
      'https://e.example/?client_secret=SEKRITu6&PHPSESSID=SEKRITu7',
      // Network-path references with backslashes: against an http(s) page they have an authority too.
      '\\\\user:SEKRITu8@host.example/x',
      '/\\user:SEKRITu9@host.example/x',
      '\\/user:SEKRITu0@host.example/x',
    ];
    const r = await cli(['url', ...inputs]);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(inputs.length);
    expect(r.stdout).not.toMatch(/SEKRIT/);
    expect(lines[4].cid).toBeNull(); // WHATWG rejects it as written
    expect(lines[5].cid).toBeNull(); // WHATWG reads host evil.example
    expect(lines[6].url_original).toBe('https://e.example/?client_secret=REDACTED&PHPSESSID=REDACTED');
  });
});

describe('run-config may only narrow what the operator allows (#2)', () => {
  test('widening allow_cidrs is refused before anything is fetched', async () => {
    const root = runDir({
      run_id: 'dr_widen',
      artifacts: [{ path: 'wave-1/p1.md', content: `# W\n\nSee <http://10.1.2.3:${web.port}/ok>.\n` }],
      citations: { mode: 'online', network: { allow_cidrs: ['0.0.0.0/0'] } },
    });
    const r = await cli(['run', root, '--json', '--no-local-worker']);
    expect(r.code).toBe(1);
    expect(errorOf(r)).toMatchObject({ code: 'SCHEMA_VALIDATION_FAILED', message: expect.stringContaining('effective.citations.network.allow_cidrs[0]: not inside a range the operator allows') });
  });

  test('a run-config cannot send the worker\'s token anywhere: its ladder endpoint and token variable are refused', async () => {
    const before = web.hits.get('/steal') ?? 0;
    const root = runDir({
      run_id: 'dr_steal',
      artifacts: [{ path: 'wave-1/p1.md', content: `# S\n\nSee <http://walled.example:${web.port}/forbidden>.\n` }],
      citations: {
        mode: 'online',
        network: { resolve: { 'walled.example': '127.0.0.1' }, allow_cidrs: ['127.0.0.1/32'] },
        ladder: { bright_data: { endpoint: `http://127.0.0.1:${web.port}/steal`, token_env: 'CITEFLOW_HARDEN_SECRET' } },
      },
    });
    const r = await cli(['run', root, '--json', '--no-local-worker']);
    expect(r.code).toBe(1);
    expect(errorOf(r)).toMatchObject({ code: 'SCHEMA_VALIDATION_FAILED', message: expect.stringContaining('effective.citations.ladder.bright_data.endpoint') });
    expect(web.hits.get('/steal') ?? 0).toBe(before);
    expect(web.bodies.join('\n')).not.toContain(ENV_SECRET);
  });

  test('an operator endpoint must be https unless the operator enables the test mode', async () => {
    const root = runDir({ run_id: 'dr_http_endpoint', artifacts: [{ path: 'wave-1/p1.md', content: '# H\n\nSee <https://example.com/a>.\n' }], citations: { mode: 'online' } });
    const opEnv = withOperatorConfig({}, { ladder: { bright_data: { endpoint: `http://127.0.0.1:${web.port}/steal` } } });
    // A local worker (this command's own), so it runs with this operator config.
    const r = await cli(['run', root, '--json'], { CITEFLOW_OPERATOR_CONFIG: opEnv.CITEFLOW_OPERATOR_CONFIG, CITEFLOW_TASK_QUEUE: 'harden-op' });
    expect(r.code).toBe(1);
    expect(errorOf(r)).toMatchObject({ code: 'SCHEMA_VALIDATION_FAILED', message: expect.stringContaining('ladder.bright_data.endpoint: must be https') });
  });
});

describe('links never take a run outside its directory (#10)', () => {
  const outside = () => mkdtempSync(join(tmpdir(), 'citeflow-outside-'));
  const base = (run_id: string, extra: Partial<Parameters<typeof runDir>[0]> = {}) =>
    runDir({
      run_id,
      artifacts: [{ path: 'wave-1/p1.md', content: '# L\n\n> "Rust 1.0 was released" — [Victim](https://victim.example/p)\n' }],
      citations: OFFLINE,
      fixtures: { schema_version: 'fixtures.v1', checked_at: '2026-02-13T12:35:00Z', items: [{ url: 'https://victim.example/p', status: 'valid', http_status: 200, evidence_snippet: 'Rust 1.0 was released', notes: 'f' }] },
      ...extra,
    });

  test('an artifact linked to /proc/self/environ, a linked fixtures.json, citations/ and report/ linked elsewhere: all refused, nothing read or written outside', async () => {
    const environ = base('dr_link_environ');
    symlinkSync('/proc/self/environ', join(environ, 'wave-1', 'p2.md'));
    const manifest = JSON.parse(readFileSync(join(environ, 'manifest.json'), 'utf8'));
    manifest.artifacts.push({ wave: 1, perspective_id: 'p2', agent_type: 'HostileResearcher', path: 'wave-1/p2.md' });
    writeFileSync(join(environ, 'manifest.json'), JSON.stringify(manifest));

    const fixturesDir = outside();
    const fixtures = base('dr_link_fixtures');
    writeFileSync(join(fixturesDir, 'fixtures.json'), readFileSync(join(fixtures, 'fixtures.json')));
    symlinkSync(join(fixturesDir, 'fixtures.json'), join(fixtures, 'linked.json'));
    writeFileSync(join(fixtures, 'run-config.json'), JSON.stringify({ schema_version: 'run-config.v1', effective: { citations: { ...OFFLINE, offline_fixtures: 'linked.json' } } }));

    const citationsTarget = outside();
    const citations = base('dr_link_citations');
    symlinkSync(citationsTarget, join(citations, 'citations'));

    const reportTarget = outside();
    const report = base('dr_link_report');
    symlinkSync(reportTarget, join(report, 'report'));

    const [a, b, c, d] = await Promise.all([environ, fixtures, citations, report].map((root) => cli(['run', root, '--json', '--no-local-worker'])));
    expect(errorOf(a)).toMatchObject({ code: 'SCHEMA_VALIDATION_FAILED', message: expect.stringContaining('a symbolic link leads outside the run directory') });
    expect(errorOf(b)).toMatchObject({ code: 'SCHEMA_VALIDATION_FAILED', message: expect.stringContaining('a symbolic link leads outside the run directory') });
    expect(errorOf(c)).toMatchObject({ code: 'WRITE_FAILED', message: expect.stringContaining('a symbolic link') });
    expect(errorOf(d)).toMatchObject({ code: 'WRITE_FAILED', message: expect.stringContaining('a symbolic link') });
    expect(readdirSync(citationsTarget)).toEqual([]);
    expect(readdirSync(reportTarget)).toEqual([]);
    for (const file of outputFiles(environ)) expect(readFileSync(file, 'utf8')).not.toContain(ENV_SECRET);
  });
});

describe('bad paths fail at once with a contract code, not INTERNAL after retries (#14)', () => {
  test('an artifact that is a folder, a link loop, a NUL byte, a 5,000-character path; citations/ that is a file', async () => {
    const md = { path: 'wave-1/p1.md', content: '# B\n\nSee <https://example.com/a>.\n' };
    const folder = runDir({ run_id: 'dr_bad_folder', artifacts: [md], citations: OFFLINE, rawArtifactPaths: ['wave-1'] });
    const loop = runDir({ run_id: 'dr_bad_loop', artifacts: [md], citations: OFFLINE, rawArtifactPaths: ['wave-1/loop.md'] });
    symlinkSync('loop.md', join(loop, 'wave-1', 'loop.md'));
    const nul = runDir({ run_id: 'dr_bad_nul', artifacts: [md], citations: OFFLINE, rawArtifactPaths: ['wave-1/p1.md\u0000.txt'] });
    const long = runDir({ run_id: 'dr_bad_long', artifacts: [md], citations: OFFLINE, rawArtifactPaths: [`wave-1/${'a'.repeat(5000)}.md`] });
    const fileAsDir = runDir({ run_id: 'dr_bad_citations', artifacts: [md], citations: OFFLINE });
    writeFileSync(join(fileAsDir, 'citations'), 'a file where a folder belongs');
    const reportAsFile = runDir({ run_id: 'dr_bad_report', artifacts: [md], citations: OFFLINE, fixtures: { schema_version: 'fixtures.v1', checked_at: '2026-02-13T12:35:00Z', items: [] } });
    writeFileSync(join(reportAsFile, 'report'), 'a file where a folder belongs');

    const started = Date.now();
    const results = await Promise.all([folder, loop, nul, long, fileAsDir, reportAsFile].map((root) => cli(['run', root, '--json', '--no-local-worker'])));
    const codes = results.map((r) => errorOf(r).code);
    expect(codes).toEqual(['NOT_FOUND', 'NOT_FOUND', 'SCHEMA_VALIDATION_FAILED', 'SCHEMA_VALIDATION_FAILED', 'WRITE_FAILED', 'WRITE_FAILED']);
    expect(errorOf(results[5]).message).toMatch(/report.*not a directory/);
    // Stages 1–3 of the report/ run had finished: their outputs stay.
    expect(existsSync(join(reportAsFile, 'citations', 'citations.jsonl'))).toBe(true);
    expect(Date.now() - started).toBeLessThan(60000);
  });
});

/** Runs `citeflow run <root>` with its own in-process worker inside a new mount namespace where `root` is a read-only bind mount. */
function runInReadOnlyMount(root: string, extraEnv: NodeJS.ProcessEnv): Promise<CliResult> {
  const script = 'mount --bind "$1" "$1" && mount -o remount,ro,bind "$1" && exec "$2" "$3" run "$1" --json';
  return new Promise((resolve, reject) => {
    const child = spawn('unshare', ['-m', '--propagation', 'private', 'sh', '-c', script, 'sh', root, process.execPath, CLI], { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 150000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const r = { code, stdout, stderr };
      outputs.push(r);
      resolve(r);
    });
  });
}

/**
 * Whether this machine lets a test make a folder read-only for root (the tests need root: a
 * non-root user is stopped by permission bits, which the other bad-path tests cover). An
 * environment without the mechanism skips that one test, by name, instead of failing the suite.
 */
function readOnlyMechanism(kind: 'immutable' | 'mount'): string | null {
  if (process.getuid?.() !== 0) return 'not running as root';
  const probe = mkdtempSync(join(tmpdir(), 'citeflow-ro-probe-'));
  try {
    const r =
      kind === 'immutable'
        ? spawnSync('chattr', ['+i', probe])
        : spawnSync('unshare', ['-m', '--propagation', 'private', 'sh', '-c', 'mount --bind "$1" "$1" && mount -o remount,ro,bind "$1"', 'sh', probe]);
    if (r.error || r.status !== 0) return `${kind === 'immutable' ? 'chattr +i' : 'unshare -m with a read-only bind mount'} is not available here: ${String(r.error ?? r.stderr).trim().slice(0, 120)}`;
    return null;
  } finally {
    if (kind === 'immutable') spawnSync('chattr', ['-i', probe]);
    rmSync(probe, { recursive: true, force: true });
  }
}
const immutableUnavailable = readOnlyMechanism('immutable');
const roMountUnavailable = readOnlyMechanism('mount');
const testIf = (unavailable: string | null) => (unavailable ? (name: string, fn: () => Promise<void>) => test.skip(`${name} [skipped: ${unavailable}]`, fn) : test);

describe('a read-only run directory ends WRITE_FAILED at once, not INTERNAL after retries (#14)', () => {
  const spec = (run_id: string) => ({
    run_id,
    artifacts: [{ path: 'wave-1/p1.md', content: '# R\n\n> "Rust 1.0 was released" — [Victim](https://victim.example/p)\n' }],
    citations: OFFLINE,
    fixtures: { schema_version: 'fixtures.v1', checked_at: '2026-02-13T12:35:00Z', items: [{ url: 'https://victim.example/p', status: 'valid', http_status: 200, notes: 'f' }] },
  });

  // The tests run as root, whom permission bits do not stop: the run directory is made read-only
  // the two ways that hold for root too — an immutable folder (EPERM) and a read-only mount (EROFS).
  testIf(immutableUnavailable)('an immutable run directory (chattr +i): WRITE_FAILED within seconds', async () => {
    const root = runDir(spec('dr_readonly_immutable'));
    const lock = spawnSync('chattr', ['+i', root]);
    expect({ status: lock.status, stderr: String(lock.stderr) }).toEqual({ status: 0, stderr: '' });
    try {
      const started = Date.now();
      const r = await cli(['run', root, '--json', '--no-local-worker']);
      expect(r.code).toBe(1);
      expect(errorOf(r)).toMatchObject({ code: 'WRITE_FAILED', message: expect.stringContaining(join(root, 'citations')) });
      expect(await failedActivityAttempts('citeflow-run-dr_readonly_immutable')).toEqual([1]); // refused at once, not retried
      expect(Date.now() - started).toBeLessThan(60000);
      expect(existsSync(join(root, 'citations'))).toBe(false);
    } finally {
      spawnSync('chattr', ['-i', root]);
    }
  });

  testIf(roMountUnavailable)('a read-only mount (EROFS), the worker inside the mount namespace: WRITE_FAILED within seconds', async () => {
    const root = runDir(spec('dr_readonly_mount'));
    const started = Date.now();
    const r = await runInReadOnlyMount(root, { CITEFLOW_TASK_QUEUE: 'harden-ro' });
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 1, stderr: expect.not.stringMatching(/mount:|unshare:/) });
    expect(errorOf(r)).toMatchObject({ code: 'WRITE_FAILED', message: expect.stringMatching(/EROFS|read-only/i) });
    expect(Date.now() - started).toBeLessThan(60000);
    expect(existsSync(join(root, 'citations'))).toBe(false);
  });
});

describe('input files are bounded; large legitimate inputs work (#13)', () => {
  test('10,000 footnotes and a 30 MB fixture body complete; then a 50 MB artifact, oversized manifest / run-config / fixtures / url-map are refused at once, earlier outputs kept', async () => {
    const n = 10_000;
    const refs = Array.from({ length: n }, (_, i) => `Claim number ${i} is supported by the source.[^${i}]`).join('\n\n');
    const defs = Array.from({ length: n }, (_, i) => `[^${i}]: Source ${i} https://big${i % 10}.example/doc`).join('\n');
    const footnotes = `# Report\n\n> "Rust 1.0 was released" — [Big body](https://bigbody.example/a)\n\n${refs}\n\n${defs}\n`;
    expect(footnotes.length).toBeGreaterThan(500_000);
    const bigBody = `<html><head><title>Big body</title></head><body><p>Rust 1.0 was released in May 2015.</p>${'<p>More words about the release of the language.</p>'.repeat(600_000)}</body></html>`;
    expect(bigBody.length).toBeGreaterThan(30_000_000);
    const root = runDir({
      run_id: 'dr_large_inputs',
      artifacts: [{ path: 'wave-1/footnotes.md', content: footnotes }],
      citations: OFFLINE,
      fixtures: {
        schema_version: 'fixtures.v1',
        checked_at: '2026-02-13T12:35:00Z',
        items: [{ url: 'https://bigbody.example/a', response: { http_status: 200, final_url: 'https://bigbody.example/a', headers: { 'content-type': 'text/html' }, body: bigBody } }],
      },
    });
    const first = await cli(['run', root, '--json', '--no-local-worker']);
    expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: expect.not.stringMatching(/INTERNAL/) });
    const citations = jsonl(join(root, 'citations', 'citations.jsonl'));
    expect(citations.find((c) => c.normalized_url === 'https://bigbody.example/a')).toMatchObject({ status: 'valid', title: 'Big body' });
    expect(citations.filter((c) => String(c.normalized_url).startsWith('https://big') && String(c.normalized_url).endsWith('.example/doc'))).toHaveLength(10);
    const before = { citations: readFileSync(join(root, 'citations', 'citations.jsonl')), report: readFileSync(join(root, 'report', 'report.md')) };

    // A real 50 MB artifact, added to the manifest: refused before it is read, naming it and the limit.
    writeFileSync(join(root, 'wave-1', 'huge.md'), `# Huge\n\n${'See https://huge.example/page for more. '.repeat(1_340_000)}`);
    expect(statSync(join(root, 'wave-1', 'huge.md')).size).toBeGreaterThan(50_000_000);
    const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
    manifest.artifacts.push({ wave: 1, perspective_id: 'p2', agent_type: 'HostileResearcher', path: 'wave-1/huge.md' });
    writeFileSync(join(root, 'manifest.json'), JSON.stringify(manifest));
    let started = Date.now();
    const huge = await cli(['run', root, '--json', '--no-local-worker']);
    expect(huge.code).toBe(1);
    expect(errorOf(huge)).toMatchObject({ code: 'SCHEMA_VALIDATION_FAILED', message: expect.stringMatching(/wave-1\/huge\.md is 5\d(\.\d)? MiB, over the 16 MiB limit for artifact files/) });
    expect(Date.now() - started).toBeLessThan(30000);
    expect(readFileSync(join(root, 'citations', 'citations.jsonl'))).toEqual(before.citations);
    expect(readFileSync(join(root, 'report', 'report.md'))).toEqual(before.report);

    // Oversized manifest, run-config and fixtures (sparse files: the size alone decides, nothing is read).
    const oversized = (run_id: string, file: string, bytes: number) => {
      const dir = runDir({ run_id, artifacts: [{ path: 'wave-1/p1.md', content: '# O\n\nSee <https://example.com/a>.\n' }], citations: OFFLINE, fixtures: { schema_version: 'fixtures.v1', checked_at: '2026-02-13T12:35:00Z', items: [] } });
      truncateSync(join(dir, file), bytes);
      return dir;
    };
    const cases = [
      { root: oversized('dr_big_manifest', 'manifest.json', 17 * 2 ** 20), message: /manifest\.json is 17 MiB, over the 16 MiB limit for manifest files/ },
      { root: oversized('dr_big_config', 'run-config.json', 5 * 2 ** 20), message: /run-config\.json is 5 MiB, over the 4 MiB limit for run config files/ },
      { root: oversized('dr_big_fixtures', 'fixtures.json', 129 * 2 ** 20), message: /fixtures\.json is 129 MiB, over the 128 MiB limit for fixtures files/ },
    ];
    started = Date.now();
    const refused = await Promise.all(cases.map((c) => cli(['run', c.root, '--json', '--no-local-worker'])));
    for (const [i, r] of refused.entries()) {
      expect(r.code).toBe(1);
      expect(errorOf(r)).toMatchObject({ code: 'SCHEMA_VALIDATION_FAILED', message: expect.stringMatching(cases[i].message) });
    }
    expect(Date.now() - started).toBeLessThan(60000);

    // The validate tool's url-map input.
    truncateSync(join(root, 'citations', 'url-map.json'), 129 * 2 ** 20);
    const v = await cli(['validate', '--manifest', join(root, 'manifest.json'), '--fixtures', join(root, 'fixtures.json'), '--reason', 'size limits', '--no-local-worker']);
    expect(v.code).toBe(1);
    expect(errorOf(v)).toMatchObject({ code: 'SCHEMA_VALIDATION_FAILED', message: expect.stringMatching(/url-map\.json is 129 MiB, over the 128 MiB limit for url map files/) });
  });
});

describe('one run_id, one run directory (#11)', () => {
  test('a second directory with the same run_id is refused while the first runs; the same directory attaches', async () => {
    // No worker listens on this task queue: the first run stays running.
    const idle = { CITEFLOW_TASK_QUEUE: 'harden-idle' };
    const spec = { run_id: 'dr_twin', artifacts: [{ path: 'wave-1/p1.md', content: '# T\n\nSee <https://example.com/a>.\n' }], citations: OFFLINE };
    const first = runDir(spec);
    const second = runDir(spec);
    const a = await cli(['run', first, '--no-wait', '--no-local-worker', '--json'], idle);
    expect(a.code).toBe(0);
    const b = await cli(['run', second, '--no-wait', '--no-local-worker', '--json'], idle);
    expect(b.code).toBe(1);
    expect(errorOf(b)).toMatchObject({ code: 'INVALID_ARGS', message: expect.stringContaining('already running for another run directory') });
    const again = await cli(['run', first, '--no-wait', '--no-local-worker', '--json'], idle);
    expect(JSON.parse(again.stdout)).toMatchObject({ ok: true, attached: true });
    expect(existsSync(join(second, 'citations'))).toBe(false);
    const connection = await Connection.connect({ address: server.address });
    try {
      await new Client({ connection }).workflow.getHandle(JSON.parse(a.stdout).workflow_id).terminate('test done');
    } finally {
      await connection.close();
    }
  });
});

describe('audit lines of a retried batch (#15)', () => {
  test('a rate-limited batch retried by Temporal writes one network_override line, with batch id and attempt', async () => {
    const root = runDir({
      run_id: 'dr_audit_retry',
      artifacts: [{ path: 'wave-1/p1.md', content: `# A\n\nSee <http://limited.example:${web.port}/limited>.\n` }],
      citations: { mode: 'online', network: { resolve: { 'limited.example': '127.0.0.1' }, allow_cidrs: ['127.0.0.1/32'] }, gate_c: { min_citable_share: 0, min_validated_claims: 0 }, min_grounded_claims: 0 },
    });
    const r = await cli(['run', root, '--json', '--no-local-worker']);
    expect(r.code).toBe(0);
    expect(web.hits.get('/limited')).toBeGreaterThanOrEqual(2); // it was retried
    const overrides = jsonl(join(root, 'logs', 'audit.jsonl')).filter((l) => l.kind === 'network_override');
    expect(overrides).toHaveLength(1);
    expect(overrides[0]).toMatchObject({ batch: '0-1', attempt: 1, workflow_run_id: expect.any(String) });
    const validate = jsonl(join(root, 'logs', 'audit.jsonl')).filter((l) => l.kind === 'citations_validate');
    expect(validate).toHaveLength(1);
    expect(validate[0]).toMatchObject({ workflow_run_id: expect.any(String), attempt: 1 });
  });
});

describe('nothing planted reaches the CLI output, the server logs or any workflow history (payloads decoded)', () => {
  test('no SEKRIT anywhere', async () => {
    for (const r of outputs) expect(`${r.stdout}\n${r.stderr}`).not.toMatch(/SEKRIT/);
    for (const file of filesUnder(join(server.home, 'logs'))) expect(readFileSync(file, 'utf8')).not.toMatch(/SEKRIT/);
    const connection = await Connection.connect({ address: server.address });
    try {
      const client = new Client({ connection });
      let histories = 0;
      for await (const wf of client.workflow.list()) {
        // Payload data are bytes: every one is decoded as UTF-8, so a secret inside a payload shows.
        const text = await historyText(wf.workflowId, wf.runId);
        expect({ workflow: wf.workflowId, secret: /SEKRIT/.test(text) }).toEqual({ workflow: wf.workflowId, secret: false });
        histories += 1;
      }
      expect(histories).toBeGreaterThanOrEqual(10);
    } finally {
      await connection.close();
    }
  });
});
