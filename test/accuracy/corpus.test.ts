/**
 * Every class of the accuracy corpus through a real fetch on the loopback web (the real fetcher,
 * checkUrl, the classifier): two cases of each family, each with its label and reason, plus
 * the quote checks. The whole corpus is scored by `npm run accuracy`; this is the fast check.
 */
import { blindCases } from './blind';
import { buildCorpus, type CorpusCase } from './corpus';
import { realCases } from './real';
import { scoreCorpus, type Score } from './score';

const all = [...buildCorpus(), ...realCases(), ...blindCases()];
const perFamily = new Map<string, CorpusCase[]>();
for (const c of all) {
  if (/-target$/.test(c.family)) continue;
  const list = perFamily.get(c.family) ?? [];
  if (list.length < (c.family === 'blind' ? 50 : 2)) list.push(c);
  perFamily.set(c.family, list);
}
const sample = [...perFamily.values()].flat();
// Targets of redirects (login pages, consent hosts, refresh targets) must be served too.
const served = [...sample, ...all.filter((c) => /-target$/.test(c.family))];

let score: Score;
beforeAll(async () => {
  score = await scoreCorpus(served, { concurrency: 6 });
}, 120_000);

test.each(sample.map((c) => [c.id, c.reason, c.expected] as const))('%s — %s → %s', (id, _reason, expected) => {
  const r = score.results.find((x) => x.c.id === id)!;
  expect({ id, status: r.got, notes: r.notes }).toEqual({ id, status: expected, notes: expect.any(String) });
});

test('a live page is never invalid, and quote_found is never true for a quote that is not on the page', () => {
  expect(score.results.filter((r) => r.got === 'invalid' && r.c.expected !== 'invalid').map((r) => r.c.id)).toEqual([]);
  expect(score.results.filter((r) => r.falseQuote).map((r) => r.c.id)).toEqual([]);
  const missed = score.results.flatMap((r) => r.quoteErrors.map((e) => `${r.c.id}: ${e}`));
  expect(missed).toEqual([]);
});

test('metadata on the sampled pages: each field at least 90 % right', () => {
  for (const [field, a] of Object.entries(score.metaAccuracy())) {
    expect({ field, ok: a.total === 0 || a.right / a.total >= 0.9 }).toEqual({ field, ok: true });
  }
});
