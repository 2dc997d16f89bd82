/** `citeflow run <runRoot>`: the whole pipeline (stages 1–4 and Gate C) as one workflow. */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { WorkflowExecutionAlreadyStartedError, type WorkflowHandle } from '@temporalio/client';
import { loadRunManifest } from '../../activities/stages/run-files';
import { CiteflowRunId, CiteflowStage } from '../../shared/search-attributes';
import { workflowUiLink } from '../../workers/settings';
import type { RunResult } from '../../workflows/run';
import { assertSameRunPath, runPathMemo } from '../attach-guard';
import { printError, toErrorShape } from '../failures';
import { formatByStatus, showProgress } from '../progress';
import { connectTemporal, type TemporalSession } from '../temporal';

export type RunOptions = { wait: boolean; json: boolean; localWorker: boolean };

export const EXIT_OK = 0;
export const EXIT_ERROR = 1;
export const EXIT_VERDICT = 2;

export function runWorkflowId(runId: string): string {
  return `citeflow-run-${runId}`;
}

/** Starts the run, or attaches to it when a run with the same id is already running. */
export async function startOrAttach(
  session: TemporalSession,
  runRoot: string,
  runId: string,
): Promise<{ handle: WorkflowHandle; attached: boolean; executionRunId: string }> {
  const workflowId = runWorkflowId(runId);
  const existing = session.client.workflow.getHandle(workflowId);
  const running = await existing.describe().then((d) => d.status.name === 'RUNNING', () => false);
  try {
    const handle = await session.client.workflow.start('citeflowRun', {
      workflowId,
      taskQueue: session.settings.taskQueue,
      args: [{ run_root: runRoot, run_id: runId }],
      workflowIdConflictPolicy: 'USE_EXISTING',
      typedSearchAttributes: [
        { key: CiteflowRunId, value: runId },
        { key: CiteflowStage, value: 'starting' },
      ],
      staticSummary: `citeflow run ${runId}`,
      memo: runPathMemo(runRoot),
    });
    await assertSameRunPath(handle, runRoot, 'run directory'); // attach only to this directory's run
    return { handle, attached: running, executionRunId: handle.firstExecutionRunId };
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) {
      await assertSameRunPath(existing, runRoot, 'run directory');
      return { handle: existing, attached: true, executionRunId: (await existing.describe()).runId };
    }
    throw err;
  }
}

function describeResult(result: RunResult): string {
  const headline = {
    report_written: 'report written',
    // The verdicts name the stage and the rule: "Gate C failed rule <rule>: …", "Stage 4 failed rule min_grounded_claims: …"
    gate_c_failed: result.verdict ?? `Gate C failed rule ${result.gate_c.failed_rules.join(', ')}`,
    grounding_failed: result.verdict ?? 'Stage 4 failed rule min_grounded_claims',
  }[result.outcome];
  return [
    `citeflow run ${result.run_id}: ${headline}`,
    `  mode ${result.mode} · ${result.sources} sources · ${result.urls} URLs (${formatByStatus(result.by_status)}) · ${result.claims} claims · Gate C ${result.gate_c.pass ? 'pass' : 'FAIL'} · ${result.grounded} grounded claims`,
    `  citations.jsonl: ${result.paths.citations}`,
    `  gate-c.json:     ${result.paths.gate_c}`,
    `  report.md:       ${result.paths.report ?? '(not written: see the verdict above)'}`,
  ].join('\n');
}

/** The body of `run` and `demo`: returns the process exit code. */
export async function executeRun(runRootArg: string, opts: RunOptions): Promise<number> {
  const runRoot = resolve(runRootArg);
  let session: TemporalSession | undefined;
  try {
    const manifest = await loadRunManifest(runRoot);
    session = await connectTemporal({ localWorker: opts.localWorker });
    const { handle, attached, executionRunId } = await startOrAttach(session, runRoot, manifest.run_id);
    const link = workflowUiLink(session.settings, handle.workflowId);
    process.stderr.write(`${attached ? 'Attached to the running' : 'Started'} workflow ${handle.workflowId}${link ? `\nTemporal UI: ${link}` : ''}\n`);
    if (!opts.wait) {
      if (opts.json) process.stdout.write(JSON.stringify({ ok: true, workflow_id: handle.workflowId, execution_run_id: executionRunId, attached, ui: link }) + '\n');
      if (opts.localWorker) process.stderr.write('Note: --no-wait returns now; the run continues only while a worker runs (`citeflow worker`).\n');
      return EXIT_OK;
    }
    const finished = handle.result() as Promise<RunResult>;
    if (!opts.json) await showProgress(handle, finished);
    const result = await finished;
    if (opts.json) process.stdout.write(JSON.stringify({ ok: result.outcome === 'report_written', ...result, ui: link }) + '\n');
    else process.stdout.write(describeResult(result) + (link ? `\n  Temporal UI:     ${link}` : '') + '\n');
    return result.outcome === 'report_written' ? EXIT_OK : EXIT_VERDICT;
  } catch (err) {
    printError(toErrorShape(err), opts.json);
    return EXIT_ERROR;
  } finally {
    await session?.close();
  }
}

export function registerRun(program: Command): void {
  program
    .command('run')
    .description('run the whole pipeline (stages 1–4 and Gate C) on a run directory, as one Temporal workflow')
    .argument('<runRoot>', 'the run directory (holds manifest.json)')
    .option('--wait', 'wait for the run to finish, showing progress (default)', true)
    .option('--no-wait', 'start (or attach to) the run and return at once')
    .option('--json', 'print the result as one JSON object on stdout', false)
    .option('--no-local-worker', 'do not run an in-process worker (use a `citeflow worker` elsewhere)')
    .addHelpText('after', '\nExit codes: 0 report written · 1 bad input or failure (a contract error code is printed) · 2 the run ended with a failing verdict (Gate C or too few grounded claims).')
    .action(async (runRoot: string, o: { wait: boolean; json: boolean; localWorker: boolean }) => {
      process.exitCode = await executeRun(runRoot, { wait: o.wait, json: o.json, localWorker: o.localWorker });
    });
}
