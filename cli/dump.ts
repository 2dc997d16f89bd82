/**
 * `run --dump`: the URLs a run would check — parsed from its artifacts, normalized and redacted
 * exactly as Stage 2 does, after the include/exclude lists — without Temporal and without fetching.
 */
import { resolve } from 'node:path';
import { parseRunArtifacts } from '../activities/stages/artifacts';
import { loadRunConfig, loadRunManifest } from '../activities/stages/run-files';
import { CiteflowError } from '../shared/errors';
import { sanitizeField } from '../shared/safe-text';
import { prepareUrl } from '../shared/url';
import { compileUrlFilters, mergeUrlFilters, type UrlFilters } from '../shared/url-filters';
import { printError, toErrorShape } from './failures';

/** The command line's --include/--exclude: INVALID_ARGS for a regex that does not compile. */
export function checkUrlFilters(filters: UrlFilters): CiteflowError | null {
  try {
    compileUrlFilters(filters, { include: '--include', exclude: '--exclude' }, 'INVALID_ARGS');
    return null;
  } catch (err) {
    return err instanceof CiteflowError ? err : new CiteflowError('INVALID_ARGS', String(err));
  }
}

export type DumpedUrl = { normalized_url: string; cid: string; url_original: string; redacted: boolean; invalid_reason: string | null; checked: boolean };

/** The distinct URLs of a run, in order of first appearance, each marked checked or excluded. */
export async function dumpUrls(runRoot: string, filters: UrlFilters): Promise<DumpedUrl[]> {
  const manifest = await loadRunManifest(runRoot);
  const config = await loadRunConfig(runRoot);
  const filter = compileUrlFilters(mergeUrlFilters(config.effective?.citations?.urls, filters), 'run-config.json effective.citations.urls');
  const seen = new Map<string, DumpedUrl>();
  for (const artifact of await parseRunArtifacts(runRoot, manifest)) {
    for (const raw of [...artifact.sources.map((s) => s.url), ...artifact.claims.map((c) => c.url)]) {
      const p = prepareUrl(raw);
      if (p.normalized_url === null || p.cid === null || seen.has(p.normalized_url)) continue;
      seen.set(p.normalized_url, {
        normalized_url: p.normalized_url,
        cid: p.cid,
        url_original: p.url_original,
        redacted: p.redacted,
        invalid_reason: p.invalid_reason,
        checked: !filter.active || filter.checks(p.normalized_url),
      });
    }
  }
  return [...seen.values()];
}

/** Prints the URLs that would be checked (one a line; --json: a JSON object a line, excluded ones too). */
export async function dumpRun(runRootArg: string, opts: { json: boolean; filters: UrlFilters }): Promise<number> {
  try {
    const urls = await dumpUrls(resolve(runRootArg), opts.filters);
    for (const u of urls) {
      if (opts.json) process.stdout.write(JSON.stringify(u) + '\n');
      else if (u.checked) process.stdout.write(sanitizeField(u.normalized_url) + '\n');
    }
    const excluded = urls.filter((u) => !u.checked).length;
    if (!opts.json && excluded > 0) process.stderr.write(`(${excluded} URL${excluded === 1 ? '' : 's'} excluded by include/exclude)\n`);
    return 0;
  } catch (err) {
    printError(toErrorShape(err), opts.json);
    return 1;
  }
}
