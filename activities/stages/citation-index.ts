/**
 * citations.jsonl read a record at a time, keeping only what a stage needs: the fields it uses,
 * of the records it asks for. A run's citations never sit in memory as whole records.
 */
import { CitationSchema, type CitationV1 } from '../../shared/schemas';
import { forEachJsonlRecord } from '../io';

export async function readCitationsProjected<K extends keyof CitationV1>(
  file: string,
  fields: readonly K[],
  wanted: (cid: string) => boolean = () => true,
): Promise<{ records: Array<Pick<CitationV1, K>>; first: CitationV1 | null }> {
  const records: Array<Pick<CitationV1, K>> = [];
  let first: CitationV1 | null = null;
  await forEachJsonlRecord(file, CitationSchema, 'citations.jsonl', (record) => {
    first ??= record;
    if (!wanted(record.cid)) return;
    const kept = {} as Pick<CitationV1, K>;
    for (const f of fields) kept[f] = record[f];
    records.push(kept);
  });
  return { records, first };
}
