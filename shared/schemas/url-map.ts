import { z } from 'zod';
import { FoundBySchema } from './found-by';
import { RunIdSchema } from './manifest';

export const CidSchema = z.string().regex(/^cid_[0-9a-f]{64}$/, 'must be "cid_" + 64 lowercase hex characters');

export const UrlMapItemSchema = z.object({
  /** as extracted, already redacted */
  url_original: z.string().min(1),
  normalized_url: z.string().min(1),
  cid: CidSchema,
  found_by: z.array(FoundBySchema),
  /**
   * Optional extension: why the URL is invalid in every mode (e.g. it carried userinfo, which
   * redaction removed from url_original, so only this field still remembers it).
   */
  invalid_reason: z.string().nullable().optional(),
});
export type UrlMapItem = z.infer<typeof UrlMapItemSchema>;

export const UrlMapSchema = z.object({
  schema_version: z.literal('url-map.v1'),
  run_id: RunIdSchema,
  items: z.array(UrlMapItemSchema),
});
export type UrlMapV1 = z.infer<typeof UrlMapSchema>;
