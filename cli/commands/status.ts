/**
 * `citeflow status <run>`: where a run is and how it ended — stage, URL counts, mode, Gate C,
 * rule, verdict, outcome, grounded claims — from the workflow's description, memo and stored
 * result. It never runs a worker and never sends a query (a query needs a live worker), so it
 * is fast on a finished run and harmless on a running one.
 */
import type { Command } from 'commander';
import { workflowUiLink } from '../../workers/settings';
import { printError, toErrorShape } from '../failures';
import { formatByStatus } from '../progress';
import { findRun, resolveTarget, type RunInfo } from '../run-info';
import { connectTemporal, NoTemporalServerError, type TemporalSession } from '../temporal';

const OUTCOME_WORDS: Record<string, string> = {
  report_written: 'report written',
  gate_c_failed: 'stopped by Gate C',
  grounding_failed: 'stopped at Stage 4 (too few grounded claims)',
  validated: 'citations.jsonl written',
};

/** One line (plus the verdict or error on the next) a person reads at a glance. */
export function formatRunInfo(info: RunInfo): string {
  const parts = [`${info.workflow_id}: ${info.status}`];
  if (info.stage) parts.push(`stage ${info.stage}`);
  if (info.mode) parts.push(`mode ${info.mode}`);
  if (info.total !== null) {
    const statuses = formatByStatus(info.by_status);
    parts.push(`${info.done ?? 0}/${info.total} URLs${statuses ? ` (${statuses})` : ''}`);
  }
  if (info.gate_c) parts.push(`Gate C ${info.gate_c === 'pass' ? 'pass' : 'FAIL'}${info.rule && info.gate_c === 'fail' ? ` (rule ${info.rule})` : ''}`);
  if (info.outcome === 'grounding_failed' && info.rule) parts.push(`rule ${info.rule}`);
  if (info.outcome) parts.push(OUTCOME_WORDS[info.outcome] ?? info.outcome);
  if (info.grounded !== null) parts.push(`${info.grounded} grounded claims`);
  const lines = [parts.join(' · ')];
  if (info.verdict) lines.push(`  verdict: ${info.verdict}`);
  if (info.error) lines.push(`  error: ${info.error.code}: ${info.error.message}`);
  return lines.join('\n');
}

export async function statusCommand(arg: string, o: { json: boolean }): Promise<number> {
  let session: TemporalSession | undefined;
  try {
    const target = resolveTarget(arg);
    session = await connectTemporal({ localWorker: false, startServer: false });
    const info = await findRun(session.client, target);
    if (!info) {
      printError({ code: 'NOT_FOUND', message: `no workflow for ${target.label} (looked for ${target.workflowIds.join(', ')})`, details: { workflow_ids: target.workflowIds } }, o.json);
      return 1;
    }
    const link = workflowUiLink(session.settings, info.workflow_id);
    if (o.json) process.stdout.write(JSON.stringify({ ok: true, ...info, ui: link }) + '\n');
    else process.stdout.write(formatRunInfo(info) + (link ? `\nTemporal UI: ${link}` : '') + '\n');
    return 0;
  } catch (err) {
    if (err instanceof NoTemporalServerError) printError({ code: 'NOT_FOUND', message: `${err.message}: no run to show`, details: {} }, o.json);
    else printError(toErrorShape(err), o.json);
    return 1;
  } finally {
    await session?.close();
  }
}

export function registerStatus(program: Command): void {
  program
    .command('status')
    .description("show a run's stage, URL counts, Gate C verdict, rule, outcome and grounded claims (never runs a worker)")
    .argument('<run>', "a run id (manifest.json run_id), a workflow id (citeflow-run-…, citeflow-validate-…) or a run directory")
    .option('--json', 'print one JSON object on stdout', false)
    .option('--no-local-worker', 'accepted for compatibility; status never runs a worker')
    .addHelpText(
      'after',
      '\nAnswers from the workflow\'s description, memo and stored result: no worker, no query, so it works\n' +
        'from any machine and never touches the run. Exit 0 when the run was found (whatever its outcome), 1 otherwise.',
    )
    .action(async (arg: string, o: { json: boolean }) => {
      process.exitCode = await statusCommand(arg, o);
    });
}
