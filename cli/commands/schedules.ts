/**
 * `citeflow schedules apply|list|pause|unpause|trigger <tier>`: the three Temporal Schedules
 * that re-verify the library by tier (docs/library.md "Schedules"). `apply` creates or updates
 * them idempotently — a command does it, never a worker at start-up.
 */
import type { Command } from 'commander';
import { ScheduleAlreadyRunning, ScheduleNotFoundError, type Client, type ScheduleOptions, type ScheduleUpdateOptions } from '@temporalio/client';
import { closeLibraryDbs } from '../../activities/library/connection';
import { CiteflowError } from '../../shared/errors';
import { TIERS, TIER_PERIOD_MS, type Tier } from '../../shared/schemas/library';
import { printError, toErrorShape } from '../failures';
import { connectTemporal } from '../temporal';
import { awaitReverify, describeSummary } from './reverify';

export const SCHEDULE_PREFIX = 'citeflow-reverify-';

/**
 * When each tier runs (UTC), and the policies every schedule shares:
 * - overlap SKIP: a tier's re-verification never runs twice at once; a start that finds the
 *   previous one still running is skipped (the next one picks up whatever is still due);
 * - catch-up window: a start missed while the cluster was down is still made if the cluster is
 *   back within this window (one tier period, capped at 1 day), never a burst of old ones;
 * - jitter: each start is delayed by a random 0–30 minutes so the tiers, and several
 *   deployments, do not hit the same sites at the same second.
 */
export const SCHEDULES: Record<Tier, { calendar: { hour: number; minute?: number; dayOfWeek?: 'SUNDAY'; dayOfMonth?: number }; description: string }> = {
  daily: { calendar: { hour: 3 }, description: 'every day at 03:00 UTC: citations with more than 100 uses' },
  weekly: { calendar: { hour: 4, dayOfWeek: 'SUNDAY' }, description: 'Sundays at 04:00 UTC: citations with 10–100 uses' },
  monthly: { calendar: { hour: 5, dayOfMonth: 1 }, description: 'the 1st of each month at 05:00 UTC: citations with fewer than 10 uses' },
};
export const SCHEDULE_JITTER = '30 minutes';
export const SCHEDULE_OVERLAP = 'SKIP' as const;
export const catchupWindowMs = (tier: Tier) => Math.min(TIER_PERIOD_MS[tier], 24 * 3600_000);

export function scheduleId(tier: Tier): string {
  return `${SCHEDULE_PREFIX}${tier}`;
}

function parseTier(value: string): Tier {
  if (!(TIERS as readonly string[]).includes(value)) throw new CiteflowError('INVALID_ARGS', `tier must be one of ${TIERS.join(', ')}`);
  return value as Tier;
}

function scheduleOptions(tier: Tier, taskQueue: string): ScheduleOptions {
  const s = SCHEDULES[tier];
  const c = s.calendar;
  return {
    scheduleId: scheduleId(tier),
    spec: {
      calendars: [
        {
          hour: c.hour,
          minute: c.minute ?? 0,
          ...(c.dayOfWeek ? { dayOfWeek: c.dayOfWeek } : {}),
          ...(c.dayOfMonth ? { dayOfMonth: c.dayOfMonth } : {}),
          comment: s.description,
        },
      ],
      jitter: SCHEDULE_JITTER,
    },
    action: {
      type: 'startWorkflow',
      workflowType: 'citeflowReverify',
      // Temporal appends the scheduled time: citeflow-reverify-<tier>-<timestamp>.
      workflowId: scheduleId(tier),
      taskQueue,
      args: [{ selector: { kind: 'tier', tier } }],
      staticSummary: `citeflow re-verification of the ${tier} tier`,
    },
    policies: { overlap: SCHEDULE_OVERLAP, catchupWindow: catchupWindowMs(tier), pauseOnFailure: false },
    memo: { citeflow: `re-verifies the ${tier} tier: ${s.description}` },
    state: { note: `citeflow: re-verify the ${tier} tier — ${s.description}` },
  };
}

/** Creates the three schedules, or updates them in place (running twice gives three, not six). */
export async function applySchedules(client: Client, taskQueue: string): Promise<Array<{ schedule_id: string; action: 'created' | 'updated' }>> {
  const out: Array<{ schedule_id: string; action: 'created' | 'updated' }> = [];
  for (const tier of TIERS) {
    const options = scheduleOptions(tier, taskQueue);
    try {
      await client.schedule.create(options);
      out.push({ schedule_id: options.scheduleId, action: 'created' });
    } catch (err) {
      if (!(err instanceof ScheduleAlreadyRunning)) throw err;
      const handle = client.schedule.getHandle(options.scheduleId);
      await handle.update((previous): ScheduleUpdateOptions => ({
        spec: options.spec,
        action: options.action,
        policies: options.policies,
        // Keep whether an operator paused it.
        state: { ...previous.state, note: previous.state.paused ? previous.state.note : options.state?.note },
      }));
      out.push({ schedule_id: options.scheduleId, action: 'updated' });
    }
  }
  return out;
}

type Session = Awaited<ReturnType<typeof connectTemporal>>;

async function withSession(json: boolean, localWorker: boolean, fn: (session: Session) => Promise<void>, check: () => void = () => undefined): Promise<void> {
  let session: Session | undefined;
  try {
    check(); // usage errors before Temporal is reached (or started)
    session = await connectTemporal({ localWorker });
    await fn(session);
  } catch (err) {
    if (err instanceof ScheduleNotFoundError) printError({ code: 'NOT_FOUND', message: `${err.message}: run \`citeflow schedules apply\` first`, details: {} }, json);
    else printError(toErrorShape(err), json);
    process.exitCode = 1;
  } finally {
    await session?.close();
    await closeLibraryDbs();
  }
}

export function registerSchedules(program: Command): void {
  const schedules = program.command('schedules').description('the three Temporal Schedules that re-verify the library by tier (daily, weekly, monthly)');

  schedules
    .command('apply')
    .description('create or update the three schedules (idempotent)')
    .option('--json', 'print one JSON object on stdout', false)
    .action(async (o: { json: boolean }) =>
      withSession(o.json, false, async (session) => {
        const applied = await applySchedules(session.client, session.settings.taskQueue);
        if (o.json) process.stdout.write(JSON.stringify({ ok: true, schedules: applied }) + '\n');
        else process.stdout.write(applied.map((a) => `${a.action} ${a.schedule_id}: ${SCHEDULES[a.schedule_id.slice(SCHEDULE_PREFIX.length) as Tier].description}\n`).join(''));
      }),
    );

  schedules
    .command('list')
    .description("citeflow's schedules: paused or not, next start, recent starts")
    .option('--json', 'print one JSON object on stdout', false)
    .action(async (o: { json: boolean }) =>
      withSession(o.json, false, async (session) => {
        const rows = [];
        for (const tier of TIERS) {
          try {
            const d = await session.client.schedule.getHandle(scheduleId(tier)).describe();
            rows.push({
              schedule_id: d.scheduleId,
              tier,
              paused: d.state.paused,
              note: d.state.note ?? null,
              next: d.info.nextActionTimes.slice(0, 3).map((t) => t.toISOString()),
              recent: d.info.recentActions.slice(-5).map((a) => ({ at: a.takenAt.toISOString(), workflow_id: a.action.type === 'startWorkflow' ? a.action.workflow.workflowId : null })),
              overlap: d.policies.overlap,
              catchup_window_ms: d.policies.catchupWindow,
              jitter_ms: d.spec.jitter ?? null,
            });
          } catch (err) {
            if (!(err instanceof ScheduleNotFoundError)) throw err;
          }
        }
        if (o.json) process.stdout.write(JSON.stringify({ schedules: rows, count: rows.length }) + '\n');
        else if (rows.length === 0) process.stdout.write('no citeflow schedules: run `citeflow schedules apply`\n');
        else
          process.stdout.write(
            rows.map((r) => `${r.schedule_id}${r.paused ? ' (PAUSED)' : ''} · next ${r.next[0] ?? '-'} · ${r.recent.length} recent starts · overlap ${r.overlap}\n`).join(''),
          );
      }),
    );

  for (const verb of ['pause', 'unpause'] as const) {
    schedules
      .command(verb)
      .description(`${verb} one tier's schedule`)
      .argument('<tier>', TIERS.join(' | '))
      .option('--note <text>', 'why (shown in the Temporal UI)')
      .option('--json', 'print one JSON object on stdout', false)
      .action(async (tierArg: string, o: { json: boolean; note?: string }) =>
        withSession(o.json, false, async (session) => {
          const tier = parseTier(tierArg);
          const handle = session.client.schedule.getHandle(scheduleId(tier));
          if (verb === 'pause') await handle.pause(o.note ?? 'paused with `citeflow schedules pause`');
          else await handle.unpause(o.note ?? 'unpaused with `citeflow schedules unpause`');
          if (o.json) process.stdout.write(JSON.stringify({ ok: true, schedule_id: handle.scheduleId, paused: verb === 'pause' }) + '\n');
          else process.stdout.write(`${verb}d ${handle.scheduleId}\n`);
        }, () => void parseTier(tierArg)),
      );
  }

  schedules
    .command('trigger')
    .description("start one tier's re-verification now (only that tier's due citations) and wait for it")
    .argument('<tier>', TIERS.join(' | '))
    .option('--no-wait', 'return once started')
    .option('--json', 'print one JSON object on stdout', false)
    .option('--no-local-worker', 'do not run an in-process worker (a `citeflow worker` must be running)')
    .action(async (tierArg: string, o: { json: boolean; wait: boolean; localWorker: boolean }) =>
      withSession(o.json, o.localWorker, async (session) => {
        const tier = parseTier(tierArg);
        const handle = session.client.schedule.getHandle(scheduleId(tier));
        const before = new Set((await handle.describe()).info.recentActions.map((a) => (a.action.type === 'startWorkflow' ? a.action.workflow.workflowId : '')));
        await handle.trigger('ALLOW_ALL');
        // The schedule starts the workflow asynchronously: find it among its recent actions.
        let workflowId: string | null = null;
        const deadline = Date.now() + 60_000;
        while (!workflowId && Date.now() < deadline) {
          const d = await handle.describe();
          const started = d.info.recentActions.map((a) => (a.action.type === 'startWorkflow' ? a.action.workflow.workflowId : '')).find((id) => id && !before.has(id));
          if (started) workflowId = started;
          else await new Promise((r) => setTimeout(r, 250));
        }
        if (!workflowId) throw new Error(`the ${tier} schedule did not start a workflow within 60 s`);
        if (!o.wait) {
          process.stdout.write(o.json ? JSON.stringify({ ok: true, workflow_id: workflowId }) + '\n' : `started ${workflowId}\n`);
          return;
        }
        if (!o.json) process.stderr.write(`Started workflow ${workflowId}\n`);
        await session.hostWorkerWhileNeeded(); // it waits for the workflow: a worker only when none polls
        const { result, summary, link } = await awaitReverify(session.client.workflow.getHandle(workflowId), session.settings, o.json);
        if (o.json) process.stdout.write(JSON.stringify({ ok: true, ...result, ...summary, ui: link }) + '\n');
        else process.stdout.write(describeSummary(summary, link));
      }, () => void parseTier(tierArg)),
    );
}
