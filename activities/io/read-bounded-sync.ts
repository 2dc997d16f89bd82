/**
 * A whole file (or standard input) for the synchronous commands that read what the caller names
 * (`citeflow cite`, `citeflow render`), bounded like every other input (FILE_LIMITS,
 * docs/security.md): over the limit is SCHEMA_VALIDATION_FAILED naming the file and the limit.
 * The size is checked before reading when the file has one (a pipe has none), and the read stops
 * one byte past the limit, so a growing file or an endless pipe is refused, not buffered.
 * Read errors keep their errno (`code`) for the caller to word.
 */
import * as fs from 'node:fs';
import { FILE_LIMITS, type FileKind } from '../../shared/schemas/limits';
import { fileTooLarge, roomToRead } from './run-guard';

const STDIN = 0;

/** `file` `-` means standard input. */
export function readFileBoundedSync(file: string, label: string, kind: FileKind): Buffer {
  const limit = FILE_LIMITS[kind];
  const name = file === '-' ? 'standard input' : file;
  const fd = file === '-' ? STDIN : fs.openSync(file, 'r');
  try {
    const stat = fs.fstatSync(fd);
    if (stat.isFile() && stat.size > limit) throw fileTooLarge(label, name, stat.size, kind);
    let buf: Buffer = Buffer.allocUnsafe(Math.min(limit + 1, stat.isFile() ? stat.size + 1 : 64 * 1024));
    let total = 0;
    for (;;) {
      buf = roomToRead(buf, total, label, name, kind);
      let n: number;
      try {
        n = fs.readSync(fd, buf, total, buf.length - total, null);
      } catch (err) {
        // A non-blocking standard input with nothing yet: wait a moment and read again.
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
        continue;
      }
      if (n === 0) return buf.subarray(0, total);
      total += n;
    }
  } finally {
    if (fd !== STDIN) fs.closeSync(fd);
  }
}
