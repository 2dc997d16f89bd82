import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../io';

/** One JSON object a line, `\n` after every line, written atomically (temp + rename). */
export async function writeJsonlAtomic(path: string, records: readonly unknown[]): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, records.map((r) => JSON.stringify(r) + '\n').join(''));
}

export async function writeJsonAtomic(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, JSON.stringify(value, null, 2) + '\n');
}
