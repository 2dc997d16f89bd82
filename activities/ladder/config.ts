/** The escalation ladder's service settings; tokens are only ever named here, never held. */
import type { LadderConfig as RunConfigLadder } from '../../shared/schemas/run-config';

export type LadderConfig = {
  bright_data?: { endpoint: string; zone: string; token_env: string };
  apify?: { base_url: string; actor: string; token_env: string };
};

export const LADDER_DEFAULTS = {
  bright_data: { endpoint: 'https://api.brightdata.com/request', zone: 'web_unlocker1', token_env: 'BRIGHTDATA_API_TOKEN' },
  apify: { base_url: 'https://api.apify.com', actor: 'apify/rag-web-browser', token_env: 'APIFY_TOKEN' },
} as const;

/**
 * The run-config's (all-optional) ladder block with defaults filled in. Both steps always
 * exist — the spec requires trying them before `blocked` — and are skipped only when their
 * token variable is unset.
 */
export function ladderConfigWithDefaults(partial: RunConfigLadder | undefined): Required<LadderConfig> {
  return {
    bright_data: { ...LADDER_DEFAULTS.bright_data, ...stripUndefined(partial?.bright_data ?? {}) },
    apify: { ...LADDER_DEFAULTS.apify, ...stripUndefined(partial?.apify ?? {}) },
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
