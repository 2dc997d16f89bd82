import { promises as fs } from 'node:fs';
import * as path from 'node:path';

/**
 * Appends one JSON line to `<runRoot>/logs/audit.jsonl`. Best effort by contract: a failure
 * to audit never fails the operation, so this returns false instead of throwing.
 */
export async function appendAudit(runRoot: string, entry: Record<string, unknown>): Promise<boolean> {
  try {
    const dir = path.join(runRoot, 'logs');
    await fs.mkdir(dir, { recursive: true });
    await fs.appendFile(path.join(dir, 'audit.jsonl'), JSON.stringify(entry) + '\n', 'utf8');
    return true;
  } catch {
    return false;
  }
}
