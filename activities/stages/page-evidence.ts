/**
 * What Stage 3's claim checks need from a source page: its visible text, author and date.
 * Offline it comes from the fixtures (the recorded body, or a verdict's title + evidence
 * snippet); online the validation batch stores it content-addressed under citations/.work/pages/.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FixturesSchema, isVerdictItem, type FixtureItem } from '../../shared/schemas';
import { prepareUrl } from '../../shared/url';
import { evidenceFromResponse } from '../classify';
import { readJsonFile, writeFileAtomic } from '../io';
import { guardPage } from '../pages/guard';
import { runPaths } from './run-files';

export type PageEvidence = { page_text: string | null; title: string | null; author: string | null; published: string | null };

export function evidenceFromFixture(item: FixtureItem): PageEvidence {
  if (isVerdictItem(item)) {
    const text = [item.title, item.evidence_snippet].filter((s): s is string => typeof s === 'string' && s.length > 0).join('\n');
    return { page_text: text || null, title: item.title ?? null, author: null, published: null };
  }
  // One parse of the page, as classification does, on the same guarded body (activities/pages/guard.ts):
  // a hostile or huge recorded body (650,000 nested tags, 30 MB) is cut, never parsed for minutes.
  const guarded = guardPage(item.response.body);
  return evidenceFromResponse(guarded.body === item.response.body ? item.response : { ...item.response, body: guarded.body });
}

/**
 * Fixture evidence keyed by cid (fixtures are matched by normalized URL, like validation does),
 * for the cids in `wanted` only (the ones claims cite). The event loop gets a turn between pages,
 * so the activity's heartbeats keep flowing through many large recorded bodies.
 */
export async function fixtureEvidenceByCid(fixturesPath: string, runRoot: string, wanted?: ReadonlySet<string>): Promise<Map<string, PageEvidence>> {
  const fixtures = await readJsonFile(fixturesPath, FixturesSchema, 'fixtures', { root: runRoot, kind: 'fixtures' });
  const byCid = new Map<string, PageEvidence>();
  for (const item of fixtures.items) {
    const cid = prepareUrl(item.url).cid;
    if (!cid || byCid.has(cid) || (wanted && !wanted.has(cid))) continue;
    byCid.set(cid, evidenceFromFixture(item));
    await new Promise((r) => setImmediate(r));
  }
  return byCid;
}

export async function storePageEvidence(runRoot: string, cid: string, evidence: PageEvidence): Promise<void> {
  const dir = runPaths(runRoot).pages;
  await writeFileAtomic(join(dir, `${cid}.json`), JSON.stringify(evidence) + '\n', { root: runRoot });
}

export async function loadPageEvidence(runRoot: string, cid: string): Promise<PageEvidence | null> {
  const path = join(runPaths(runRoot).pages, `${cid}.json`);
  if (!existsSync(path)) return null;
  return JSON.parse(await readFile(path, 'utf8')) as PageEvidence;
}
