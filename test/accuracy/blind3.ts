/** Held-out accuracy set 3 (issue 12) — placeholder until the set is written. */
import type { CorpusCase } from './corpus';

export function blind3Cases(): CorpusCase[] {
  return [];
}
