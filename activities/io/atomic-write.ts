import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { CiteflowError } from '../../shared/errors';
import { prepareRunOutput } from './run-guard';

/** Which machine wrote a temp file (8 hex of its host name), so cleanup judges only its own machine's processes. */
const HOST_TAG = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);
/** `.<name>.<host tag>-<pid>.<12 hex>.tmp`, and the older `.<name>.<pid>.<12 hex>.tmp`. */
const TEMP_NAME = /^\..+\.(?:([0-9a-f]{8})-)?(\d+)\.[0-9a-f]{12}\.tmp$/;
/** A temp file older than this is abandoned whoever wrote it (no write takes minutes). */
export const ORPHAN_TEMP_AGE_MS = 10 * 60 * 1000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}

/**
 * Removes temp files that a killed write left in `dirs` (a crash between open and rename):
 * those of a process of this machine that is gone, and any older than ORPHAN_TEMP_AGE_MS.
 * Links and folders are left alone. Best effort; returns how many were removed.
 */
export async function removeOrphanTemps(dirs: string[], now = Date.now()): Promise<number> {
  let removed = 0;
  for (const dir of dirs) {
    let names: string[];
    try {
      if (!(await fs.lstat(dir)).isDirectory()) continue;
      names = await fs.readdir(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const m = TEMP_NAME.exec(name);
      if (!m) continue;
      const file = path.join(dir, name);
      try {
        const stat = await fs.lstat(file);
        if (!stat.isFile()) continue;
        const ours = m[1] === undefined || m[1] === HOST_TAG;
        const pid = Number(m[2]);
        const dead = ours && pid !== process.pid && !processAlive(pid);
        if (dead || now - stat.mtimeMs > ORPHAN_TEMP_AGE_MS) {
          await fs.rm(file, { force: true });
          removed += 1;
        }
      } catch {
        /* gone already, or not ours to remove */
      }
    }
  }
  return removed;
}

/**
 * Writes `content` so readers see either the old file or the whole new one: a temp file in
 * the same folder (same file system, so rename is atomic), fsync, rename over the target.
 * On any failure the temp file is removed, the old file is untouched, and WRITE_FAILED is thrown.
 * With `root` (the run directory), the target must be reachable from it without a link.
 */
export async function writeFileAtomic(target: string, content: string | Uint8Array, opts: { root?: string } = {}): Promise<void> {
  await viaTempFile(target, opts, async (handle) => {
    await handle.writeFile(content);
    return true;
  });
}

/**
 * writeFileAtomic for content made a piece at a time: `produce` calls `write` for each piece
 * (buffered, written in ~1 MB chunks), so the whole content never sits in memory. When
 * `produce` returns false (or throws), nothing is renamed: the old file stays, the temp file
 * is removed, and the result is false (or the error is thrown as it came).
 */
export async function writeFileAtomicStreaming(
  target: string,
  produce: (write: (piece: string) => Promise<void>) => Promise<boolean>,
  opts: { root?: string } = {},
): Promise<boolean> {
  return viaTempFile(target, opts, async (handle) => {
    let pending: string[] = [];
    let pendingChars = 0;
    const flush = async () => {
      if (pending.length === 0) return;
      const text = pending.join('');
      pending = [];
      pendingChars = 0;
      await handle.writeFile(text);
    };
    let keep: boolean;
    try {
      keep = await produce(async (piece) => {
        pending.push(piece);
        pendingChars += piece.length;
        if (pendingChars >= STREAM_FLUSH_CHARS) await flush().catch((err) => Promise.reject(new WriteIoError(err)));
      });
    } catch (err) {
      // The producer's own errors pass through as they came; a failed write below it is WRITE_FAILED.
      throw err instanceof WriteIoError ? err.cause : new ProducerError(err);
    }
    if (keep) await flush();
    return keep;
  });
}

/** Marks an error of the file system seen from inside a producer (its write call). */
class WriteIoError {
  constructor(readonly cause: unknown) {}
}
/** Marks an error the producer threw itself: passed on unchanged, never turned into WRITE_FAILED. */
class ProducerError {
  constructor(readonly cause: unknown) {}
}

/**
 * The one temp-file-then-rename skeleton both writers share: `fill` writes the temp file and
 * says whether to keep it (false: the temp is removed and the old file stays). fsync before the
 * rename, and of the folder after it. File system failures become WRITE_FAILED; a
 * ProducerError's cause is rethrown as it came.
 */
async function viaTempFile(target: string, opts: { root?: string }, fill: (handle: fs.FileHandle) => Promise<boolean>): Promise<boolean> {
  // Inside a run directory: no link and no file-where-a-folder-should-be on the way (activities/io/run-guard.ts).
  if (opts.root !== undefined) await prepareRunOutput(opts.root, target);
  const dir = path.dirname(target);
  const temp = path.join(dir, `.${path.basename(target)}.${HOST_TAG}-${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let handle: fs.FileHandle | undefined;
  try {
    await fs.mkdir(dir, { recursive: true });
    handle = await fs.open(temp, 'wx', 0o644);
    const keep = await fill(handle);
    if (keep) await handle.sync();
    await handle.close();
    handle = undefined;
    if (!keep) {
      await fs.rm(temp, { force: true });
      return false;
    }
    await fs.rename(temp, target);
  } catch (err) {
    await handle?.close().catch(() => undefined);
    await fs.rm(temp, { force: true }).catch(() => undefined);
    if (err instanceof ProducerError) throw err.cause;
    const code = (err as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    throw new CiteflowError('WRITE_FAILED', `cannot write ${target} (${code})`, { path: target, errno: code });
  }
  await fsyncDir(dir);
  return true;
}

const STREAM_FLUSH_CHARS = 1 << 20;

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
