/**
 * "Is this the page the citation meant?" by word overlap — crude on purpose: it only has to
 * catch *clearly* unrelated pages (spec: mismatch = "clearly wrong/unrelated content").
 */
const STOPWORDS = new Set(
  ('the and for with that this from are was were has have had not but its into over than then them they their there these those ' +
    'what when where which while who whom why how about after before between under more most such only also been being very ' +
    'will would could should can may might must our your his her she him you all any each other some same just out off per via ' +
    'new says said using use used does did done one two three').split(' '),
);

export function significantWords(s: string): Set<string> {
  const words = s.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((w) => (w.length >= 3 || /\d/.test(w)) && !STOPWORDS.has(w)));
}

/** Share of the context's significant words that appear on the page (null: context too thin to judge). */
export function overlap(context: string, page: Set<string>, minWords: number): number | null {
  const ctx = significantWords(context);
  if (ctx.size < minWords) return null;
  let hit = 0;
  for (const w of ctx) if (page.has(w)) hit++;
  return hit / ctx.size;
}

/** Lowercase, straight quotes and hyphens, folded whitespace: how quotes are compared to pages. */
export function normalizeForQuote(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}
