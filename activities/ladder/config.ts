/** The escalation ladder's service settings; tokens are only ever named here, never held. */
import type { LadderConfig as RunConfigLadder } from '../../shared/schemas/run-config';

/**
 * The ladder as the operator configured it (activities/operator-config.ts narrows it per run).
 * `allow_http`: the operator's test mode — service endpoints may be plain http (loopback
 * stand-ins); otherwise a step whose endpoint is not https is never called.
 */
export type LadderConfig = {
  bright_data?: { endpoint: string; zone: string; token_env: string };
  apify?: { base_url: string; actor: string; token_env: string };
  allow_http?: boolean;
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
export function ladderConfigWithDefaults(partial: RunConfigLadder | undefined): Required<Omit<LadderConfig, 'allow_http'>> {
  return {
    bright_data: { ...LADDER_DEFAULTS.bright_data, ...stripUndefined(partial?.bright_data ?? {}) },
    apify: { ...LADDER_DEFAULTS.apify, ...stripUndefined(partial?.apify ?? {}) },
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
