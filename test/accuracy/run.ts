/**
 * `npm run accuracy`: serves the labeled corpus on loopback, runs every cited URL through the
 * real fetcher and checkUrl, and prints confusion matrices (all, dev, holdout), per-field
 * metadata accuracy and every mistake with its label's reason.
 * Options: --split dev|holdout (only that part), --family NAME, --quiet (no mistake list),
 * --set NAME[,NAME] (score only these sets: corpus, classes, real, blind, fresh, fresh2, fresh3, fresh4, fresh5, fresh6, fresh7, fresh8, fresh9, fresh10, fresh11, fresh12, fresh13, fresh14, fresh16, dates2, blind2, blind3, blind4, blind5, blind6, blind7, blind8, blind9, blind10, blind11, blind12, blind13, blind14, blind15, blind16, blind17, blind18, blind19, blind20, blind21, blind22, blind23, blind24, blind25, fresh15, blind27, blind26; held-out sets
 * blind2/blind3/blind4/blind5/blind6/blind7/blind8/blind9/blind10/blind11/blind12/blind13/blind14/blind15/blind16/blind17/blind18/blind19/blind20/blind21/blind22/blind23/blind24/blind25/blind26/blind27 and the fresh/fresh2/fresh3/fresh4/fresh5/fresh6/fresh7/fresh8/fresh9/fresh10/fresh11/fresh12/fresh13/fresh14/fresh16/dates2/fresh15 real pages are never part of the default run), --blind (= --set blind),
 * --fresh (= --set fresh: real article pages of test/accuracy/fresh, scored apart), --no-blind,
 * --upstream-labels (real-page sets scored on their upstream labels only, without the listed `added` alternatives).
 */
import { buildCorpus } from './corpus';
import { formatMatrix, metaMistakes, scoreCorpus } from './score';
import { realCases } from './real';
import { blindCases } from './blind';
import { freshCases } from './fresh';
import { dates2Cases, fresh2Cases, fresh3Cases, fresh4Cases, fresh5Cases, fresh6Cases, fresh7Cases, fresh8Cases, fresh9Cases, fresh10Cases, fresh11Cases, fresh12Cases, fresh13Cases, fresh14Cases } from './fresh2';
import { classCases } from './classes';
import { blind2Cases } from './blind2';
import { blind3Cases } from './blind3';
import { blind4Cases } from './blind4';
import { blind5Cases } from './blind5';
import { blind6Cases } from './blind6';
import { blind7Cases } from './blind7';
import { blind8Cases } from './blind8';
import { blind9Cases } from './blind9';
import { blind11Cases } from './blind11';
import { blind10Cases } from './blind10';
import { blind12Cases } from './blind12';
import { blind13Cases } from './blind13';
import { blind14Cases } from './blind14';
import { blind15Cases } from './blind15';
import { blind17Cases } from './blind17';
import { blind16Cases } from './blind16';
import { blind18Cases } from './blind18';
import { blind19Cases } from './blind19';
import { blind20Cases } from './blind20';
import { blind21Cases } from './blind21';
import { blind22Cases } from './blind22';
import { blind23Cases } from './blind23';
import { blind24Cases } from './blind24';
import { blind25Cases } from './blind25';
import { fresh15Cases, fresh16Cases } from './fresh2';
import { blind27Cases } from './blind27';
import { blind26Cases } from './blind26';
import type { CorpusCase } from './corpus';

const SETS: Record<string, () => CorpusCase[]> = {
  corpus: buildCorpus,
  real: realCases,
  blind: blindCases,
  classes: classCases,
  fresh: freshCases,
  fresh2: fresh2Cases,
  fresh3: fresh3Cases,
  fresh4: fresh4Cases,
  fresh5: fresh5Cases,
  fresh6: fresh6Cases,
  fresh7: fresh7Cases,
  fresh8: fresh8Cases,
  fresh9: fresh9Cases,
  fresh10: fresh10Cases,
  fresh11: fresh11Cases,
  fresh12: fresh12Cases,
  fresh13: fresh13Cases,
  fresh14: fresh14Cases,
  dates2: dates2Cases,
  blind2: blind2Cases,
  blind3: blind3Cases,
  blind4: blind4Cases,
  blind5: blind5Cases,
  blind6: blind6Cases,
  blind7: blind7Cases,
  blind8: blind8Cases,
  blind9: blind9Cases,
  blind11: blind11Cases,
  blind10: blind10Cases,
  blind12: blind12Cases,
  blind13: blind13Cases,
  blind14: blind14Cases,
  blind15: blind15Cases,
  blind17: blind17Cases,
  blind16: blind16Cases,
  blind18: blind18Cases,
  blind19: blind19Cases,
  blind20: blind20Cases,
  blind21: blind21Cases,
  blind22: blind22Cases,
  blind23: blind23Cases,
  blind24: blind24Cases,
  blind25: blind25Cases,
  fresh15: fresh15Cases,
  fresh16: fresh16Cases,
  blind27: blind27Cases,
  blind26: blind26Cases,
};

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
    const names = sets.split(',').map((s) => s.trim()).filter(Boolean);
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
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
