/**
 * The text of a client-rendered page that is already in the response: what a reader's browser would
 * render from it. A Next.js, Nuxt, Remix, Angular or hand-made SPA often answers with an empty root
 * element and carries the story in its hydration data (`<script id="__NEXT_DATA__"
 * type="application/json">`, `window.__NUXT__ = {…}`, `self.__next_f.push([1,"…"])`,
 * `window.__INITIAL_STATE__`), in a JSON-LD `articleBody`, or in a `<noscript>` copy for readers
 * without JavaScript. parsePage reads these only when the visible main text is near-empty, so a
 * server-rendered page is judged on what it shows, as before.
 *
 * Strings are pulled from the script's source by a small string-literal scanner (JSON and JS
 * object literals alike, without evaluating anything); a string counts as prose when it reads like
 * sentences — not a URL, a key, a class list or code. Pure: no I/O.
 */
import { decodeHTML } from 'entities';
import { denseChars, textWeight } from './relevance';

/** An inline script that assigns a page's state: `window.__NUXT__=`, `self.__next_f.push(`, `var __INITIAL_STATE__ =`… */
const STATE_SCRIPT = /^\s*(?:(?:window|self|globalThis)\s*(?:\.\s*|\[\s*["']))?(?:(?:var|let|const)\s+)?(?:[\w$]*(?:__|STATE|State|DATA|Data|PROPS|Props|CONTEXT|Context|STORE|Store|RESPONSE|Response|_data|_state|_props)[\w$]*)\s*(?:["']\s*\])?\s*(?:=[^=]|\.\s*push\s*\()/;

/** Is this inline script's text a page-state assignment worth reading for prose? */
export function isStateScript(text: string): boolean {
  if (STATE_SCRIPT.test(text.slice(0, 300))) return true;
  // s13, from blind25: the state assignment after a short config statement on the same script —
  // m.weibo.cn's "var config = {…};\nvar $render_data = [{"status":{"text":"…"}}][0] || {};".
  // Statements that start within the script's first 600 characters, each tested alone.
  const head = text.slice(0, 600);
  for (let at = head.search(/[;\n]/); at >= 0 && at < head.length; ) {
    if (STATE_SCRIPT.test(text.slice(at + 1, at + 301))) return true;
    const next = head.slice(at + 1).search(/[;\n]/);
    at = next < 0 ? -1 : at + 1 + next;
  }
  return false;
}

const MAX_SOURCE_CHARS = 2_000_000;
const MAX_BLOCKS = 2_000;
const MAX_RECOVERED_CHARS = 200_000;

/** A recovered text must look like an article, not a handful of UI strings: this much weight, with one paragraph-sized block. */
const MIN_RECOVERED_WEIGHT = 250;
const MIN_LONGEST_BLOCK = 80;
/** A JSON-LD articleBody says it is the article: a short one counts. */
const MIN_ARTICLE_BODY_WEIGHT = 120;

function unescapeJs(raw: string): string {
  return raw.replace(/\\(u\{[0-9a-fA-F]{1,6}\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r\n|[\s\S])/g, (_m, e: string) => {
    if (e[0] === 'u' && e.length > 1) {
      const cp = parseInt(e[1] === '{' ? e.slice(2, -1) : e.slice(1), 16);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
    }
    if (e[0] === 'x' && e.length === 3) return String.fromCharCode(parseInt(e.slice(1), 16));
    switch (e) {
      case 'n': return '\n';
      case 't': return '\t';
      case 'r': return '\r';
      case 'b': case 'f': case 'v': case '0': return ' ';
      case '\n': case '\r\n': case '\r': return ''; // a line continuation
      default: return e;
    }
  });
}

/**
 * The string literals of a JSON or JavaScript source, decoded, in source order. Comments are
 * skipped (an apostrophe in "// don't" would otherwise open a string); a string that runs to the
 * end of the source is dropped.
 */
export function stringLiterals(src: string, max = 20_000): string[] {
  const out: string[] = [];
  const n = Math.min(src.length, MAX_SOURCE_CHARS);
  let i = 0;
  while (i < n && out.length < max) {
    const c = src.charCodeAt(i);
    if (c === 0x22 || c === 0x27 || c === 0x60) {
      let j = i + 1;
      let escaped = false;
      while (j < n) {
        const d = src.charCodeAt(j);
        if (d === 0x5c) { escaped = true; j += 2; continue; }
        if (d === c || (d === 0x0a && c !== 0x60)) break;
        j++;
      }
      if (j >= n) break;
      if (src.charCodeAt(j) === c) {
        const raw = src.slice(i + 1, j);
        if (raw.length > 0) out.push(escaped ? unescapeJs(raw) : raw);
      }
      i = j + 1;
      continue;
    }
    if (c === 0x2f && i + 1 < n) {
      const next = src.charCodeAt(i + 1);
      if (next === 0x2f) { const e = src.indexOf('\n', i + 2); i = e < 0 ? n : e + 1; continue; }
      if (next === 0x2a) { const e = src.indexOf('*/', i + 2); i = e < 0 ? n : e + 2; continue; }
    }
    i++;
  }
  return out;
}

/** HTML inside a string (`"<p>The council…</p>"`) → its text, one line per block element. */
function htmlToLines(s: string): string[] {
  const text = /<[a-z!/]/i.test(s)
    ? s
        .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
        .replace(/<\/?(p|div|h[1-6]|li|ul|ol|blockquote|figcaption|section|article|tr|br)\b[^>]*>/gi, '\n')
        .replace(/<[^>]*>/g, '')
    : s;
  return decodeHTML(text).split(/\n+/).map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l !== '');
}

const LETTER = /\p{L}/u;
const LETTERS_G = /\p{L}/gu;

/** Does this line read like a sentence of a text (not a URL, key, slug, class list, date or code)? */
export function isProseLine(line: string): boolean {
  if (line.length < 20 || /^(https?:|\/\/|\/[\w-]|data:|#|\$|@)/i.test(line)) return false;
  const letters = line.match(LETTERS_G)?.length ?? 0;
  if (letters < 0.55 * line.length) return false;
  if ((line.match(/[{};=<>|\\]|=>/g)?.length ?? 0) > 2) return false;
  // Scripts written without spaces between words (CJK, Thai…): a sentence there has few or no spaces.
  if (denseChars(line) >= 20) return true;
  const words = line.split(' ').filter((w) => LETTER.test(w));
  if (words.length < 6) return false;
  // Class lists and identifiers ("flex items-center px-4", "article_body_text"): most words glued with - _ : /.
  const glued = words.filter((w) => /[-_:/.]\p{L}/u.test(w)).length;
  if (glued > 0.4 * words.length) return false;
  return words.reduce((s, w) => s + w.length, 0) / words.length <= 16;
}

/** Prose lines of strings (a script's literals, or a JSON-LD articleBody), nested JSON strings read once more. */
function proseOf(strings: string[], seen: Set<string>, out: string[], depth = 0): void {
  for (const s of strings) {
    if (out.length >= MAX_BLOCKS) return;
    // React Server Components payloads and double-encoded JSON hold their strings one level down.
    if (depth < 1 && s.length > 40 && /^\s*[[{]|^\d+:|":\s*"|\\?"children\\?"/.test(s)) {
      proseOf(stringLiterals(s), seen, out, depth + 1);
      continue;
    }
    for (const line of htmlToLines(s)) {
      if (!isProseLine(line) || seen.has(line)) continue;
      seen.add(line);
      out.push(line);
    }
  }
}

export type RecoveredText = { blocks: string[]; from: 'noscript' | 'embedded data' };

/**
 * The text a reader of a client-rendered page sees, from what the response carries: the
 * `<noscript>` copy when it holds an article's worth of prose, else the prose strings of the
 * JSON-LD article bodies and of the page-state scripts. Null when neither reads like an article (a shell
 * with a few UI strings stays an empty shell).
 */
export function recoverShellText(noscriptBlocks: string[], scripts: string[], articleBodies: string[]): RecoveredText | null {
  const weigh = (blocks: string[]) => {
    let weight = 0;
    let longest = 0;
    for (const b of blocks) { const w = textWeight(b); weight += w; if (w > longest) longest = w; }
    return { weight, longest };
  };
  const enough = (blocks: string[]) => { const { weight, longest } = weigh(blocks); return weight >= MIN_RECOVERED_WEIGHT && longest >= MIN_LONGEST_BLOCK; };
  if (enough(noscriptBlocks)) return { blocks: cap(noscriptBlocks), from: 'noscript' };
  const seen = new Set<string>();
  const prose: string[] = [];
  proseOf(articleBodies, seen, prose, 1);
  if (weigh(prose).weight >= MIN_ARTICLE_BODY_WEIGHT) return { blocks: cap(prose), from: 'embedded data' };
  for (const script of scripts) {
    if (prose.length >= MAX_BLOCKS) break;
    proseOf(stringLiterals(script), seen, prose);
  }
  return enough(prose) ? { blocks: cap(prose), from: 'embedded data' } : null;
}

function cap(blocks: string[]): string[] {
  const out: string[] = [];
  let chars = 0;
  for (const b of blocks) {
    if (chars >= MAX_RECOVERED_CHARS) break;
    out.push(b);
    chars += b.length;
  }
  return out;
}
