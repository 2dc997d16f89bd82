/** Real article pages (vendored, see real/NOTICE.md) with the metadata a careful reader gives them. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CitationStatus } from '../../activities/classify/classify';
import { withAdded, type AddedLabel, type CorpusCase, type Meta } from './corpus';

const DIR = join(__dirname, '..', '..', '..', 'test', 'accuracy', 'real');

function realDir(): string {
  // Runs from dist/test/accuracy (npm run accuracy) or from the sources (jest).
  for (const d of [DIR, join(__dirname, 'real')]) {
    try {
      readdirSync(join(d, 'pages'));
      return d;
    } catch {
      /* try the next */
    }
  }
  throw new Error('test/accuracy/real/pages not found');
}

export function realCases(): CorpusCase[] {
  const dir = realDir();
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Record<string, Meta & { status?: CitationStatus; status_reason?: string; added?: AddedLabel[] }>;
  return Object.entries(labels).map(([name, { added, ...given }], i) => {
    const meta: Meta & { status?: CitationStatus; status_reason?: string } = { ...given, ...withAdded(given, added) };
    const body = gunzipSync(readFileSync(join(dir, 'pages', `${name}.html.gz`)));
    return {
      id: `real-${name}`,
      family: 'real',
      split: i % 3 === 2 ? 'holdout' : 'dev',
      host: `${name.replace(/[^a-z0-9-]/gi, '')}.real.example`,
      path: '/article',
      expected: meta.status ?? 'valid',
      reason: meta.status_reason ?? `real article page (${name}, from mozilla/readability's test pages)`,
      context: { title: meta.title?.[0] ?? null },
      meta,
      handle: (_q, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(body);
      },
    } satisfies CorpusCase;
  });
}
