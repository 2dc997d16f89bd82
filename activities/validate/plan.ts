/**
 * planValidation: checks the tool's arguments and inputs, resolves mode and tier, and freezes
 * the unique URLs (with their fixtures) into a content-addressed plan file.
 */
import * as path from 'node:path';
import { mergeFoundBy } from '../../shared/citations';
import type { FoundBy } from '../../shared/schemas/found-by';
import { CiteflowError } from '../../shared/errors';
import { FixturesSchema, isVerdictItem, type FixtureItem } from '../../shared/schemas/fixtures';
import { ManifestSchema, type ManifestV1 } from '../../shared/schemas/manifest';
import { RunConfigSchema, type Mode, type RunConfigV1, type ValidationTier } from '../../shared/schemas/run-config';
import { UrlMapItemSchema, UrlMapSchema, type UrlMapItem } from '../../shared/schemas/url-map';
import { prepareUrl, redactUrl } from '../../shared/url';
import { sha256Hex } from '../io/hash';
import { eachJsonArrayElement, forEachJsonlRecord, readJsonFileWithDigest } from '../io/read-json';
import { existsSync } from 'node:fs';
import { ExtractedClaimSchema } from '../../shared/schemas/extracted-claim';
import { SearchResultSchema } from '../../shared/schemas/search-result';
import { runPaths } from '../stages/run-files';
import { writePlanFile, type PlannedContext, type PlannedUrl } from './plan-file';
import { planNetwork } from './plan-network';
import { loopTurns } from '../io/yield';
import { checkOperatorConfigOutsideRun, loadOperatorSettings } from '../operator-config';
import type { ValidateArgs, ValidationPlan } from './types';

export const DEFAULT_VALIDATION_TIER: ValidationTier = 'standard';
const INPUTS_DIGEST_VERSION = 'citeflow-validate-inputs.v1';

function invalidArgs(message: string, details: Record<string, unknown> = {}): CiteflowError {
  return new CiteflowError('INVALID_ARGS', message, details);
}

export function checkValidateArgs(args: ValidateArgs): void {
  if (typeof args?.reason !== 'string' || args.reason.trim() === '') throw invalidArgs('reason is required', { arg: 'reason' });
  if (typeof args.manifest_path !== 'string' || args.manifest_path === '') throw invalidArgs('manifest_path is required', { arg: 'manifest_path' });
  for (const arg of ['manifest_path', 'url_map_path', 'citations_path', 'offline_fixtures_path'] as const) {
    const value = args[arg];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !path.isAbsolute(value)) throw invalidArgs(`${arg} must be an absolute path`, { arg });
  }
}

/** run-config.json is optional: absent means every default. */
async function readRunConfig(runRoot: string): Promise<{ config: RunConfigV1; sha256: string | null }> {
  try {
    const { data, sha256 } = await readJsonFileWithDigest(path.join(runRoot, 'run-config.json'), RunConfigSchema, 'run-config.json', { root: runRoot, kind: 'run_config' });
    return { config: data, sha256 };
  } catch (err) {
    // Absent means defaults; a folder or a link loop by that name is an error, not "absent".
    if (err instanceof CiteflowError && err.code === 'NOT_FOUND' && [undefined, 'ENOENT'].includes(err.details.errno as string | undefined)) return { config: {}, sha256: null };
    throw err;
  }
}

/** Mode from run-config, else from the manifest's sensitivity; never from the environment. */
export function resolveMode(config: RunConfigV1, manifest: ManifestV1): Mode {
  return config.effective?.citations?.mode ?? (manifest.query.sensitivity === 'no_web' ? 'offline' : 'online');
}

function schemaError(message: string, file: string): CiteflowError {
  return new CiteflowError('SCHEMA_VALIDATION_FAILED', message, { path: file });
}

/**
 * `sha256:` over a small text naming every input that can change citations.jsonl:
 * mode, tier and the SHA-256 of the manifest, run-config, url-map and fixtures bytes
 * (`-` for an absent file). Documented in docs/url-normalization.md.
 */
export function computeInputsDigest(parts: {
  mode: Mode;
  validation_tier: ValidationTier;
  manifest: string;
  run_config: string | null;
  url_map: string;
  fixtures: string | null;
}): string {
  const text =
    `${INPUTS_DIGEST_VERSION}\n` +
    `mode:${parts.mode}\n` +
    `validation_tier:${parts.validation_tier}\n` +
    `manifest:${parts.manifest}\n` +
    `run_config:${parts.run_config ?? '-'}\n` +
    `url_map:${parts.url_map}\n` +
    `fixtures:${parts.fixtures ?? '-'}\n`;
  return 'sha256:' + sha256Hex(text);
}

/** The plan file is stored in the run: URL-bearing fixture fields are redacted before they get there. */
function redactFixture(item: FixtureItem): FixtureItem {
  const url = redactUrl(item.url).url;
  if (isVerdictItem(item)) return { ...item, url, ...(typeof item.final_url === 'string' ? { final_url: redactUrl(item.final_url).url } : {}) };
  const headers = Object.fromEntries(Object.entries(item.response.headers).map(([k, v]) => [k, redactUrl(v).url]));
  return { ...item, url, response: { ...item.response, final_url: redactUrl(item.response.final_url).url, headers } };
}

function fixturesByUrl(items: FixtureItem[], file: string): Map<string, FixtureItem> {
  const label = path.basename(file);
  const byUrl = new Map<string, { item: FixtureItem; index: number }>();
  items.forEach((item, index) => {
    const prepared = prepareUrl(item.url);
    if (prepared.normalized_url === null) throw schemaError(`${label}: items[${index}].url: ${prepared.invalid_reason}`, file);
    const earlier = byUrl.get(prepared.normalized_url);
    if (earlier) throw schemaError(`${label}: items[${index}].url: same normalized URL as items[${earlier.index}]`, file);
    byUrl.set(prepared.normalized_url, { item: redactFixture(item), index });
  });
  return new Map([...byUrl].map(([u, v]) => [u, v.item]));
}

/** Clock time only where the contract allows it (online); offline time comes from the inputs. */
function nowIso(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * What the run knows about each source (the first title its search results give, and every claim
 * and quote citing it), so the classifier can spot the wrong page. Read a record at a time.
 */
export async function contextsByCid(runRoot: string): Promise<Map<string, PlannedContext>> {
  const paths = runPaths(runRoot);
  const contexts = new Map<string, PlannedContext>();
  const of = (cid: string) => {
    let c = contexts.get(cid);
    if (!c) contexts.set(cid, (c = { title: null, claims: [], quotes: [] }));
    return c;
  };
  if (existsSync(paths.searchResults)) {
    await forEachJsonlRecord(paths.searchResults, SearchResultSchema, 'search-results.jsonl', (r) => {
      if (r.cid && r.title) of(r.cid).title ??= r.title;
    });
  }
  if (existsSync(paths.extracted)) {
    await forEachJsonlRecord(paths.extracted, ExtractedClaimSchema, 'extracted.jsonl', (c) => {
      if (!c.cid) return;
      of(c.cid).claims.push(c.claim);
      of(c.cid).quotes.push(c.quote);
    });
  }
  return contexts;
}

/** How many distinct found_by lists a plan shares at most (a run's artifacts: usually a handful). */
const FOUND_BY_LISTS_SHARED = 4096;

type PlanInputs = { manifestPath: string; runId: string; runRoot: string; urlMapPath: string; fixturesPath: string | undefined };
type FixturesFile = { data: { checked_at?: string; items: FixtureItem[] }; sha256: string };
type PlannedUrls = { urls: PlannedUrl[]; urlMapSha256: string; fixtures: FixturesFile | null };

async function readFixtures(inputs: PlanInputs): Promise<FixturesFile | null> {
  const file = inputs.fixturesPath;
  return file === undefined ? null : readJsonFileWithDigest(file, FixturesSchema, path.basename(file), { root: inputs.runRoot, kind: 'fixtures' });
}

/**
 * One planned URL per normalized_url: url_original from the first item, found_by unioned. `add`
 * throws the url-map's per-item errors (items[i]: …); `sorted` gives the planned URLs in
 * normalized_url order and lets go of the map.
 */
function urlPlanner(inputs: PlanInputs, fixtureFor: Map<string, FixtureItem>) {
  const label = path.basename(inputs.urlMapPath);
  const planned = new Map<string, PlannedUrl>();
  // Most URLs of a run were found by the same few artifacts: equal found_by lists share one
  // (read-only) array, instead of an array, an object and four strings per URL (~20 MB at 50,000).
  const foundByLists = new Map<string, FoundBy[]>();
  const shared = (list: FoundBy[]): FoundBy[] => {
    const key = JSON.stringify(list);
    const known = foundByLists.get(key);
    if (known) return known;
    if (foundByLists.size < FOUND_BY_LISTS_SHARED) foundByLists.set(key, list);
    return list;
  };
  return {
    add(item: UrlMapItem, i: number): void {
      const prepared = prepareUrl(item.url_original);
      if (prepared.normalized_url === null) throw schemaError(`${label}: items[${i}].url_original: ${prepared.invalid_reason}`, inputs.urlMapPath);
      if (prepared.normalized_url !== item.normalized_url) {
        throw schemaError(`${label}: items[${i}].normalized_url: does not match the normalized url_original`, inputs.urlMapPath);
      }
      if (prepared.cid !== item.cid) throw schemaError(`${label}: items[${i}].cid: does not match normalized_url`, inputs.urlMapPath);
      const invalid_reason = item.invalid_reason ?? prepared.invalid_reason;
      const seen = planned.get(prepared.normalized_url);
      if (seen) {
        seen.found_by = shared(mergeFoundBy(seen.found_by, item.found_by));
        seen.invalid_reason ??= invalid_reason;
        return;
      }
      planned.set(prepared.normalized_url, {
        normalized_url: prepared.normalized_url,
        cid: prepared.cid!,
        // one string for both when they are equal (most URLs)
        url_original: prepared.url_original === prepared.normalized_url ? prepared.normalized_url : prepared.url_original,
        found_by: shared(mergeFoundBy(item.found_by)),
        invalid_reason,
        fixture: fixtureFor.get(prepared.normalized_url) ?? null,
      });
    },
    sorted(): PlannedUrl[] {
      foundByLists.clear();
      const urls = [...planned.values()].sort((a, b) => (a.normalized_url < b.normalized_url ? -1 : a.normalized_url > b.normalized_url ? 1 : 0));
      planned.clear();
      return urls;
    },
  };
}

/**
 * The url-map read and planned an item at a time (eachJsonArrayElement): at 50,000 URLs its
 * text (~20 MB), its object tree and zod's copy of it were the run's peak. Null when anything
 * goes wrong — a broken or unusual url-map, an item the plan refuses, unreadable fixtures — and
 * planUrlsWhole then reads everything again in the order it always did, so every error and its
 * precedence (the url-map's shape, its run_id, the fixtures, then each item) stay as they were.
 */
async function planUrlsStreamed(inputs: PlanInputs): Promise<PlannedUrls | null> {
  let fixtures: FixturesFile | null;
  let fixtureFor: Map<string, FixtureItem>;
  try {
    fixtures = await readFixtures(inputs);
    fixtureFor = fixturesByUrl(fixtures?.data.items ?? [], inputs.fixturesPath ?? '');
  } catch {
    return null;
  }
  const planner = urlPlanner(inputs, fixtureFor);
  const turn = loopTurns();
  const streamed = await eachJsonArrayElement(inputs.urlMapPath, UrlMapSchema, path.basename(inputs.urlMapPath), { root: inputs.runRoot, kind: 'url_map' }, 'items', UrlMapItemSchema, async (item, i) => {
    await turn();
    try {
      planner.add(item, i);
      return true;
    } catch {
      return false;
    }
  });
  if (streamed === null || streamed.rest.run_id !== inputs.runId) return null;
  return { urls: planner.sorted(), urlMapSha256: streamed.sha256, fixtures };
}

/** How often the plan read its url-map whole (tests: a good url-map never is). */
export const planUrlMapStats = { wholeReads: 0 };

/** The url-map read whole, then planned (and every error thrown) in the order of the contract. */
async function planUrlsWhole(inputs: PlanInputs): Promise<PlannedUrls> {
  planUrlMapStats.wholeReads += 1;
  const { urlMapPath } = inputs;
  // `let`: the parsed url-map (the largest thing the plan holds) is let go once the URLs are planned.
  let urlMap: { data: { run_id: string; items: UrlMapItem[] }; sha256: string } | null = await readJsonFileWithDigest(urlMapPath, UrlMapSchema, path.basename(urlMapPath), { root: inputs.runRoot, kind: 'url_map' });
  const urlMapSha256 = urlMap.sha256;
  if (urlMap.data.run_id !== inputs.runId) throw schemaError(`${path.basename(urlMapPath)}: run_id: does not match ${path.basename(inputs.manifestPath)} run_id`, urlMapPath);
  const fixtures = await readFixtures(inputs);
  const planner = urlPlanner(inputs, fixturesByUrl(fixtures?.data.items ?? [], inputs.fixturesPath ?? ''));
  const turn = loopTurns();
  for (const [i, item] of urlMap.data.items.entries()) {
    await turn();
    planner.add(item, i);
  }
  urlMap = null;
  return { urls: planner.sorted(), urlMapSha256, fixtures };
}

export async function planValidation(args: ValidateArgs): Promise<ValidationPlan> {
  checkValidateArgs(args);
  const manifestPath = args.manifest_path;
  const runRoot = path.dirname(manifestPath);
  // Files inside the run directory are read only when no link takes them out of it.
  const manifest = await readJsonFileWithDigest(manifestPath, ManifestSchema, path.basename(manifestPath), { root: runRoot, kind: 'manifest' });
  const runConfig = await readRunConfig(runRoot);
  const citationsConfig = runConfig.config.effective?.citations;
  const mode = resolveMode(runConfig.config, manifest.data);
  const validation_tier = citationsConfig?.validation_tier ?? DEFAULT_VALIDATION_TIER;
  const operator = loadOperatorSettings();
  checkOperatorConfigOutsideRun(operator, runRoot);
  const { network, ladder } = planNetwork(citationsConfig, mode, path.join(runRoot, 'run-config.json'), operator);
  if (mode === 'offline' && args.offline_fixtures_path === undefined) {
    throw invalidArgs('offline_fixtures_path required in OFFLINE mode', { arg: 'offline_fixtures_path', mode });
  }

  const urlMapPath = args.url_map_path ?? path.join(runRoot, 'citations', 'url-map.json');
  const citationsPath = args.citations_path ?? path.join(runRoot, 'citations', 'citations.jsonl');
  const inputs = { manifestPath, runId: manifest.data.run_id, runRoot, urlMapPath, fixturesPath: args.offline_fixtures_path };
  // The url-map an item at a time (never its whole text or object tree); anything unusual — a
  // broken document, an item that fails a check — is read again whole, for the very same error.
  const { urls, urlMapSha256, fixtures } = (await planUrlsStreamed(inputs)) ?? (await planUrlsWhole(inputs));

  const inputs_digest = computeInputsDigest({
    mode,
    validation_tier,
    manifest: manifest.sha256,
    run_config: runConfig.sha256,
    url_map: urlMapSha256,
    fixtures: fixtures?.sha256 ?? null,
  });
  const checked_at = mode === 'offline' ? (fixtures?.data.checked_at ?? manifest.data.created_at) : nowIso();
  // Online: what the run knows of each source (its stage-1 and stage-2 outputs), frozen beside its URL.
  const contexts = mode === 'online' ? await contextsByCid(runRoot) : null;
  if (contexts) {
    for (const u of urls) {
      const context = contexts.get(u.cid);
      if (context) u.context = context;
    }
  }
  const plan_path = await writePlanFile(
    {
      run_id: manifest.data.run_id,
      run_root: runRoot,
      mode,
      validation_tier,
      checked_at,
      citations_path: citationsPath,
      inputs_digest,
      network,
      ...(ladder ? { ladder } : {}),
      ...(mode === 'online' && citationsConfig?.concurrency ? { concurrency: citationsConfig.concurrency } : {}),
      ...(contexts ? { contexts: true } : {}),
    },
    urls,
  );
  return {
    run_id: manifest.data.run_id,
    run_root: runRoot,
    mode,
    validation_tier,
    url_count: urls.length,
    citations_path: citationsPath,
    plan_path,
    inputs_digest,
    checked_at,
  };
}
