/**
 * The boundary between activity code and Temporal: an expected failure (CiteflowError) becomes
 * a non-retryable ApplicationFailure whose type is the contract code, so the workflow fails
 * fast and the CLI prints the same code. A file-system error that no retry can cure (a folder
 * where a file should be, a link loop, a read-only run directory, a name too long) is mapped to
 * NOT_FOUND (reading) or WRITE_FAILED (writing) the same way. Anything else is left to the
 * retry policy.
 */
import { ApplicationFailure } from '@temporalio/activity';
import { CiteflowError } from '../shared/errors';

/** errno codes that stay the same however often the operation is retried. */
const PERMANENT_ERRNO = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG', 'EACCES', 'EPERM', 'EROFS', 'EEXIST', 'ENOTEMPTY', 'EINVAL', 'EXDEV']);
/** System calls that change the file system: their failure is WRITE_FAILED. */
const WRITING_SYSCALLS = new Set(['mkdir', 'rename', 'write', 'unlink', 'rmdir', 'rm', 'symlink', 'link', 'copyfile', 'chmod', 'utime', 'fsync', 'ftruncate']);

/** A permanent file-system error as the contract's error, or null. */
export function permanentFsError(err: unknown): CiteflowError | null {
  const e = err as NodeJS.ErrnoException | undefined;
  if (!e || typeof e.code !== 'string' || !PERMANENT_ERRNO.has(e.code)) return null;
  const writing = WRITING_SYSCALLS.has(e.syscall ?? '') || (e.syscall === 'open' && /\.tmp$/.test(e.path ?? ''));
  const code = writing ? 'WRITE_FAILED' : 'NOT_FOUND';
  const what = writing ? 'cannot write' : 'cannot read';
  return new CiteflowError(code, `${what} ${e.path ?? 'a run file'} (${e.code})`, { ...(e.path ? { path: e.path } : {}), errno: e.code });
}

export function asActivityFailure(err: unknown): unknown {
  const expected = err instanceof CiteflowError ? err : permanentFsError(err);
  if (expected) {
    return ApplicationFailure.create({ type: expected.code, message: expected.message, details: [expected.details], nonRetryable: true });
  }
  return err;
}
