import { z } from 'zod';
import { CitationStatusSchema } from './citation';

/** A recorded HTTP response, classified by the same code that classifies live responses. */
export const FixtureResponseSchema = z.object({
  http_status: z.number().int(),
  final_url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
});
export type FixtureResponse = z.infer<typeof FixtureResponseSchema>;

/** A verdict taken as given. */
export const FixtureVerdictItemSchema = z.object({
  url: z.string().min(1),
  status: CitationStatusSchema,
  http_status: z.number().int().nullable().optional(),
  final_url: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  publisher: z.string().nullable().optional(),
  evidence_snippet: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
  response: z.undefined().optional(),
});
export type FixtureVerdictItem = z.infer<typeof FixtureVerdictItemSchema>;

export const FixtureResponseItemSchema = z.object({
  url: z.string().min(1),
  response: FixtureResponseSchema,
  status: z.undefined().optional(),
});
export type FixtureResponseItem = z.infer<typeof FixtureResponseItemSchema>;

export const FixtureItemSchema = z.union([FixtureVerdictItemSchema, FixtureResponseItemSchema]);
export type FixtureItem = z.infer<typeof FixtureItemSchema>;

export const FixturesSchema = z.object({
  schema_version: z.literal('fixtures.v1'),
  checked_at: z.iso.datetime({ offset: true }).optional(),
  items: z.array(FixtureItemSchema),
});
export type FixturesV1 = z.infer<typeof FixturesSchema>;

export function isVerdictItem(item: FixtureItem): item is FixtureVerdictItem {
  return 'status' in item && item.status !== undefined;
}
