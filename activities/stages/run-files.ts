/** Where a run's files live (CONTRACT.md §1) and how its inputs are read, with contract error codes. */
import { existsSync, lstatSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, relative, resolve } from 'node:path';
import { CiteflowError } from '../../shared/errors';
import { ManifestSchema, RunConfigSchema, type ManifestV1, type RunConfigV1 } from '../../shared/schemas';
import { readJsonFile, readRunInput, removeOrphanTemps } from '../io';

export function runPaths(runRoot: string) {
  const citations = join(runRoot, 'citations');
  return {
    manifest: join(runRoot, 'manifest.json'),
    runConfig: join(runRoot, 'run-config.json'),
    citationsDir: citations,
    searchResults: join(citations, 'search-results.jsonl'),
    urlMap: join(citations, 'url-map.json'),
    extracted: join(citations, 'extracted.jsonl'),
    citations: join(citations, 'citations.jsonl'),
    validatedClaims: join(citations, 'validated-claims.jsonl'),
    gateC: join(citations, 'gate-c.json'),
    grounded: join(citations, 'grounded-claims.jsonl'),
    rejected: join(citations, 'rejected-claims.jsonl'),
    work: join(citations, '.work'),
    pages: join(citations, '.work', 'pages'),
    report: join(runRoot, 'report', 'report.md'),
  };
}

export async function loadRunManifest(runRoot: string): Promise<ManifestV1> {
  if (!isAbsolute(runRoot)) throw new CiteflowError('INVALID_ARGS', `run directory must be an absolute path: ${runRoot}`, { run_root: runRoot });
  return readJsonFile(runPaths(runRoot).manifest, ManifestSchema, 'manifest.json', { root: runRoot, kind: 'manifest' });
}

/** run-config.json is optional: absent means every default. */
export async function loadRunConfig(runRoot: string): Promise<RunConfigV1> {
  const path = runPaths(runRoot).runConfig;
  if (!existsSync(path) && !isLink(path)) return {};
  return readJsonFile(path, RunConfigSchema, 'run-config.json', { root: runRoot, kind: 'run_config' });
}

/** A path from manifest/run-config, relative to the run directory, that must stay inside it. */
export function resolveInsideRun(runRoot: string, relPath: string, label: string): string {
  const full = resolve(runRoot, normalize(relPath));
  const rel = relative(runRoot, full);
  if (isAbsolute(relPath) || rel.startsWith('..') || rel === '') {
    throw new CiteflowError('SCHEMA_VALIDATION_FAILED', `${label}: must be a path inside the run directory: ${relPath}`, { field: label });
  }
  return full;
}

/**
 * An artifact's text, read inside the run directory only (a link out of it is refused, a
 * directory or a link loop is NOT_FOUND at once); a leading UTF-8 byte order mark is dropped.
 */
export async function readArtifactText(runRoot: string, path: string, label: string): Promise<string> {
  const text = (await readRunInput(runRoot, path, label, 'artifact')).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Offline fixtures of a run: run-config `effective.citations.offline_fixtures`, else fixtures.json beside the manifest. */
export function fixturesPathOf(runRoot: string, config: RunConfigV1): string | null {
  const configured = config.effective?.citations?.offline_fixtures;
  if (configured) return resolveInsideRun(runRoot, configured, 'run-config.json: effective.citations.offline_fixtures');
  const conventional = join(runRoot, 'fixtures.json');
  return existsSync(conventional) || isLink(conventional) ? conventional : null;
}

/** The run's date for "accessed" fields: the manifest's, never the clock (byte-identical reruns). */
export function runDate(manifest: ManifestV1): string {
  return manifest.created_at.slice(0, 10);
}

/**
 * Temp files a killed write left in the run's output folders (citations/, its .work/ scratch
 * folders, report/, logs/) are removed when a stage starts (activities/io removeOrphanTemps).
 */
export async function removeRunOrphanTemps(runRoot: string): Promise<number> {
  const paths = runPaths(runRoot);
  const dirs = [paths.citationsDir, paths.work, paths.pages, dirname(paths.report), join(runRoot, 'logs')];
  try {
    for (const name of await readdir(paths.work)) if (name.endsWith('.d')) dirs.push(join(paths.work, name));
  } catch {
    /* no scratch folder yet */
  }
  return removeOrphanTemps(dirs);
}
