/** `citeflow status <run_id>`: where a run is, from its `progress` query and the workflow's state. */
import type { Command } from 'commander';
import { WorkflowNotFoundError } from '@temporalio/client';
import { workflowUiLink } from '../../workers/settings';
import type { Progress } from '../../workflows/run';
import { printError, toErrorShape } from '../failures';
import { formatByStatus } from '../progress';
import { connectTemporal } from '../temporal';
import { runWorkflowId } from './run';

export function registerStatus(program: Command): void {
  program
    .command('status')
    .description('show the progress of a run (stage, URLs done, statuses so far)')
    .argument('<run_id>', "the run's id (manifest.json run_id)")
    .option('--json', 'print one JSON object on stdout', false)
    .option('--no-local-worker', 'do not run an in-process worker (a finished run needs one to answer the query)')
    .action(async (runId: string, o: { json: boolean; localWorker: boolean }) => {
      const session = await connectTemporal({ localWorker: o.localWorker });
      try {
        const handle = session.client.workflow.getHandle(runWorkflowId(runId));
        const description = await handle.describe();
        const progress = await handle.query<Progress>('progress');
        const link = workflowUiLink(session.settings, handle.workflowId);
        const out = { run_id: runId, workflow_id: handle.workflowId, status: description.status.name, ...progress, ui: link };
        if (o.json) process.stdout.write(JSON.stringify(out) + '\n');
        else
          process.stdout.write(
            `${handle.workflowId}: ${description.status.name} · stage ${progress.stage} · ${progress.done}/${progress.total} URLs` +
              `${Object.keys(progress.by_status).length ? ` (${formatByStatus(progress.by_status)})` : ''}${link ? `\nTemporal UI: ${link}` : ''}\n`,
          );
      } catch (err) {
        if (err instanceof WorkflowNotFoundError) printError({ code: 'NOT_FOUND', message: `no run with id ${runId}`, details: {} }, o.json);
        else printError(toErrorShape(err), o.json);
        process.exitCode = 1;
      } finally {
        await session.close();
      }
    });
}
