/**
 * A necessary condition for a regular expression to match in a text, checked in a fraction of the
 * expression's cost: the rules' large alternations (soft 404s, walls, paywalls in many languages)
 * scan every short line of a page, and on an ordinary article none of them matches.
 *
 * From a pattern's source, once, `mayMatch` derives literals one of which every match must contain
 * ("not found", "404", "nicht gefunden"…: per branch of an alternation the most selective run of
 * plain characters). A text whose character trigrams miss a trigram of each of those literals
 * cannot contain any of them, so the expression cannot match it: the caller skips the exec it
 * would have run for nothing. Anything the reader of the source is not sure of (a class, an
 * escape it does not know, a backreference, an optional part) yields no literal, and a pattern
 * without literals everywhere is never filtered — so a rule edited later is at worst not
 * filtered, never misjudged.
 *
 * Case: texts and literals are compared folded by `foldCode` (a character's lower case of its
 * upper case). Every character a case-insensitive pattern (`i` or `iu`) treats as equal to a
 * character has the same fold (test/fetch/prefilter.test.ts checks this over all of the BMP), so
 * folding can add candidates but never lose a match.
 */

/** Bits of a text's trigram set (a power of two). */
const BITS = 4096;
const WORDS = BITS / 32;
/** Longer texts are not filtered (their trigram sets fill up); the expression runs as before. */
const MAX_TEXT = 4096;
/** Shortest literal worth a filter (one trigram). */
const MIN_LITERAL = 3;

const foldCache = new Uint16Array(65536);

/** Stands for every character whose upper case is more than one character (ß, ŉ, ΐ, ᾀ…): folding them together only adds candidates. */
const WIDE = 0xffff;

/**
 * A UTF-16 code unit folded for comparison: ASCII lower-cased; others the lower case of their upper
 * case, or WIDE where that is more than one character.
 */
export function foldCode(c: number): number {
  if (c < 128) return c >= 65 && c <= 90 ? c + 32 : c;
  const hit = foldCache[c]!;
  if (hit !== 0) return hit;
  let f = c;
  if (c < 0xd800 || c > 0xdfff) {
    const upper = String.fromCharCode(c).toUpperCase();
    if (upper.length !== 1) f = WIDE;
    else {
      const lower = upper.toLowerCase();
      if (lower.length === 1) f = String.fromCharCode(lower.charCodeAt(0)).toUpperCase().length === 1 ? lower.charCodeAt(0) : WIDE;
    }
  }
  foldCache[c] = f;
  return f;
}

const hash3 = (a: number, b: number, c: number) => ((Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d)) >>> 0) % BITS;

/** A pattern's literals as trigram hashes (one list per literal), or null: the pattern is not filtered. */
type Plan = Int32Array[] | null;
const plans = new WeakMap<RegExp, Plan>();

/** Recently seen texts' trigram sets: the rules scan the same title, headings and blocks one after another. */
const grams = new Map<string, Int32Array>();
const GRAM_CACHE = 256;

function gramsOf(text: string): Int32Array {
  let g = grams.get(text);
  if (g) return g;
  g = new Int32Array(WORDS);
  let a = 0;
  let b = 0;
  for (let i = 0; i < text.length; i++) {
    const c = foldCode(text.charCodeAt(i));
    if (i >= 2) {
      const h = hash3(a, b, c);
      g[h >>> 5]! |= 1 << (h & 31);
    }
    a = b;
    b = c;
  }
  if (grams.size >= GRAM_CACHE) grams.clear();
  grams.set(text, g);
  return g;
}

/** False only when `re` cannot match anywhere in `text`; true when it may (then run it). */
export function mayMatch(re: RegExp, text: string): boolean {
  let plan = plans.get(re);
  if (plan === undefined) plans.set(re, (plan = planFor(re)));
  if (plan === null || text.length > MAX_TEXT) return true;
  const g = gramsOf(text);
  next: for (const lit of plan) {
    for (let k = 0; k < lit.length; k++) {
      const h = lit[k]!;
      if ((g[h >>> 5]! & (1 << (h & 31))) === 0) continue next;
    }
    return true;
  }
  return false;
}

function planFor(re: RegExp): Plan {
  const literals = requiredLiterals(re);
  if (!literals) return null;
  return literals.map((lit) => {
    const hs = new Int32Array(lit.length - 2);
    for (let i = 2; i < lit.length; i++) hs[i - 2] = hash3(lit[i - 2]!, lit[i - 1]!, lit[i]!);
    return hs;
  });
}

/**
 * Literals (folded code units), one of which every match of `re` contains; null when the source
 * does not show such a set with every literal at least MIN_LITERAL long.
 */
export function requiredLiterals(re: RegExp): number[][] | null {
  if (re.flags.includes('v')) return null;
  try {
    const reader = new SourceReader(re.source, re.flags.includes('u'));
    const req = reader.alternation();
    if (reader.at < re.source.length) return null;
    return req && req.every((l) => l.length >= MIN_LITERAL) ? req : null;
  } catch {
    return null;
  }
}

/** What one piece of a pattern contributes: a plain character, a requirement of its own, or nothing known. */
type Item = { char: number } | { req: number[][] | null };

/** The most selective of several requirements (each alone suffices): longest shortest literal, then fewest literals. */
function best(cands: number[][][]): number[][] | null {
  let pick: number[][] | null = null;
  let score = -1;
  for (const c of cands) {
    const s = Math.min(...c.map((l) => l.length)) * 1024 - Math.min(c.length, 1023);
    if (s > score) { score = s; pick = c; }
  }
  return pick;
}

/** A reader of a RegExp source (the syntax JavaScript accepts); anything unsure → no literal. */
class SourceReader {
  at = 0;
  constructor(private readonly src: string, private readonly unicode: boolean) {}

  alternation(): number[][] | null {
    const branches = [this.sequence()];
    while (this.src[this.at] === '|') {
      this.at++;
      branches.push(this.sequence());
    }
    if (branches.some((b) => b === null)) return null;
    return branches.flatMap((b) => b!);
  }

  private sequence(): number[][] | null {
    const cands: number[][][] = [];
    let run: number[] = [];
    const endRun = () => {
      if (run.length) cands.push([run]);
      run = [];
    };
    while (this.at < this.src.length && this.src[this.at] !== '|' && this.src[this.at] !== ')') {
      const item = this.atom();
      const q = this.quantifier();
      if (q) {
        endRun();
        if (q.min > 0) {
          if ('char' in item) cands.push([[item.char]]);
          else if (item.req) cands.push(item.req);
        }
      } else if ('char' in item) {
        run.push(item.char);
      } else {
        endRun();
        if (item.req) cands.push(item.req);
      }
    }
    endRun();
    return best(cands);
  }

  private quantifier(): { min: number } | null {
    const c = this.src[this.at];
    let min: number;
    if (c === '*' || c === '?') { min = 0; this.at++; }
    else if (c === '+') { min = 1; this.at++; }
    else if (c === '{') {
      const m = /^\{(\d+)(,\d*)?\}/.exec(this.src.slice(this.at, this.at + 24));
      if (!m) return null;
      min = Number(m[1]);
      this.at += m[0].length;
    } else return null;
    if (this.src[this.at] === '?') this.at++;
    return { min };
  }

  private atom(): Item {
    const src = this.src;
    const c = src[this.at]!;
    if (c === '(') {
      this.at++;
      let look = false;
      if (src.startsWith('?:', this.at)) this.at += 2;
      else if (src.startsWith('?=', this.at) || src.startsWith('?!', this.at)) { this.at += 2; look = true; }
      else if (src.startsWith('?<=', this.at) || src.startsWith('?<!', this.at)) { this.at += 3; look = true; }
      else if (src.startsWith('?<', this.at)) {
        const end = src.indexOf('>', this.at);
        if (end < 0) throw new Error('group name');
        this.at = end + 1;
      } else if (src[this.at] === '?') throw new Error('group kind');
      const req = this.alternation();
      if (src[this.at] !== ')') throw new Error('unclosed group');
      this.at++;
      return { req: look ? null : req };
    }
    if (c === '[') {
      this.at++;
      if (src[this.at] === '^') this.at++;
      while (this.at < src.length && src[this.at] !== ']') this.at += src[this.at] === '\\' ? 2 : 1;
      if (this.at >= src.length) throw new Error('unclosed class');
      this.at++;
      return { req: null };
    }
    if (c === '\\') return this.escape();
    const code = src.charCodeAt(this.at);
    this.at++;
    if (c === '.' || c === '^' || c === '$' || c === '{' || c === '}' || c === ']' || c === '*' || c === '+' || c === '?') return { req: null };
    if (code >= 0xd800 && code <= 0xdfff) {
      // A character outside the BMP (a surrogate pair): not used as a literal.
      if (code <= 0xdbff && this.at < src.length) {
        const next = src.charCodeAt(this.at);
        if (next >= 0xdc00 && next <= 0xdfff) this.at++;
      }
      return { req: null };
    }
    return { char: foldCode(code) };
  }

  private escape(): Item {
    const src = this.src;
    const e = src[this.at + 1];
    if (e === undefined) throw new Error('trailing backslash');
    this.at += 2;
    if ((e === 'p' || e === 'P') && this.unicode) {
      const end = src.indexOf('}', this.at);
      if (src[this.at] !== '{' || end < 0) throw new Error('property escape');
      this.at = end + 1;
      return { req: null };
    }
    if (e === 'k' && src[this.at] === '<') {
      const end = src.indexOf('>', this.at);
      if (end < 0) throw new Error('group reference');
      this.at = end + 1;
      return { req: null };
    }
    if (e === 'u' && src[this.at] === '{') {
      const end = src.indexOf('}', this.at);
      if (end < 0) throw new Error('code point escape');
      this.at = end + 1;
      return { req: null };
    }
    if (/[0-9]/.test(e)) {
      while (/[0-9]/.test(src[this.at] ?? '')) this.at++;
      return { req: null };
    }
    // \uXXXX, \xHH, \cX: their digits or letter belong to the escape.
    if (e === 'u' || e === 'x') {
      const n = e === 'u' ? 4 : 2;
      for (let k = 0; k < n && /[0-9A-Fa-f]/.test(src[this.at] ?? ''); k++) this.at++;
      return { req: null };
    }
    if (e === 'c') {
      if (/[A-Za-z]/.test(src[this.at] ?? '')) this.at++;
      return { req: null };
    }
    // Only punctuation escaped as itself (\. \/ \- \( \' …) is a plain character; letters name classes, controls, references.
    if (/[A-Za-z]/.test(e) || e.charCodeAt(0) >= 128) return { req: null };
    return { char: foldCode(e.charCodeAt(0)) };
  }
}
