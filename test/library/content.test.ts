/** The main text behind a content hash: page furniture and clock times never count as a change; an edit does. */
import { contentHash, mainText, textSketch } from '../../activities/library/content';
import { sketchSimilarity } from '../../activities/library/store';

const page = (article: string, around = '') =>
  `<html><head><title>T</title><script>var x = 1</script></head><body><nav>Home · News</nav>${around}` +
  `<main><h1>Bridge reopened</h1>${article}</main><footer>© 2026</footer></body></html>`;

const ARTICLE = '<p>The bridge reopened to traffic after eighteen months of repairs.</p><p>Engineers inspected every cable twice.</p>';

test('main text keeps the article and drops navigation, footer, scripts, ads and timestamps', () => {
  const text = mainText(page(`${ARTICLE}<div class="ad-slot">Buy one umbrella</div><p>Updated 2026-11-22T10:00:00Z at 10:00</p>`, '<aside>Related stories</aside>'));
  expect(text).toBe('Bridge reopened\nThe bridge reopened to traffic after eighteen months of repairs.\nEngineers inspected every cable twice.\nUpdated <time> at <time>');
  expect(text).not.toMatch(/Home|umbrella|Related|©|var x/);
});

test('a rotating ad, a new timestamp or different markup keeps the hash; an edited sentence changes it', () => {
  const base = contentHash(mainText(page(`${ARTICLE}<div id="banner-ad">Umbrellas</div><p>Generated at 2026-11-22T10:00:00Z</p>`)));
  const rotated = contentHash(mainText(page(`${ARTICLE}<div id="banner-ad">Coffee beans, 20 % off</div><p>Generated at 2026-11-23T18:45:12Z</p>`)));
  const reformatted = contentHash(mainText(page(`${ARTICLE.replace('<p>', '<p class="lead">  ')}<div id="banner-ad">Shoes</div><p>Generated at 2026-11-24T01:02:03Z</p>`)));
  expect(rotated).toBe(base);
  expect(reformatted).toBe(base);
  const edited = contentHash(mainText(page(`${ARTICLE.replace('twice', 'three times')}<div id="banner-ad">Umbrellas</div><p>Generated at 2026-11-22T10:00:00Z</p>`)));
  expect(edited).not.toBe(base);
  expect(base).toMatch(/^sha256:[0-9a-f]{64}$/);
});

test('without <main> or <article> the whole body minus furniture is the main text', () => {
  expect(mainText('<body><header>Site</header><p>Only text.</p><div role="navigation">Menu</div></body>')).toBe('Only text.');
});

test('the change measure grows with the share of text that changed', () => {
  const words = Array.from({ length: 400 }, (_, i) => `w${i}`);
  const a = textSketch(words.join(' '));
  const small = textSketch(words.map((w, i) => (i === 200 ? 'changed' : w)).join(' '));
  const half = textSketch(words.map((w, i) => (i % 2 ? `x${i}` : w)).join(' '));
  expect(sketchSimilarity(a, a)).toBe(1);
  expect(1 - sketchSimilarity(a, small)).toBeGreaterThan(0);
  expect(1 - sketchSimilarity(a, small)).toBeLessThan(0.1);
  expect(1 - sketchSimilarity(a, half)).toBeGreaterThan(0.9);
});
