/**
 * `citeflow list`: recent runs with their status, verdict, stage and counts, from Temporal's
 * visibility store (search attributes + the `citeflow` memo). No worker, no query, no result fetch.
 */
import { Option, type Command } from 'commander';
import { printError, toErrorShape } from '../failures';
import { formatByStatus } from '../progress';
import { infoFromDescription, type RunInfo } from '../run-info';
import { connectTemporal, NoTemporalServerError, type TemporalSession } from '../temporal';

export const VERDICTS = ['pass', 'fail', 'error', 'running'] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * A run's verdict at a glance: `pass` (report written), `fail` (Gate C or Stage 4 stopped it),
 * `error` (bad input or another failure), `running`. Runs that ended before failing verdicts
 * failed the workflow (Completed with CiteflowStage=failed) still read as `fail`.
 */
export function verdictOf(info: RunInfo): Verdict | 'other' {
  if (info.status === 'RUNNING') return 'running';
  if (info.outcome === 'report_written' || info.outcome === 'validated') return 'pass';
  if (info.outcome === 'gate_c_failed' || info.outcome === 'grounding_failed') return 'fail';
  if (info.gate_c === 'fail' || (info.status === 'COMPLETED' && info.stage === 'failed')) return 'fail';
  if (info.status === 'COMPLETED') return 'pass';
  if (info.status === 'FAILED') return 'error';
  return 'other';
}

type ListOptions = { json: boolean; verdict?: Verdict; limit: number; validate: boolean };

export async function listRuns(client: TemporalSession['client'], o: ListOptions): Promise<Array<RunInfo & { verdict: string }>> {
  const types = o.validate ? `WorkflowType = 'citeflowRun' OR WorkflowType = 'citeflowValidate'` : `WorkflowType = 'citeflowRun'`;
  const out: Array<RunInfo & { verdict: string }> = [];
  let scanned = 0;
  for await (const wf of client.workflow.list({ query: types, pageSize: 100 })) {
    if (++scanned > 2000) break; // a bound on how far back a filter looks
    const info = infoFromDescription(wf);
    const verdict = verdictOf(info);
    if (o.verdict && verdict !== o.verdict) continue;
    out.push({ ...info, verdict });
    if (out.length >= o.limit) break;
  }
  return out;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

export function formatList(rows: Array<RunInfo & { verdict: string }>): string {
  if (rows.length === 0) return 'no runs\n';
  const header = ['VERDICT', 'STATUS', 'STAGE', 'URLS', 'GROUNDED', 'RUN', 'STARTED'];
  const lines = rows.map((r) => [
    r.verdict + (r.verdict === 'fail' && r.rule ? ` (${r.rule})` : ''),
    r.status,
    r.stage ?? '-',
    r.total !== null ? `${r.done ?? 0}/${r.total}${Object.keys(r.by_status).length ? ` (${formatByStatus(r.by_status)})` : ''}` : '-',
    r.grounded !== null ? String(r.grounded) : '-',
    r.workflow_id,
    r.start_time ?? '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  return [header, ...lines].map((l) => l.map((c, i) => (i === l.length - 1 ? c : pad(c, widths[i]))).join('  ')).join('\n') + '\n';
}

export function registerList(program: Command): void {
  program
    .command('list')
    .description('list recent runs with verdict, status, stage, URL counts and grounded claims (newest first; never runs a worker)')
    .addOption(new Option('--verdict <verdict>', 'only runs with this verdict').choices([...VERDICTS]))
    .option('--limit <n>', 'at most this many runs', (v) => Number(v), 20)
    .option('--validate', 'include `citeflow validate` workflows', false)
    .option('--json', 'one JSON object per run, a line each', false)
    .addHelpText(
      'after',
      '\nVerdicts: pass (report written) · fail (Gate C or Stage 4 stopped the run) · error (bad input or another failure) · running.\n' +
        'The same view in the Temporal UI: ExecutionStatus = "Failed" AND CiteflowStage = "failed".',
    )
    .action(async (o: ListOptions) => {
      let session: TemporalSession | undefined;
      try {
        if (!Number.isInteger(o.limit) || o.limit < 1) throw Object.assign(new Error('--limit must be a positive whole number'), { contract: 'INVALID_ARGS' });
        session = await connectTemporal({ localWorker: false, startServer: false });
        const rows = await listRuns(session.client, o);
        if (o.json) for (const r of rows) process.stdout.write(JSON.stringify(r) + '\n');
        else process.stdout.write(formatList(rows));
      } catch (err) {
        if ((err as { contract?: string }).contract === 'INVALID_ARGS') printError({ code: 'INVALID_ARGS', message: (err as Error).message, details: {} }, o.json);
        else if (err instanceof NoTemporalServerError) printError({ code: 'NOT_FOUND', message: `${err.message}: no runs to list`, details: {} }, o.json);
        else printError(toErrorShape(err), o.json);
        process.exitCode = 1;
      } finally {
        await session?.close();
      }
    });
}
