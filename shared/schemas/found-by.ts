import { z } from 'zod';

/** One provenance pointer: which wave / perspective / agent / artifact mentioned the URL. */
export const FoundBySchema = z.object({
  wave: z.literal([1, 2]),
  perspective_id: z.string().min(1),
  agent_type: z.string().min(1),
  artifact_path: z.string().min(1),
});
export type FoundBy = z.infer<typeof FoundBySchema>;
