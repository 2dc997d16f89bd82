import { writeFileAtomic } from '../io';
import { redactOutputRecord } from './output-redaction';

/**
 * One JSON object a line, `\n` after every line, written atomically (temp + rename) inside the
 * run directory `root` (never through a link). Every string goes through the last redaction pass.
 */
export async function writeJsonlAtomic(path: string, records: readonly unknown[], root: string): Promise<void> {
  await writeFileAtomic(path, records.map((r) => JSON.stringify(redactOutputRecord(r)) + '\n').join(''), { root });
}

export async function writeJsonAtomic(path: string, value: unknown, root: string): Promise<void> {
  await writeFileAtomic(path, JSON.stringify(redactOutputRecord(value), null, 2) + '\n', { root });
}
