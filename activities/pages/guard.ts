/**
 * Bounds on what the page analysis is handed, so htmlparser2's tag stack (kept with `unshift`:
 * quadratic in nesting depth) and the classifier's passes stay linear in practice.
 *
 * - Nesting: a linear scan counts open elements (void elements, self-closing tags and the
 *   elements HTML closes implicitly — p, li, td… — do not nest); at MAX_NESTING the page is cut
 *   there. Browsers stop nesting at a similar depth (Chromium: 512), so no real article is cut.
 * - Size: at most MAX_PAGE_CHARS characters are analysed (the online body cap is 2 MB; an
 *   offline fixture may be larger).
 * A cut page is still judged, on what came before the cut, and its verdict says so.
 */
export const MAX_NESTING = 512;
export const MAX_PAGE_CHARS = 4 * 1024 * 1024;

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
      continue;
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
