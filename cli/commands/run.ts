/** `citeflow run <runRoot>`: the whole pipeline (stages 1–4 and Gate C) as one workflow. */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { WorkflowExecutionAlreadyStartedError, type WorkflowHandle } from '@temporalio/client';
import { loadRunConfig, loadRunManifest } from '../../activities/stages/run-files';
import { resolveMode } from '../../activities/validate/plan';
import { isVerdictFailureType } from '../../shared/run-status';
import { sanitizeField, truncateChars } from '../../shared/safe-text';
import type { ManifestV1 } from '../../shared/schemas';
import { redactUrl } from '../../shared/url';
import { CiteflowRunId, CiteflowStage } from '../../shared/search-attributes';
import { workflowUiLink } from '../../workers/settings';
import type { RunResult } from '../../workflows/run';
import { printError, toErrorShape } from '../failures';
import { applicationFailureOf } from '../run-info';
import { formatByStatus, showProgress } from '../progress';
import { connectTemporal, isLivePoller, taskQueuePollers, type TemporalSession } from '../temporal';

export type RunOptions = { wait: boolean; json: boolean; localWorker: boolean };

export const EXIT_OK = 0;
export const EXIT_ERROR = 1;
export const EXIT_VERDICT = 2;
/** Ctrl-C: the command stopped waiting; the run goes on in Temporal. */
export const EXIT_INTERRUPTED = 130;

export function runWorkflowId(runId: string): string {
  return `citeflow-run-${runId}`;
}

/** Starts the run, or attaches to it when a run with the same id is already running. */
export async function startOrAttach(
  session: TemporalSession,
  runRoot: string,
  runId: string,
  /** The UI's static details (query, run directory, mode): see runStaticDetails. */
  details?: string,
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
      ...(details ? { staticDetails: details } : {}),
    });
    return { handle, attached: running, executionRunId: handle.firstExecutionRunId };
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) return { handle: existing, attached: true, executionRunId: (await existing.describe()).runId };
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

/** `run --no-wait`: says so when nothing polls the task queue (the run then waits for a worker). */
async function noteWhenNoWorker(session: TemporalSession): Promise<void> {
  const live = await taskQueuePollers(session.client, session.settings.namespace, session.settings.taskQueue)
    .then((pollers) => pollers.filter((p) => isLivePoller(p)))
    .catch(() => null);
  if (live === null || live.length > 0) return;
  process.stderr.write(
    `No worker polls task queue "${session.settings.taskQueue}" yet: the run waits in Temporal until one does ` +
      '(`citeflow worker`, or `citeflow run <runRoot>` without --no-wait, which runs one while it waits).\n',
  );
}

/** The UI's static details of a run: its query, directory and mode (URLs in the query redacted). */
export async function runStaticDetails(runRoot: string, manifest: ManifestV1): Promise<string> {
  let mode = 'decided when Stage 3 plans (run-config.json unreadable now)';
  try {
    const config = await loadRunConfig(runRoot);
    mode = `${resolveMode(config, manifest)}${config.effective?.citations?.mode ? ' (run-config.json)' : ` (from sensitivity ${manifest.query.sensitivity})`}`;
  } catch {
    // the workflow reports a bad run-config with its contract code
  }
  const query = truncateChars(sanitizeField(manifest.query.text.replace(/https?:\/\/[^\s<>()"'\]]+/gi, (url) => redactUrl(url).url)), 300);
  return [`**Query:** ${query}`, `**Run directory:** \`${runRoot}\``, `**Mode:** ${mode}`, `**Artifacts:** ${manifest.artifacts.length}`].join('\n\n');
}

/** A failing verdict fails the workflow (type GateCFailed.<rule> / GroundingFailed.<rule>); its details carry the result. */
export function verdictResultOf(err: unknown): RunResult | null {
  const failure = applicationFailureOf(err);
  if (!failure || !isVerdictFailureType(failure.type)) return null;
  const result = failure.details?.[0] as RunResult | undefined;
  return result && typeof result === 'object' && 'outcome' in result ? result : null;
}

/** Waits for the run; a first Ctrl-C stops waiting (the run goes on), a second exits 130 at once. */
function waitInterruptibly<T>(finished: Promise<T>, onFirst: () => void): Promise<{ interrupted: true } | { interrupted: false; value: T }> {
  return new Promise((resolveWait, rejectWait) => {
    let count = 0;
    const listener = () => {
      count += 1;
      if (count === 1) {
        onFirst();
        resolveWait({ interrupted: true });
        return;
      }
      process.stderr.write('citeflow: interrupted again: exiting now (130). The run goes on in Temporal.\n');
      process.exit(EXIT_INTERRUPTED);
    };
    process.on('SIGINT', listener);
    finished.then(
      (value) => {
        if (count === 0) process.off('SIGINT', listener);
        resolveWait({ interrupted: false, value });
      },
      (err) => {
        if (count === 0) process.off('SIGINT', listener);
        rejectWait(err);
      },
    );
  });
}

/** The body of `run` and `demo`: returns the process exit code. */
export async function executeRun(runRootArg: string, opts: RunOptions): Promise<number> {
  const runRoot = resolve(runRootArg);
  let session: TemporalSession | undefined;
  try {
    const manifest = await loadRunManifest(runRoot);
    const details = await runStaticDetails(runRoot, manifest);
    session = await connectTemporal({ localWorker: opts.localWorker });
    const { handle, attached, executionRunId } = await startOrAttach(session, runRoot, manifest.run_id, details);
    const link = workflowUiLink(session.settings, handle.workflowId);
    process.stderr.write(`${attached ? 'Attached to the running' : 'Started'} workflow ${handle.workflowId}${link ? `\nTemporal UI: ${link}` : ''}\n`);
    if (!opts.wait) {
      // --no-wait never hosts a worker: it would stop with this command, abandoning tasks.
      if (opts.json) process.stdout.write(JSON.stringify({ ok: true, workflow_id: handle.workflowId, execution_run_id: executionRunId, attached, ui: link }) + '\n');
      await noteWhenNoWorker(session);
      return EXIT_OK;
    }
    await session.hostWorkerWhileNeeded();
    // A failing verdict fails the workflow (patched runs); its result comes back in the failure's details.
    const finished = (handle.result() as Promise<RunResult>).catch((err) => {
      const verdict = verdictResultOf(err);
      if (verdict) return verdict;
      throw err;
    });
    const progressDone = opts.json ? Promise.resolve() : showProgress(handle, finished);
    const live = session;
    const waited = await waitInterruptibly(finished, () => {
      process.stderr.write(
        `\nInterrupted. The run goes on in Temporal: workflow ${handle.workflowId} is not cancelled.\n` +
          `  Re-attach and wait for it: citeflow run ${runRoot}\n` +
          `  See where it is:           citeflow status ${manifest.run_id}\n` +
          (link ? `  Watch it in the UI:        ${link}\n` : '') +
          (live.hostsWorker()
            ? 'Stopping the worker in this process (a task it had is retried by the next worker). Press Ctrl-C again to exit now.\n'
            : ''),
      );
    });
    if (waited.interrupted) {
      await session.close().catch(() => undefined); // stops our worker, if we host one
      process.stderr.write(`citeflow: stopped waiting (130). The run goes on in Temporal.\n`);
      // Exit now: the pending result long-poll and progress timer would outlive the closed connection.
      process.exit(EXIT_INTERRUPTED);
    }
    await progressDone;
    const result = waited.value;
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
    .option('--no-local-worker', 'never run an in-process worker (by default one runs while the command waits, if no worker polls the task queue)')
    .addHelpText('after', '\nExit codes: 0 report written · 1 bad input or failure (a contract error code is printed) · 2 the run ended with a failing verdict (Gate C or too few grounded claims).')
    .action(async (runRoot: string, o: { wait: boolean; json: boolean; localWorker: boolean }) => {
      process.exitCode = await executeRun(runRoot, { wait: o.wait, json: o.json, localWorker: o.localWorker });
    });
}
