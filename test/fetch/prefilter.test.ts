/**
 * The rules' prefilter (activities/classify/prefilter.ts) may only skip a text the expression
 * cannot match: folding must keep every pair of characters a case-insensitive pattern treats as
 * equal, and the literals read from a source must stand in every match.
 */
import { foldCode, mayMatch, requiredLiterals } from '../../activities/classify/prefilter';

const hex = (c: number) => `\\u${c.toString(16).padStart(4, '0')}`;
const lits = (re: RegExp) => requiredLiterals(re)?.map((l) => String.fromCharCode(...l)) ?? null;

describe('foldCode', () => {
  it('gives characters that i / iu patterns treat as equal the same fold (all of the BMP)', () => {
    const cased: number[] = [];
    const caseless: number[] = [];
    for (let c = 0; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const s = String.fromCharCode(c);
      (s.toUpperCase() !== s || s.toLowerCase() !== s ? cased : caseless).push(c);
    }
    // A character without case is equal only to itself: no cased character matches the class of all of them.
    const ranges: string[] = [];
    for (let i = 0; i < caseless.length; ) {
      let j = i;
      while (j + 1 < caseless.length && caseless[j + 1] === caseless[j]! + 1) j++;
      ranges.push(i === j ? hex(caseless[i]!) : `${hex(caseless[i]!)}-${hex(caseless[j]!)}`);
      i = j + 1;
    }
    const anyCaseless = [new RegExp(`[${ranges.join('')}]`, 'i'), new RegExp(`[${ranges.join('')}]`, 'iu')];
    expect(cased.filter((c) => anyCaseless.some((r) => r.test(String.fromCharCode(c))))).toEqual([]);
    // Cased characters: none outside a fold group is equal to a member of it.
    const groups = new Map<number, number[]>();
    for (const c of cased) groups.set(foldCode(c), [...(groups.get(foldCode(c)) ?? []), c]);
    const split: string[] = [];
    for (const [f, members] of groups) {
      const rs = ['i', 'iu'].map((flags) => new RegExp(`^[${members.map(hex).join('')}]$`, flags));
      for (const x of cased) if (foldCode(x) !== f && rs.some((r) => r.test(String.fromCharCode(x)))) split.push(x.toString(16));
    }
    expect(split).toEqual([]);
    // No character outside the BMP is equal to one inside it (literals hold BMP characters only).
    const bmp = /[\u0000-\uD7FF\uE000-\uFFFF]/iu;
    const astral: number[] = [];
    for (let x = 0x10000; x <= 0x10ffff; x++) if (bmp.test(String.fromCodePoint(x))) astral.push(x);
    expect(astral).toEqual([]);
  }, 120_000);
});

describe('requiredLiterals', () => {
  it('reads one literal per branch, the most selective run of plain characters', () => {
    expect(lits(/(^\s*404\b|page (was )?not found|can('|’)?t find (that|the))/i)).toEqual(['404', 'not found', 't find ']);
    expect(lits(/[abc]+defg(?![\p{L}])x{0,2}/iu)).toEqual(['defg']);
    expect(lits(/\bnicht\.gefunden\b|existiert nicht/i)).toEqual(['nicht.gefunden', 'existiert nicht']);
    expect(lits(/(?<=abc)xyz|(?:foo|bar)baz/)).toEqual(['xyz', 'baz']);
  });

  it('gives none when a branch may match without a literal, or the source is not understood', () => {
    expect(lits(/not found|x?/)).toBeNull();
    expect(lits(/not found|ab/)).toBeNull(); // a literal too short to filter by
    expect(lits(/(ab)\1|defg/)).toBeNull(); // a backreference is no literal, and "ab" is too short
    expect(lits(/[\s\S]*/)).toBeNull();
    expect(lits(/\u0041BC|\x41BC/)).toBeNull(); // escapes are not read as characters
    expect(lits(/(?<name>abc)|\k<name>/)).toBeNull();
    expect(lits(new RegExp('abcdef', 'v'))).toBeNull();
  });
});

describe('mayMatch', () => {
  const cases: [RegExp, string[]][] = [
    [/(^\s*404\b|page (was )?not found|can('|’)?t find (that|the))/i, ['404 — Page Not Found', 'Sorry, we CAN’T FIND THAT page', 'PAGE WAS NOT FOUND']],
    [/nicht gefunden|страница не найдена|ページが見つかりません|δεν βρέθηκε/iu, ['Seite NICHT GEFUNDEN', 'Страница НЕ НАЙДЕНА', 'ページが見つかりません。', 'ΔΕΝ ΒΡΈΘΗΚΕ']],
    [/this domain is for sale|kelvin/iu, ['THIS DOMAIN IS FOR ſALE', 'the \u212Aelvin scale']],
    [/straße|gemäß/iu, ['STRAẞE', 'Gemäß der Verordnung']],
    [/xᾀyz|ǆabc/iu, ['XᾈYZ', 'ǅABC', 'ǄABC']],
  ];
  it('is true for every text the expression matches, case and odd letters folded', () => {
    for (const [re, texts] of cases) {
      for (const t of texts) {
        for (const variant of [t, `Intro text. ${t} and more.`, t.toUpperCase(), t.toLowerCase()]) {
          if (re.test(variant)) expect({ re: re.source, variant, may: mayMatch(re, variant) }).toEqual({ re: re.source, variant, may: true });
        }
      }
    }
  });

  it('is false for an ordinary line with none of the literals, and true past its length limit', () => {
    const re = cases[0]![0];
    const line = 'Document 7. compiler memory safety ownership borrowing release stable language systems programming';
    expect(re.test(line)).toBe(false);
    expect(mayMatch(re, line)).toBe(false);
    expect(mayMatch(re, line.repeat(60))).toBe(true);
  });
});
