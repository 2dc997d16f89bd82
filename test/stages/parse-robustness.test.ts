import fc from 'fast-check';
import { parseArtifact } from '../../activities/parse';
import { findQuote } from '../../shared/stages/claims';
import { splitSentences } from '../../shared/stages/text';

const md = { wave: 1, perspective_id: 'p1', agent_type: 'A', artifact_path: 'wave-1/p1.md' };
const opts = { accessed_date: '2026-02-13' };

/** Markdown-ish text built from the syntax the parser cares about. */
const piece = fc.constantFrom(
  '[t](https://a.example/x)', '[t][r]', '[r]: https://r.example "T"\n', '[^1]', '[^1]: note https://f.example\n',
  '<https://b.example/>', 'https://c.example/p?q=1', '“quoted words”', '"straight words"', '[1]', '[2]', '\n\n', '\n',
  '> ', '## Sources\n', '1. ', '- ', '— ', '.', ' ', 'Word', '`code`', '```\n', '(', ')', '*', '_',
);
const markdownish = fc.array(fc.oneof(piece, fc.string({ maxLength: 8 })), { maxLength: 60 }).map((p) => p.join(''));

describe('parser robustness', () => {
  test('any markdown-ish input parses without throwing, deterministically, with http(s) sources only', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        const a = parseArtifact(md, text, opts);
        expect(parseArtifact(md, text, opts)).toEqual(a);
        for (const s of a.sources) expect(s.url).toMatch(/^https?:\/\//i);
        for (const c of a.claims) {
          expect(c.quote.trim()).not.toBe('');
          expect(c.claim.trim()).not.toBe('');
          expect(c.claim).not.toMatch(/[\uE000\uE001]/);
        }
      }),
      { numRuns: 300, seed: 42 },
    );
  });

  test('a quote cut from the page on word boundaries is always verbatim; re-cased it is found but not verbatim', () => {
    const wordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), fc.nat(), fc.nat(), (page, i, j) => {
        let a = i % page.length;
        let b = a + 1 + (j % (page.length - a));
        // widen the cut to whole words (findQuote requires word boundaries at both ends)
        while (a > 0 && wordChar(page[a - 1]) && wordChar(page[a])) a--;
        while (b < page.length && wordChar(page[b - 1]) && wordChar(page[b])) b++;
        const quote = page.slice(a, b);
        if (quote.trim() === '') return;
        expect(findQuote(quote, page).verbatim).toBe(true);
        const upper = quote.toUpperCase();
        if (!page.includes(upper.trim()) && upper.toLowerCase() === quote.toLowerCase()) {
          expect(findQuote(upper, page)).toMatchObject({ found: true, verbatim: false });
        }
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  test('splitSentences keeps every non-space character', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (t) => {
        expect(splitSentences(t).join('').replace(/\s/g, '')).toBe(t.replace(/\s/g, ''));
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  test('a large artifact (4,000 claims) parses in bounded time', () => {
    const block = (k: number) => `Claim number ${k} is stated here.\n\n> "Quote number ${k} is on the page." — [Src ${k}](https://s.example/${k % 50})\n\n`;
    const text = Array.from({ length: 4000 }, (_, k) => block(k)).join('');
    // CPU time, not wall time: a bound against quadratic parsing that a loaded machine (the
    // suite's other files share two cores) cannot trip by descheduling this process.
    const cpuBefore = process.cpuUsage();
    const out = parseArtifact(md, text, opts);
    const cpu = process.cpuUsage(cpuBefore);
    expect(out.claims.length).toBe(4000);
    expect(out.sources.length).toBe(50);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(10000);
  });
});
