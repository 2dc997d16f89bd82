import { z } from 'zod';
import { type CitationSource, refIdFromCid } from './source';

/**
 * The few fields `cite` reads from a run's records. Narrow views on purpose: the full
 * citation.v1 / validated-claim.v1 schemas belong to the stages; extra fields are ignored.
 */
export const CitableRecordView = z.object({
  cid: z.string().regex(/^cid_[0-9a-f]{64}$/),
  url: z.string().min(1),
  status: z.enum(['valid', 'paywalled', 'blocked', 'mismatch', 'invalid']),
  checked_at: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'expected an ISO timestamp'),
  title: z.string().nullable(),
  publisher: z.string().nullable(),
});
export type CitableRecord = z.infer<typeof CitableRecordView>;

export const ClaimMetadataView = z.object({
  cid: z.string().nullable(),
  validation_details: z.object({
    author: z.string().nullable().optional(),
    publication_date: z.string().nullable().optional(),
  }),
});
export type ClaimMetadata = z.infer<typeof ClaimMetadataView>;

export interface PageMetadata {
  authors: string[];
  published: string | null;
}

/**
 * Author and date per cid from validated claims: the first claim (file order) that states each
 * wins, so the result is deterministic. Several authors in one string are separated by ";".
 */
export function metadataByCid(claims: readonly ClaimMetadata[]): Map<string, PageMetadata> {
  const out = new Map<string, PageMetadata>();
  for (const claim of claims) {
    if (!claim.cid) continue;
    const entry = out.get(claim.cid) ?? { authors: [], published: null };
    const author = claim.validation_details.author?.trim();
    if (entry.authors.length === 0 && author) entry.authors = author.split(';').map((a) => a.trim()).filter(Boolean);
    const date = /^(\d{4}-\d{2}-\d{2})/.exec(claim.validation_details.publication_date ?? '');
    if (entry.published === null && date) entry.published = date[1];
    out.set(claim.cid, entry);
  }
  return out;
}

/** The citable sources (valid + paywalled) in record order, ready for any style. */
export function citableSources(records: readonly CitableRecord[], metadata: ReadonlyMap<string, PageMetadata>): CitationSource[] {
  return records
    .filter((r) => r.status === 'valid' || r.status === 'paywalled')
    .map((r) => {
      const meta = metadata.get(r.cid);
      return {
        url: r.url,
        title: r.title,
        publisher: r.publisher,
        authors: meta?.authors ?? [],
        published: meta?.published ?? null,
        accessed: r.checked_at.slice(0, 10),
        ref_id: refIdFromCid(r.cid),
      };
    });
}
