/**
 * The operator's side of the network settings for tests (activities/operator-config.ts): a
 * temp operator-config.v1 file outside every run directory, named by CITEFLOW_OPERATOR_CONFIG.
 * Loopback webs need their ranges allowed here, and the ladder stand-ins (plain http) need the
 * test mode `allow_http_service_endpoints`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type OperatorConfigInput = {
  allow_cidrs?: string[];
  ladder?: {
    bright_data?: { endpoint?: string; zone?: string; token_env?: string };
    apify?: { base_url?: string; actor?: string; token_env?: string };
  };
  allow_http_service_endpoints?: boolean;
};

/** Writes the file and returns its path. */
export function writeOperatorConfig(input: OperatorConfigInput): string {
  const file = join(mkdtempSync(join(tmpdir(), 'citeflow-operator-')), 'operator.json');
  const config = {
    schema_version: 'operator-config.v1',
    ...(input.allow_cidrs ? { network: { allow_cidrs: input.allow_cidrs } } : {}),
    ...(input.ladder ? { ladder: input.ladder } : {}),
    ...(input.allow_http_service_endpoints !== undefined ? { allow_http_service_endpoints: input.allow_http_service_endpoints } : {}),
  };
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** An environment (for a child process) with the operator config set. */
export function withOperatorConfig(env: NodeJS.ProcessEnv, input: OperatorConfigInput): NodeJS.ProcessEnv {
  return { ...env, CITEFLOW_OPERATOR_CONFIG: writeOperatorConfig(input) };
}

/** Sets it for this (jest) process; returns the function that restores the previous value. */
export function useOperatorConfig(input: OperatorConfigInput): () => void {
  const before = process.env.CITEFLOW_OPERATOR_CONFIG;
  process.env.CITEFLOW_OPERATOR_CONFIG = writeOperatorConfig(input);
  return () => {
    if (before === undefined) delete process.env.CITEFLOW_OPERATOR_CONFIG;
    else process.env.CITEFLOW_OPERATOR_CONFIG = before;
  };
}
