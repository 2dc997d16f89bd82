import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** What every citation style formats: one citable source of a run, already redacted. */
export const CitationSourceSchema = z.object({
  url: z.string().min(1),
  title: z.string().nullable(),
  publisher: z.string().nullable(),
  authors: z.array(z.string()),
  /** Publication date, YYYY-MM-DD, or null when the page does not say. */
  published: isoDate.nullable(),
  /** The day the source was checked (citation.v1 `checked_at`), YYYY-MM-DD. */
  accessed: isoDate,
  /** `ref_` + 8 hex chars of the cid (see refIdFromCid). */
  ref_id: z.string().regex(/^ref_[0-9a-f]{8}$/),
});
export type CitationSource = z.infer<typeof CitationSourceSchema>;

export const CITATION_FORMATS = ['apa', 'mla', 'chicago', 'harvard', 'jsonld', 'inline'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

/** ref_id = `ref_` + the first 8 hex chars of the cid's hash (the part after `cid_`). */
export function refIdFromCid(cid: string): string {
  const match = /^cid_([0-9a-f]{64})$/.exec(cid);
  if (!match) throw new Error(`not a cid: ${cid}`);
  return `ref_${match[1].slice(0, 8)}`;
}
