/**
 * `citeflow reverify <cid|url|run_id>`: re-verify now (a citeflow-reverify workflow on the
 * targets, due or not) and print what changed. The same workflow the Schedules start per tier.
 */
import type { Command } from 'commander';
import type { Client, WorkflowHandle } from '@temporalio/client';
import { closeLibraryDbs, getLibraryDb } from '../../activities/library/connection';
import { citationExists, reverifySummary, runInLibrary, type ReverifySelector, type ReverifySummary } from '../../activities/library/store';
import { CiteflowError } from '../../shared/errors';
import { sanitizeField } from '../../shared/safe-text';
import { workflowUiLink, type CiteflowSettings } from '../../workers/settings';
import type { ReverifyProgress, ReverifyResult } from '../../workflows/reverify';
import { printError, toErrorShape } from '../failures';
import { connectTemporal } from '../temporal';
import { cidOfTarget } from './library';

const RUN_ID = /^[A-Za-z0-9_.-]{1,128}$/;

/** `citeflow-reverify-<label>-<UTC time to the millisecond>`. */
export function reverifyWorkflowId(label: string, now = new Date()): string {
  return `citeflow-reverify-${label}-${now.toISOString().replace(/[-:]/g, '').replace('.', '')}`;
}

export function selectorLabel(selector: ReverifySelector): string {
  switch (selector.kind) {
    case 'tier':
      return selector.tier;
    case 'due':
      return 'due';
    case 'cid':
      return `cid-${selector.cid.slice(4, 20)}`;
    case 'run':
      return `run-${selector.run_id}`;
    case 'cids':
      return `batch-${selector.cids.length}`;
  }
}

/** A cid, a URL (→ its cid) or a run id, each of which must be in the library. */
export async function resolveTarget(target: string): Promise<ReverifySelector> {
  const isCitation = target.startsWith('cid_') || target.includes('://');
  // Usage errors before the library is opened (or started).
  const cid = isCitation ? cidOfTarget(target) : null;
  if (!isCitation && !RUN_ID.test(target)) throw new CiteflowError('INVALID_ARGS', 'expected a cid (cid_…), a URL, or a run id');
  const db = await getLibraryDb({ start: true });
  if (cid) {
    if (!(await citationExists(db, cid))) throw new CiteflowError('NOT_FOUND', `no citation ${cid} in the library`, { cid });
    return { kind: 'cid', cid };
  }
  if (!(await runInLibrary(db, target))) throw new CiteflowError('NOT_FOUND', `no run ${target} in the library (runs are added when they finish)`, { run_id: target });
  return { kind: 'run', run_id: target };
}

export function describeSummary(s: ReverifySummary, link: string | null): string {
  const statuses = Object.entries(s.by_status).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k} ${v}`).join(', ');
  const lines = [`${s.workflow_id}: ${s.checked} checked · ${s.verified} verified · ${s.failed} failed · ${s.changed} changed${statuses ? ` (${statuses})` : ''}`];
  for (const i of s.items) {
    const lost = i.quotes_total - i.quotes_present;
    const what = [
      i.verification_status === 'failed' ? `FAILED (${i.status})` : 'verified',
      i.changed ? `changed ${Math.round((i.change_ratio ?? 0) * 100)} %` : i.changed === false ? 'unchanged' : i.status === 'valid' || i.status === 'paywalled' ? 'first content hash' : 'no page to hash',
      lost > 0 ? `${lost} of ${i.quotes_total} quotes gone` : i.quotes_total ? `${i.quotes_total} quotes present` : '',
    ].filter(Boolean);
    lines.push(`  ${sanitizeField(i.normalized_url)}: ${what.join(' · ')}`);
    if (i.affected.length) lines.push(`    affected: ${i.affected.map((a) => `${a.run_id}/${a.claim_id}`).join(', ')}`);
  }
  if (link) lines.push(`Temporal UI: ${link}`);
  return lines.join('\n') + '\n';
}

/** Waits for a re-verification, showing pages done on stderr, and returns its summary from the library. */
export async function awaitReverify(handle: WorkflowHandle, settings: CiteflowSettings, json: boolean): Promise<{ result: ReverifyResult; summary: ReverifySummary; link: string | null }> {
  const link = workflowUiLink(settings, handle.workflowId);
  const finished = handle.result() as Promise<ReverifyResult>;
  if (!json && process.stderr.isTTY) {
    const timer = setInterval(() => {
      void handle
        .query<ReverifyProgress>('progress')
        .then((p) => process.stderr.write(`\r  re-verifying: ${p.checked} checked, ${p.failed} failed (${p.pages_done}/${p.pages_planned} pages)   `))
        .catch(() => undefined);
    }, 1000);
    await finished.finally(() => clearInterval(timer)).catch(() => undefined);
    process.stderr.write('\n');
  }
  const result = await finished;
  const summary = await reverifySummary(await getLibraryDb({ start: true }), handle.workflowId);
  return { result, summary, link };
}

export async function startReverify(client: Client, taskQueue: string, selector: ReverifySelector, workflowId = reverifyWorkflowId(selectorLabel(selector))): Promise<WorkflowHandle> {
  return client.workflow.start('citeflowReverify', {
    workflowId,
    taskQueue,
    args: [{ selector }],
    staticSummary: `citeflow re-verification: ${selectorLabel(selector)}`,
  });
}

export function registerReverify(program: Command): void {
  program
    .command('reverify')
    .description('re-verify citations now (a cid, a URL, or every citation of a run) and print what changed')
    .argument('<target>', 'a cid (cid_…), a URL (normalized and redacted first), or a run id')
    .option('--json', 'print one JSON object on stdout', false)
    .option('--no-local-worker', 'do not run an in-process worker (a `citeflow worker` must be running)')
    .action(async (target: string, o: { json: boolean; localWorker: boolean }) => {
      let session: Awaited<ReturnType<typeof connectTemporal>> | undefined;
      try {
        const selector = await resolveTarget(target);
        session = await connectTemporal({ localWorker: o.localWorker });
        const handle = await startReverify(session.client, session.settings.taskQueue, selector);
        if (!o.json) process.stderr.write(`Started workflow ${handle.workflowId}\n`);
        await session.hostWorkerWhileNeeded(); // it waits for its own workflow: a worker only when none polls
        const { result, summary, link } = await awaitReverify(handle, session.settings, o.json);
        if (o.json) process.stdout.write(JSON.stringify({ ok: true, ...result, ...summary, ui: link }) + '\n');
        else process.stdout.write(describeSummary(summary, link));
      } catch (err) {
        printError(toErrorShape(err), o.json);
        process.exitCode = 1;
      } finally {
        await session?.close();
        await closeLibraryDbs();
      }
    });
}
