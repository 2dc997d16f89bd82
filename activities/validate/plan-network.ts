/**
 * The network settings a validation plan freezes: `resolve` (keys lower-cased, values IP
 * literals) and `allow_cidrs` in every mode, since the offline safety rule uses them too; for
 * online plans also the fetch limits and the ladder block, so every batch and every Temporal
 * retry fetches under the settings that were planned, not whatever run-config.json says later.
 * `allow_cidrs` and the ladder are the operator's, narrowed by the run-config (never widened);
 * batches check the plan against the operator's settings again before they use it.
 */
import { isIP } from 'node:net';
import { CiteflowError } from '../../shared/errors';
import { SPEC_NETWORK_LIMITS, type CitationsConfig, type Mode } from '../../shared/schemas/run-config';
import { formatPath } from '../../shared/zod-message';
import type { PlanFile } from './plan-file';
import { loadOperatorSettings, narrowAllowCidrs, narrowLadder, type OperatorSettings } from '../operator-config';

const FIELD = ['effective', 'citations', 'network'];

export function planNetwork(
  config: CitationsConfig | undefined,
  mode: Mode,
  configPath: string,
  operator: OperatorSettings = loadOperatorSettings(),
): Pick<PlanFile, 'network' | 'ladder'> {
  const invalidAt = (base: string[]) => (path: Array<string | number>, problem: string) =>
    new CiteflowError('SCHEMA_VALIDATION_FAILED', `run-config.json: ${formatPath([...base, ...path])}: ${problem}`, { path: configPath });
  const invalid = invalidAt(FIELD);
  const resolve: Record<string, string> = {};
  for (const [host, address] of Object.entries(config?.network?.resolve ?? {})) {
    // The fetcher dials exactly this: no name, and no "0x7f.1"-style spelling a parser might read differently.
    if (isIP(address) === 0) throw invalid(['resolve', host], 'not an IP address');
    const key = host.toLowerCase(); // URL hosts are lower-case; a pin must match in every mode
    if (key in resolve && resolve[key] !== address) throw invalid(['resolve', host], `conflicts with another entry for ${key}`);
    resolve[key] = address;
  }
  // What the run may reach and which services it may call: the operator's, narrowed by the run (activities/operator-config.ts).
  const allow_cidrs = narrowAllowCidrs(config?.network?.allow_cidrs, operator, invalid);
  narrowLadder(config?.ladder, operator, invalidAt(['effective', 'citations', 'ladder']));
  if (mode === 'offline') return { network: { resolve, allow_cidrs } };
  const n = config?.network;
  return {
    network: {
      resolve,
      allow_cidrs,
      per_hop_timeout_ms: n?.per_hop_timeout_ms ?? SPEC_NETWORK_LIMITS.per_hop_timeout_ms,
      max_body_bytes: n?.max_body_bytes ?? SPEC_NETWORK_LIMITS.max_body_bytes,
      max_redirects: n?.max_redirects ?? SPEC_NETWORK_LIMITS.max_redirects,
    },
    ladder: config?.ladder ?? {},
  };
}
