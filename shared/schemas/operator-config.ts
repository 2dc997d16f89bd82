import { z } from 'zod';

/**
 * operator-config.v1: what the person who runs the worker allows, read from the file named by
 * the worker's `CITEFLOW_OPERATOR_CONFIG` environment variable (never from a run directory).
 * A run's run-config.json may only narrow it (docs/security.md).
 */
export const OperatorConfigSchema = z.strictObject({
  schema_version: z.literal('operator-config.v1'),
  network: z
    .strictObject({
      /** Ranges the SSRF policy denies by default that runs may reach (on-prem mirrors, tests). Default none. */
      allow_cidrs: z.array(z.string()).optional(),
    })
    .optional(),
  ladder: z
    .strictObject({
      bright_data: z.strictObject({ endpoint: z.string().optional(), zone: z.string().optional(), token_env: z.string().optional() }).optional(),
      apify: z.strictObject({ base_url: z.string().optional(), actor: z.string().optional(), token_env: z.string().optional() }).optional(),
    })
    .optional(),
  /**
   * Test mode: service endpoints may be plain http:// (loopback stand-ins of Bright Data and
   * Apify). Off by default; never enable it where real tokens live.
   */
  allow_http_service_endpoints: z.boolean().optional(),
});
export type OperatorConfigV1 = z.infer<typeof OperatorConfigSchema>;
