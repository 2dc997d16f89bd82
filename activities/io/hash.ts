import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** Lowercase hex SHA-256 of bytes (strings are hashed as UTF-8). */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Lowercase hex SHA-256 of a file's bytes, streamed. */
export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}
