/** resolveCitationsEnabled: explicit beats saved beats default — the whole matrix. */
import { resolveCitationsEnabled, savedCitationsSetting, withSavedCitations } from '../../shared/provider-citations';

type Choice = boolean | null | undefined;
const CHOICES: Choice[] = [true, false, null, undefined];

// Expected values written out row by row (not computed with the rule under test).
const MATRIX: Array<[explicit: Choice, saved: Choice, expected: boolean]> = [
  [true, true, true], [true, false, true], [true, null, true], [true, undefined, true],
  [false, true, false], [false, false, false], [false, null, false], [false, undefined, false],
  [null, true, true], [null, false, false], [null, null, false], [null, undefined, false],
  [undefined, true, true], [undefined, false, false], [undefined, null, false], [undefined, undefined, false],
];

describe('resolveCitationsEnabled', () => {
  test('the matrix covers every combination', () => {
    expect(MATRIX).toHaveLength(CHOICES.length * CHOICES.length);
    for (const e of CHOICES) for (const s of CHOICES) expect(MATRIX.filter(([x, y]) => x === e && y === s)).toHaveLength(1);
  });

  test.each(MATRIX)('explicit %p, saved %p → %p', (explicit, saved, expected) => {
    expect(resolveCitationsEnabled({ explicit, saved })).toBe(expected);
  });

  test('nothing given: off', () => {
    expect(resolveCitationsEnabled({})).toBe(false);
  });
});

describe('savedCitationsSetting', () => {
  test.each([
    [{ citations: { enabled: true } }, true],
    [{ citations: { enabled: false } }, false],
    [{ citations: { enabled: 'yes' } }, null],
    [{ citations: {} }, null],
    [{ citations: true }, null],
    [{ 'citations.enabled': true }, null],
    [{}, null],
    [null, null],
    [[], null],
    ['x', null],
  ])('%p → %p', (settings, expected) => {
    expect(savedCitationsSetting(settings)).toBe(expected);
  });
});

describe('withSavedCitations', () => {
  test('sets citations.enabled and keeps every other key', () => {
    expect(withSavedCitations(null, true)).toEqual({ citations: { enabled: true } });
    expect(withSavedCitations({ theme: 'dark', citations: { enabled: true, style: 'apa' } }, false)).toEqual({ theme: 'dark', citations: { enabled: false, style: 'apa' } });
  });

  test('a settings value of another shape is replaced, not merged', () => {
    expect(withSavedCitations([1], true)).toEqual({ citations: { enabled: true } });
    expect(withSavedCitations({ citations: 'yes', other: 1 }, false)).toEqual({ citations: { enabled: false }, other: 1 });
  });
});
