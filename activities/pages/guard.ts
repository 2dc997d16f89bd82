/**
 * Bounds on what the page analysis is handed, so htmlparser2's tag stack (kept with `unshift`:
 * quadratic in nesting depth) and the classifier's passes stay linear in practice.
 *
 * - Nesting: a linear scan counts open elements (void elements, self-closing tags and the
 *   elements HTML closes implicitly — p, li, td… — do not nest); at MAX_NESTING the page is cut
 *   there. Browsers stop nesting at a similar depth (Chromium: 512), so no real article is cut.
 * - The parser's own stack: htmlparser2 closes far fewer elements implicitly than a browser
 *   (`<li><p>item` repeated, `<dt><p>…`, or `<div>…</span>` with a close tag that matches nothing
 *   grow its stack by one or two elements each), so the same scan also replays htmlparser2's
 *   stack rules (its open-implies-close table, close tags that pop to their match or do nothing)
 *   and cuts the page where that stack passes MAX_PARSER_STACK. 30,000 `<li><p>x` (300 KB) took
 *   13–20 s to parse before; a sloppy real list of a thousand such items is still read whole.
 * - Size: at most MAX_PAGE_CHARS characters are analysed (the online body cap is 2 MB; an
 *   offline fixture may be larger).
 * A cut page is still judged, on what came before the cut, and its verdict says so.
 */
export const MAX_NESTING = 512;
export const MAX_PAGE_CHARS = 4 * 1024 * 1024;
/** htmlparser2's open elements at once (see above): ~4 ms of `unshift` at this depth, not seconds. */
export const MAX_PARSER_STACK = 2048;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr', 'keygen', 'frame', 'basefont', 'isindex', 'command']);
/** Elements whose end tag HTML lets authors omit: counting them would overstate real pages. */
const IMPLIED_END = new Set(['p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'rp', 'rt', 'colgroup', 'caption']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'plaintext']);

export type GuardedPage = { body: string; note: string | null };

export function guardPage(body: string): GuardedPage {
  let text = body;
  let note: string | null = null;
  if (text.length > MAX_PAGE_CHARS) {
    text = text.slice(0, MAX_PAGE_CHARS);
    note = `page longer than ${MAX_PAGE_CHARS} characters: analysed the first ${MAX_PAGE_CHARS}`;
  }
  // Every element that nests starts with a `<`: a page with no more than MAX_NESTING of them
  // cannot nest deeper, so the tag scan below (a regex over the whole page) is skipped — most
  // small pages.
  if (fewerThan(text, '<', MAX_NESTING + 1)) return { body: text, note };
  // `[^<>]` keeps a failed match from rescanning past the next `<`: the scan stays linear.
  const tag = /<(\/?)([A-Za-z][A-Za-z0-9:-]*)[^<>]*?(\/?)>|<!--/g;
  const parser = new ParserStack();
  let depth = 0;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(text)) !== null) {
    if (m[2] === undefined) {
      const end = text.indexOf('-->', tag.lastIndex); // a comment: nothing inside it counts
      if (end < 0) break;
      tag.lastIndex = end + 3;
      continue;
    }
    const name = m[2].toLowerCase();
    if (m[1] === '/') {
      if (!VOID.has(name) && !IMPLIED_END.has(name) && depth > 0) depth--;
      parser.close(name);
      continue;
    }
    if (parser.open(name, m[3] === '/') > MAX_PARSER_STACK) {
      return { body: text.slice(0, m.index), note: `page leaves more than ${MAX_PARSER_STACK} elements open: analysed up to there` };
    }
    if (RAW_TEXT.has(name)) {
      // Skip to the end tag: script and style bodies are text, not markup.
      const close = new RegExp(`</${name}`, 'ig');
      close.lastIndex = tag.lastIndex;
      const end = close.exec(text);
      if (!end) break;
      tag.lastIndex = end.index;
      continue;
    }
    if (m[3] === '/' || VOID.has(name) || IMPLIED_END.has(name)) continue;
    if (++depth > MAX_NESTING) {
      return { body: text.slice(0, m.index), note: `page nests elements deeper than ${MAX_NESTING}: analysed up to there` };
    }
  }
  return { body: text, note };
}

/** Whether `text` holds fewer than `limit` copies of `ch` (stops counting at the limit). */
function fewerThan(text: string, ch: string, limit: number): boolean {
  let n = 0;
  for (let i = text.indexOf(ch); i >= 0; i = text.indexOf(ch, i + 1)) if (++n >= limit) return false;
  return true;
}

const P = ['p'];
const FORM = ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'];
/** htmlparser2's openImpliesClose (Parser.ts, v10): opening the key closes these while on top. */
const IMPLIES: [string, string[]][] = [
  ['tr', ['tr', 'th', 'td']], ['th', ['th']], ['td', ['thead', 'th', 'td']], ['body', ['head', 'link', 'script']],
  ['li', ['li']], ['option', ['option']], ['optgroup', ['optgroup', 'option']], ['dd', ['dd', 'dt']], ['dt', ['dd', 'dt']],
  ['rt', ['rt', 'rp']], ['rp', ['rt', 'rp']], ['tbody', ['thead', 'tbody']], ['tfoot', ['thead', 'tbody']],
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((k): [string, string[]] => [k, FORM]),
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset',
    'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre', 'section', 'table', 'ul'].map((k): [string, string[]] => [k, P]),
];
const OPEN_IMPLIES_CLOSE = new Map(IMPLIES.map(([k, v]) => [k, new Set(v)]));
const FOREIGN = new Set(['math', 'svg']);
const INTEGRATION = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc', 'title']);

/**
 * htmlparser2's element stack replayed in linear time (its own is an array it `unshift`s and
 * `indexOf`s): the same pushes and pops, with a count per name so a close tag that matches nothing
 * costs O(1). open() and close() return the stack's size after the tag.
 */
export class ParserStack {
  private readonly names: string[] = [];
  private readonly counts = new Map<string, number>();
  /** htmlparser2's foreignContext: whether `<x/>` closes itself (inside svg/math). */
  private readonly foreign: boolean[] = [false];

  open(name: string, selfClosing: boolean): number {
    const implied = OPEN_IMPLIES_CLOSE.get(name);
    if (implied) while (this.names.length > 0 && implied.has(this.names[this.names.length - 1])) this.pop();
    if (VOID.has(name)) return this.names.length;
    this.names.push(name);
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    if (FOREIGN.has(name)) this.foreign.push(true);
    else if (INTEGRATION.has(name)) this.foreign.push(false);
    if (selfClosing && this.foreign[this.foreign.length - 1]) this.pop();
    return this.names.length;
  }

  /** A close tag; returns the stack's size after it. */
  close(name: string): number {
    if (FOREIGN.has(name) || INTEGRATION.has(name)) this.foreign.pop();
    if (!VOID.has(name) && this.counts.get(name)) while (this.pop() !== name);
    return this.names.length;
  }

  private pop(): string | undefined {
    const name = this.names.pop();
    if (name !== undefined) this.counts.set(name, this.counts.get(name)! - 1);
    return name;
  }
}
