/**
 * A finished run's results for machines and CI (`run --format json|markdown|junit [--output FILE]`):
 * - json: the run's result object (as `--json`), plus every cited URL with its status and notes;
 * - markdown: a summary table for a job summary / PR comment (GitHub's $GITHUB_STEP_SUMMARY);
 * - junit: one test case per cited URL (failure for invalid / mismatch / blocked, with the
 *   notes; paywalled passes with a caution in system-out) and one per claim (failure when it
 *   was kept out of the report, with why), plus Gate C — GitHub and GitLab show them as tests.
 * Everything comes from the run's own files (citations.jsonl, grounded-/rejected-claims.jsonl),
 * which are already redacted; text is sanitized before it reaches a terminal or a report.
 */
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { dirname, join } from 'node:path';
import { sanitizeField } from '../shared/safe-text';
import type { RunResult } from '../workflows/run';
import { formatByStatus } from './progress';

export { RESULT_FORMATS, type ResultFormat } from './result-formats';

export type UrlResult = { normalized_url: string; cid: string; status: string; http_status: number | null; title: string | null; notes: string | null };
export type ClaimResult = { claim_id: string; claim: string; grounded: boolean; reason: string | null; citation_url: string | null; caution: boolean };
export type RunResults = { result: RunResult; urls: UrlResult[]; claims: ClaimResult[] };

const FAILING_STATUSES = new Set(['invalid', 'mismatch', 'blocked']);

/**
 * Each record of a JSON Lines file through `map`, a line at a time: a run's citations.jsonl is
 * never held as an array of lines nor of whole records, only as the small results kept.
 */
function readJsonl<T>(file: string, map: (record: Record<string, unknown>) => T): T[] {
  const out: T[] = [];
  eachJsonl(file, (record) => out.push(map(record)));
  return out;
}

/** Each record of a JSON Lines file (none when it does not exist), in order, a line at a time. */
function eachJsonl(file: string, each: (record: Record<string, unknown>) => void): void {
  if (!existsSync(file)) return;
  const fd = openSync(file, 'r');
  try {
    const chunk = Buffer.allocUnsafe(1 << 16);
    const decoder = new StringDecoder('utf8');
    let pending = '';
    const take = (line: string) => {
      if (line.trim() !== '') each(JSON.parse(line) as Record<string, unknown>);
    };
    for (let n = readSync(fd, chunk, 0, chunk.length, null); n > 0; n = readSync(fd, chunk, 0, chunk.length, null)) {
      pending += decoder.write(chunk.subarray(0, n));
      let from = 0;
      for (let nl = pending.indexOf('\n'); nl !== -1; nl = pending.indexOf('\n', from)) {
        take(pending.slice(from, nl));
        from = nl + 1;
      }
      pending = pending.slice(from);
    }
    take(pending + decoder.end());
  } finally {
    closeSync(fd);
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** One line of citations.jsonl as the results show it. */
const urlResult = (r: Record<string, unknown>): UrlResult => ({
  normalized_url: String(r.normalized_url),
  cid: String(r.cid),
  status: String(r.status),
  http_status: typeof r.http_status === 'number' ? r.http_status : null,
  title: str(r.title),
  notes: str(r.notes),
});

/** Reads the per-URL and per-claim records of a finished run (paths from its result). */
export function loadRunResults(result: RunResult): RunResults {
  return { result, urls: readJsonl(result.paths.citations, urlResult), claims: loadClaimResults(result) };
}

function loadClaimResults(result: RunResult): ClaimResult[] {
  const dir = dirname(result.paths.citations);
  const grounded = readJsonl(join(dir, 'grounded-claims.jsonl'), (c) => ({
    claim_id: String(c.claim_id),
    claim: String(c.claim),
    grounded: true,
    reason: null,
    citation_url: str(c.citation_url),
    caution: c.caution === true,
  }));
  const rejected = readJsonl(join(dir, 'rejected-claims.jsonl'), (c) => ({
    claim_id: String(c.claim_id),
    claim: String(c.claim),
    grounded: false,
    reason: str(c.reason),
    citation_url: null,
    caution: false,
  }));
  return [...grounded, ...rejected].sort((a, b) => (a.claim_id < b.claim_id ? -1 : a.claim_id > b.claim_id ? 1 : 0));
}

export function toJson(r: RunResults, ui: string | null): string {
  return JSON.stringify({ ok: r.result.outcome === 'report_written', ...r.result, ui, urls: r.urls, claims: r.claims }) + '\n';
}

/**
 * toJson(loadRunResults(result), ui), handed to `write` in pieces of ~64 K characters: the very
 * same text, without the run's URLs held as one array and one string at once (at 50,000 URLs
 * that was ~40 MB at the end of `run --json`; docs/performance.md, "Stop 18"). The object is
 * stringified once with a stand-in for `urls`, which keeps every key where toJson puts it;
 * the stand-in is replaced by the array, a URL at a time.
 */
export function writeJson(result: RunResult, ui: string | null, write: (text: string) => void): void {
  const mark = `\u0000urls-${process.pid}-${Date.now()}\u0000`;
  const whole = JSON.stringify({ ok: result.outcome === 'report_written', ...result, ui, urls: mark, claims: loadClaimResults(result) }) + '\n';
  const quoted = JSON.stringify(mark);
  const at = whole.indexOf(quoted);
  if (at === -1 || whole.indexOf(quoted, at + 1) !== -1) {
    write(toJson(loadRunResults(result), ui)); // cannot happen (the stand-in is unique); the plain way then
    return;
  }
  let out = whole.slice(0, at) + '[';
  let first = true;
  eachJsonl(result.paths.citations, (r) => {
    out += (first ? '' : ',') + JSON.stringify(urlResult(r));
    first = false;
    if (out.length >= 1 << 16) {
      write(out);
      out = '';
    }
  });
  write(out + ']' + whole.slice(at + quoted.length));
}

/** Markdown table cells: one line, no pipes, no control or bidi characters. */
function cell(text: string | null | undefined): string {
  return sanitizeField(text ?? '').replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

export function toMarkdown(r: RunResults, ui: string | null): string {
  const res = r.result;
  const pass = res.outcome === 'report_written';
  const lines = [
    `## citeflow run \`${cell(res.run_id)}\`: ${pass ? '✅ report written' : '❌ ' + cell(res.verdict ?? res.outcome)}`,
    '',
    '| | |',
    '|---|---|',
    `| Mode | ${res.mode} |`,
    `| Sources | ${res.sources} |`,
    `| URLs | ${res.urls} (${formatByStatus(res.by_status) || 'none'}) |`,
    `| Claims | ${res.claims} |`,
    `| Gate C | ${res.gate_c.pass ? 'pass' : `FAIL (${res.gate_c.failed_rules.join(', ')})`} |`,
    `| Grounded claims | ${res.grounded} |`,
    ...(ui ? [`| Temporal UI | ${ui} |`] : []),
  ];
  const failing = r.urls.filter((u) => FAILING_STATUSES.has(u.status));
  if (failing.length > 0) {
    lines.push('', `### URLs that failed (${failing.length})`, '', '| status | URL | notes |', '|---|---|---|');
    for (const u of failing) lines.push(`| ${u.status} | ${cell(u.normalized_url)} | ${cell(u.notes)} |`);
  }
  const paywalled = r.urls.filter((u) => u.status === 'paywalled');
  if (paywalled.length > 0) {
    lines.push('', `### Paywalled: cite with caution (${paywalled.length})`, '');
    for (const u of paywalled) lines.push(`- ${cell(u.normalized_url)}`);
  }
  const rejected = r.claims.filter((c) => !c.grounded);
  if (rejected.length > 0) {
    lines.push('', `### Claims kept out of the report (${rejected.length})`, '', '| claim | why |', '|---|---|');
    for (const c of rejected) lines.push(`| ${cell(c.claim)} | ${cell(c.reason)} |`);
  }
  return lines.join('\n') + '\n';
}

/** XML 1.0 text: escaped, and without the characters XML 1.0 cannot carry at all. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

type Case = { classname: string; name: string; failure?: { type: string; message: string; body: string }; out?: string };

function suite(name: string, cases: Case[], timestamp: string): string {
  const failures = cases.filter((c) => c.failure).length;
  const body = cases
    .map((c) => {
      const open = `    <testcase name="${xmlText(c.name)}" classname="${xmlText(c.classname)}" time="0"`;
      const inner = [
        c.failure ? `      <failure message="${xmlText(c.failure.message)}" type="${xmlText(c.failure.type)}">${xmlText(c.failure.body)}</failure>` : null,
        c.out ? `      <system-out>${xmlText(c.out)}</system-out>` : null,
      ].filter((x): x is string => x !== null);
      return inner.length ? `${open}>\n${inner.join('\n')}\n    </testcase>` : `${open}/>`;
    })
    .join('\n');
  return (
    `  <testsuite name="${xmlText(name)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="0" time="0" timestamp="${timestamp}">\n` +
    (body ? body + '\n' : '') +
    '  </testsuite>'
  );
}

/** The three JUnit suites of one run: Gate C (and Stage 4), cited URLs, claims. */
function runSuites(r: RunResults, timestamp: string): { xml: string; tests: number; failures: number } {
  const res = r.result;
  const cls = `citeflow.${res.run_id}`;
  const gate: Case[] = [
    {
      classname: `${cls}.gate_c`,
      name: 'Gate C',
      ...(res.gate_c.pass ? {} : { failure: { type: res.gate_c.failed_rules[0] ?? 'gate_c', message: res.verdict ?? 'Gate C failed', body: res.verdict ?? '' } }),
    },
    {
      classname: `${cls}.stage4`,
      name: 'Stage 4 grounded claims',
      ...(res.outcome === 'grounding_failed' ? { failure: { type: 'min_grounded_claims', message: res.verdict ?? 'too few grounded claims', body: res.verdict ?? '' } } : {}),
      out: `${res.grounded} grounded claims`,
    },
  ];
  const urls: Case[] = r.urls.map((u) => ({
    classname: `${cls}.urls`,
    name: u.normalized_url,
    ...(FAILING_STATUSES.has(u.status)
      ? { failure: { type: u.status, message: `${u.status}${u.http_status !== null ? ` (HTTP ${u.http_status})` : ''}: ${u.notes ?? ''}`.trim(), body: u.notes ?? '' } }
      : {}),
    out: `status ${u.status}${u.http_status !== null ? ` · HTTP ${u.http_status}` : ''}${u.status === 'paywalled' ? ' · paywalled: cite with caution' : ''}${u.notes ? ` · ${u.notes}` : ''}`,
  }));
  const claims: Case[] = r.claims.map((c) => ({
    classname: `${cls}.claims`,
    name: `${c.claim_id}: ${c.claim.length > 120 ? `${c.claim.slice(0, 119)}…` : c.claim}`,
    ...(c.grounded ? {} : { failure: { type: 'rejected', message: c.reason ?? 'kept out of the report', body: `${c.claim}\n\n${c.reason ?? ''}` } }),
    ...(c.grounded ? { out: `grounded on ${c.citation_url ?? ''}${c.caution ? ' (paywalled: caution)' : ''}` } : {}),
  }));
  const all = [...gate, ...urls, ...claims];
  return {
    xml: [suite(`citeflow ${res.run_id} · Gate C`, gate, timestamp), suite(`citeflow ${res.run_id} · cited URLs`, urls, timestamp), suite(`citeflow ${res.run_id} · claims`, claims, timestamp)].join('\n'),
    tests: all.length,
    failures: all.filter((c) => c.failure).length,
  };
}

/** JUnit XML (the Jenkins/Ant format GitHub and GitLab read) for one or more runs. `timestamp`: YYYY-MM-DDTHH:MM:SS. */
export function toJunitMany(runs: RunResults[], timestamp: string): string {
  const parts = runs.map((r) => runSuites(r, timestamp));
  const name = runs.length === 1 ? `citeflow ${runs[0].result.run_id}` : 'citeflow';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlText(name)}" tests="${parts.reduce((n, p) => n + p.tests, 0)}" failures="${parts.reduce((n, p) => n + p.failures, 0)}" errors="0" time="0">`,
    ...parts.map((p) => p.xml),
    '</testsuites>',
    '',
  ].join('\n');
}

export function toJunit(r: RunResults, timestamp: string): string {
  return toJunitMany([r], timestamp);
}
