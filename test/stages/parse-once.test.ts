/**
 * Stages 1 and 2 share one parse of each artifact per worker (activities/stages/artifacts.ts),
 * and a changed artifact is parsed again: Stage 2 never works from a stale parse.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { artifactParseStats } from '../../activities/stages/artifacts';
import { harvestSources } from '../../activities/stages/stage1-sources';
import { extractCitations } from '../../activities/stages/stage2-extract';
import { writeRunDir } from '../e2e/helpers';

const markdown = (urls: string[]) => ['# Findings', '', ...urls.map((u, i) => `- Source ${i}: <${u}>`), ''].join('\n');
const urlMapUrls = (root: string): string[] =>
  (JSON.parse(readFileSync(join(root, 'citations', 'url-map.json'), 'utf8')) as { items: Array<{ normalized_url: string }> }).items.map((i) => i.normalized_url).sort();

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(join(r, '..'), { recursive: true, force: true })));

test('Stage 2 reuses Stage 1 parse of an unchanged artifact: parsed once', async () => {
  const urls = ['https://a.example/one', 'https://b.example/two', 'https://c.example/three'];
  const root = writeRunDir({ run_id: 'dr_parse_once', markdown: markdown(urls), citations: { mode: 'offline' } });
  roots.push(root);
  const before = { ...artifactParseStats };
  await harvestSources({ run_root: root });
  await extractCitations({ run_root: root });
  expect({ parsed: artifactParseStats.parsed - before.parsed, reused: artifactParseStats.reused - before.reused }).toEqual({ parsed: 1, reused: 1 });
  expect(urlMapUrls(root)).toEqual(urls.sort());
  // A third use (a re-run of Stage 2) parses again: the cache gives each parse away once.
  await extractCitations({ run_root: root });
  expect(artifactParseStats.parsed - before.parsed).toBe(2);
});

test('an artifact changed between Stage 1 and Stage 2 is parsed again', async () => {
  const root = writeRunDir({ run_id: 'dr_parse_changed', markdown: markdown(['https://a.example/one']), citations: { mode: 'offline' } });
  roots.push(root);
  await harvestSources({ run_root: root });
  writeFileSync(join(root, 'wave-1', 'p1.md'), markdown(['https://a.example/one', 'https://d.example/new']));
  const reusedBefore = artifactParseStats.reused;
  await extractCitations({ run_root: root });
  expect(artifactParseStats.reused).toBe(reusedBefore);
  expect(urlMapUrls(root)).toEqual(['https://a.example/one', 'https://d.example/new']);
});
