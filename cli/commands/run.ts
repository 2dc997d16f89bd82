/** `citeflow run <runRoot>`: the whole pipeline (stages 1–4 and Gate C) as one workflow. */
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { writeFileAtomic } from '../../activities/io/atomic-write';
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
import { assertSameRunPath, runPathMemo } from '../attach-guard';
import { printError, toErrorShape } from '../failures';
import { applicationFailureOf } from '../run-info';
import { RESULT_FORMATS, type ResultFormat } from '../result-formats';
import { formatByStatus, showProgress } from '../progress';
import { connectTemporal, isLivePoller, taskQueuePollers, type TemporalSession } from '../temporal';

export type RunOptions = {
  wait: boolean;
  json: boolean;
  localWorker: boolean;
  /** No progress and no "Started …" lines; only results and errors. */
  quiet?: boolean;
  /** Show progress while waiting (default true; --no-progress). */
  progress?: boolean;
  /** When set, the finished run's result goes here instead of being printed (run --format / several runs). */
  collect?: (result: RunResult, ui: string | null) => void;
  /** URL filters from the command line (--include / --exclude), on top of run-config.json's. */
  urlFilters?: { include: string[]; exclude: string[] };
};

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
  urlFilters?: { include: string[]; exclude: string[] },
): Promise<{ handle: WorkflowHandle; attached: boolean; executionRunId: string }> {
  const workflowId = runWorkflowId(runId);
  const existing = session.client.workflow.getHandle(workflowId);
  const running = await existing.describe().then((d) => d.status.name === 'RUNNING', () => false);
  try {
    const handle = await session.client.workflow.start('citeflowRun', {
      workflowId,
      taskQueue: session.settings.taskQueue,
      args: [{ run_root: runRoot, run_id: runId, ...(urlFilters && urlFilters.include.length + urlFilters.exclude.length > 0 ? { url_filters: urlFilters } : {}) }],
      workflowIdConflictPolicy: 'USE_EXISTING',
      typedSearchAttributes: [
        { key: CiteflowRunId, value: runId },
        { key: CiteflowStage, value: 'starting' },
      ],
      staticSummary: `citeflow run ${runId}`,
      ...(details ? { staticDetails: details } : {}),
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

export function describeResult(result: RunResult): string {
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

/**
 * Ctrl-C from the moment the run exists: a listener counts presses until the wait begins, so a
 * press that comes while the command still announces the run or starts its worker is not the
 * default "die at once" (writing "Started workflow" to a pipe can wake the reader before this
 * process reaches the wait).
 */
type InterruptWatch = { count: number; onPress: ((count: number) => void) | null; dispose(): void };
function watchInterrupts(): InterruptWatch {
  const watch: InterruptWatch = {
    count: 0,
    onPress: null,
    dispose: () => process.off('SIGINT', listener),
  };
  const listener = () => {
    watch.count += 1;
    watch.onPress?.(watch.count);
  };
  process.on('SIGINT', listener);
  return watch;
}

/** Waits for the run; a first Ctrl-C stops waiting (the run goes on), a second exits 130 at once. */
function waitInterruptibly<T>(finished: Promise<T>, onFirst: () => void, watch: InterruptWatch): Promise<{ interrupted: true } | { interrupted: false; value: T }> {
  return new Promise((resolveWait, rejectWait) => {
    const press = (count: number) => {
      if (count === 1) {
        onFirst();
        resolveWait({ interrupted: true });
        return;
      }
      process.stderr.write('citeflow: interrupted again: exiting now (130). The run goes on in Temporal.\n');
      process.exit(EXIT_INTERRUPTED);
    };
    // Presses that came before the wait began count as if they came now.
    for (let i = 1; i <= watch.count; i++) press(i);
    watch.onPress = press;
    finished.then(
      (value) => {
        if (watch.count === 0) watch.dispose();
        resolveWait({ interrupted: false, value });
      },
      (err) => {
        if (watch.count === 0) watch.dispose();
        rejectWait(err);
      },
    );
  });
}

/** The body of `run` and `demo`: returns the process exit code. */
export async function executeRun(runRootArg: string, opts: RunOptions): Promise<number> {
  const runRoot = resolve(runRootArg);
  let session: TemporalSession | undefined;
  let interrupts: InterruptWatch | undefined;
  try {
    const manifest = await loadRunManifest(runRoot);
    const details = await runStaticDetails(runRoot, manifest);
    session = await connectTemporal({ localWorker: opts.localWorker });
    // A waiting command hosts its worker (when none polls) WHILE the workflow starts: the worker's
    // start-up (modules, native connection, workflow bundle: ~1–3 s) overlaps the start call instead
    // of leaving the first workflow task waiting for it. A failed start closes it again (finally).
    const hosting = opts.wait ? session.hostWorkerWhileNeeded() : undefined;
    hosting?.catch(() => undefined); // awaited below; a start error must not leave it unhandled
    const { handle, attached, executionRunId } = await startOrAttach(session, runRoot, manifest.run_id, details, opts.urlFilters);
    // The run exists from here: Ctrl-C says so (and that it goes on), never just kills the command.
    if (opts.wait) interrupts = watchInterrupts();
    const link = workflowUiLink(session.settings, handle.workflowId);
    if (!opts.quiet) process.stderr.write(`${attached ? 'Attached to the running' : 'Started'} workflow ${handle.workflowId}${link ? `\nTemporal UI: ${link}` : ''}\n`);
    if (!opts.wait) {
      // --no-wait never hosts a worker: it would stop with this command, abandoning tasks.
      if (opts.json) process.stdout.write(JSON.stringify({ ok: true, workflow_id: handle.workflowId, execution_run_id: executionRunId, attached, ui: link }) + '\n');
      await noteWhenNoWorker(session);
      return EXIT_OK;
    }
    await hosting;
    // A failing verdict fails the workflow (patched runs); its result comes back in the failure's details.
    const finished = (handle.result() as Promise<RunResult>).catch((err) => {
      const verdict = verdictResultOf(err);
      if (verdict) return verdict;
      throw err;
    });
    const progressDone = opts.json || opts.quiet || opts.progress === false ? Promise.resolve() : showProgress(handle, finished);
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
    }, interrupts!);
    if (waited.interrupted) {
      await session.close().catch(() => undefined); // stops our worker, if we host one
      process.stderr.write(`citeflow: stopped waiting (130). The run goes on in Temporal.\n`);
      // Exit now: the pending result long-poll and progress timer would outlive the closed connection.
      process.exit(EXIT_INTERRUPTED);
    }
    await progressDone;
    const result = waited.value;
    if (opts.collect) opts.collect(result, link);
    else if (opts.json) process.stdout.write(JSON.stringify({ ok: result.outcome === 'report_written', ...result, ui: link }) + '\n');
    else process.stdout.write(describeResult(result) + (link ? `\n  Temporal UI:     ${link}` : '') + '\n');
    return result.outcome === 'report_written' ? EXIT_OK : EXIT_VERDICT;
  } catch (err) {
    printError(toErrorShape(err), opts.json);
    return EXIT_ERROR;
  } finally {
    // An interrupted wait exits above; otherwise Ctrl-C is the default again once the run is left.
    if (interrupts && interrupts.count === 0) interrupts.dispose();
    await session?.close();
  }
}

/** The worse of two exit codes: an error (1) beats a failing verdict (2), which beats success. */
export function worseExit(a: number, b: number): number {
  if (a === EXIT_ERROR || b === EXIT_ERROR) return EXIT_ERROR;
  return Math.max(a, b);
}

type RunFlags = {
  wait: boolean;
  json: boolean;
  localWorker: boolean;
  format: ResultFormat;
  output?: string;
  quiet: boolean;
  progress: boolean;
  dump: boolean;
  include: string[];
  exclude: string[];
};

/** Renders the finished runs in one format (several runs: JSON lines, one JUnit document, markdown sections). */
export async function renderResults(format: ResultFormat, runs: Array<{ result: RunResult; ui: string | null }>, timestamp: string): Promise<string> {
  const { loadRunResults, toJson, toJunitMany, toMarkdown } = await import('../results');
  if (format === 'text') return runs.map((r) => describeResult(r.result) + (r.ui ? `\n  Temporal UI:     ${r.ui}` : '') + '\n').join('');
  if (format === 'json') return runs.map((r) => toJson(loadRunResults(r.result), r.ui)).join('');
  if (format === 'markdown') return runs.map((r) => toMarkdown(loadRunResults(r.result), r.ui)).join('\n');
  return toJunitMany(runs.map((r) => loadRunResults(r.result)), timestamp);
}

async function runAction(runRoots: string[], o: RunFlags): Promise<number> {
  const filters = { include: o.include, exclude: o.exclude };
  // Loaded only here: the artifact parsers are not needed to start, wait for or look at a run.
  const { checkUrlFilters, dumpRun } = await import('../dump');
  const filterError = checkUrlFilters(filters);
  if (filterError) {
    printError(filterError.toJSON(), o.json || o.format === 'json');
    return EXIT_ERROR;
  }
  if (o.dump) {
    let code = EXIT_OK;
    for (const root of runRoots) code = worseExit(code, await dumpRun(root, { json: o.json || o.format === 'json', filters }));
    return code;
  }
  const format: ResultFormat = o.json ? 'json' : o.format;
  const runs: Array<{ result: RunResult; ui: string | null }> = [];
  let code = EXIT_OK;
  for (const root of runRoots) {
    code = worseExit(
      code,
      await executeRun(root, {
        wait: o.wait,
        json: format === 'json',
        localWorker: o.localWorker,
        quiet: o.quiet,
        progress: o.progress,
        urlFilters: filters,
        collect: (result, ui) => runs.push({ result, ui }),
      }),
    );
  }
  if (!o.wait) return code;
  if (format === 'json' && !o.output) {
    // The same text as renderResults', written as it is made (a 50,000-URL run's is ~13 MB).
    const { writeJson } = await import('../results');
    for (const r of runs) writeJson(r.result, r.ui, (text) => process.stdout.write(text));
    return code;
  }
  const text = await renderResults(format, runs, new Date().toISOString().slice(0, 19));
  if (o.output) {
    try {
      await writeFileAtomic(resolve(o.output), text);
    } catch (err) {
      printError({ code: 'WRITE_FAILED', message: `cannot write ${resolve(o.output)}: ${(err as Error).message}`, details: { path: resolve(o.output) } }, format === 'json');
      return EXIT_ERROR;
    }
    if (!o.quiet) {
      for (const r of runs) process.stdout.write(describeResult(r.result) + '\n');
      process.stderr.write(`Results (${format}) written to ${resolve(o.output)}\n`);
    }
  } else {
    process.stdout.write(text);
  }
  return code;
}

const collect = (value: string, previous: string[]) => [...previous, value];

export function registerRun(program: Command): void {
  program
    .command('run')
    .description('run the whole pipeline (stages 1–4 and Gate C) on one or more run directories, each as one Temporal workflow')
    .argument('<runRoot...>', 'run directories (each holds manifest.json); several are run one after the other')
    .option('--wait', 'wait for the run to finish, showing progress (default)', true)
    .option('--no-wait', 'start (or attach to) the run and return at once (never runs a worker)')
    .option('--json', 'print each result as one JSON object on stdout (same as --format json)', false)
    .addOption(new Option('--format <format>', 'how to print results: text, json (a line per run, with every URL and claim), markdown (a summary for a CI job), junit (XML: a test case per cited URL and per claim)').choices([...RESULT_FORMATS]).default('text'))
    .option('--output <file>', 'write the results (in --format) to this file instead of stdout (the text summary still prints unless --quiet)')
    .option('--quiet', 'print no progress and no "Started …" lines: only results and errors', false)
    .option('--no-progress', 'print no progress while waiting')
    .option('--dump', 'list the URLs the run would check (normalized, redacted, after --include/--exclude) and exit: no Temporal, no fetching', false)
    .option('--include <regex>', 'check only URLs matching this regex (repeatable; also run-config effective.citations.urls.include); beats --exclude', collect, [])
    .option('--exclude <regex>', 'do not check URLs matching this regex (repeatable; also run-config effective.citations.urls.exclude)', collect, [])
    .option('--no-local-worker', 'never run an in-process worker (by default one runs while the command waits, if no worker polls the task queue)')
    .addHelpText(
      'after',
      '\nExit codes: 0 report written · 1 bad input or failure (a contract error code is printed) · 2 the run ended with a failing verdict\n' +
        '(Gate C or too few grounded claims) · 130 interrupted (Ctrl-C: the run goes on in Temporal). With several run directories, the\n' +
        'worst wins (1, then 2, then 0). The regexes are matched against the normalized, redacted URL.',
    )
    .action(async (runRoots: string[], o: RunFlags) => {
      process.exitCode = await runAction(runRoots, o);
    });
}
