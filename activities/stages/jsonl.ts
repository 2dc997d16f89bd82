import { writeFileAtomicStreaming } from '../io';
import { redactOutputRecord } from './output-redaction';

/**
 * One JSON object a line, `\n` after every line, written atomically (temp + rename) inside the
 * run directory `root` (never through a link). Every string goes through the last redaction pass.
 * Written a record at a time: the file never exists in memory as one string.
 */
export async function writeJsonlAtomic(path: string, records: Iterable<unknown> | AsyncIterable<unknown>, root: string): Promise<void> {
  await writeFileAtomicStreaming(
    path,
    async (write) => {
      // An async iterable is consumed as it is written: its records never all exist at once.
      for await (const r of records) await write(JSON.stringify(redactOutputRecord(r)) + '\n');
      return true;
    },
    { root },
  );
}

/** Pretty JSON (2 spaces) and `\n`, atomically; the pieces of prettyJsonPieces, so a long list is never one string. */
export async function writeJsonAtomic(path: string, value: unknown, root: string): Promise<void> {
  await writeFileAtomicStreaming(
    path,
    async (write) => {
      for (const piece of prettyJsonPieces(value)) await write(piece);
      await write('\n');
      return true;
    },
    { root },
  );
}

/**
 * `JSON.stringify(redactOutputRecord(value), null, 2)` in pieces: a top-level object's array
 * members one element at a time (a url-map's items), everything else as JSON.stringify gives it.
 */
export function* prettyJsonPieces(value: unknown): Generator<string> {
  const indented = (v: unknown, pad: string) => JSON.stringify(v, null, 2).replace(/\n/g, '\n' + pad);
  if (value === null || typeof value !== 'object' || Array.isArray(value) || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    yield JSON.stringify(redactOutputRecord(value), null, 2);
    return;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol');
  if (entries.length === 0) {
    yield '{}';
    return;
  }
  yield '{\n';
  for (const [i, [key, member]] of entries.entries()) {
    yield `  ${JSON.stringify(key)}: `; // keys as they are (the redaction pass walks values)
    if (Array.isArray(member) && member.length > 0) {
      yield '[\n';
      for (const [j, element] of member.entries()) {
        const text = element === undefined || typeof element === 'function' || typeof element === 'symbol' ? 'null' : indented(redactOutputRecord(element), '    ');
        yield `    ${text}${j < member.length - 1 ? ',' : ''}\n`;
      }
      yield '  ]';
    } else {
      yield indented(redactOutputRecord(member), '  ');
    }
    yield i < entries.length - 1 ? ',\n' : '\n';
  }
  yield '}';
}
