/**
 * Accept / exclude lists for URLs (regular expressions, like lychee's --include/--exclude),
 * from run-config.json `effective.citations.urls.{include,exclude}` and the command line.
 * Matched against the normalized, redacted URL. A URL is checked when it matches an include
 * pattern, or when there are no include patterns and it matches no exclude pattern: an include
 * beats an exclude, and with includes given only matching URLs are checked.
 */
import { CiteflowError } from './errors';

export type UrlFilters = { include?: string[]; exclude?: string[] };

export type UrlFilter = { active: boolean; checks(normalizedUrl: string): boolean };

function compile(patterns: string[], field: string, code: 'INVALID_ARGS' | 'SCHEMA_VALIDATION_FAILED'): RegExp[] {
  return patterns.map((pattern, i) => {
    try {
      return new RegExp(pattern, 'u');
    } catch (err) {
      throw new CiteflowError(code, `${field}[${i}]: not a valid regular expression: ${(err as Error).message}`, { field: `${field}[${i}]` });
    }
  });
}

/** Both lists together (run-config's and the command line's); none given means every URL is checked. */
export function mergeUrlFilters(...lists: Array<UrlFilters | undefined | null>): UrlFilters {
  return { include: lists.flatMap((l) => l?.include ?? []), exclude: lists.flatMap((l) => l?.exclude ?? []) };
}

/** `field`: a prefix (`effective.citations.urls` → `….include[0]`) or the two names (`--include`, `--exclude`). */
export function compileUrlFilters(
  filters: UrlFilters,
  field: string | { include: string; exclude: string } = 'urls',
  code: 'INVALID_ARGS' | 'SCHEMA_VALIDATION_FAILED' = 'SCHEMA_VALIDATION_FAILED',
): UrlFilter {
  const names = typeof field === 'string' ? { include: `${field}.include`, exclude: `${field}.exclude` } : field;
  const include = compile(filters.include ?? [], names.include, code);
  const exclude = compile(filters.exclude ?? [], names.exclude, code);
  return {
    active: include.length + exclude.length > 0,
    checks(url: string): boolean {
      if (include.some((re) => re.test(url))) return true;
      if (include.length > 0) return false;
      return !exclude.some((re) => re.test(url));
    },
  };
}
