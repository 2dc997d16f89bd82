/**
 * `citeflow demo` on the embedded default: the CLI starts the dev server (detached, SQLite under
 * CITEFLOW_HOME) and an in-process worker, prints where the outputs are and the UI link, and a
 * second demo gives byte-identical outputs.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, removeHome } from '../helpers/temporal-server';
import { requireBuild, runCli, snapshotOutputs } from './helpers';

jest.setTimeout(240000);

const home = mkdtempSync(join(tmpdir(), 'citeflow-demo-'));
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  requireBuild();
  const port = await freePort();
  env = { ...process.env, CITEFLOW_HOME: home, CITEFLOW_SERVER_PORT: String(port), CITEFLOW_UI_PORT: String(await freePort()) };
  delete env.TEMPORAL_ADDRESS;
});

afterAll(async () => {
  if (env) await runCli(['server', '--stop'], env, 30000);
  removeHome(home);
});

function pathAfter(label: string, text: string): string {
  const m = new RegExp(`${label}:\\s+(\\S+)`).exec(text);
  if (!m) throw new Error(`no "${label}" line in:\n${text}`);
  return m[1];
}

test('the demo runs on the embedded server, prints its outputs and UI link, and reruns byte-identically', async () => {
  const first = await runCli(['demo'], env);
  expect(first.stderr).toMatch(/Starting the embedded Temporal dev server/);
  expect(first.code).toBe(0);
  const out = first.stdout;
  const citations = pathAfter('citations.jsonl', out);
  const gate = pathAfter('gate-c.json', out);
  const report = pathAfter('report.md', out);
  for (const file of [citations, gate, report]) expect(existsSync(file)).toBe(true);
  expect(out).toMatch(new RegExp(`Temporal UI:\\s+http://127\\.0\\.0\\.1:${env.CITEFLOW_UI_PORT}/namespaces/default/workflows/citeflow-run-`));
  const runRoot = join(citations, '..', '..');
  const firstOutputs = snapshotOutputs(runRoot);

  // Every extracted URL has exactly one status; paywalled sources are marked as caution.
  const gateC = JSON.parse(readFileSync(gate, 'utf8'));
  expect(gateC.pass).toBe(true);
  expect(readFileSync(report, 'utf8')).toMatch(/caution/i);

  // Every claim kept out of the report is listed with its reason, and none of them is stated in it.
  const rejected = readFileSync(join(runRoot, 'citations', 'rejected-claims.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const grounded = readFileSync(join(runRoot, 'citations', 'grounded-claims.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const extracted = readFileSync(join(runRoot, 'citations', 'extracted.jsonl'), 'utf8').trim().split('\n');
  expect(rejected.length + grounded.length).toBe(extracted.length);
  expect(rejected.map((r) => r.reason)).toEqual(expect.arrayContaining([expect.stringMatching(/not verbatim/), expect.stringMatching(/low confidence/)]));
  // The report puts the inline citation " [n]" before each sentence's closing punctuation.
  const findings = readFileSync(report, 'utf8').split('## Findings')[1].split('## Sources')[0].replace(/ \[\d+\]/g, '');
  for (const r of rejected) expect(findings).not.toContain(r.claim);
  for (const g of grounded) expect(findings).toContain(g.claim);
  // Each finding traces to its grounded claim: a line with its quote (or "quoted above" when the
  // sentence quotes it whole) and its claim id, in document order (the order of validated-claims.jsonl).
  const traces = [...readFileSync(report, 'utf8').matchAll(/^> (?:“(.*)”|quoted above) · `(clm_[0-9a-f]{16})`$/gm)];
  const groundedIds = new Set(grounded.map((g) => g.claim_id));
  const documentOrder = readFileSync(join(runRoot, 'citations', 'validated-claims.jsonl'), 'utf8').trim().split('\n')
    .map((l) => JSON.parse(l).claim_id).filter((id) => groundedIds.has(id));
  expect(traces.map((m) => m[2])).toEqual(documentOrder);
  for (const m of traces) {
    const g = grounded.find((x) => x.claim_id === m[2]);
    if (m[1] !== undefined) expect(m[1]).toBe(g.citation_quote);
    else expect(g.claim).toContain(`“${g.citation_quote}”`);
  }

  // The run's last activity put its 28 citations into the library, each with its usage count
  // (the claims of this run that cite it).
  const listed = await runCli(['library', 'list', '--json'], env);
  expect(listed.code).toBe(0);
  const library = JSON.parse(listed.stdout);
  const records = readFileSync(citations, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  expect(library.count).toBe(28);
  expect(library.citations.map((c: { cid: string }) => c.cid).sort()).toEqual(records.map((r) => r.cid).sort());
  const claimsPerCid = new Map<string, number>();
  for (const line of extracted) {
    const cid = JSON.parse(line).cid;
    if (cid) claimsPerCid.set(cid, (claimsPerCid.get(cid) ?? 0) + 1);
  }
  for (const c of library.citations) expect([c.cid, c.usage_count]).toEqual([c.cid, claimsPerCid.get(c.cid) ?? 0]);
  expect(library.citations.every((c: { verification_status: string }) => c.verification_status === 'pending')).toBe(true);

  const second = await runCli(['demo'], env);
  expect(second.code).toBe(0);
  expect(second.stderr).not.toMatch(/Starting the embedded Temporal dev server/); // reused, still running
  expect(snapshotOutputs(runRoot)).toEqual(firstOutputs);
  // Re-running the same run changes nothing in the library (no double-counted usage, no touched row).
  const again = await runCli(['library', 'list', '--json'], env);
  expect(JSON.parse(again.stdout)).toEqual(library);
});
