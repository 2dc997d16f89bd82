/**
 * `npm run accuracy`: serves the labeled corpus on loopback, runs every cited URL through the
 * real fetcher and checkUrl, and prints confusion matrices (all, dev, holdout), per-field
 * metadata accuracy and every mistake with its label's reason.
 * Options: --split dev|holdout (only that part), --family NAME, --quiet (no mistake list),
 * --set NAME[,NAME] (score only these sets; the names are test/accuracy/sets.ts's) or --set all (every set;
 * the held-out sets — blindN, freshN, dates2 — are never part of the default run), --blind (= --set blind),
 * --fresh (= --set fresh: real article pages of test/accuracy/fresh, scored apart), --no-blind,
 * --upstream-labels (real-page sets scored on their upstream labels only, without the listed `added` alternatives).
 * Unless --quiet, the pages no source labels that were not called valid are listed after the mistakes, for review.
 */
import { buildCorpus } from './corpus';
import { formatMatrix, metaMistakes, scoreCorpus } from './score';
import { realCases } from './real';
import { blindCases } from './blind';
import { freshCases } from './fresh';
import { classCases } from './classes';
import { SETS } from './sets';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
  // Score the upstream labels alone, without the alternatives we added (corpus.ts withAdded).
  if (args.includes('--upstream-labels')) process.env.ACCURACY_UPSTREAM_LABELS = '1';
  let cases = [...buildCorpus(), ...classCases(), ...realCases(), ...(args.includes('--no-blind') ? [] : blindCases())];
  if (args.includes('--blind')) cases = blindCases();
  if (args.includes('--fresh')) cases = freshCases();
  const sets = arg('--set');
  if (sets) {
    const names = sets.trim() === 'all' ? Object.keys(SETS) : sets.split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = names.filter((n) => !SETS[n]);
    if (unknown.length || !names.length) throw new Error(`--set: unknown set ${unknown.join(', ') || '(none)'}; known: ${Object.keys(SETS).join(', ')}`);
    cases = names.flatMap((n) => SETS[n]!());
  }
  const split = arg('--split');
  const family = arg('--family');
  if (split) cases = cases.filter((c) => c.split === split || /-target$/.test(c.family));
  if (family) cases = cases.filter((c) => c.family === family || /-target$/.test(c.family));
  const started = Date.now();
  const score = await scoreCorpus(cases);
  const pct = (a: { right: number; total: number }) => `${a.right}/${a.total} = ${a.total ? ((100 * a.right) / a.total).toFixed(1) : '–'} %`;
  console.log(`citeflow accuracy corpus: ${score.results.length} cited URLs (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  for (const s of [undefined, 'dev', 'holdout'] as const) {
    if (split && s !== undefined) continue;
    console.log(`status — ${s ?? 'all'}: ${pct(score.accuracy(s))}`);
    console.log(formatMatrix(score.matrix(s)));
    console.log('');
  }
  const meta = score.metaAccuracy();
  // Both figures, always: strict (the label's exact string) and under the documented label
  // equivalence (typographic folding; title separators; publisher spellings — score.ts metaEquivalent).
  console.log('metadata (cases with expected values):  strict  |  equivalent (typography, title separators, publisher spelling)');
  for (const [f, a] of Object.entries(meta)) console.log(`  ${f.padEnd(10)} ${pct(a).padEnd(20)} | ${pct({ right: a.equivalent, total: a.total })}`);
  const unlabeled = score.results.filter((r) => r.c.statusUnlabeled);
  if (unlabeled.length) {
    const seen = Object.entries(unlabeled.reduce<Record<string, number>>((m, r) => ({ ...m, [r.got]: (m[r.got] ?? 0) + 1 }), {}));
    console.log(`status not labeled by the source for ${unlabeled.length} pages (not scored above); verdicts: ${seen.map(([s, n]) => `${s} ${n}`).join(', ')}\n`);
  }
  const live = score.results.filter((r) => r.got === 'invalid' && r.c.expected !== 'invalid');
  const falseQuotes = score.results.filter((r) => r.falseQuote);
  const quoteChecks = score.results.reduce((n, r) => n + (r.c.quotes?.length ?? 0), 0);
  const quoteWrong = score.results.reduce((n, r) => n + r.quoteErrors.length, 0);
  console.log(`\nlive pages called invalid: ${live.length}`);
  console.log(`quote checks: ${quoteChecks - quoteWrong}/${quoteChecks} right; quote_found true for an absent quote: ${falseQuotes.length}`);
  if (!args.includes('--quiet')) {
    console.log('\nmistakes:');
    for (const r of score.results) {
      const problems = [
        ...(r.got !== r.c.expected && !r.c.statusUnlabeled ? [`status ${r.got} (expected ${r.c.expected})`] : []),
        ...metaMistakes(r),
        ...r.quoteErrors,
      ];
      if (problems.length) console.log(`  [${r.c.split}] ${r.c.id} — ${r.c.reason}\n      ${problems.join('\n      ')}\n      notes: ${r.notes.slice(0, 200)}`);
    }
    // Real pages no source labels are still someone's citation: every one not called valid is listed
    // for review (a wall rule firing on a real article shows up here first).
    const flagged = unlabeled.filter((r) => r.got !== 'valid');
    if (flagged.length) {
      console.log(`\nunlabeled pages not called valid (${flagged.length}; review, not scored):`);
      for (const r of flagged) console.log(`  [${r.c.split}] ${r.c.id} — ${r.got}\n      notes: ${r.notes.slice(0, 200)}`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
