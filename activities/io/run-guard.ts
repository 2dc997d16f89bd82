/**
 * A run directory is written by someone else (a research agent, a colleague, a download): its
 * links must not let a run read or write outside it. Inputs named by the run (artifacts,
 * fixtures, run-config.json) are read only when their real path is inside the run's real path;
 * outputs are never written through a symbolic link, nor where a directory is a file.
 *
 * The run directory itself may be a link (an operator's choice); only what is below it is checked.
 */
import { constants, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { CiteflowError } from '../../shared/errors';
import { FILE_LIMITS, fileTooLargeMessage, type FileKind } from '../../shared/schemas/limits';

/** errno codes that say "this path cannot be read as a file", not "try again later". */
const NOT_READABLE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG', 'EACCES', 'EPERM', 'EINVAL']);

function notReadable(label: string, file: string, code: string): CiteflowError {
  const what = code === 'ENOENT' ? 'file not found' : `not a readable file (${code})`;
  return new CiteflowError('NOT_FOUND', `${label}: ${what}: ${file}`, { path: file, errno: code });
}

function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

async function realRoot(runRoot: string): Promise<string> {
  try {
    return await fs.realpath(runRoot);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new CiteflowError('NOT_FOUND', `run directory not found or not readable (${code}): ${runRoot}`, { path: runRoot, errno: code });
  }
}

/**
 * The real path of `file` (a path inside `runRoot`, as named by the run's inputs), or an error:
 * NOT_FOUND when it does not exist or is not a readable file (a directory, a link loop, a name
 * too long), SCHEMA_VALIDATION_FAILED when a link takes it outside the run directory. A file
 * outside the run directory named as such (an explicit tool argument) is only checked to be a file.
 */
export async function resolveRunInput(runRoot: string, file: string, label: string): Promise<string> {
  // A file the caller named explicitly outside the run (validate --fixtures /elsewhere/…) is the caller's choice.
  const contained = isInside(path.resolve(runRoot), path.resolve(file));
  const root = contained ? await realRoot(runRoot) : '';
  let real: string;
  try {
    real = await fs.realpath(file);
  } catch (err) {
    if (err instanceof TypeError) throw new CiteflowError('NOT_FOUND', `${label}: not a usable path (it holds a NUL byte)`, {});
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    if (NOT_READABLE.has(code)) throw notReadable(label, file, code);
    throw err; // transient I/O: the retry policy has it
  }
  if (contained && !isInside(root, real)) {
    throw new CiteflowError('SCHEMA_VALIDATION_FAILED', `${label}: a symbolic link leads outside the run directory: ${file}`, { path: file });
  }
  const stat = await fs.stat(real).catch(() => null);
  if (!stat?.isFile()) throw new CiteflowError('NOT_FOUND', `${label}: not a regular file: ${file}`, { path: file });
  return real;
}

/** A file named by the run's inputs (see resolveRunInput), opened without following a link at its last step. */
export async function openRunInput(runRoot: string, file: string, label: string): Promise<fs.FileHandle> {
  return fs.open(await resolveRunInput(runRoot, file, label), constants.O_RDONLY | constants.O_NOFOLLOW);
}

/**
 * Reads a file named by the run's inputs (see resolveRunInput), opened without following a link
 * at its last step, so a link swapped in after the check is refused rather than followed.
 */
export async function readRunInput(runRoot: string, file: string, label: string, kind: FileKind = 'other'): Promise<Buffer> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await openRunInput(runRoot, file, label);
    return await readBounded(handle, file, label, kind);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    if (NOT_READABLE.has(code)) throw notReadable(label, file, code);
    throw err;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * The whole of an open file, refused (SCHEMA_VALIDATION_FAILED, naming the file and the limit)
 * when it is over FILE_LIMITS[kind]: the size is checked before reading anything, and the read
 * itself stops one byte past the limit, so a file that grows meanwhile is refused too.
 */
export async function readBounded(handle: fs.FileHandle, file: string, label: string, kind: FileKind): Promise<Buffer> {
  const limit = FILE_LIMITS[kind];
  const { size } = await handle.stat();
  if (size > limit) throw fileTooLarge(label, file, size, kind);
  // One byte more than the file's size: reading 0 bytes there proves the end (a file that grew keeps going, up to the limit).
  let buf: Buffer = Buffer.allocUnsafe(Math.min(limit + 1, size + 1));
  let total = 0;
  for (;;) {
    buf = roomToRead(buf, total, label, file, kind);
    const { bytesRead } = await handle.read(buf, total, buf.length - total, total);
    if (bytesRead === 0) return buf.subarray(0, total);
    total += bytesRead;
  }
}

/** SCHEMA_VALIDATION_FAILED for an input over FILE_LIMITS[kind], naming the file and the limit (size null: read past the limit, true size unknown). */
export function fileTooLarge(label: string, file: string, size: number | null, kind: FileKind): CiteflowError {
  return new CiteflowError('SCHEMA_VALIDATION_FAILED', fileTooLargeMessage(label, file, size, kind), { path: file, limit_bytes: FILE_LIMITS[kind], ...(size === null ? {} : { size_bytes: size }) });
}

/**
 * The buffer a bounded read reads its next bytes into: `buf` while it has room after `total`
 * bytes, else one twice as large (at most the limit + 1). Once `total` is past the limit the
 * input is too large (thrown): both bounded readers stop one byte past it.
 */
export function roomToRead(buf: Buffer, total: number, label: string, file: string, kind: FileKind): Buffer {
  if (total < buf.length) return buf;
  const limit = FILE_LIMITS[kind];
  if (total > limit) throw fileTooLarge(label, file, null, kind);
  const bigger = Buffer.allocUnsafe(Math.min(limit + 1, buf.length * 2));
  buf.copy(bigger, 0, 0, total);
  return bigger;
}

/**
 * Before writing `target` inside `runRoot`: every folder between the run directory and the
 * target exists as a real folder (created here, one level at a time) and is not a link, and the
 * target is not a link. Otherwise WRITE_FAILED, at once (no retry can fix it). With
 * `create: false` nothing is created (a check before removing a file).
 */
export async function prepareRunOutput(runRoot: string, target: string, opts: { create?: boolean } = {}): Promise<void> {
  const create = opts.create ?? true;
  const fail = (what: string, at: string, errno?: string) =>
    new CiteflowError('WRITE_FAILED', `cannot write ${target}: ${what}: ${at}`, { path: target, ...(errno ? { errno } : {}) });
  const root = path.resolve(runRoot);
  const full = path.resolve(target);
  if (!isInside(root, full)) return; // an output the caller placed elsewhere on purpose (validate --citations)
  const parts = path.relative(root, full).split(path.sep);
  let at = root;
  for (const [i, part] of parts.entries()) {
    at = path.join(at, part);
    const last = i === parts.length - 1;
    let stat: import('node:fs').Stats | null = null;
    try {
      stat = await fs.lstat(at);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'error';
      if (code !== 'ENOENT') throw fail(`cannot inspect (${code})`, at, code);
    }
    if (stat?.isSymbolicLink()) throw fail('a symbolic link (citeflow never writes through links)', at);
    if (last) {
      if (stat && !stat.isFile()) throw fail('not a regular file', at);
      return;
    }
    if (stat && !stat.isDirectory()) throw fail('not a directory', at);
    if (!stat && !create) return; // nothing there: nothing to remove or check below it
    if (!stat) {
      try {
        await fs.mkdir(at);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? 'error';
        if (code !== 'EEXIST') throw fail(`cannot create the folder (${code})`, at, code);
        const again = await fs.lstat(at);
        if (!again.isDirectory()) throw fail('not a directory', at);
      }
    }
  }
}
