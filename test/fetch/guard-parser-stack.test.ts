/**
 * The page guard's second bound: htmlparser2's own element stack. htmlparser2 closes far fewer
 * elements implicitly than a browser does, so tag soup the browser-like nesting count passes
 * (`<li><p>item` repeated, a close tag that matches nothing) could still grow its stack — kept with
 * `unshift` — to tens of thousands, and one 300 KB page took 10–20 s to parse. The guard replays
 * htmlparser2's stack rules in linear time and cuts where that stack passes MAX_PARSER_STACK.
 */
import { Parser } from 'htmlparser2';
import { guardPage, MAX_PARSER_STACK, ParserStack } from '../../activities/pages/guard';
import { parsePage } from '../../activities/classify/page';

/** htmlparser2's open elements after each tag of `html` (fed a tag and its text at a time), with page.ts's options. */
function htmlparser2Sizes(html: string): number[] {
  let depth = 0;
  const p = new Parser(
    {
      onopentag: () => {
        depth += 1;
      },
      onclosetag: () => {
        depth -= 1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  const sizes: number[] = [];
  for (const m of html.matchAll(/<[^<]*/g)) {
    p.write(m[0]);
    sizes.push(depth);
  }
  p.end();
  return sizes;
}

/** The replay's size after each tag of the same document (no raw-text elements in the generated soup). */
function replaySizes(html: string): number[] {
  const stack = new ParserStack();
  return [...html.matchAll(/<(\/?)([a-z][a-z0-9-]*)[^<>]*?(\/?)>/g)].map((m) => (m[1] === '/' ? stack.close(m[2]) : stack.open(m[2], m[3] === '/')));
}

/** The deepest htmlparser2's stack gets while parsing the whole of `html`. */
function htmlparser2Deepest(html: string): number {
  return Math.max(0, ...htmlparser2Sizes(html));
}

// A small deterministic generator (no Math.random: a failure must replay).
function* lcg(seed: number): Generator<number> {
  let s = seed >>> 0;
  for (;;) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    yield s / 2 ** 32;
  }
}

const NAMES = ['p', 'li', 'ul', 'ol', 'div', 'span', 'a', 'b', 'td', 'tr', 'th', 'table', 'tbody', 'thead', 'tfoot', 'dd', 'dt', 'dl',
  'option', 'optgroup', 'select', 'h2', 'section', 'svg', 'math', 'path', 'desc', 'mi', 'br', 'img', 'hr', 'input', 'button', 'rt', 'rp', 'form'];

test('the replay keeps the same stack as htmlparser2, tag after tag, on tag soup (400 generated documents)', () => {
  const rnd = lcg(20261127);
  const pick = (): string => NAMES[Math.floor(rnd.next().value * NAMES.length)];
  for (let doc = 0; doc < 400; doc++) {
    const parts: string[] = [];
    for (let i = 0; i < 200; i++) {
      const r = rnd.next().value;
      const name = pick();
      parts.push(r < 0.55 ? `<${name} class="c${i}">t` : r < 0.65 ? `<${name}/>` : `</${name}>x`);
    }
    const html = parts.join('');
    const sizes = htmlparser2Sizes(html);
    expect(Math.max(...sizes)).toBeGreaterThan(3);
    expect({ doc, sizes: replaySizes(html) }).toEqual({ doc, sizes });
  }
});

test.each([
  ['a list item holding a paragraph, never closed', '<li><p>item '],
  ['a definition term holding a paragraph', '<dt><p>term '],
  ['a paragraph holding a list item', '<p><li>item '],
  ['a block whose close tag matches nothing', '<div>text</span>'],
])('tag soup htmlparser2 cannot close (%s) is cut at its stack limit, and parses at once', (_label, unit) => {
  const html = `<html><head><title>Soup</title></head><body>${unit.repeat(30_000)}</body></html>`;
  const started = Date.now();
  const guarded = guardPage(html);
  expect(guarded.note).toBe(`page leaves more than ${MAX_PARSER_STACK} elements open: analysed up to there`);
  expect(htmlparser2Deepest(guarded.body)).toBeLessThanOrEqual(MAX_PARSER_STACK);
  parsePage(guarded.body);
  // Bound on a stall, not a speed target: before the bound this page took 10–20 s.
  expect(Date.now() - started).toBeLessThan(3000);
});

test('a sloppy real list — a thousand unclosed <li><p> items — is read whole', () => {
  const html = `<html><body><h1>Liste</h1><ul>${'<li><p>Punkt mit Text '.repeat(1000)}</ul><p>Ende des Artikels.</p></body></html>`;
  const guarded = guardPage(html);
  expect(guarded.note).toBeNull();
  expect(guarded.body).toBe(html);
});
