/**
 * What a run may ask versus what the operator allows (docs/security.md).
 *
 * The operator — whoever runs the worker — decides which service endpoints the ladder calls,
 * which environment variables hold their tokens, and which ranges the SSRF policy re-opens.
 * That comes from the worker's environment: `CITEFLOW_OPERATOR_CONFIG` names an
 * operator-config.v1 file, which must not live inside the run directory it governs. A run
 * directory is written by someone else (an agent, a colleague), so its run-config.json may only
 * narrow these settings: turn a ladder step off, allow a smaller range. Anything else is
 * SCHEMA_VALIDATION_FAILED, naming the field.
 *
 * The narrowing is checked when the validation is planned and again when each batch uses the
 * plan, so a plan file edited in the run directory cannot widen it either.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import * as path from 'node:path';
import ipaddr from 'ipaddr.js';
import { CiteflowError } from '../shared/errors';
import { FILE_LIMITS, fileTooLargeMessage } from '../shared/schemas/limits';
import { OperatorConfigSchema } from '../shared/schemas/operator-config';
import type { LadderConfig as RunLadder } from '../shared/schemas/run-config';
import { formatPath, formatZodError, PARSE_OPTIONS } from '../shared/zod-message';
import { LADDER_DEFAULTS, type LadderConfig } from './ladder/config';

export const OPERATOR_CONFIG_ENV = 'CITEFLOW_OPERATOR_CONFIG';

export type OperatorSettings = {
  /** The file the settings came from (null: none configured — every default). */
  source: string | null;
  allow_cidrs: string[];
  ladder: Required<Omit<LadderConfig, 'allow_http'>>;
  allow_http_service_endpoints: boolean;
};

/** Environment variable names only: a token variable can never name something like `PATH=…` tricks or a file. */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;

function operatorError(source: string, field: Array<string | number>, problem: string): CiteflowError {
  return new CiteflowError('SCHEMA_VALIDATION_FAILED', `operator config ${path.basename(source)}: ${formatPath(field)}: ${problem}`, { path: source });
}

function checkEndpoint(source: string, field: string[], value: string, allowHttp: boolean): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw operatorError(source, field, 'not an absolute URL');
  }
  if (url.username || url.password) throw operatorError(source, field, 'must not carry credentials (tokens come from token_env)');
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && allowHttp) return;
  throw operatorError(source, field, allowHttp ? 'must be http or https' : 'must be https (plain http only with allow_http_service_endpoints, a test mode)');
}

function parseCidr(text: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  try {
    return ipaddr.parseCIDR(text);
  } catch {
    return null;
  }
}

/** The operator's settings from `env` (process.env by default). Read every time: small, and edits apply to the next plan. */
export function loadOperatorSettings(env: NodeJS.ProcessEnv = process.env): OperatorSettings {
  const named = env[OPERATOR_CONFIG_ENV];
  if (named === undefined || named === '') {
    return { source: null, allow_cidrs: [], ladder: { bright_data: { ...LADDER_DEFAULTS.bright_data }, apify: { ...LADDER_DEFAULTS.apify } }, allow_http_service_endpoints: false };
  }
  if (!path.isAbsolute(named)) throw new CiteflowError('INVALID_ARGS', `${OPERATOR_CONFIG_ENV} must be an absolute path`, {});
  let text: string;
  try {
    const size = statSync(named).size;
    if (size > FILE_LIMITS.operator_config) {
      throw new CiteflowError('SCHEMA_VALIDATION_FAILED', fileTooLargeMessage('operator config', named, size, 'operator_config'), { path: named, size_bytes: size, limit_bytes: FILE_LIMITS.operator_config });
    }
    text = readFileSync(named, 'utf8').replace(/^\uFEFF/, '');
  } catch (err) {
    if (err instanceof CiteflowError) throw err;
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new CiteflowError('NOT_FOUND', `operator config (${OPERATOR_CONFIG_ENV}) not readable (${code}): ${named}`, { path: named, errno: code });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CiteflowError('INVALID_JSON', `operator config ${path.basename(named)}: not valid JSON`, { path: named });
  }
  const parsed = OperatorConfigSchema.safeParse(json, PARSE_OPTIONS);
  if (!parsed.success) throw new CiteflowError('SCHEMA_VALIDATION_FAILED', formatZodError(parsed.error, `operator config ${path.basename(named)}`), { path: named });
  const c = parsed.data;
  const allowHttp = c.allow_http_service_endpoints === true;
  const bright_data = { ...LADDER_DEFAULTS.bright_data, ...defined(c.ladder?.bright_data ?? {}) };
  const apify = { ...LADDER_DEFAULTS.apify, ...defined(c.ladder?.apify ?? {}) };
  checkEndpoint(named, ['ladder', 'bright_data', 'endpoint'], bright_data.endpoint, allowHttp);
  checkEndpoint(named, ['ladder', 'apify', 'base_url'], apify.base_url, allowHttp);
  for (const [step, tokenEnv] of [['bright_data', bright_data.token_env], ['apify', apify.token_env]] as const) {
    if (!ENV_NAME.test(tokenEnv)) throw operatorError(named, ['ladder', step, 'token_env'], 'not an environment variable name');
  }
  const allow_cidrs = c.network?.allow_cidrs ?? [];
  allow_cidrs.forEach((cidr, i) => {
    if (!parseCidr(cidr)) throw operatorError(named, ['network', 'allow_cidrs', i], 'not a CIDR range');
  });
  return { source: named, allow_cidrs, ladder: { bright_data, apify }, allow_http_service_endpoints: allowHttp };
}

function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The operator's config file must not be one the run directory's writer controls. */
export function checkOperatorConfigOutsideRun(settings: OperatorSettings, runRoot: string): void {
  if (settings.source === null) return;
  let real: string;
  let root: string;
  try {
    real = realpathSync(settings.source);
    root = realpathSync(runRoot);
  } catch {
    return; // unreadable ones were refused when loading; a missing run root fails elsewhere
  }
  const rel = path.relative(root, real);
  if (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))) {
    throw new CiteflowError('INVALID_ARGS', `operator config (${OPERATOR_CONFIG_ENV}) lies inside the run directory; it must live where only the operator writes`, {});
  }
}

/** True when `inner` lies wholly inside one of `outer`. */
function insideAny(inner: string, outer: string[]): boolean {
  const a = parseCidr(inner);
  if (!a) return false;
  return outer.some((o) => {
    const b = parseCidr(o);
    return !!b && b[0].kind() === a[0].kind() && a[1] >= b[1] && a[0].match(b[0], b[1]);
  });
}

export type FieldError = (field: Array<string | number>, problem: string) => CiteflowError;

/**
 * The ranges a run may reach: its own allow_cidrs when it names them (each inside an operator
 * range), else the operator's. `invalid` builds the error naming the run-config field.
 */
export function narrowAllowCidrs(requested: string[] | undefined, operator: OperatorSettings, invalid: FieldError): string[] {
  if (requested === undefined) return [...operator.allow_cidrs];
  requested.forEach((cidr, i) => {
    if (!parseCidr(cidr)) throw invalid(['allow_cidrs', i], 'not a CIDR range');
    if (!insideAny(cidr, operator.allow_cidrs)) {
      throw invalid(['allow_cidrs', i], `not inside a range the operator allows (${OPERATOR_CONFIG_ENV} network.allow_cidrs); a run-config may only narrow it`);
    }
  });
  return [...requested];
}

const OPERATOR_ONLY = { bright_data: ['endpoint', 'zone', 'token_env'], apify: ['base_url', 'actor', 'token_env'] } as const;

/**
 * The ladder a run uses: the operator's steps, minus those the run turned off
 * (`enabled: false`). A run-config that names an endpoint, zone, actor or token variable other
 * than the operator's is refused — it may not send a token somewhere else, or read another variable.
 */
export function narrowLadder(requested: RunLadder | undefined, operator: OperatorSettings, invalid: FieldError): LadderConfig {
  const out: LadderConfig = { allow_http: operator.allow_http_service_endpoints };
  for (const step of ['bright_data', 'apify'] as const) {
    const asked = (requested?.[step] ?? {}) as Record<string, unknown>;
    const allowed = operator.ladder[step] as Record<string, string>;
    for (const key of OPERATOR_ONLY[step]) {
      if (asked[key] !== undefined && asked[key] !== allowed[key]) {
        throw invalid([step, key], `differs from the operator's configuration; a run-config may not choose it (only "enabled": false)`);
      }
    }
    if (asked.enabled !== false) (out as Record<string, unknown>)[step] = { ...allowed };
  }
  return out;
}
