/**
 * Prepared URLs are held by the thousands (stage 2's url-map, the plan, the batches): their
 * normalized_url and cid must be flat strings, not chains of the pieces they were built from
 * (a cid built two hex digits at a time was ~33 links; 50,000 prepared URLs held ~45 MB instead
 * of ~5 MB). Measured in a child node with a collected heap: the bytes each prepared URL keeps.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { requireFreshBuild } from '../helpers/fresh-build';

const ROOT = join(__dirname, '..', '..');

test('a prepared URL keeps ~100 bytes of heap for its normalized_url and cid, not ~900', () => {
  requireFreshBuild();
  const script = `
    const { prepareUrl } = require(${JSON.stringify(join(ROOT, 'dist', 'shared', 'url.js'))});
    const inputs = [];
    for (let i = 0; i < 20000; i++) inputs.push(JSON.parse(JSON.stringify('HTTP://Host' + (i % 50) + '.Example:80/doc/' + i + '/?utm_source=x&b=' + i)));
    const keep = [];
    gc();
    const before = process.memoryUsage().heapUsed;
    for (const s of inputs) { const p = prepareUrl(s); keep.push(p.normalized_url, p.cid); }
    gc();
    process.stdout.write(JSON.stringify({ perUrl: (process.memoryUsage().heapUsed - before) / inputs.length, kept: keep.length, sample: keep.slice(0, 2) }));
  `;
  const out = JSON.parse(execFileSync(process.execPath, ['--expose-gc', '-e', script], { encoding: 'utf8' })) as { perUrl: number; kept: number; sample: string[] };
  expect(out.kept).toBe(40000);
  expect(out.sample[0]).toBe('http://host0.example/doc/0?b=0');
  // normalized_url (~50 characters) and cid (68) as flat strings are ~150 bytes with their headers and the array slots.
  expect(out.perUrl).toBeLessThan(300);
});
