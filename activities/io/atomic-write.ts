import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { CiteflowError } from '../../shared/errors';

/**
 * Writes `content` so readers see either the old file or the whole new one: a temp file in
 * the same folder (same file system, so rename is atomic), fsync, rename over the target.
 * On any failure the temp file is removed, the old file is untouched, and WRITE_FAILED is thrown.
 */
export async function writeFileAtomic(target: string, content: string | Uint8Array): Promise<void> {
  const dir = path.dirname(target);
  const temp = path.join(dir, `.${path.basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let handle: fs.FileHandle | undefined;
  try {
    await fs.mkdir(dir, { recursive: true });
    handle = await fs.open(temp, 'wx', 0o644);
    await handle.writeFile(content);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(temp, target);
  } catch (err) {
    await handle?.close().catch(() => undefined);
    await fs.rm(temp, { force: true }).catch(() => undefined);
    const code = (err as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    throw new CiteflowError('WRITE_FAILED', `cannot write ${target} (${code})`, { path: target, errno: code });
  }
  await fsyncDir(dir);
}

/** Makes the rename itself durable; some file systems refuse to fsync a directory, which is fine. */
async function fsyncDir(dir: string): Promise<void> {
  try {
    const h = await fs.open(dir, 'r');
    try {
      await h.sync();
    } finally {
      await h.close();
    }
  } catch {
    /* best effort */
  }
}
