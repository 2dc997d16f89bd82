/** Real article pages (vendored, see real/NOTICE.md) with the metadata a careful reader gives them. */
import type { CorpusCase } from './corpus';

export function realCases(): CorpusCase[] {
  return [];
}
