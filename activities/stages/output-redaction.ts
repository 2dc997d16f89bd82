/**
 * The last pass before a run file is written: every string of a record goes through
 * shared/url.ts `redactSecretsInText`. Stored URLs and texts were redacted where they entered
 * a record; this pass catches any user-supplied text a record carries that was not (a
 * perspective id, an artifact path, a field added later). It is idempotent and leaves text
 * without credentials unchanged, so outputs keep their bytes.
 */
import { redactSecretsInText } from '../../shared/url';

export function redactOutputRecord<T>(value: T): T {
  return walk(value) as T;
}

function walk(value: unknown): unknown {
  if (typeof value === 'string') return redactSecretsInText(value);
  if (Array.isArray(value)) return value.map(walk);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = walk(v);
    return out;
  }
  return value;
}
