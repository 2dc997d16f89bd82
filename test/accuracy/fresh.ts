/**
 * Fresh real article pages (vendored from postlight/parser's fixtures, see fresh/NOTICE.md) with
 * the metadata a careful reader gives them. Scored with `npm run accuracy -- --fresh`; kept apart
 * from the tuning corpus so its figure stays a measure of pages the rules were not written on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { withAdded, type AddedLabel, type CorpusCase, type Meta } from './corpus';

function freshDir(): string {
  // Runs from dist/test/accuracy (npm run accuracy) or from the sources (jest).
  for (const d of [join(__dirname, '..', '..', '..', 'test', 'accuracy', 'fresh'), join(__dirname, 'fresh')]) {
    try {
      readdirSync(join(d, 'pages'));
      return d;
    } catch {
      /* try the next */
    }
  }
  throw new Error('test/accuracy/fresh/pages not found');
}

/**
 * Upstream stored its fixtures after its own preprocessing, which renamed every `<meta content=…>`
 * to `<meta value=…>`; pages on the web carry `content`, so the attribute is put back before
 * serving (nothing else is changed).
 */
function restoreMetaContent(html: string): string {
  return html.replace(/<meta\b[^>]*>/gi, (tag) => (/\scontent\s*=/i.test(tag) ? tag : tag.replace(/\svalue(\s*=)/i, ' content$1')));
}

export function freshCases(): CorpusCase[] {
  const dir = freshDir();
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Record<string, Meta & { url?: string; added?: AddedLabel[] }>;
  return Object.entries(labels).map(([name, { url, added, ...given }]) => {
    const meta = withAdded(given, added);
    const body = restoreMetaContent(gunzipSync(readFileSync(join(dir, 'pages', `${name}.html.gz`))).toString('utf8'));
    return {
      id: `fresh-${name}`,
      family: 'fresh',
      split: 'holdout',
      // The page's own address (a real article URL carries its host, often its date or slug): the
      // scorer's fetcher resolves every corpus host to loopback, so the host is kept as cited.
      host: url ? new URL(url).hostname : `${name.replace(/[^a-z0-9-]/gi, '')}.fresh.example`,
      path: url ? new URL(url).pathname : '/article',
      expected: 'valid',
      reason: `real article page (${name}, from postlight/parser's fixtures)`,
      context: { title: meta.title?.[0] ?? null },
      meta,
      handle: (_q, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(body);
      },
    } satisfies CorpusCase;
  });
}
