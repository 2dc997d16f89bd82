/**
 * The citation library end to end, on the real dev server and the embedded library, against a
 * loopback web whose pages change between two checks: one page's text is edited, one starts
 * answering 404, one loses the quote a claim relied on, one only rotates an ad and a timestamp.
 * Also: a second run raises usage counts, tiers, and the three Temporal Schedules (applied
 * twice: still three; `trigger weekly` checks only the weekly tier's due citations).
 * And a source whose host answers 429 once: re-checked after its Retry-After, never sent to
 * the paid services (a Bright Data stand-in counts the calls).
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { openLibraryDb, type LibraryDb } from '../../activities/library/db';
import { getCitation } from '../../activities/library/store';
import { prepareUrl } from '../../shared/url';
import { libraryUrl } from '../../workers/library-server';
import { findTemporalBinary } from '../../workers/temporal-binary';
import { withOperatorConfig } from '../helpers/operator-config';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';
import { articlePage, filler } from '../web/pages';
import { startBrightDataStandIn } from '../web/ladder-standins';
import { requireBuild, runCli, writeRunDir } from './helpers';

jest.setTimeout(300_000);

let server: TestServer;
let web: Server;
let port: number;
let phase = 1;
let env: NodeJS.ProcessEnv;
/** The same library the CLI uses, read directly (fewer CLI processes on a busy machine). */
let db: LibraryDb;
const show = async (u: string) => (await getCitation(db, cid(u)))!;

const Q = {
  edited: 'The committee approved the new interchange format after a long review',
  gone: 'The archive holds every issue of the journal since its first volume',
  quote: 'The bridge reopened to traffic after eighteen months of repairs',
  ads: 'The library extended its opening hours on weekends for the whole year',
  busy: 'The harbour authority dredged the channel to twelve metres last spring',
};
/** How many of busy.example's next answers are 429 (Retry-After: 1); how often it was asked. */
let busy429 = 0;
let busyHits = 0;
const WEEKLY = Array.from({ length: 10 }, (_, i) => `Finding number ${['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][i]} of the survey concerns regional rainfall`);

const TITLES = { edited: 'Interchange format approved', gone: 'Journal archive', quote: 'Bridge reopened', ads: 'Opening hours extended', weekly: 'Survey of regional rainfall', busy: 'Channel dredged' };

function page(title: string, paragraphs: string[], extra = ''): string {
  return articlePage({ title, siteName: 'Loop News', body: paragraphs.map((p) => `<p>${p}</p>`).join('') + extra });
}

function body(host: string): { status: number; html: string } {
  const rest = `<p>${filler(120)}</p>`;
  switch (host) {
    case 'edited.example':
      return {
        status: 200,
        html: page(TITLES.edited, [
          phase === 1 ? 'Delegates met in Geneva for three days of talks.' : 'Delegates met in Lisbon for five days of heated talks, and two members resigned.',
          `${Q.edited}.`,
          filler(120),
        ]),
      };
    case 'gone.example':
      return phase === 1 ? { status: 200, html: page(TITLES.gone, ['The journal was founded long ago.', `${Q.gone}.`, filler(120)]) } : { status: 404, html: '<html><body><h1>Not Found</h1></body></html>' };
    case 'quote.example':
      return { status: 200, html: page(TITLES.quote, ['Engineers inspected the cables.', ...(phase === 1 ? [`${Q.quote}.`] : []), filler(120)]) };
    case 'ads.example':
      return {
        status: 200,
        html: page(
          TITLES.ads,
          ['Readers asked for longer hours.', `${Q.ads}.`, filler(120)],
          `<div class="ad-slot">${phase === 1 ? 'Buy one umbrella, get one free' : 'Fresh coffee beans, 20 % off today'}</div><p>Page generated at ${phase === 1 ? '2026-11-22T10:00:00Z' : '2026-11-23T18:45:12Z'}</p>`,
        ),
      };
    case 'busy.example':
      return { status: 200, html: page(TITLES.busy, ['Ships of deeper draught can now call.', `${Q.busy}.`, filler(120)]) };
    case 'weekly.example':
      return { status: 200, html: page(TITLES.weekly, [...WEEKLY.map((s) => `${s}.`), rest]) };
    default:
      return { status: 404, html: 'no such host' };
  }
}

const HOSTS = ['edited.example', 'gone.example', 'quote.example', 'ads.example', 'weekly.example', 'busy.example'];
const url = (host: string, path = '/story') => `http://${host}:${port}${path}`;
const cid = (u: string) => prepareUrl(u).cid!;

function claimLines(title: string, link: string, quote: string, i: number): string[] {
  return [`Claim ${i}: ${quote.toLowerCase()}.`, '', `> "${quote}" — [${title}](${link})`, ''];
}

function runDir(runId: string, lines: string[]): string {
  return writeRunDir({
    run_id: runId,
    markdown: ['# Loopback library test', '', ...lines].join('\n'),
    citations: {
      mode: 'online',
      network: { resolve: Object.fromEntries(HOSTS.map((h) => [h, '127.0.0.1'])), allow_cidrs: ['127.0.0.0/8'] },
      gate_c: { min_citable_share: 0, min_validated_claims: 0 },
      min_grounded_claims: 0,
    },
  });
}

async function cli(args: string[]): Promise<any> {
  const r = await runCli([...args, '--json'], env, 180_000);
  if (r.code !== 0) throw new Error(`citeflow ${args.join(' ')} exited ${r.code}:\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!);
}

beforeAll(async () => {
  requireBuild();
  server = await startTestServer();
  web = createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0];
    if (host === 'busy.example') {
      busyHits++;
      if (busy429 > 0) {
        busy429--;
        res.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' });
        return res.end('slow down');
      }
    }
    const { status, html } = body(host);
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  port = (web.address() as { port: number }).port;
  // The operator allows loopback (CITEFLOW_OPERATOR_CONFIG); the runs' run-configs narrow it.
  env = withOperatorConfig({ ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: 'library-e2e' }, { allow_cidrs: ['127.0.0.0/8'] });
  delete env.BRIGHTDATA_API_TOKEN;
  delete env.APIFY_TOKEN;
  db = await openLibraryDb(await libraryUrl(server.home, server.env, { waitMs: 120_000 }));
});

afterAll(async () => {
  await db?.close();
  await new Promise((r) => web?.close(r));
  await server?.stop();
  if (server) removeHome(server.home);
});

test('runs fill the library; schedules apply idempotently; re-verification reports exactly what changed', async () => {
  // Run A cites the four changing pages once each; run B cites the survey ten times and the ads page once more.
  const a = runDir('dr_lib_a', (['edited', 'gone', 'quote', 'ads'] as const).flatMap((k, i) => claimLines(TITLES[k], url(`${k}.example`), Q[k], i)));
  const b = runDir('dr_lib_b', [...WEEKLY.flatMap((s, i) => claimLines(TITLES.weekly, url('weekly.example'), s, i)), ...claimLines(TITLES.ads, url('ads.example'), Q.ads, 99)]);
  for (const root of [a, b]) {
    const r = await runCli(['run', root, '--json'], env, 180_000);
    expect([0, 2]).toContain(r.code);
  }
  const listed = await cli(['library', 'list']);
  const uses = Object.fromEntries(listed.citations.map((c: any) => [c.normalized_url, [c.usage_count, c.tier, c.verification_status]]));
  expect(uses).toEqual({
    [url('ads.example')]: [2, 'monthly', 'pending'], // raised by the second run
    [url('edited.example')]: [1, 'monthly', 'pending'],
    [url('gone.example')]: [1, 'monthly', 'pending'],
    [url('quote.example')]: [1, 'monthly', 'pending'],
    [url('weekly.example')]: [10, 'weekly', 'pending'],
  });

  // Schedules: apply twice → three schedules, not six.
  await cli(['schedules', 'apply']);
  const second = await cli(['schedules', 'apply']);
  expect(second.schedules.map((s: any) => s.action)).toEqual(['updated', 'updated', 'updated']);
  const temporalList = spawnSync(findTemporalBinary(), ['schedule', 'list', '--address', server.address, '--output', 'json'], { encoding: 'utf8' });
  const ids = (JSON.parse(temporalList.stdout) as Array<{ scheduleId: string }>).map((s) => s.scheduleId).sort();
  expect(ids).toEqual(['citeflow-reverify-daily', 'citeflow-reverify-monthly', 'citeflow-reverify-weekly']);
  // `trigger weekly` checks the weekly tier's due citations and nothing else.
  const weekly = await cli(['schedules', 'trigger', 'weekly']);
  expect(weekly.workflow_id).toMatch(/^citeflow-reverify-weekly-/);
  expect(weekly.items.map((i: any) => i.normalized_url)).toEqual([url('weekly.example')]);
  expect(weekly.items[0]).toMatchObject({ verification_status: 'verified', quotes_total: 10, quotes_present: 10 });
  expect((await show(url('ads.example'))).verifications).toEqual([]);

  // Two checks of run A's citations, the web changing in between.
  const first = await cli(['reverify', 'dr_lib_a']);
  expect(first.checked).toBe(4);
  expect(first.items.map((i: any) => [i.normalized_url, i.verification_status])).toEqual([
    [url('ads.example'), 'verified'],
    [url('edited.example'), 'verified'],
    [url('gone.example'), 'verified'],
    [url('quote.example'), 'verified'],
  ]);
  phase = 2;
  const check = await cli(['reverify', 'dr_lib_a']);
  const by = Object.fromEntries(check.items.map((i: any) => [i.normalized_url, i]));
  const changedOrFailed = check.items.filter((i: any) => i.changed || i.verification_status === 'failed').map((i: any) => i.normalized_url);
  expect(changedOrFailed).toEqual([url('edited.example'), url('gone.example'), url('quote.example')]);
  expect(by[url('edited.example')]).toMatchObject({ verification_status: 'verified', changed: true, affected: [] });
  expect(by[url('edited.example')].change_ratio).toBeGreaterThan(0);
  expect(by[url('gone.example')]).toMatchObject({ verification_status: 'failed', status: 'invalid' });
  expect(by[url('quote.example')]).toMatchObject({ verification_status: 'failed', status: 'valid', changed: true, quotes_total: 1, quotes_present: 0 });
  expect(by[url('ads.example')]).toMatchObject({ verification_status: 'verified', changed: false, affected: [], quotes_total: 2, quotes_present: 2 });
  // The runs and claims that relied on the failed sources, by claim id.
  const goneClaim = (await show(url('gone.example'))).usages[0].claim_id;
  expect(by[url('gone.example')].affected).toEqual([{ run_id: 'dr_lib_a', claim_id: goneClaim, reason: 'source is invalid' }]);
  const quoteShow = await show(url('quote.example'));
  expect(by[url('quote.example')].affected).toEqual([{ run_id: 'dr_lib_a', claim_id: quoteShow.usages[0].claim_id, reason: 'quote no longer on the page' }]);

  // Each of the four has exactly two verification rows, and its status follows the last one.
  for (const host of ['edited', 'gone', 'quote', 'ads']) {
    const shown = await show(url(`${host}.example`));
    expect(shown.verifications).toHaveLength(2);
    expect(shown.citation.verification_status).toBe(host === 'gone' || host === 'quote' ? 'failed' : 'verified');
  }
  // The CLI shows the same history (by cid here; by URL above).
  expect((await cli(['library', 'show', cid(url('quote.example'))])).verifications).toHaveLength(2);
  // Two of four failed in the last check: over 10 %, an alert.
  const open = await cli(['library', 'alerts']);
  expect(open.alerts).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'verification_failures', workflow_id: check.workflow_id, failed: 2, checked: 4 })]));
});

test('a source rate-limited during re-verification is checked again after Retry-After, not escalated to the paid services', async () => {
  const token = 'bd-token-reverify-5e1';
  const bd = await startBrightDataStandIn(token);
  try {
    const root = runDir('dr_lib_busy', claimLines(TITLES.busy, url('busy.example'), Q.busy, 0));
    const run = await runCli(['run', root, '--json'], env, 180_000);
    expect([0, 2]).toContain(run.code);
    // The operator has a (stand-in) Bright Data with a token: escalating would call it.
    const paidEnv = withOperatorConfig(
      { ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: 'library-e2e-busy', CITEFLOW_TEST_BD_TOKEN: token },
      { allow_cidrs: ['127.0.0.0/8'], ladder: { bright_data: { endpoint: bd.endpoint, zone: 'web_unlocker1', token_env: 'CITEFLOW_TEST_BD_TOKEN' } }, allow_http_service_endpoints: true },
    );
    delete paidEnv.APIFY_TOKEN;
    busy429 = 1;
    busyHits = 0;
    const r = await runCli(['reverify', 'dr_lib_busy', '--json'], paidEnv, 180_000);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(out.items).toEqual([expect.objectContaining({ normalized_url: url('busy.example'), verification_status: 'verified', status: 'valid', quotes_total: 1, quotes_present: 1 })]);
    expect(busyHits).toBe(2); // the 429, then the retry's 200
    expect(bd.calls).toEqual([]);
    // One verification row: the deferred attempt recorded nothing.
    expect((await show(url('busy.example'))).verifications).toHaveLength(1);
  } finally {
    await bd.close();
  }
});
