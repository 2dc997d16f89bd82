import { constants, promises as fs } from 'node:fs';
import { Context } from '@temporalio/activity';
import * as path from 'node:path';
import { FILE_LIMITS } from '../../shared/schemas/limits';
import { prepareRunOutput } from './run-guard';

export type AuditOptions = {
  /**
   * Fields that identify the event: when a line with the same values for all of them is
   * already in the log (a retried activity that had appended before it failed), nothing is
   * appended. Fields whose value is undefined make the entry unkeyed (always appended).
   */
  once?: string[];
};

function sameEvent(line: string, entry: Record<string, unknown>, keys: string[]): boolean {
  try {
    const seen = JSON.parse(line) as Record<string, unknown>;
    return keys.every((k) => JSON.stringify(seen[k]) === JSON.stringify(entry[k]));
  } catch {
    return false;
  }
}

/**
 * Appends one JSON line to `<runRoot>/logs/audit.jsonl`. Best effort by contract: a failure
 * to audit never fails the operation, so this returns false instead of throwing. Never through
 * a link: `logs/` must be a real folder of the run and audit.jsonl is opened with O_NOFOLLOW.
 */
export async function appendAudit(runRoot: string, entry: Record<string, unknown>, opts: AuditOptions = {}): Promise<boolean> {
  const file = path.join(runRoot, 'logs', 'audit.jsonl');
  let handle: fs.FileHandle | undefined;
  try {
    await prepareRunOutput(runRoot, file);
    const keys = opts.once ?? [];
    if (keys.length > 0 && keys.every((k) => entry[k] !== undefined)) {
      const existing = await auditTail(file);
      if (existing.split('\n').some((line) => line !== '' && sameEvent(line, entry, keys))) return true;
    }
    handle = await fs.open(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW, 0o644);
    await handle.writeFile(JSON.stringify(entry) + '\n', 'utf8');
    return true;
  } catch {
    return false;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * The end of the audit log, at most FILE_LIMITS.audit_scan bytes (its first, possibly partial,
 * line dropped): where a retried activity's earlier line is. A run directory may hold a huge
 * audit.jsonl; it is never read whole. '' when there is none.
 */
async function auditTail(file: string): Promise<string> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    const { size } = await handle.stat();
    const length = Math.min(size, FILE_LIMITS.audit_scan);
    const buf = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buf, 0, length, size - length);
    const text = buf.subarray(0, bytesRead).toString('utf8');
    return length < size ? text.slice(text.indexOf('\n') + 1) : text;
  } catch {
    return '';
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** The running activity's workflow run id and attempt (undefined / 1 outside an activity). */
export function activityIdentity(): { workflow_run_id: string | undefined; attempt: number } {
  try {
    const info = Context.current().info;
    return { workflow_run_id: info.workflowExecution?.runId, attempt: info.attempt };
  } catch {
    return { workflow_run_id: undefined, attempt: 1 };
  }
}
